import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { runPrepared, type Preparable } from "../../db/prepared.js";
import type { Db } from "../../db/connection.js";
import { isUuid } from "../../http/query.js";
import { ENTITY, type AnyEntityTable } from "../define.js";
import { draftPreview, publishedOnly, withPreviewApplied } from "../drafts.js";
import { entityType } from "../row-values.js";
import type { Row } from "../service.js";
import { isReferenceEdge, type AnyEdge, type EdgeShape, type GraphEdge, type GraphNode, type GraphRoot, type GraphRow, type ReferenceEdge } from "./spec.js";
import { entitiesIn } from "./sql-reads.js";

/** Where a load reads, and the set that learns every entity type it read (a page's cache dependencies). */
export interface GraphReader {
  db: Db;
  reads: Set<string>;
  /** When given, learns how many rows each node's queries brought (tests and benchmarks measure a page's reads). */
  rowsRead?: Map<string, number>;
}

type LinkRow = { id: string; orderIndex: number; variant: string; className: string | null };
type Fetched = { item: Row; link?: LinkRow; parentId: string };

const typeOf = entityType;
const isPublic = (table: AnyEntityTable) => table[ENTITY].access.read === "public";

function columnsOf(node: GraphNode): Record<string, PgColumn> {
  const table = node.table as Record<string, unknown>;
  return Object.fromEntries([...new Set(["id", ...node.fields])].map((name) => [name, table[name] as PgColumn]));
}

/** The node's own conditions; the entities they read in subqueries become cache dependencies too. */
function nodeConditions(reader: GraphReader, node: GraphNode): (SQL | undefined)[] {
  const { variants, where } = node.options;
  const condition = where?.(node.table);
  recordReads(reader, condition);
  // Drafts never reach a public page (a preview shows its one record): filtered here, for every widget.
  return [variants ? inArray(node.table.variant as PgColumn, [...variants]) : undefined, condition, publishedOnly(node.table[ENTITY])];
}

function recordReads(reader: GraphReader, condition: SQL | undefined): void {
  for (const table of entitiesIn(condition)) reader.reads.add(typeOf(table));
}

function countRows<T>(reader: GraphReader, node: GraphNode, rows: T[]): T[] {
  if (reader.rowsRead) reader.rowsRead.set(typeOf(node.table), (reader.rowsRead.get(typeOf(node.table)) ?? 0) + rows.length);
  return rows;
}

/**
 * An edge's per-parent limit, chosen by the database: the rows whose `key` is among the first
 * `limit` of their parent in `order` (row_number() over a partition by the parent key) under the
 * same conditions. A subquery, so the edge is still one statement, and it brings no row it drops.
 */
function firstPerParent(
  reader: GraphReader,
  from: { table: PgTable; join?: { table: PgTable; on: SQL }; key: PgColumn; parentKey: PgColumn; order: SQL[]; where: SQL | undefined },
  limit: number | undefined,
): SQL | undefined {
  if (limit === undefined) return undefined;
  const position = sql<number>`row_number() over (partition by ${from.parentKey} order by ${sql.join(from.order, sql`, `)})`.as("position");
  const base = reader.db.select({ key: from.key, position }).from(from.table).$dynamic();
  if (from.join) base.innerJoin(from.join.table, from.join.on);
  const ranked = base.where(from.where).as("ranked");
  return inArray(from.key, reader.db.select({ key: ranked.key }).from(ranked).where(lte(ranked.position, limit)));
}

/** One query: the rows of a root. */
async function fetchRoot(reader: GraphReader, root: GraphRoot): Promise<Row[]> {
  const { node } = root;
  const ids = root.ids ? [...new Set(root.ids.filter(isUuid))] : undefined;
  if (!isPublic(node.table) || (ids && !ids.length) || (!ids && !root.where && !root.all)) return [];
  reader.reads.add(typeOf(node.table));
  if (!ids) recordReads(reader, root.where);
  const table = node.table;
  const own = nodeConditions(reader, node);
  const build = () => {
    const query = reader.db
      .select(columnsOf(node))
      .from(table)
      .where(and(ids ? inArray(table.id as PgColumn, ids) : root.where, ...own))
      .$dynamic();
    if (root.orderBy?.length) query.orderBy(...root.orderBy);
    if (root.limit !== undefined) query.limit(root.limit);
    return query;
  };
  // A root with placeholders is built once per node and per what is built into it, as an edge is
  // (under a draft preview, whose record's id is in the conditions, for the request alone).
  const rows =
    root.values && !ids && !draftPreview()
      ? await runPrepared(reader.db, node, [root.where, ...own, ...(root.orderBy ?? []), root.limit], build, root.values, { named: true })
      : root.values
        ? await (build() as Preparable).prepare().execute(root.values)
        : await build();
  return withPreviewApplied(node.table[ENTITY], countRows(reader, node, rows as Row[]));
}

/** An edge's select, given how to say "the parent key is one of the parents". */
type EdgeQuery = (parents: (parentKey: PgColumn) => SQL) => Preparable;

/**
 * Runs an edge's query for these parents: prepared once per edge and per the values its node's
 * conditions hold, the parents' ids one parameter (`= any($1)`, so any number of parents is one
 * statement). Under a draft preview (whose record's id is in the conditions) it is built for the
 * request alone.
 */
async function edgeRows(reader: GraphReader, edge: AnyEdge, conditions: (SQL | undefined)[], query: EdgeQuery, parentIds: string[]): Promise<Fetched[]> {
  if (draftPreview()) return (await (query((parentKey) => inArray(parentKey, parentIds)) as unknown as Promise<Fetched[]>));
  const parents = (parentKey: PgColumn) => sql`${parentKey} = any(${sql.placeholder("parents")})`;
  return (await runPrepared(reader.db, edge, conditions, () => query(parents), { parents: parentIds }, { named: true })) as Fetched[];
}

/** One query: the rows whose reference column holds one of the parents' ids, in orderIndex order when there is one. */
async function fetchReferencing(reader: GraphReader, edge: ReferenceEdge, parentIds: string[]): Promise<Fetched[]> {
  const { node, column, options } = edge;
  if (!parentIds.length || !isPublic(node.table)) return [];
  reader.reads.add(typeOf(node.table));
  const table = node.table;
  const parentKey = table[column] as PgColumn;
  const order = [...(table.orderIndex ? [asc(table.orderIndex as PgColumn)] : []), asc(table.createdAt as PgColumn), asc(table.id as PgColumn)];
  const own = nodeConditions(reader, node);
  const query: EdgeQuery = (parents) => {
    const conditions = and(parents(parentKey), ...own);
    const first = firstPerParent(reader, { table, key: table.id as PgColumn, parentKey, order, where: conditions }, options.limit);
    return reader.db
      .select({ item: columnsOf(node), parentId: parentKey })
      .from(table)
      .where(and(conditions, first))
      .orderBy(...order);
  };
  const rows = await edgeRows(reader, edge, own, query, parentIds);
  return withPreviewItems(node, countRows(reader, node, rows));
}

/** The rows with a previewed draft applied to its record (when this request is a preview). */
function withPreviewItems(node: GraphNode, rows: Fetched[]): Fetched[] {
  const items = withPreviewApplied(node.table[ENTITY], rows.map((row) => row.item));
  rows.forEach((row, i) => (row.item = items[i]!));
  return rows;
}

function fetchAny(reader: GraphReader, edge: AnyEdge, parentIds: string[]): Promise<Fetched[]> {
  return isReferenceEdge(edge) ? fetchReferencing(reader, edge, parentIds) : fetchEdge(reader, edge as GraphEdge, parentIds);
}

/** One query: an edge's linked rows for every parent at once, in link order (orderIndex). */
async function fetchEdge(reader: GraphReader, edge: GraphEdge, parentIds: string[]): Promise<Fetched[]> {
  const { relation, node, from, options } = edge;
  // A private relation or entity never reaches a public page, whatever a module declares.
  if (!parentIds.length || !isPublic(relation) || !isPublic(node.table)) return [];
  const sides = relation[ENTITY].relation!;
  const parentKey = relation[sides[from].key] as PgColumn;
  const otherKey = relation[sides[from === "left" ? "right" : "left"].key] as PgColumn;
  reader.reads.add(typeOf(relation));
  reader.reads.add(typeOf(node.table));
  const joined = { table: node.table, on: eq(node.table.id as PgColumn, otherKey) };
  const order = [asc(relation.orderIndex as PgColumn), asc(relation.createdAt as PgColumn), asc(relation.id as PgColumn)];
  const own = nodeConditions(reader, node);
  const query: EdgeQuery = (parents) => {
    const conditions = and(
      parents(parentKey),
      options.linkVariants ? inArray(relation.variant as PgColumn, [...options.linkVariants]) : undefined,
      ...own,
    );
    const first = firstPerParent(reader, { table: relation, join: joined, key: relation.id as PgColumn, parentKey, order, where: conditions }, options.limit);
    return reader.db
      .select({
        item: columnsOf(node),
        link: { id: relation.id, orderIndex: relation.orderIndex, variant: relation.variant, className: relation.className },
        parentId: parentKey,
      })
      .from(relation)
      .innerJoin(joined.table, joined.on)
      .where(and(conditions, first))
      .orderBy(...order);
  };
  const rows = await edgeRows(reader, edge, own, query, parentIds);
  return withPreviewItems(node, countRows(reader, node, rows));
}

/** Every node reachable from the roots, with the edges that lead into it; and every edge with the nodes that own it. */
function walk(roots: GraphRoot[]) {
  const incoming = new Map<GraphNode, Set<AnyEdge>>();
  const owners = new Map<AnyEdge, Set<GraphNode>>();
  const visit = (node: GraphNode) => {
    if (incoming.has(node)) return;
    incoming.set(node, new Set());
    for (const edge of Object.values(node.edges)) visit(edge.node);
  };
  for (const root of roots) visit(root.node);
  for (const node of incoming.keys()) {
    for (const edge of Object.values(node.edges)) {
      incoming.get(edge.node)!.add(edge);
      owners.set(edge, (owners.get(edge) ?? new Set()).add(node));
    }
  }
  return { incoming, owners };
}

/**
 * Loads a graph of rows: each root in one query, then each edge in one query for all its parents,
 * whatever the number of rows. An edge waits until every node that owns it has all its rows (a
 * buttons array reached from widgets, features and slides; one `files` edge shared by two
 * category nodes), so it is still one query. Rounds run their queries in parallel. Every entity
 * type read is added to `reader.reads`; an edge with no parents sends no query and reads nothing.
 */
export async function loadGraph<R extends Record<string, GraphRoot>>(
  reader: GraphReader,
  roots: R,
): Promise<{ [K in keyof R]: GraphRow<R[K]["node"]>[] }> {
  const rootList = Object.values(roots);
  const { incoming, owners } = walk(rootList);
  const rowsOf = new Map<GraphNode, Map<string, Row>>([...incoming.keys()].map((node) => [node, new Map()]));
  const fetched = new Map<AnyEdge, Map<string, Fetched[]>>();
  const add = (node: GraphNode, row: Row) => rowsOf.get(node)!.set(String(row.id), row);

  // Given rows were read from their table all the same: what is kept of this load depends on it.
  for (const root of rootList) if (root.rows?.length) reader.reads.add(typeOf(root.node.table));
  const rootRows = await Promise.all(rootList.map((root) => (root.rows ? Promise.resolve([...root.rows] as Row[]) : fetchRoot(reader, root))));
  rootRows.forEach((rows, i) => rows.forEach((row) => add(rootList[i]!.node, row)));

  const complete = (node: GraphNode) => [...incoming.get(node)!].every((e) => fetched.has(e));
  while (fetched.size < owners.size) {
    const ready = [...owners].filter(([edge, nodes]) => !fetched.has(edge) && [...nodes].every(complete));
    if (!ready.length) throw new Error("A widget graph may not loop back on itself");
    const results = await Promise.all(
      ready.map(([edge, nodes]) => fetchAny(reader, edge, [...new Set([...nodes].flatMap((node) => [...rowsOf.get(node)!.keys()]))])),
    );
    results.forEach((rows, i) => {
      const edge = ready[i]![0];
      const byParent = new Map<string, Fetched[]>();
      for (const row of rows) {
        byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
        add(edge.node, row.item);
      }
      fetched.set(edge, byParent);
    });
  }

  const build = (node: GraphNode, row: Row): Row => {
    const out: Row = { id: row.id };
    for (const field of node.fields) out[field] = row[field];
    for (const [name, edge] of Object.entries(node.edges)) {
      const linked = fetched.get(edge)?.get(String(row.id)) ?? [];
      const shape = (edge as { shape?: EdgeShape }).shape;
      if (shape === "ids") out[name] = linked.map(({ item }) => item.id);
      else if (shape === "one") out[name] = linked[0] ? build(edge.node, linked[0].item) : null;
      else
        out[name] = linked.map(({ item, link }) =>
          link ? { ...build(edge.node, item), link: { orderIndex: link.orderIndex, variant: link.variant, className: link.className } } : build(edge.node, item),
        );
    }
    return out;
  };
  const result: Record<string, Row[]> = {};
  Object.keys(roots).forEach((key, i) => (result[key] = rootRows[i]!.map((row) => build(rootList[i]!.node, row))));
  return result as { [K in keyof R]: GraphRow<R[K]["node"]>[] };
}

/** Rows by id, for a root loaded by ids (the page asks for its widgets' data by id). */
export function byId<T extends { id: unknown }>(rows: T[]): Record<string, T> {
  return Object.fromEntries(rows.map((row) => [String(row.id), row]));
}
