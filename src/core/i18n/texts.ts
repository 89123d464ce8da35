/**
 * Interface strings: the one way every module declares its words. A catalogue is declared once,
 * next to the module that uses it, with every phrase in every interface language (the type makes
 * a missing language a compile error). Catalogues register themselves so a unit test can check
 * them all (tests/core/texts.test.ts): non-empty in each language, and no ru text left in English.
 */

/** The languages the platform ships its interface in; a site's languages are among them. */
export const INTERFACE_LANGUAGES = ["ru", "en"] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** One interface string in every interface language. */
export type Phrase = Readonly<Record<InterfaceLanguage, string>>;

export interface Catalogue<K extends string> {
  readonly name: string;
  readonly phrases: Readonly<Record<K, Phrase>>;
  /** The phrase in a language; an unknown language gets the fallback's (the site default). */
  text(key: K, language: string, fallback?: string): string;
  /** Every phrase in one language, as a plain object (for components that read many). */
  all(language: string, fallback?: string): Record<K, string>;
}

const registry = new Map<string, Catalogue<string>>();

/** The text of a phrase in a language, else in the fallback language, else in Russian. */
export function phraseIn(phrase: Phrase, language: string | undefined, fallback: string = INTERFACE_LANGUAGES[0]): string {
  const texts = phrase as Record<string, string>;
  return texts[language ?? ""] ?? texts[fallback] ?? phrase[INTERFACE_LANGUAGES[0]];
}

/** Declares (and registers) a module's catalogue: `{ key: { ru, en } }`. */
export function defineTexts<K extends string>(name: string, phrases: Record<K, Phrase>): Catalogue<K> {
  const catalogue: Catalogue<K> = {
    name,
    phrases,
    text: (key, language, fallback) => phraseIn(phrases[key], language, fallback),
    all: (language, fallback) => Object.fromEntries(Object.entries<Phrase>(phrases).map(([key, phrase]) => [key, phraseIn(phrase, language, fallback)])) as Record<K, string>,
  };
  registry.set(name, catalogue as Catalogue<string>);
  return catalogue;
}

/**
 * The same catalogue written language first (`{ ru: {...}, en: {...} }`), for long screens whose
 * texts read better as one block per language; `en` must have every key `ru` has.
 */
export function defineLanguageTexts<K extends string>(name: string, byLanguage: Record<InterfaceLanguage, Record<K, string>>): Catalogue<K> {
  const keys = Object.keys(byLanguage.ru) as K[];
  const phrases = Object.fromEntries(keys.map((key) => [key, Object.fromEntries(INTERFACE_LANGUAGES.map((l) => [l, byLanguage[l][key]]))])) as Record<K, Phrase>;
  return defineTexts(name, phrases);
}

/** Every catalogue declared so far (those of the modules imported). */
export function catalogues(): Catalogue<string>[] {
  return [...registry.values()];
}

/**
 * Registers a language-first object and answers it unchanged, for widgets that index their
 * words by language directly (`WORDS[language]`); the catalogue test checks it like any other.
 */
export function registerLanguageTexts<T extends Record<InterfaceLanguage, Record<string, string>>>(name: string, byLanguage: T): T {
  defineLanguageTexts(name, byLanguage);
  return byLanguage;
}

/** The language of the page the browser shows (its <html lang>), for code outside React. */
export function documentLanguage(): string | undefined {
  return globalThis.document?.documentElement.lang || undefined;
}

/** A phrase's `{name}` placeholders filled from `values` ('{count} records' → '3 records'). */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
