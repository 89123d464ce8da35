import { createHash } from "node:crypto";
import { join } from "node:path";
import type { Hono } from "hono";
import "./modules.js";
import { readConfig, type Config } from "../core/config.js";
import { openDatabase, type Database } from "../core/db/connection.js";
import { migrateDatabase } from "../core/db/migrate.js";
import { createEventBus } from "../core/events/bus.js";
import { connectRedisTransport } from "../core/events/redis-transport.js";
import { secretKeyPolicy } from "../core/http/access.js";
import { createApi } from "../core/http/app.js";
import { createJobRunner } from "../core/jobs/runner.js";
import { scheduleVersionPruning } from "../core/history/retention.js";
import { defineScheduledPublishing } from "../core/history/schedule.js";
import type { AppContext } from "../core/module.js";
import { modules } from "./modules.js";
import { migrationsFolder } from "../core/paths.js";
import { site } from "../site/config.js";
import { siteFiles } from "../site/files.js";
import { log } from "../core/log.js";

export interface Sobor {
  app: Hono;
  context: AppContext;
  close(): Promise<void>;
}

export interface SoborOptions {
  config?: Partial<Config>;
  /** Overrides where PGlite keeps its data ('memory://' in tests). */
  pgliteDir?: string;
  /** A dumped PGlite data directory to start from (tests start from a migrated image, not initdb). */
  pgliteImage?: Blob;
}

/** Lets every module finish its queued work and close its connections, even if one fails. */
async function closeModules(context: AppContext): Promise<void> {
  for (const module of [...modules].reverse()) {
    try {
      await module.onClose?.(context);
    } catch (error) {
      log.error({ err: error }, `closing module ${module.name} failed`);
    }
  }
}

/** Opens the database, applies migrations and assembles the HTTP app: one process, no self-calls. */
export async function createSobor(options: SoborOptions = {}): Promise<Sobor> {
  const config: Config = { ...readConfig(), ...options.config };
  const database: Database = await openDatabase({
    url: config.databaseUrl,
    dataDir: options.pgliteDir ?? join(config.dataDir, "pglite"),
    pgliteImage: options.pgliteImage,
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
    modules,
    i18n: site,
    jobs: createJobRunner({ db: database.db, pollMs: config.jobPollMs }),
    siteFiles,
  };
  // One channel per site (its database): processes of one site share writes, other sites do not.
  const siteKey = createHash("sha256").update(config.databaseUrl ?? config.dataDir).digest("hex").slice(0, 16);
  const transport = config.redisUrl ? await connectRedisTransport(context.bus, config.redisUrl, `sobor:writes:${siteKey}`) : undefined;
  defineScheduledPublishing(context.jobs, context.db, context.bus);
  try {
    for (const module of modules) await module.onStart?.(context);
    const policies = modules.flatMap((module) => (module.accessPolicy ? [module.accessPolicy(context)] : []));
    if (policies.length > 1) throw new Error("Only one module may replace the access policy");
    if (policies[0]) context.policy = policies[0];
    scheduleVersionPruning(context.jobs, context.db, config.versionRetention);
    // Every kind is defined by now: a job left from before a restart finds its handler.
    context.jobs.start();
  } catch (error) {
    await context.jobs.stop();
    await closeModules(context);
    await transport?.close();
    await database.close();
    throw error;
  }
  const app = createApi({ context, modules, version: process.env.npm_package_version });
  return {
    app,
    context,
    async close() {
      // Jobs in flight finish first; those not started stay in the database for the next start.
      await context.jobs.stop();
      await closeModules(context);
      await transport?.close();
      await database.close();
    },
  };
}
