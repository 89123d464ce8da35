import { sql, type SQL } from "drizzle-orm";
import { index, type PgColumn } from "drizzle-orm/pg-core";

/**
 * Full-text search over localised fields: each language is searched with its PostgreSQL text
 * search configuration (stemming, so 'колокола' finds 'колокол'), on PGlite and PostgreSQL alike.
 * The index and the query use one expression, built here, so the planner can use the index.
 */
export const TEXT_SEARCH_CONFIGS: Readonly<Record<string, string>> = { ru: "russian", en: "english" };

/** The configuration of a language; other languages are searched word for word. */
export const textSearchConfig = (language: string): string => TEXT_SEARCH_CONFIGS[language] ?? "simple";

/** The searched text of a row in one language: its fields' values in that language, joined. */
export function searchDocument(columns: PgColumn[], language: string): SQL {
  const config = textSearchConfig(language);
  // The language code and configuration are ours (never the request's), written into the SQL as literals:
  // an index expression cannot take parameters.
  if (!/^[a-z]{2,3}$/.test(language) || !/^[a-z]+$/.test(config)) throw new Error(`Unsupported search language ${language}`);
  const parts = columns.map((column) => sql`coalesce(${column} ->> ${sql.raw(`'${language}'`)}, '')`);
  return sql`to_tsvector(${sql.raw(`'${config}'::regconfig`)}, ${sql.join(parts, sql` || ' ' || `)})`;
}

/** GIN indexes of the searched fields, one per language with a configuration. */
export function searchIndexes(tableName: string, columns: PgColumn[]) {
  return Object.keys(TEXT_SEARCH_CONFIGS).map((language) =>
    index(`${tableName}_search_${language}`).using("gin", searchDocument(columns, language)),
  );
}
