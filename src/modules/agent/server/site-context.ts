import { siteSearch } from "../../../core/http/search.js";
import type { AppContext } from "../../../core/module.js";
import { phraseIn } from "../../../core/i18n/texts.js";

/** The most the site context adds to a prompt (characters). */
export const SITE_CONTEXT_MAX_CHARS = 3_000;
const HITS = 8;
const WORDS = 8;

const titleOf = (title: unknown, language: string): string =>
  typeof title === "string" ? title : title && typeof title === "object" ? phraseIn(title as never, language) ?? "" : "";

/**
 * What of the site's published articles and schedule matches the question (the site search, any
 * of its longer words), as short lines for the system prompt; bounded in size.
 */
export async function siteContext(context: AppContext, question: string): Promise<string> {
  const words = [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])].slice(0, WORDS);
  if (!words.length) return "";
  const language = /[а-яё]/i.test(question) ? "ru" : context.i18n.defaultLanguage;
  const lang = context.i18n.languages.includes(language) ? language : context.i18n.defaultLanguage;
  const hits = await siteSearch(context, words.join(" or "), lang, HITS);
  let text = "";
  for (const hit of hits) {
    const line = `- ${hit.module}/${hit.entity}: ${titleOf(hit.title, lang)}${hit.slug ? ` (${hit.slug})` : ""}\n`;
    if (text.length + line.length > SITE_CONTEXT_MAX_CHARS) break;
    text += line;
  }
  return text;
}
