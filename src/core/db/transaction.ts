import type { Db } from "./connection.js";

/** A database handle or an open transaction: services accept either. */
export type Executor = Db;

export function inTransaction<T>(db: Db, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Executor));
}
