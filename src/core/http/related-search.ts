/**
 * The admin search over related values: an order found by its customer's email (or, for a
 * visitor without an account, the email given at checkout: the declaration's fallback path). Each
 * of the entity's `searchable` related paths gives `id in (subquery)`; the caller ORs them with the
 * search over the entity's own columns (src/core/http/admin-search.ts). Plain ILIKE on the path's
 * end: no trigram index serves it, so each search reads the identities (and payment intents) whole,
 * and PostgreSQL filters the entity's rows by the OR-ed `id in` rather than using its trigram index.
 */
import { eq, ilike, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { EntityDef } from "../entity/define.js";
import { pathCondition, resolvePath } from "../entity/related-paths.js";
import { escapeLike } from "./like.js";


/** '№ 12', '#12', '12': the number a person reads on an order card. */
const NUMBER = /^(?:№|#|no\.?)?\s*(\d{1,9})$/i;

/**
 * Related-value conditions for a search text, plus one for a numbered title: an entity whose
 * title column is an integer (an order's number) is found by that number, typed with or without '№'.
 */
export function relatedSearchConditions(def: EntityDef, text: string): SQL[] {
  const q = text.trim();
  if (!q) return [];
  const pattern = `%${escapeLike(q)}%`;
  const match = { column: (column: PgColumn) => ilike(column, pattern) };
  const conditions = Object.entries(def.admin.related)
    .filter(([, declaration]) => declaration.searchable && declaration.through?.length && declaration.column)
    .flatMap(([name, declaration]) => [declaration, ...(declaration.fallback ? [declaration.fallback] : [])].map((path) => pathCondition(def, resolvePath(def, name, path), path, match)));
  const title = def.fields.find((f) => f.name === def.admin.titleColumn);
  const number = NUMBER.exec(q)?.[1];
  if (title?.kind === "integer" && number !== undefined && Number(number) <= 2147483647) {
    conditions.push(eq(def.table[title.name] as PgColumn, Number(number)));
  }
  return conditions;
}
