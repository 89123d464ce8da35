import { createHash } from "node:crypto";
import { Column, getTableName, Name, Param, Placeholder, SQL, sql, StringChunk } from "drizzle-orm";
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

/** Drizzle's own serialisation of a piece: right for any piece, but it costs as much as building a statement. */
const slowKey = (piece: unknown) => `d${JSON.stringify(piece instanceof SQL ? dialect.sqlToQuery(piece) : dialect.sqlToQuery(sql`${piece}`))}`;

function valueKey(value: unknown): string {
  if (value instanceof Placeholder) return `$${JSON.stringify(value.name)}`;
  if (value instanceof Date) return `D${value.toISOString()}`;
  if (typeof value === "bigint") return `${value}n`;
  return `v${JSON.stringify(value)}`;
}

/**
 * A key for one piece of drizzle SQL, walked directly: the pieces a condition or an order is made
 * of (text, parameters, columns, placeholders, nested SQL, lists) each say what tells them apart,
 * and any other piece (a subquery, a table) falls back to drizzle's serialisation. Drizzle's own
 * (`sqlToQuery`) for every far list page and graph edge was ~6% of an uncached article page.
 */
function pieceKey(piece: unknown): string {
  if (piece === undefined) return "";
  if (piece === null || typeof piece !== "object" || piece instanceof Date) return valueKey(piece);
  if (piece instanceof StringChunk) return `s${JSON.stringify(piece.value.join(""))}`;
  if (piece instanceof SQL) return `${(piece as unknown as { shouldInlineParams: boolean }).shouldInlineParams ? "i" : ""}(${piece.queryChunks.map(pieceKey).join(",")})`;
  if (Array.isArray(piece)) return `[${piece.map(pieceKey).join(",")}]`;
  if (piece instanceof Param) return `p${valueKey(piece.value)}`;
  if (piece instanceof Placeholder) return valueKey(piece);
  if (piece instanceof Column) return `c${JSON.stringify([getTableName(piece.table), piece.name])}`;
  if (piece instanceof Name) return `n${JSON.stringify(piece.value)}`;
  return slowKey(piece);
}

/** A key telling apart lists of SQL pieces (conditions, orders) and plain values by their text and parameters. */
export function sqlKey(parts: readonly unknown[]): string {
  try {
    return parts.map(pieceKey).join("|");
  } catch {
    // A value JSON cannot write (a cycle): drizzle's serialisation says what is sent.
    return parts.map(slowKey).join("|");
  }
}

/**
 * Statement texts a caller shapes (a list's filters and order) that may still get a name: a
 * process names the first this many and runs any others unnamed, so each connection keeps a
 * bounded number however many filters callers invent (PostgreSQL holds a named statement, with
 * its plan, as long as the connection lives).
 */
export const CALLER_SHAPED_NAMES = 128;
const callerShapedNames = new Set<string>();

/** A statement's name: always (a shape the code declares), never, or within CALLER_SHAPED_NAMES ('bounded'). */
export type Naming = boolean | "bounded";

/** The name a statement of `text` runs under, if any (`Naming`); `budget` is the process's unless a test brings its own. */
export function statementName(text: string, naming: Naming, budget = { named: callerShapedNames, most: CALLER_SHAPED_NAMES }): string | undefined {
  if (naming === false) return undefined;
  const name = `sobor_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
  if (naming === true || budget.named.has(text)) return name;
  if (budget.named.size >= budget.most) return undefined;
  budget.named.add(text);
  return name;
}

/**
 * Runs a select built once per owner (a graph edge, an entity's lists) and per the values built
 * into it (`builtWith`: its conditions and order as drizzle SQL, its limit), with what changes from
 * call to call as placeholders (`values`: the parents' ids, the offset): drizzle builds its SQL
 * text once, not once per request. A `named` statement is also parsed and planned once per
 * connection by PostgreSQL (a list page with a new offset: ~12% more of them a second); each name
 * lives as long as its connection, so statements whose shapes callers write (a list's filters)
 * are named only within CALLER_SHAPED_NAMES ('bounded'). The name is a hash of the text, so two
 * owners with the same statement share it on a connection.
 */
export async function runPrepared(
  db: Db,
  owner: object,
  builtWith: readonly unknown[],
  build: () => Preparable,
  values: Record<string, unknown>,
  options: { named: Naming },
): Promise<unknown[]> {
  const key = sqlKey(builtWith);
  const perDb = kept.get(db) ?? kept.set(db, new WeakMap()).get(db)!;
  const perOwner = perDb.get(owner) ?? perDb.set(owner, new Map()).get(owner)!;
  let prepared = perOwner.get(key);
  if (prepared) {
    perOwner.delete(key);
  } else {
    const built = build();
    prepared = built.prepare(options.named === false ? undefined : statementName(built.toSQL().sql, options.named));
    if (perOwner.size >= KEPT_PER_OWNER) perOwner.delete(perOwner.keys().next().value!);
  }
  perOwner.set(key, prepared);
  return (await prepared.execute(values)) as unknown[];
}
