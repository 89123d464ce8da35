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
 *
 * Lifecycle, in this order: `onStart` (after migration: services, caches, seed rows), then
 * `accessPolicy` (at most one module replaces the default policy), then `routes`; `onClose`
 * when the process shuts down (close connections, finish queued work).
 */
export interface SoborModule {
  name: string;
  onStart?(context: AppContext): Promise<void>;
  accessPolicy?(context: AppContext): AccessPolicy;
  routes?(app: Hono, context: AppContext): void;
  onClose?(context: AppContext): Promise<void>;
}
