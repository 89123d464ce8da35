import { join } from "node:path";
import type { Hono } from "hono";
import "./modules.js";
import { readConfig, type Config } from "../core/config.js";
import { openDatabase, type Database } from "../core/db/connection.js";
import { migrateDatabase } from "../core/db/migrate.js";
import { createEventBus } from "../core/events/bus.js";
import { secretKeyPolicy } from "../core/http/access.js";
import { createApi } from "../core/http/app.js";
import type { AppContext } from "../core/module.js";
import { modules } from "./modules.js";
import { migrationsFolder } from "./paths.js";

export interface Sobor {
  app: Hono;
  context: AppContext;
  close(): Promise<void>;
}

export interface SoborOptions {
  config?: Partial<Config>;
  /** Overrides where PGlite keeps its data ('memory://' in tests). */
  pgliteDir?: string;
}

/** Opens the database, applies migrations and assembles the HTTP app: one process, no self-calls. */
export async function createSobor(options: SoborOptions = {}): Promise<Sobor> {
  const config: Config = { ...readConfig(), ...options.config };
  const database: Database = await openDatabase({
    url: config.databaseUrl,
    dataDir: options.pgliteDir ?? join(config.dataDir, "pglite"),
  });
  try {
    await migrateDatabase(database, migrationsFolder);
  } catch (error) {
    await database.close();
    throw error;
  }
  const context: AppContext = {
    config,
    database,
    db: database.db,
    bus: createEventBus(),
    policy: secretKeyPolicy(config.secretKey),
  };
  const app = createApi({ context, modules, version: process.env.npm_package_version });
  return { app, context, close: () => database.close() };
}
