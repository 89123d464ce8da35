/**
 * The related values of a page of records (an order's customer email and totals, a subject's
 * emails and roles), as the admin's list cards show them: one batched query per declared path
 * (or one loader call), whatever the number of rows.
 */
import type { Db } from "../db/connection.js";
import type { EntityDef, RelatedItem } from "./define.js";
import { loadPathValues, resolvePath } from "./related-paths.js";

/** By record id, then by related name: the items each shows (absent when it has none). */
export type RelatedValues = Record<string, Record<string, RelatedItem[]>>;

export async function loadRelatedValues(db: Db, def: EntityDef, ids: string[]): Promise<RelatedValues> {
  const unique = [...new Set(ids)];
  const out: RelatedValues = Object.fromEntries(unique.map((id) => [id, {}]));
  if (!unique.length) return out;
  const entries = Object.entries(def.admin.related);
  // Sequential: PGlite serialises queries on one connection anyway, and PostgreSQL's pool stays free for others.
  for (const [name, declaration] of entries) {
    const values = declaration.load
      ? await declaration.load(db, unique)
      : await loadPathValues(db, resolvePath(def, name, declaration), declaration, unique);
    for (const [id, items] of values) if (out[id] && items.length) out[id]![name] = items;
  }
  return out;
}
