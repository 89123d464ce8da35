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
import { encodeAll, encodeOnce, encodingHeaders, preferredEncoding, type Encoding } from "./compression.js";

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
  // `npm run build` writes .br and .gz beside each asset (scripts/compress-assets.mjs).
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  app.use("/public/*", serveStatic({ root: publicRoot }));
  app.get("/favicon.ico", (c) => c.redirect("/public/favicon.svg", 301));

  app.all("*", async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const encoding = preferredEncoding(request.headers.get("accept-encoding"));
    // The server render never reads the session (signed-in parts fill in in the browser), so
    // every visitor gets the same HTML for a url: signed-in or not, it can be served from cache.
    const cacheable = request.method === "GET" && !url.search && !url.pathname.endsWith(".data");
    const key = url.pathname.replace(/\/+$/, "") || "/";
    if (cacheable) {
      const hit = cache.get(key);
      if (hit) return encodedResponse(hit.body[encoding ?? "identity"], hit.status, hit.headers, encoding, "hit");
    }
    const mark = cache.mark();
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
    if (!isHtml || request.method === "HEAD") return response;
    const headers = [...response.headers.entries()];
    const identity = Buffer.from(await response.arrayBuffer());
    if (!cacheable || response.status !== 200 || reads.size === 0) {
      return encodedResponse(await encodeOnce(identity, encoding), response.status, headers, encoding);
    }
    const body = await encodeAll(identity);
    cache.set(key, { body, status: response.status, headers, reads }, mark);
    return encodedResponse(body[encoding ?? "identity"], response.status, headers, encoding, "miss");
  });
}

function encodedResponse(body: Uint8Array, status: number, headers: [string, string][], encoding: Encoding | undefined, cacheState?: "hit" | "miss") {
  const result = encodingHeaders(headers, encoding, body.byteLength);
  if (cacheState) result.set("x-sobor-cache", cacheState);
  // Node Buffers are Uint8Arrays over a plain ArrayBuffer; only the DOM typings doubt it.
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers: result });
}
