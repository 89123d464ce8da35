/**
 * The relation paths of admin 'related' declarations, resolved against the registry and turned
 * into SQL: the rows a path reaches from many records at once (for list cards) and the records
 * whose path reaches something (for search and for a list filtered to one related record).
 */
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.js";
import type { AnyEntityTable, EntityDef, RelatedItem, RelatedPathDeclaration } from "./define.js";
import { getEntity } from "./registry.js";

interface Hop {
  relation: EntityDef;
  /** The relation's column holding the id of the record reached before this hop. */
  enter: string;
  /** The relation's column holding the id of the record this hop reaches. */
  leave: string;
}

export interface ResolvedPath {
  hops: [Hop, ...Hop[]];
  /** The entity the path ends at. */
  end: EntityDef;
  /** The entity one hop away (what a link opens, what a filter names). */
  first: EntityDef;
}

const same = (a: { module: string; name: string }, b: { module: string; name: string }) => a.module === b.module && a.name === b.name;

function entityAt(key: string): EntityDef {
  const [module, name, ...rest] = key.split("/");
  if (!module || !name || rest.length) throw new Error(`'${key}' is not 'module/route-name'`);
  return getEntity(module, name);
}

const cache = new WeakMap<RelatedPathDeclaration, ResolvedPath>();

/**
 * Walks `through` from `def`. Resolved on first use (the relations may be declared by a module
 * loaded later); a wrong name throws, and the admin registry test resolves every declaration.
 */
export function resolvePath(def: EntityDef, name: string, declaration: RelatedPathDeclaration): ResolvedPath {
  const cached = cache.get(declaration);
  if (cached) return cached;
  const through = declaration.through ?? [];
  if (!through.length) throw new Error(`${def.module}/${def.name} related '${name}' has no path`);
  let at: { module: string; name: string } = def;
  const hops: Hop[] = [];
  const reached: EntityDef[] = [];
  for (const key of through) {
    const relation = entityAt(key);
    const sides = relation.relation;
    if (!sides) throw new Error(`${def.module}/${def.name} related '${name}': ${key} is not a relation`);
    const from = same(sides.left, at) ? "left" : same(sides.right, at) ? "right" : undefined;
    if (!from) throw new Error(`${def.module}/${def.name} related '${name}': ${key} does not touch ${at.module}/${at.name}`);
    const to = from === "left" ? "right" : "left";
    hops.push({ relation, enter: sides[from].key, leave: sides[to].key });
    at = { module: sides[to].module, name: sides[to].name };
    reached.push(getEntity(at.module, at.name));
  }
  const end = reached[reached.length - 1]!;
  if (declaration.column && !end.fields.some((f) => f.name === declaration.column && !f.secret)) {
    throw new Error(`${def.module}/${def.name} related '${name}': ${end.module}/${end.name} has no column '${declaration.column}'`);
  }
  const resolved: ResolvedPath = { hops: hops as ResolvedPath["hops"], end, first: reached[0]! };
  cache.set(declaration, resolved);
  return resolved;
}

type Table = AnyEntityTable;
const col = (table: Table, key: string) => table[key] as PgColumn;

/**
 * The joined tables of a path, each under its own alias (a path may cross one table twice):
 * `h0` the first relation, `h1`... the next, `t` the end entity when a column is shown.
 */
function joined(path: ResolvedPath) {
  const tables = path.hops.map((hop, i) => alias(hop.relation.table, `h${i}`) as unknown as Table);
  const end = alias(path.end.table, "t") as unknown as Table;
  const start = col(tables[0]!, path.hops[0].enter);
  const first = col(tables[0]!, path.hops[0].leave);
  const last = col(tables[tables.length - 1]!, path.hops[path.hops.length - 1]!.leave);
  return { tables, end, start, first, last };
}

/** from h0 join h1 on h1.enter = h0.leave ... (join t on t.id = last.leave when wanted). */
function fromPath<Q extends { innerJoin: (...args: never[]) => unknown }>(query: Q, path: ResolvedPath, withEnd: boolean): Q {
  const { tables, end, last } = joined(path);
  let q = query as unknown as { innerJoin: (table: Table, on: SQL) => typeof q };
  for (let i = 1; i < tables.length; i++) {
    q = q.innerJoin(tables[i]!, eq(col(tables[i]!, path.hops[i]!.enter), col(tables[i - 1]!, path.hops[i - 1]!.leave)));
  }
  if (withEnd) q = q.innerJoin(end, eq(col(end, "id"), last));
  return q as unknown as Q;
}

/**
 * The values a path gives each of `ids`, in one query: the shown column of each record reached
 * (empty values left out), or the number of records reached.
 */
export async function loadPathValues(db: Db, path: ResolvedPath, declaration: RelatedPathDeclaration, ids: string[]): Promise<Map<string, RelatedItem[]>> {
  const found = new Map<string, RelatedItem[]>();
  if (!ids.length) return found;
  const { tables, end, start, first } = joined(path);
  const h0 = tables[0]!;
  if (!declaration.column) {
    const rows = await fromPath(db.select({ owner: start, n: count() }).from(h0), path, false).where(inArray(start, ids)).groupBy(start);
    for (const row of rows) found.set(String(row.owner), [{ text: String(row.n) }]);
    return found;
  }
  const shown = col(end, declaration.column);
  const order = tables.flatMap((t) => [asc(col(t, "orderIndex")), asc(col(t, "createdAt"))]);
  const rows = await fromPath(db.select({ owner: start, id: first, text: shown }).from(h0), path, true)
    .where(and(inArray(start, ids), isNotNull(shown)))
    .orderBy(...order, asc(shown));
  for (const row of rows) {
    const text = typeof row.text === "string" ? row.text : JSON.stringify(row.text);
    if (!text) continue;
    const list = found.get(String(row.owner)) ?? [];
    // One subject with two email identities is still one customer line per email, not per identity.
    if (!list.some((item) => item.text === text && item.id === String(row.id))) list.push({ text, id: String(row.id) });
    found.set(String(row.owner), list);
  }
  return found;
}

/**
 * `def.id in (ids whose path reaches a record matching the condition)`: the condition is built on
 * the end entity's shown column (search) or on the id of the record one hop away (a filter).
 */
export function pathCondition(def: EntityDef, path: ResolvedPath, declaration: RelatedPathDeclaration, match: { column: (c: PgColumn) => SQL } | { firstIds: string[] }): SQL {
  const { tables, end, start, first } = joined(path);
  const withEnd = "column" in match;
  if (withEnd && !declaration.column) throw new Error(`related '${path.end.name}' shows no column to match`);
  const where = "column" in match ? match.column(col(end, declaration.column!)) : inArray(first, match.firstIds);
  // Written as SQL, with the aliases the columns above render with ("h0"."subject_id"): an aliased
  // table inside a sql template renders as its alias alone, so each is spelled 'table as alias'.
  const named = (i: number) => sql`${sql.identifier(path.hops[i]!.relation.tableName)} as ${sql.identifier(`h${i}`)}`;
  const joins: SQL[] = [];
  for (let i = 1; i < tables.length; i++) {
    joins.push(sql` inner join ${named(i)} on ${col(tables[i]!, path.hops[i]!.enter)} = ${col(tables[i - 1]!, path.hops[i - 1]!.leave)}`);
  }
  if (withEnd) joins.push(sql` inner join ${sql.identifier(path.end.tableName)} as ${sql.identifier("t")} on ${col(end, "id")} = ${col(tables[tables.length - 1]!, path.hops[path.hops.length - 1]!.leave)}`);
  return sql`${col(def.table, "id")} in (select ${start} from ${named(0)}${sql.join(joins)} where ${where})`;
}
