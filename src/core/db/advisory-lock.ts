import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./connection.js";

/** The same value with its object keys in one order, so equal criteria give equal text whatever order they came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

/** A 64-bit advisory lock key for some parts (an entity and the criteria of a write). */
export function advisoryKey(...parts: unknown[]): bigint {
  return createHash("sha256").update(JSON.stringify(canonical(parts))).digest().readBigInt64BE(0);
}

/**
 * Holds an advisory lock until the transaction `tx` ends: callers with the same key run one
 * after another, on PostgreSQL across processes and on PGlite alike.
 */
export async function lockForTransaction(tx: Db, key: bigint): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}
