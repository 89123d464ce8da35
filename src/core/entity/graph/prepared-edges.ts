import { createHash } from "node:crypto";
import { and, inArray, sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connection.js";
import { draftPreview } from "../drafts.js";
import type { AnyEdge } from "./spec.js";

/** An edge's select, given how to say "the parent key is one of the parents". */
export type EdgeQuery = (parents: (parentKey: PgColumn) => SQL) => {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown> };
};

type Prepared = ReturnType<ReturnType<EdgeQuery>["prepare"]>;

/** Statements kept per edge: a node's conditions rarely take more than a couple of values. */
const KEPT_PER_EDGE = 8;

/** Serialises conditions to tell their values apart (a key only: never sent). */
const dialect = new PgDialect();

/** Built statements, per database handle (a transaction is its own), per edge, per condition values. */
const kept = new WeakMap<object, WeakMap<AnyEdge, Map<string, Prepared>>>();

/**
 * Runs an edge's query for these parents. Its statement is built once per edge and per the values
 * its conditions hold, with the parents' ids as its one parameter (`= any($1)`), and sent as a
 * named prepared statement: drizzle's building of the SQL text and PostgreSQL's parsing and
 * planning are paid once per connection, not once per page. Under a draft preview (whose record's
 * id is in the conditions) the statement is built for the request alone.
 */
export async function preparedEdgeQuery(db: Db, edge: AnyEdge, conditions: (SQL | undefined)[], query: EdgeQuery, parentIds: string[]): Promise<unknown[]> {
  if (draftPreview()) return (await (query((parentKey) => inArray(parentKey, parentIds)) as unknown as Promise<unknown[]>)) ?? [];
  const condition = and(...conditions);
  const { sql: text, params } = condition ? dialect.sqlToQuery(condition) : { sql: "", params: [] };
  const key = JSON.stringify([text, params]);
  const perDb = kept.get(db) ?? kept.set(db, new WeakMap()).get(db)!;
  const perEdge = perDb.get(edge) ?? perDb.set(edge, new Map()).get(edge)!;
  let prepared = perEdge.get(key);
  if (!prepared) {
    const built = query((parentKey) => sql`${parentKey} = any(${sql.placeholder("parents")})`);
    // The name is the statement's text: two edges with the same text share it on a connection.
    prepared = built.prepare(`graph_${createHash("sha1").update(built.toSQL().sql).digest("hex").slice(0, 24)}`);
    if (perEdge.size >= KEPT_PER_EDGE) perEdge.delete(perEdge.keys().next().value!);
    perEdge.set(key, prepared);
  }
  return (await prepared.execute({ parents: parentIds })) as unknown[];
}
