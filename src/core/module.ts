import type { Hono } from "hono";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/connection.js";
import type { EventBus } from "./events/bus.js";
import type { AccessPolicy } from "./http/access.js";

/** What a module's server code gets: the process's shared parts, passed in, never imported. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  policy: AccessPolicy;
}

/**
 * A module: its entities register themselves when its entities file is imported; routes beyond
 * the generic CRUD are mounted before the generic ones so '/authentication/...' wins over '/:id'.
 */
export interface SoborModule {
  name: string;
  routes?(app: Hono, context: AppContext): void;
}
