/**
 * The related values of a page of records (an order's customer email and totals, a subject's
 * emails and roles), as the admin's list cards show them: one batched query per declared path
 * (or one loader call), whatever the number of rows; a declared fallback path adds one more for
 * the records the first reached nothing by.
 */
import type { Db } from "../db/connection.js";
import type { EntityDef, RelatedItem } from "./define.js";
import { loadPathValues, resolvePath } from "./related-paths.js";

/** By record id, then by related name: the items each shows (absent when it has none). */
export type RelatedValues = Record<string, Record<string, RelatedItem[]>>;

/** `language`: the one loaders write their values in (the admin's, else the site's default). */
export async function loadRelatedValues(db: Db, def: EntityDef, ids: string[], language: string): Promise<RelatedValues> {
  const unique = [...new Set(ids)];
  const out: RelatedValues = Object.fromEntries(unique.map((id) => [id, {}]));
  if (!unique.length) return out;
  const entries = Object.entries(def.admin.related);
  // Sequential: PGlite serialises queries on one connection anyway, and PostgreSQL's pool stays free for others.
  for (const [name, declaration] of entries) {
    const values = declaration.load
      ? await declaration.load(db, unique, language)
      : await loadPathValues(db, resolvePath(def, name, declaration), declaration, unique);
    for (const [id, items] of values) if (out[id] && items.length) out[id]![name] = items;
    const { fallback } = declaration;
    const missing = fallback ? unique.filter((id) => !out[id]![name]) : [];
    if (!fallback || !missing.length) continue;
    // Plain texts, once each: the fallback's records are not what the value's link opens.
    for (const [id, items] of await loadPathValues(db, resolvePath(def, name, fallback), fallback, missing)) {
      const texts = [...new Set(items.map((item) => item.text))];
      if (out[id] && texts.length) out[id]![name] = texts.map((text) => ({ text }));
    }
  }
  return out;
}
