import type { Hono } from "hono";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/connection.js";
import type { EventBus } from "./events/bus.js";
import type { AccessPolicy } from "./http/access.js";
import type { JobRunner } from "./jobs/runner.js";
import type { LanguageConfig } from "./i18n/languages.js";

/** What a module's server code gets: the process's shared parts, passed in, never imported. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  policy: AccessPolicy;
  /** The site's languages (from the site configuration). */
  i18n: LanguageConfig;
  /** Every module of this process, for the few parts that dispatch by module (page widgets). */
  modules: SoborModule[];
  /** Durable background jobs (src/core/jobs): modules define their kinds in onStart and enqueue them. */
  jobs: JobRunner;
  /** The site's shipped files (the app passes the site's): modules read no site folder by path. */
  siteFiles: SiteFiles;
}

/** Folders of files a site ships beside its code. */
export interface SiteFiles {
  /** Served at /public/... (and resized from there by file-storage). */
  publicDir: string;
  /** The fonts images generated on the server are drawn with (file-storage's templates name the files). */
  fontsDir: string;
}

/** What a module is asked when a page shows some of its widgets. */
export interface WidgetDataRequest {
  db: Db;
  /** Ids of this module's widgets on the page. */
  ids: string[];
  language: string;
  /** Values of the page url's template segments, e.g. {'blog.articles.slug': 'easter'}. */
  params: Record<string, string>;
  /** Entity types read, so a cached page can be dropped when one of them is written. */
  reads: Set<string>;
  /**
   * Reads a part of the data that does not depend on the url's params (the widgets' own rows and
   * links), kept across the urls of a page the way a whole module's data is when it reads no
   * param: the ten-thousandth article page reads its article, not its widgets again. `make`
   * records its reads in the set it is given; the value is shared, so it must not be changed.
   */
  keep<T>(name: string, make: (reads: Set<string>) => Promise<T>): Promise<T>;
  /**
   * The record the url names, as the page already read it ('blog/articles' and its public
   * fields), when it names one that exists: a widget showing that record starts from this row
   * rather than reading it again.
   */
  record?: UrlRecord;
}

/**
 * A record as a page read it: its entity ('blog/articles'), its row (public fields, unlocalised,
 * with its `files` as every widget shows them when it has a relation to file storage), and the
 * entity types reading them read, for a widget that takes them to count as its own reads.
 */
export interface UrlRecord {
  entity: string;
  row: Record<string, unknown> & { id: string };
  reads: ReadonlySet<string>;
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
  /** Its declarations (`import * as entities from "./entities.js"`): importing them registers them, and the typed client knows them by name. */
  entities?: object;
  onStart?(context: AppContext): Promise<void>;
  accessPolicy?(context: AppContext): AccessPolicy;
  routes?(app: Hono, context: AppContext): void;
  /**
   * Loads everything the given widgets show, in a fixed number of batched queries whatever the
   * number of widgets; keyed by widget id. Whatever it returns is sent to the browser as JSON.
   */
  widgetData?(request: WidgetDataRequest): Promise<Record<string, unknown>>;
  onClose?(context: AppContext): Promise<void>;
}
