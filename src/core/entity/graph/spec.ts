import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { ENTITY, type AnyEntityTable, type RelationTable } from "../define.js";
import { getEntity } from "../registry.js";
import type { LinkFields } from "../row-values.js";

// What a widget shows, declared as a graph: a node is an entity and the fields it sends; an edge
// walks a declared relation to another node. Nodes are shared by reference (one `file` node under
// widgets, slides and buttons), and the loader fetches each edge once for all its parents.

/** A table's row as drizzle infers it from the declaration. */
export type RowOf<T extends AnyEntityTable> = T["$inferSelect"];
export type FieldOf<T extends AnyEntityTable> = keyof RowOf<T> & string;

export interface NodeOptions<T extends AnyEntityTable> {
  /** Only rows whose own variant is one of these. */
  variants?: readonly string[];
  /** Any further condition on the node's rows. */
  where?(table: T): SQL | undefined;
}

export interface GraphNode<T extends AnyEntityTable = AnyEntityTable, F extends string = string, W extends GraphEdges = GraphEdges> {
  readonly table: T;
  /** The columns sent (the id always is). */
  readonly fields: readonly F[];
  readonly edges: W;
  readonly options: NodeOptions<T>;
}

export interface EdgeOptions {
  /** At most this many linked rows per parent (the first by orderIndex). */
  limit?: number;
  /** Only links whose own variant is one of these. */
  linkVariants?: readonly string[];
}

export interface GraphEdge<N extends GraphNode = GraphNode> {
  readonly relation: AnyEntityTable;
  /** The relation's side the parent is on. */
  readonly from: "left" | "right";
  readonly node: N;
  readonly options: EdgeOptions;
}

/** An edge along a reference column: the node's rows whose `column` holds the parent's id (a host widget's external links). */
export interface ReferenceEdge<N extends GraphNode = GraphNode> {
  readonly column: string;
  readonly node: N;
  readonly options: Pick<EdgeOptions, "limit">;
}

export type AnyEdge = GraphEdge<any> | ReferenceEdge<any>;

/** How an edge is sent: its rows (the default), its first row or null (`one`), or only their ids (`ids`). */
export type EdgeShape = "one" | "ids";
type Shaped<E, S extends EdgeShape> = E & { readonly shape: S };
export type GraphEdges = { readonly [name: string]: AnyEdge };

export const isReferenceEdge = (edge: AnyEdge): edge is ReferenceEdge => "column" in edge;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A row of a node as the loader returns it: its fields, then each edge's linked rows (or first row, or ids). */
export type GraphRow<N> =
  N extends GraphNode<infer T, infer F, infer W> ? Simplify<Pick<RowOf<T>, F | "id"> & { [K in keyof W]: EdgeValue<W[K]> }> : never;

/** What an edge puts in its parent's row. */
export type EdgeValue<E> =
  E extends { readonly shape: "one" } ? (E extends { readonly node: infer N } ? GraphRow<N> | null : never) : E extends { readonly shape: "ids" } ? string[] : LinkedRow<E>[];

/** A row reached through a relation: the row, and the link that placed it (order, variant, class); through a reference column, the row alone. */
export type LinkedRow<E> =
  E extends ReferenceEdge<infer N> ? GraphRow<N> : E extends GraphEdge<infer N> ? Simplify<GraphRow<N> & { link: LinkFields }> : never;

/** `fields: PUBLIC_FIELDS` sends every field of the entity but its secrets (a page's own records, sent whole). */
export const PUBLIC_FIELDS = "public";

/**
 * A node: an entity, the fields its widget renders and the relations it follows. Secret or
 * unknown fields are refused here, when the module loads, not on a page.
 */
export function graphNode<T extends AnyEntityTable, W extends GraphEdges = Record<never, never>>(
  table: T,
  spec: { fields: typeof PUBLIC_FIELDS; with?: W } & NodeOptions<T>,
): GraphNode<T, FieldOf<T>, W>;
export function graphNode<T extends AnyEntityTable, const F extends FieldOf<T>, W extends GraphEdges = Record<never, never>>(
  table: T,
  spec: { fields: readonly F[]; with?: W } & NodeOptions<T>,
): GraphNode<T, F, W>;
export function graphNode(table: AnyEntityTable, spec: { fields: readonly string[] | typeof PUBLIC_FIELDS; with?: GraphEdges } & NodeOptions<AnyEntityTable>): GraphNode {
  const def = table[ENTITY];
  const fields = spec.fields === PUBLIC_FIELDS ? def.fields.filter((f) => !f.secret).map((f) => f.name) : spec.fields;
  for (const name of fields) {
    const info = def.fields.find((f) => f.name === name);
    if (!info) throw new Error(`${def.module}/${def.name} has no field '${name}'`);
    if (info.secret) throw new Error(`${def.module}/${def.name}.${name} is secret: a graph never sends it`);
  }
  const { fields: _fields, with: edges = {}, ...options } = spec;
  for (const edge of Object.values(edges)) {
    if (!isReferenceEdge(edge)) continue;
    const target = edge.node.table[ENTITY];
    const references = target.fields.find((f) => f.name === edge.column)?.references;
    if (references?.module !== def.module || references.name !== def.name) {
      throw new Error(`${target.module}/${target.name}.${edge.column} does not reference ${def.module}/${def.name}`);
    }
  }
  return { table, fields, edges, options };
}

function edge<N extends GraphNode>(relation: AnyEntityTable, from: "left" | "right", node: N, options: EdgeOptions): GraphEdge<N> {
  const def = relation[ENTITY];
  if (!def.relation) throw new Error(`${def.module}/${def.name} is not a relation`);
  const target = def.relation[from === "left" ? "right" : "left"];
  const nodeDef = node.table[ENTITY];
  if (nodeDef.module !== target.module || nodeDef.name !== target.name) {
    throw new Error(`${def.module}/${def.name} leads to ${target.module}/${target.name}, not ${nodeDef.module}/${nodeDef.name}`);
  }
  return { relation, from, node, options };
}

/**
 * The table on a relation's right (or left) side, typed: a module shows another module's records
 * through a link (src/links) without importing that module.
 */
export function rightOf<L extends AnyEntityTable, R extends AnyEntityTable>(relation: RelationTable<L, R>): R {
  return sideTable(relation, "right") as R;
}

export function leftOf<L extends AnyEntityTable, R extends AnyEntityTable>(relation: RelationTable<L, R>): L {
  return sideTable(relation, "left") as L;
}

function sideTable(relation: AnyEntityTable, side: "left" | "right"): AnyEntityTable {
  const { module, name } = relation[ENTITY].relation![side];
  return getEntity(module, name).table;
}

/** Follows a relation from its left side to the node on its right (widget → its sliders). */
export function link<L extends AnyEntityTable, R extends AnyEntityTable, N extends GraphNode<R, string, GraphEdges>>(
  relation: RelationTable<L, R>,
  node: N,
  options: EdgeOptions = {},
): GraphEdge<N> {
  return edge(relation, "left", node, options);
}

/** Follows a relation from its right side back to the left (an article → its categories). */
export function backLink<L extends AnyEntityTable, R extends AnyEntityTable, N extends GraphNode<L, string, GraphEdges>>(
  relation: RelationTable<L, R>,
  node: N,
  options: EdgeOptions = {},
): GraphEdge<N> {
  return edge(relation, "right", node, options);
}

/**
 * Follows a reference column back to the rows that hold the parent's id (a host widget → its
 * rows of widgets-to-external-widgets by `widgetId`), in orderIndex order when the entity has one.
 */
export function referencedBy<T extends AnyEntityTable, N extends GraphNode<T, string, GraphEdges>>(
  node: N,
  column: FieldOf<T>,
  options: Pick<EdgeOptions, "limit"> = {},
): ReferenceEdge<N> {
  return { column, node, options };
}

/** The edge's first row (by its order; the limit of one is the database's), without its link, or null: a to-one relation. */
export function one<E extends AnyEdge>(edge: E): Shaped<E, "one"> {
  return { ...edge, options: { ...edge.options, limit: 1 }, shape: "one" as const } as unknown as Shaped<E, "one">;
}

/** Only the ids of the edge's rows, in order (a price's currencies, for the browser to match). */
export function ids<E extends AnyEdge>(edge: E): Shaped<E, "ids"> {
  return { ...edge, shape: "ids" as const } as unknown as Shaped<E, "ids">;
}

/** Where a load starts: rows of a node by id, or by a condition. */
export interface GraphRoot<N extends GraphNode = GraphNode> {
  readonly node: N;
  /** Ids to load (anything that is not a uuid is skipped: an external link may hold anything). */
  readonly ids?: readonly string[];
  readonly where?: SQL;
  /**
   * What fills the placeholders (`sql.placeholder(name)`) in `where`: the root's statement is then
   * built once for every value, like an edge's (see `whereEquals`).
   */
  readonly values?: Readonly<Record<string, unknown>>;
  /** Every row (a short list such as currencies); give a limit when it may grow. */
  readonly all?: boolean;
  readonly orderBy?: readonly (SQL | PgColumn)[];
  readonly limit?: number;
  /** Rows already loaded (with at least the node's fields, and only those are sent): no query, only their edges are loaded. */
  readonly rows?: readonly { id: string }[];
}

export function byIds<N extends GraphNode>(node: N, ids: readonly string[]): GraphRoot<N> {
  return { node, ids };
}

type RootOrder = { orderBy?: readonly (SQL | PgColumn)[]; limit?: number };

export function where<N extends GraphNode>(node: N, condition: SQL, options: RootOrder = {}): GraphRoot<N> {
  return { node, where: condition, ...options };
}

/**
 * The rows whose `column` holds `value` (a record by its url's slug): the value is a parameter of
 * a statement built once, so a page of each of 10,000 articles does not build its own.
 */
export function whereEquals<N extends GraphNode>(node: N, column: PgColumn, value: unknown, options: RootOrder = {}): GraphRoot<N> {
  return { node, where: eq(column, sql.placeholder("value")), values: { value }, ...options };
}

export function all<N extends GraphNode>(node: N, options: RootOrder = {}): GraphRoot<N> {
  return { node, all: true, ...options };
}

/** Rows an earlier load returned (a first look at the widgets' variants): their edges load, they are not read again. */
export function given<N extends GraphNode>(node: N, rows: readonly { id: string }[]): GraphRoot<N> {
  return { node, rows };
}

/** No rows, and no query (a url without the parameter a root would look up). */
export function none<N extends GraphNode>(node: N): GraphRoot<N> {
  return { node, ids: [] };
}

/** The fields every titled record (contentColumns + titledColumns) sends to its widget. */
export const titledFieldNames = ["slug", "variant", "className", "title", "subtitle", "description"] as const;
