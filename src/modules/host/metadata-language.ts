import type { Row } from "../../core/page/page-tree";

/**
 * A page's metadata record for a language. A page may link one record per language, told apart
 * by its openGraphLocale ('en_US' is English); a record without a locale serves every language
 * that has none of its own, so a site with one language needs no locale at all.
 */
export function metadataForLanguage(records: Row[], language: string): Row | null {
  const languageOf = (row: Row): string => (typeof row.openGraphLocale === "string" ? row.openGraphLocale.split(/[_-]/)[0]!.toLowerCase() : "");
  return records.find((row) => languageOf(row) === language) ?? records.find((row) => !languageOf(row)) ?? null;
}
