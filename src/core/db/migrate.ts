import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import type { Database } from "./connection.js";

// Any fixed number: every Sobor process takes the same lock so only one migrates at a time.
const MIGRATION_LOCK = 4_200_417;

/**
 * Applies the drizzle-kit journal. On PostgreSQL several processes may start together behind a
 * load balancer, so the run is serialised with an advisory lock held by one transaction.
 */
export async function migrateDatabase(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as never, { migrationsFolder });
  });
}
