import { asc, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { allEntities } from "../entity/registry.js";
import { publicColumns, type Row } from "../entity/public-columns.js";

export const keyOf = (def: { module: string; name: string }) => `${def.module}/${def.name}`;

const same = (a: { module: string; name: string }, b: { module: string; name: string }) => a.module === b.module && a.name === b.name;

/** The relations whose rows a record of `def` owns (versioned relations with def on the left). */
export function ownedRelationsOf(def: EntityDef): EntityDef[] {
  return allEntities().filter((e) => e.relation && e.versions && same(e.relation.left, def));
}

/** Versioned relations whose rows point at `def` from the right: deleting its record changes their owners. */
export function ownersPointingAt(def: EntityDef): EntityDef[] {
  return allEntities().filter((e) => e.relation && e.versions && same(e.relation.right, def));
}

export type OwnedRows = Record<string, Row[]>;

/** What each record owns, by record id: one query per owned relation, whatever the number of records. */
export async function ownedSnapshot(db: Db, def: EntityDef, ids: string[]): Promise<Map<string, OwnedRows>> {
  const byRecord = new Map<string, OwnedRows>(ids.map((id) => [id, {}]));
  if (!ids.length) return byRecord;
  for (const relation of ownedRelationsOf(def)) {
    const leftKey = relation.relation!.left.key;
    const left = relation.table[leftKey] as PgColumn;
    const order: SQL[] = [asc(relation.table.orderIndex as PgColumn), asc(relation.table.id as PgColumn)];
    const rows = await db.select(publicColumns(relation)).from(relation.table).where(inArray(left, ids)).orderBy(...order);
    for (const id of ids) byRecord.get(id)![keyOf(relation)] = [];
    for (const row of rows) byRecord.get(String(row[leftKey]))?.[keyOf(relation)]!.push(row);
  }
  return byRecord;
}

/** The owners (left records) whose links point at the given right-side records, by owner entity. */
export async function ownersOf(db: Db, relation: EntityDef, rightIds: string[]): Promise<string[]> {
  const { left, right } = relation.relation!;
  const rows = await db
    .selectDistinct({ owner: relation.table[left.key] as PgColumn })
    .from(relation.table)
    .where(inArray(relation.table[right.key] as PgColumn, rightIds));
  return rows.map((r) => String(r.owner));
}
