import { Hono } from "hono";
import { z } from "zod";
import { requestId } from "hono/request-id";
import { adminRoutes } from "../admin/server.js";
import { allEntities } from "../entity/registry.js";
import { requestActor } from "../history/request-actor.js";
import { historyRoutes } from "../history/routes.js";
import { draftRoutes } from "../history/draft-routes.js";
import type { AppContext, SoborModule } from "../module.js";
import { limitBody } from "./body-limit.js";
import { crudRouter } from "./crud.js";
import { errorResponse, HttpError, notFound } from "./errors.js";
import { openApiDocument } from "./openapi.js";
import { createReadCache, readCacheBytes } from "./read-cache.js";
import { requestLogging } from "./request-log.js";
import { searchRoutes } from "./search.js";
import { ok, answer } from "./route-docs.js";
import { validate } from "./validate.js";
import { securityHeaders } from "./security-headers.js";
import { hostGuard } from "./site-origin.js";

const MAX_BODY_BYTES = 16 * 1024 * 1024;
const BODYLESS = new Set(["GET", "HEAD"]);

export interface ApiOptions {
  context: AppContext;
  modules: SoborModule[];
  version?: string;
}

/** The whole HTTP API: module routes first, then the generic CRUD of every declared entity. */
export function createApi({ context, modules, version = "0.0.0" }: ApiOptions): Hono {
  const app = new Hono();
  app.use(requestId());
  // Right after the id is chosen: whatever is logged while answering carries it.
  app.use(requestLogging());
  // Registered first, so they cover every route added later too (the site, static files).
  app.use(securityHeaders(context.config));
  app.use(hostGuard(context.config));
  app.onError((error, c) => errorResponse(c, error));
  // Uploads are the largest bodies; anything beyond them is refused before it is read.
  const underLimit = limitBody(MAX_BODY_BYTES, (c) => errorResponse(c, new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`)));
  // A GET or HEAD has no body to limit (the Node adapter gives them none), and asking for one
  // builds the whole Fetch Request the adapter otherwise never makes: ~4% of a public list read.
  app.use("/api/*", (c, next) => (BODYLESS.has(c.req.method) ? next() : underLimit(c, next)));

  // Who wrote and from where, for versions and the audit log, on every path below.
  app.use("/api/*", requestActor(context));

  app.get("/api/health", validate({ responses: { 200: ok(z.object({ status: z.literal("ok") })) } }), (c) => c.json({ data: { status: "ok" } }));
  // Written on the first ask, when every route is mounted; routes do not change after that.
  let document: Promise<unknown> | undefined;
  const documentInput = validate({ summary: "This document", responses: { 200: answer("application/json", "The OpenAPI 3.1 document", z.record(z.string(), z.unknown())) } });
  app.get("/api/openapi.json", documentInput, async (c) => c.json(await (document ??= openApiDocument(app, allEntities(), { title: "Sobor API", version }))));
  adminRoutes(app, context);
  historyRoutes(app, context);
  draftRoutes(app, context);
  searchRoutes(app, context);

  for (const module of modules) module.routes?.(app, context);
  const readCache = createReadCache(context.bus, { maxBytes: readCacheBytes(context.config.env) });
  for (const def of allEntities()) {
    app.route(`/api/${def.module}/${def.name}`, crudRouter(def, { ...context, readCache }));
  }
  app.all("/api/*", (c) => errorResponse(c, notFound(`No route ${c.req.method} ${c.req.path}`)));
  return app;
}
