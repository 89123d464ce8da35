import { eq, like, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { adminSearchExpression, searchedColumns } from "../entity/admin-search.js";
import type { EntityDef } from "../entity/define.js";
import { hasNul } from "../entity/schemas.js";
import { badRequest } from "./errors.js";
import { escapeLike } from "./like.js";
import { relatedSearchConditions } from "./related-search.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shorter queries match word starts (see searchCondition). */
export const SUBSTRING_FROM = 3;

/** Longer than any title or slug a person would type; keeps a pasted page out of the planner. */
export const MAX_SEARCH_LENGTH = 200;


/** The `search` parameter of a list or count: trimmed text, or undefined when absent or blank. */
export function parseSearch(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== "string") throw badRequest("search: must be one text value, e.g. search=bells");
  if (hasNul(raw)) throw badRequest("search: must be text without NUL (\\u0000) characters");
  const text = raw.trim();
  if (text.length > MAX_SEARCH_LENGTH) throw badRequest(`search: must be at most ${MAX_SEARCH_LENGTH} characters (got ${text.length})`);
  return text || undefined;
}

/** The searched text of an entity's rows: the expression its trigram index is built on. */
export function searchExpression(def: EntityDef): SQL | undefined {
  if (def.relation) return undefined;
  const kinds = new Map(def.fields.map((f) => [f.name, f.kind]));
  return adminSearchExpression(searchedColumns(def.admin.searchColumns, def.table as unknown as Record<string, PgColumn>, (name) => kinds.get(name)));
}

/**
 * The admin search as one SQL condition: a case-insensitive substring of the entity's search
 * columns (each language of localised ones), or its id when the text is a uuid. Undefined for
 * no text. An entity with nothing to search in matches nothing but its id.
 *
 * Related values the declaration marks searchable (an order found by its customer's email or
 * its number) are OR-ed beside it (src/core/http/related-search.ts).
 *
 * Three characters or more match anywhere (LIKE '%q%'), served by the trigram index. One or two
 * characters hold no whole trigram, so '%q%' could only scan the table; they match the start of a
 * word instead (after the start, a space or a '-': 'хо' finds 'Хор', '20' finds 'easter-2024'),
 * which the index serves too — pg_trgm reads a word boundary before q as padding (' q', '  q'),
 * so the work stays bounded by the matches, not the table.
 */
export function searchCondition(def: EntityDef, text: string): SQL | undefined {
  const q = text.trim();
  if (!q) return undefined;
  const expression = searchExpression(def);
  // lower() on both sides: the same case folding (the database's) for the row and the query.
  const matches = (pattern: string) => like(expression!, sql`lower(${pattern})`);
  const escaped = escapeLike(q);
  const substring = !expression
    ? undefined
    : q.length >= SUBSTRING_FROM
      ? matches(`%${escaped}%`)
      : or(matches(`${escaped}%`), matches(`% ${escaped}%`), matches(`%-${escaped}%`));
  const byId = UUID.test(q) ? eq(def.table.id as PgColumn, q) : undefined;
  const any = [substring, byId, ...relatedSearchConditions(def, q)].filter((c): c is SQL => c !== undefined);
  return any.length ? or(...any)! : sql`false`;
}
