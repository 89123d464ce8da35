import { and, asc, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.js";
import type { AnyEntityTable, EntityDef } from "./define.js";
import { ENTITY } from "./define.js";
import { getEntity } from "./registry.js";
import { publicColumns, type Row } from "./service.js";

/** A record reached through a relation, with the link's own fields beside it. */
export interface Linked<T = Row> {
  /** The record on the other side. */
  item: T;
  /** The id on this side. */
  parentId: string;
  link: { id: string; orderIndex: number; variant: string; className: string | null } & Row;
}

/**
 * One query: for many parents at once, the records linked to them through a relation, ordered
 * by orderIndex. `from` says which side the parent ids are on.
 */
export async function loadLinked(
  db: Db,
  relation: AnyEntityTable,
  parentIds: string[],
  options: { from?: "left" | "right"; where?: SQL } = {},
): Promise<Linked[]> {
  if (!parentIds.length) return [];
  const def = relation[ENTITY];
  if (!def.relation) throw new Error(`${def.module}/${def.name} is not a relation`);
  const from = options.from ?? "left";
  const parentSide = def.relation[from];
  const otherSide = def.relation[from === "left" ? "right" : "left"];
  const target: EntityDef = getEntity(otherSide.module, otherSide.name);
  const linkColumns = Object.fromEntries(
    Object.entries(getTableColumns(relation)).filter(([, c]) => c !== undefined),
  ) as Record<string, PgColumn>;
  const rows = await db
    .select({ item: publicColumns(target), link: linkColumns })
    .from(relation)
    .innerJoin(target.table, eq(target.table.id, relation[otherSide.key] as PgColumn))
    .where(and(inArray(relation[parentSide.key] as PgColumn, parentIds), options.where))
    .orderBy(asc(relation.orderIndex), asc(relation.createdAt), asc(relation.id));
  return rows.map((r) => ({
    item: r.item as Row,
    parentId: String((r.link as Row)[parentSide.key]),
    link: r.link as Linked["link"],
  }));
}

/** Groups linked records by parent id, keeping their order. */
export function groupByParent<T>(rows: Linked<T>[]): Map<string, Linked<T>[]> {
  const groups = new Map<string, Linked<T>[]>();
  for (const row of rows) {
    const list = groups.get(row.parentId) ?? [];
    list.push(row);
    groups.set(row.parentId, list);
  }
  return groups;
}
