import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { adminRoutes } from "../admin/server.js";
import { allEntities } from "../entity/registry.js";
import type { AppContext, SoborModule } from "../module.js";
import { crudRouter } from "./crud.js";
import { errorResponse, HttpError, notFound } from "./errors.js";
import { openApiDocument } from "./openapi.js";
import { createReadCache } from "./read-cache.js";
import { searchRoutes } from "./search.js";
import { noInput } from "./validate.js";
import { securityHeaders } from "./security-headers.js";
import { hostGuard } from "./site-origin.js";

const MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface ApiOptions {
  context: AppContext;
  modules: SoborModule[];
  version?: string;
}

/** The whole HTTP API: module routes first, then the generic CRUD of every declared entity. */
export function createApi({ context, modules, version = "0.0.0" }: ApiOptions): Hono {
  const app = new Hono();
  app.use(requestId());
  // Registered first, so they cover every route added later too (the site, static files).
  app.use(securityHeaders(context.config));
  app.use(hostGuard(context.config));
  app.onError((error, c) => errorResponse(c, error));
  // Uploads are the largest bodies; anything beyond them is refused before it is read.
  app.use(
    "/api/*",
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`)) }),
  );

  app.get("/api/health", noInput, (c) => c.json({ data: { status: "ok" } }));
  const document = () => openApiDocument(allEntities(), { title: "Sobor API", version });
  let cachedDocument: ReturnType<typeof document> | undefined;
  app.get("/api/openapi.json", noInput, (c) => c.json((cachedDocument ??= document())));
  adminRoutes(app, context);
  searchRoutes(app, context);

  for (const module of modules) module.routes?.(app, context);
  const readCache = createReadCache(context.bus);
  for (const def of allEntities()) {
    app.route(`/api/${def.module}/${def.name}`, crudRouter(def, { ...context, readCache }));
  }
  app.all("/api/*", (c) => errorResponse(c, notFound(`No route ${c.req.method} ${c.req.path}`)));
  return app;
}
