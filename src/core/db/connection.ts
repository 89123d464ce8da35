import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { deferActionsToCommit } from "../events/after-commit.js";
import { log } from "../log.js";
import { contextSlot } from "../async-context.js";

// One type for both drivers: services never care which one is underneath.
export type Db = PgDatabase<PgQueryResultHKT, any>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL text (migrations, test setup). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Runs work and counts only the statements it sent itself (not other requests' or background work's), with their SQL. */
  countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number; statements: string[] }>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it an embedded PGlite database is used. */
  url?: string;
  /** Where PGlite keeps its files; 'memory://' keeps nothing. */
  dataDir?: string;
  /** A dumped PGlite data directory (`dumpDataDir`) to start from instead of an empty cluster. */
  pgliteImage?: Blob;
  poolSize?: number;
}

const casing = "snake_case" as const;

// pg_trgm serves the admin search (trigram indexes, src/core/entity/admin-search.ts); a migration
// creates the extension, PGlite only has to carry its code.
export const pgliteExtensions = { pg_trgm };

const scope = contextSlot<{ count: number; statements: string[] }>("query-count");

function counter() {
  return {
    // drizzle logs a statement synchronously in the caller's async context, so the scope is the caller's.
    logger: {
      logQuery: (statement: string) => {
        const own = scope.get();
        if (own) {
          own.count++;
          own.statements.push(statement);
        }
      },
    },
    async within<T>(work: () => Promise<T>) {
      const own = { count: 0, statements: [] as string[] };
      const result = await scope.run(own, work);
      return { result, queries: own.count, statements: own.statements };
    },
  };
}

/**
 * How long a request waits for a database connection (a new one, or a free one of the pool's)
 * before it is answered 503. node-postgres waits forever by default: with the database's host
 * gone from the network (a failover, a cut), every request hung until the client gave up.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const queries = counter();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle client losing its server must not take the process down.
    pool.on("error", (error) => log.error({ err: error }, "pg pool"));
    const db = deferActionsToCommit(drizzlePg({ client: pool, casing, logger: queries.logger }) as unknown as Db);
    return {
      db,
      kind: "postgres",
      exec: async (sql) => void (await pool.query(sql)),
      close: () => pool.end(),
      countQueries: queries.within,
    };
  }
  const dataDir = options.dataDir ?? "./data/pglite";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions, loadDataDir: options.pgliteImage });
  const db = deferActionsToCommit(drizzlePglite({ client, casing, logger: queries.logger }) as unknown as Db);
  return {
    db,
    kind: "pglite",
    exec: async (sql) => void (await client.exec(sql)),
    close: () => client.close(),
    countQueries: queries.within,
  };
}
