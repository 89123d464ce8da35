import { sql, type SQL } from "drizzle-orm";
import { index, type PgColumn } from "drizzle-orm/pg-core";
import { TEXT_SEARCH_CONFIGS } from "./text-search.js";

/**
 * The admin search: what a person types into a list's search box is found as a substring of any
 * search column (each language of a localised one). It is served by ONE trigram (pg_trgm) GIN
 * index per entity over ONE expression joining those columns, and the query matches exactly that
 * expression, so the planner can use the index on PGlite and PostgreSQL alike.
 *
 * Why trigrams and not full-text search (which the public site search uses, src/core/http/search.ts):
 * an admin types fragments — part of a slug ('easter-20'), of an email ('@mail.r'), of a word
 * ('колок'), an order number — and expects a substring match, the same answer ILIKE '%q%' gave.
 * Full-text search matches whole stemmed words only, cannot find 'ster-2' inside a slug or
 * 'mail.r' inside an address, and drops stop words. A trigram index serves LIKE '%q%' for any
 * query of three or more characters, in any language, without a language configuration.
 */

/** Languages of localised values joined into the searched text: the ones the site search knows. */
export const ADMIN_SEARCH_LANGUAGES: readonly string[] = Object.keys(TEXT_SEARCH_CONFIGS);

/** Field kinds whose values are searched as text, and kinds holding one text per language. */
const TEXT_KINDS = new Set(["text", "slug", "enum"]);
const LOCALISED_KINDS = new Set(["localised", "richText"]);

export interface SearchedColumn {
  column: PgColumn;
  kind: string;
}

/** The columns of `searchColumns` that hold text, with their kind; others are skipped. */
export function searchedColumns(searchColumns: readonly string[], columns: Record<string, PgColumn>, kindOf: (name: string) => string | undefined): SearchedColumn[] {
  return searchColumns.flatMap((name) => {
    const kind = kindOf(name);
    const column = columns[name];
    return column && kind && (TEXT_KINDS.has(kind) || LOCALISED_KINDS.has(kind)) ? [{ column, kind }] : [];
  });
}

/**
 * `lower(coalesce(slug, '') || ' ' || coalesce(title ->> 'ru', '') || ...)`. Every constant is a
 * literal in the SQL text, never a parameter: an index expression cannot take parameters, and a
 * query expression with one would not be recognised as the indexed one.
 */
export function adminSearchExpression(columns: readonly SearchedColumn[]): SQL | undefined {
  const parts = columns.flatMap(({ column, kind }) =>
    LOCALISED_KINDS.has(kind)
      ? ADMIN_SEARCH_LANGUAGES.map((language) => {
          if (!/^[a-z]{2,3}$/.test(language)) throw new Error(`Unsupported search language ${language}`);
          return sql`coalesce(${column} ->> ${sql.raw(`'${language}'`)}, ${sql.raw("''")})`;
        })
      : [sql`coalesce(${column}, ${sql.raw("''")})`],
  );
  if (!parts.length) return undefined;
  return sql`lower(${sql.join(parts, sql.raw(" || ' ' || "))})`;
}

/** The GIN trigram index of that expression (gin_trgm_ops serves LIKE '%q%'). */
export function adminSearchIndex(tableName: string, expression: SQL) {
  return index(`${tableName}_admin_search`).using("gin", sql`${expression} gin_trgm_ops`);
}
