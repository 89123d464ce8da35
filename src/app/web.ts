import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../core/module.js";
import { hostService } from "../modules/host/server/host-service.js";
import { adminGate } from "./admin-gate.js";
import type { WebContext } from "../web/context.js";
import { projectRoot } from "./paths.js";

const webBuild = join(projectRoot, "dist", "web");

export function hasWebBuild(): boolean {
  return existsSync(join(webBuild, "server", "index.js"));
}

/**
 * Serves the site: static assets, then every other GET through React Router's server render.
 * Page views are cached per url (which carries the language) until a write touches what they
 * showed; pages that record no reads (the admin) are never cached.
 */
export async function mountWeb(app: Hono, context: AppContext): Promise<void> {
  const build = (await import(pathToFileURL(join(webBuild, "server", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const host = hostService(context);
  const cache = host.pageCache;
  const root = relative(process.cwd(), join(webBuild, "client"));
  const publicRoot = relative(process.cwd(), join(projectRoot, "src", "site"));

  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("cache-control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root }));
  app.use("/public/*", serveStatic({ root: publicRoot }));
  app.get("/favicon.ico", (c) => c.redirect("/public/favicon.svg", 301));

  app.all("*", async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    // The server render never reads the session (signed-in parts fill in in the browser), so
    // every visitor gets the same HTML for a url: signed-in or not, it can be served from cache.
    const cacheable = request.method === "GET" && !url.search && !url.pathname.endsWith(".data");
    const key = url.pathname.replace(/\/+$/, "") || "/";
    if (cacheable) {
      const hit = cache.get(key);
      if (hit) return new Response(hit.body, { status: hit.status, headers: [...hit.headers, ["x-sobor-cache", "hit"]] });
    }
    const reads = new Set<string>();
    const webContext: WebContext = {
      i18n: context.i18n,
      resolvePage: (pathname) => host.resolve(pathname),
      errorPage: () => host.errorPage(),
      recordReads: (r) => r.forEach((type) => reads.add(type)),
      adminGate: (r) => adminGate(app, r),
    };
    const response = await handle(request, webContext as never);
    const isHtml = response.headers.get("content-type")?.includes("text/html");
    if (!cacheable || !isHtml || response.status !== 200 || reads.size === 0) return response;
    const body = await response.text();
    const headers = [...response.headers.entries()];
    cache.set(key, { body, status: response.status, headers, reads });
    return new Response(body, { status: response.status, headers: [...headers, ["x-sobor-cache", "miss"]] });
  });
}
