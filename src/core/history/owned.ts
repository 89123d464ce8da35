import { asc, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { allEntities, findEntity } from "../entity/registry.js";
import { publicColumns, type Row } from "../entity/public-columns.js";

export const keyOf = (def: { module: string; name: string }) => `${def.module}/${def.name}`;

const same = (a: { module: string; name: string }, b: { module: string; name: string }) => a.module === b.module && a.name === b.name;

/** A relation's left entity: a model, or (for a link hanging off a link) another relation. */
export const leftOf = (relation: EntityDef): EntityDef => findEntity(relation.relation!.left.module, relation.relation!.left.name)!;

/** The model a versioned link belongs to: its left entity, or that link's owner when its left is a link. */
export function ownerModelOf(relation: EntityDef): EntityDef {
  const left = leftOf(relation);
  return left.relation ? ownerModelOf(left) : left;
}

/** How many links lie between the relation and its owner model (1: the model is its left). */
const depthOf = (relation: EntityDef): number => (leftOf(relation).relation ? 1 + depthOf(leftOf(relation)) : 1);

/**
 * The relations whose rows a record of `def` owns: versioned relations with def on the left, and
 * versioned relations hanging off those (a store's product links' attributes), parents first.
 */
export function ownedRelationsOf(def: EntityDef): EntityDef[] {
  return allEntities()
    .filter((e) => e.relation && e.versions && same(ownerModelOf(e), def))
    .sort((a, b) => depthOf(a) - depthOf(b));
}

/** Versioned relations whose rows point at `def` from the right: deleting its record changes their owners. */
export function ownersPointingAt(def: EntityDef): EntityDef[] {
  return allEntities().filter((e) => e.relation && e.versions && same(e.relation.right, def));
}

/**
 * The condition "this relation's row belongs to one of these owner records": its left key among
 * them, or among the ids of its left link's rows that belong to them (a subquery per level).
 */
export function ownedBy(db: Db, relation: EntityDef, ownerIds: string[] | SQL): SQL {
  const left = relation.table[relation.relation!.left.key] as PgColumn;
  const parent = leftOf(relation);
  if (!parent.relation) return inArray(left, ownerIds as string[]);
  return inArray(left, db.select({ id: parent.table.id as PgColumn }).from(parent.table).where(ownedBy(db, parent, ownerIds)));
}

/** The owner models' ids of the given left ids of `relation` (for a link off a link, read up the chain). */
export async function ownerIdsOf(db: Db, relation: EntityDef, leftIds: string[]): Promise<string[]> {
  const unique = [...new Set(leftIds)];
  const parent = leftOf(relation);
  if (!parent.relation || !unique.length) return unique;
  const rows = await db
    .selectDistinct({ owner: parent.table[parent.relation.left.key] as PgColumn })
    .from(parent.table)
    .where(inArray(parent.table.id as PgColumn, unique));
  return ownerIdsOf(db, parent, rows.map((r) => String(r.owner)));
}

export type OwnedRows = Record<string, Row[]>;

/**
 * What each record owns, by record id: one query per owned relation, whatever the number of
 * records. A link off a link finds its record through its left link's rows, read just before.
 */
export async function ownedSnapshot(db: Db, def: EntityDef, ids: string[]): Promise<Map<string, OwnedRows>> {
  const byRecord = new Map<string, OwnedRows>(ids.map((id) => [id, {}]));
  if (!ids.length) return byRecord;
  // The record each link row read so far belongs to, by the link's id.
  const recordOfLink = new Map<string, string>();
  for (const relation of ownedRelationsOf(def)) {
    const leftKey = relation.relation!.left.key;
    const direct = !leftOf(relation).relation;
    const order: SQL[] = [asc(relation.table.orderIndex as PgColumn), asc(relation.table.id as PgColumn)];
    const rows = await db.select(publicColumns(relation)).from(relation.table).where(ownedBy(db, relation, ids)).orderBy(...order);
    for (const id of ids) byRecord.get(id)![keyOf(relation)] = [];
    for (const row of rows) {
      const recordId = direct ? String(row[leftKey]) : recordOfLink.get(String(row[leftKey]));
      if (!recordId) continue;
      recordOfLink.set(String(row.id), recordId);
      byRecord.get(recordId)?.[keyOf(relation)]!.push(row);
    }
  }
  return byRecord;
}

/** The owner models whose links point at the given right-side records. */
export async function ownersOf(db: Db, relation: EntityDef, rightIds: string[]): Promise<string[]> {
  const { left, right } = relation.relation!;
  const rows = await db
    .selectDistinct({ owner: relation.table[left.key] as PgColumn })
    .from(relation.table)
    .where(inArray(relation.table[right.key] as PgColumn, rightIds));
  return ownerIdsOf(db, relation, rows.map((r) => String(r.owner)));
}
