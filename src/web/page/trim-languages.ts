import type { LanguageConfig } from "../../core/i18n/languages";
import { present } from "../../core/page/rich-text";

/** A value keyed by language codes only ({ ru: "…", en: "…" }): a localised field. */
function isLocalised(value: object, languages: readonly string[]): value is Record<string, unknown> {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => languages.includes(key));
}

/**
 * Whether a value would be shown. Malformed rich text counts as shown, so its field stays whole:
 * the widget's own render meets it and shows its error box, as without trimming.
 */
function shown(value: unknown): boolean {
  try {
    return present(value);
  } catch {
    return true;
  }
}

/**
 * What a page in `language` can show of one value: a localised field keeps its value in the
 * page's language and in the default one (the fallback), and every value only when neither of
 * those is there (then any language may be shown). So the browser receives what `localise` and
 * `pickLocalised` can pick, and no more: a Russian page does not carry the English text of every
 * block. Any other value is given back as it is (the caller walks into it); a trimmed field is a
 * new object, so what the host loaded is not changed.
 */
export function shownLanguages(value: unknown, language: string, config: LanguageConfig): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  // Dates and other class instances pass as they are.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  if (!isLocalised(value, config.languages)) return value;
  if (!shown(value[language]) && !shown(value[config.defaultLanguage])) return value;
  const kept: Record<string, unknown> = {};
  for (const key of [language, config.defaultLanguage]) if (key in value) kept[key] = value[key];
  return kept;
}
