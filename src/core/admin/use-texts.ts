/**
 * How the admin's screens read their catalogues: in the admin's language (its url's), with
 * `{name}` placeholders filled, and a count's noun in the language's plural form.
 */
import { useMemo } from "react";
import { fillText, type Catalogue } from "../i18n/texts";
import { useAdmin } from "./context";

export type TextValues = Record<string, string | number>;
export type Texts<K extends string> = (key: K, values?: TextValues) => string;

/** A catalogue's words in one language, placeholders filled. */
export function textsIn<K extends string>(catalogue: Catalogue<K>, language: string): Texts<K> {
  return (key, values) => {
    const text = catalogue.text(key, language);
    return values ? fillText(text, values) : text;
  };
}

/** The catalogue's words in the admin's language. */
export function useAdminTexts<K extends string>(catalogue: Catalogue<K>): Texts<K> {
  const { language } = useAdmin();
  return useMemo(() => textsIn(catalogue, language), [catalogue, language]);
}

/**
 * The form of a noun for a count, from forms written by plural category: 'one|other' in English
 * ('record|records'), 'one|few|many' in Russian ('запись|записи|записей').
 */
export function pluralOf(language: string, count: number, forms: string): string {
  const parts = forms.split("|");
  const order = parts.length === 2 ? ["one", "other"] : ["one", "few", "many"];
  const at = order.indexOf(new Intl.PluralRules(language).select(count));
  return parts[at >= 0 ? at : parts.length - 1]!;
}

/** A name set inside a sentence: lowercased in English ('Search articles'), kept in other languages ('Поиск: Статьи'). */
export function inSentence(language: string, name: string): string {
  return language === "en" ? name.toLowerCase() : name;
}
