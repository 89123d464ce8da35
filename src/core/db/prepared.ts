import { createHash } from "node:crypto";
import { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./connection.js";

/** A select drizzle can prepare: the builder a `db.select()` chain returns. */
export interface Preparable {
  toSQL(): { sql: string };
  prepare(name?: string): PreparedSelect;
}

interface PreparedSelect {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** Statements kept per owner: a graph edge's node conditions, a list's filters take few values at once. */
const KEPT_PER_OWNER = 32;

/** Serialises the values a statement was built with, to tell them apart (a key only: never sent). */
const dialect = new PgDialect();

/** Built statements, per database handle (a transaction is its own), per owner, per built-in values. */
const kept = new WeakMap<object, WeakMap<object, Map<string, PreparedSelect>>>();

/** A key telling apart lists of SQL pieces (conditions, orders) and plain values by their text and parameters. */
export const sqlKey = (parts: readonly unknown[]) => JSON.stringify(parts.map((value) => (value instanceof SQL ? dialect.sqlToQuery(value) : value)));

/**
 * Runs a select built once per owner (a graph edge, an entity's lists) and per the values built
 * into it (`builtWith`: its conditions and order as drizzle SQL, its limit), with what changes from
 * call to call as placeholders (`values`: the parents' ids, the offset): drizzle builds its SQL
 * text once, not once per request. A `named` statement is also parsed and planned once per
 * connection by PostgreSQL; only statements whose shapes the code declares may be named (a graph
 * edge's), since each name lives as long as its connection: a list's filters, which any caller
 * writes, could make unboundedly many. The name is a hash of the text, so two owners with the
 * same statement share it on a connection.
 */
export async function runPrepared(
  db: Db,
  owner: object,
  builtWith: readonly unknown[],
  build: () => Preparable,
  values: Record<string, unknown>,
  options: { named: boolean },
): Promise<unknown[]> {
  const key = sqlKey(builtWith);
  const perDb = kept.get(db) ?? kept.set(db, new WeakMap()).get(db)!;
  const perOwner = perDb.get(owner) ?? perDb.set(owner, new Map()).get(owner)!;
  let prepared = perOwner.get(key);
  if (prepared) {
    perOwner.delete(key);
  } else {
    const built = build();
    prepared = built.prepare(options.named ? `sobor_${createHash("sha1").update(built.toSQL().sql).digest("hex").slice(0, 24)}` : undefined);
    if (perOwner.size >= KEPT_PER_OWNER) perOwner.delete(perOwner.keys().next().value!);
  }
  perOwner.set(key, prepared);
  return (await prepared.execute(values)) as unknown[];
}
