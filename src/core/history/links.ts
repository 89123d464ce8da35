import { inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { allEntities } from "../entity/registry.js";
import { publicColumns, type Row } from "../entity/public-columns.js";
import { keyOf, ownedRelationsOf, type OwnedRows } from "./owned.js";

/** Lists cut to a size whose values stay well under PostgreSQL's 65,535 parameters a statement. */
export const chunksOf = <T>(list: T[], size = 1000): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** What a delete took with a record besides what it owns: 'module/entity' → rows (versions-table.ts `links`). */
export type TakenRows = Record<string, Row[]>;

/**
 * The link rows the database is about to delete with the records (its cascading foreign keys),
 * by record id, read before the delete so that restoring a record can bring them back: links of
 * other records pointing at it (a category's and a store's links to a product), links off those
 * (a store's product link's attributes), and links of its own its versions do not hold (not
 * versioned: a link to a private entity). The rows it owns are already in `owned`: they are not
 * read again, only followed to the links hanging off them. A query per relation end that has
 * candidate rows (per thousand of them), ends before the links off them (the registry's order).
 * A link between two of the records is listed under each: whichever comes back last brings it.
 */
export async function linksTaken(db: Db, def: EntityDef, ids: string[], owned: Map<string, OwnedRows>): Promise<Map<string, TakenRows>> {
  const byRecord = new Map<string, TakenRows>(ids.map((id) => [id, {}]));
  if (!ids.length) return byRecord;
  // The records each row about to go is deleted because of, by entity and row id.
  const recordsOf = new Map<string, Map<string, string[]>>([[keyOf(def), new Map(ids.map((id) => [id, [id]]))]]);
  const ownedKeys = new Set(ownedRelationsOf(def).map(keyOf));
  for (const [recordId, rows] of owned) {
    for (const [key, list] of Object.entries(rows)) {
      const records = recordsOf.get(key) ?? recordsOf.set(key, new Map()).get(key)!;
      for (const row of list) records.set(String(row.id), [recordId]);
    }
  }
  for (const relation of allEntities()) {
    if (!relation.relation || ownedKeys.has(keyOf(relation))) continue;
    const ends = [relation.relation.left, relation.relation.right].flatMap((end) => {
      const records = recordsOf.get(keyOf(end));
      return records?.size ? [{ column: relation.table[end.key] as PgColumn, key: end.key, records }] : [];
    });
    if (!ends.length) continue;
    const rows = new Map<string, Row>();
    for (const end of ends) {
      for (const chunk of chunksOf([...end.records.keys()])) {
        for (const row of await db.select(publicColumns(relation)).from(relation.table).where(inArray(end.column, chunk))) rows.set(String(row.id), row);
      }
    }
    if (!rows.size) continue;
    const mine = new Map<string, string[]>();
    for (const row of rows.values()) {
      const records = [...new Set(ends.flatMap((end) => end.records.get(String(row[end.key])) ?? []))];
      mine.set(String(row.id), records);
      for (const recordId of records) (byRecord.get(recordId)![keyOf(relation)] ??= []).push(row);
    }
    recordsOf.set(keyOf(relation), mine);
  }
  return byRecord;
}
