import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { inlineScriptHashes, isAdminPath, newNonce, pageCsp } from "../core/http/security-headers.js";
import { siteOrigin } from "../core/http/site-origin.js";
import { fileStorageSettings, storageOrigins } from "../modules/file-storage/index.js";
import { MAP_EMBED_ORIGINS } from "../modules/website-builder/index.js";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../core/module.js";
import { hostService } from "../modules/host/server/host-service.js";
import { adminGate } from "./admin-gate.js";
import type { WebContext } from "../web/context.js";
import { projectRoot } from "../core/paths.js";
import { withDraftPreview } from "../core/entity/drafts.js";
import { splitLanguage } from "../core/i18n/languages.js";
import { openPreview, refusedPreviewHtml } from "../modules/host/server/draft-preview.js";
import { encodeAll, encodeOnce, encodingHeaders, identityOf, preferredEncoding, storedIn, type Encoding } from "../core/http/compression.js";
import { singleFlight } from "./single-flight.js";
import type { CachedPage } from "../modules/host/server/page-cache.js";

const webBuild = join(projectRoot, "dist", "web");

export function hasWebBuild(): boolean {
  return existsSync(join(webBuild, "server", "index.js"));
}

/** The methods a page answers. */
const PAGE_METHODS = new Set(["GET", "HEAD"]);

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
  const publicRoot = relative(process.cwd(), context.siteFiles.publicDir);

  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("cache-control", "public, max-age=31536000, immutable");
  });
  // `npm run build` writes .br and .gz beside each asset (scripts/compress-assets.mjs).
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  app.use("/public/*", serveStatic({ root: publicRoot, rewriteRequestPath: (path) => path.replace(/^\/public/, "") }));
  app.get("/favicon.ico", (c) => c.redirect("/public/favicon.svg", 301));

  const cspSources = { imageOrigins: storageOrigins(fileStorageSettings(context), context.config.env), frameOrigins: MAP_EMBED_ORIGINS };

  app.all("*", async (c) => {
    // Pages have no actions: any other method is refused before its body is touched (reading
    // the request's body stream and leaving it unread would cost the connection; body-limit.ts).
    if (!PAGE_METHODS.has(c.req.method)) return c.text("405 · Метод не поддерживается · Method not allowed", 405, { allow: "GET, HEAD" });
    // HEAD is answered as GET without the body: same status, same headers (cache included).
    const head = c.req.method === "HEAD";
    const request = head ? new Request(c.req.raw.url, { method: "GET", headers: c.req.raw.headers }) : c.req.raw;
    const answer = await render(c, request);
    return head ? new Response(null, { status: answer.status, headers: answer.headers }) : answer;
  });

  /** One render of a page, shared by every request for its url that arrives while it runs. */
  interface SharedRender {
    status: number;
    identity: Buffer;
    /** Headers for a copy served to anyone: the policy names the inline scripts' hashes, not a nonce. */
    headers: [string, string][];
    /** Headers for the request that rendered it: the policy names the render's nonce. */
    ownHeaders: [string, string][];
    /** The fast compressions made so far, one per encoding asked for. */
    encoded: Map<Encoding, Promise<Buffer>>;
    /** Its entry in the page cache, when it was stored. */
    entry?: CachedPage;
  }
  const renders = singleFlight<SharedRender | { response: Response }>();
  // Entries whose high-quality compression is made or on its way (dropped entries fall away).
  const upgraded = new WeakSet<CachedPage>();

  /**
   * A draft preview link ('/preview/<token>'): the record's real page rendered with its draft
   * applied, for anyone holding a valid link; refused in the link's language when tampered (403)
   * or expired (410). Never cached (not here, not by browsers or proxies), never indexed.
   */
  async function renderPreview(c: Context, request: Request, url: URL, token: string, language: string, prefixed: boolean): Promise<Response> {
    const headers = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };
    const opening = await openPreview(context, token);
    if (opening.status !== 200) {
      return new Response(refusedPreviewHtml(opening.reason, language), { status: opening.status, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
    }
    const pageUrl = new URL(`${prefixed ? `/${language}` : ""}${opening.path}`, url);
    const page = await withDraftPreview(opening.preview, () => render(c, new Request(pageUrl, { method: "GET", headers: request.headers }), false));
    const html = (await page.text()).replace(/<head>/i, '<head><meta name="robots" content="noindex, nofollow">');
    const answer = new Response(html, { status: page.status, headers: page.headers });
    answer.headers.delete("content-encoding");
    answer.headers.delete("content-length");
    answer.headers.delete("x-sobor-cache");
    for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
    return answer;
  }

  async function render(c: Context, request: Request, allowPreview = true): Promise<Response> {
    const url = new URL(request.url);
    const located = splitLanguage(url.pathname, context.i18n);
    if (allowPreview && located.path.startsWith("/preview/")) {
      return renderPreview(c, request, url, decodeURIComponent(located.path.slice("/preview/".length)), located.language, located.prefixed);
    }
    // A preview's page is read whole (to mark it noindex) and sent as it is: never compressed,
    // cached or shared with another request (it carries a draft).
    const encoding = allowPreview ? preferredEncoding(request.headers.get("accept-encoding")) : undefined;
    const origin = siteOrigin(context.config, c);
    const admin = isAdminPath(url.pathname);
    // The server render never reads the session (signed-in parts fill in in the browser), so
    // every visitor gets the same HTML for a url: signed-in or not, it can be served from cache.
    const cacheable = allowPreview && request.method === "GET" && !url.search && !url.pathname.endsWith(".data");
    // Per origin: a page carries its origin (canonical, hreflang), so no host sees another's copy.
    const key = `${origin}${url.pathname.replace(/\/+$/, "") || "/"}`;
    if (cacheable) {
      const hit = cache.get(key);
      if (hit) return hitResponse(key, hit, encoding);
    }
    // The admin's render reads the caller's session (its gate): each request renders its own.
    if (!cacheable || admin) return renderAlone(request, origin, admin, encoding);
    // Visitors asking for one cold url at once share its render instead of each making one.
    const { result, shared } = renders.run(key, () => renderShared(request, key, origin));
    const page = await result;
    if ("response" in page) {
      // Not an HTML page (a redirect, a file): one response, the first asker's; the others make their own.
      return shared ? renderAlone(request, origin, admin, encoding) : page.response;
    }
    const body = await encodedOnce(page, encoding);
    // The cached copy keeps the first fast compression alone (not the text beside it) until a later hit has good ones made.
    if (!shared && encoding && page.entry && !page.entry.body.br && !page.entry.body.gzip) cache.upgrade(key, page.entry, { [encoding]: body });
    return encodedResponse(body, page.status, shared ? page.headers : page.ownHeaders, encoding, shared ? "shared" : "miss");
  }

  function encodedOnce(page: SharedRender, encoding: Encoding | undefined): Promise<Buffer> {
    if (!encoding) return Promise.resolve(page.identity);
    let body = page.encoded.get(encoding);
    if (!body) page.encoded.set(encoding, (body = encodeOnce(page.identity, encoding)));
    return body;
  }

  async function hitResponse(key: string, hit: CachedPage, encoding: Encoding | undefined): Promise<Response> {
    // A page asked for again is worth compressing well, once, off this request's path.
    if (!upgraded.has(hit)) {
      upgraded.add(hit);
      void identityOf(hit.body)
        .then(encodeAll)
        .then((body) => cache.upgrade(key, hit, body), () => upgraded.delete(hit));
    }
    const body = await storedIn(hit.body, encoding);
    return encodedResponse(body, hit.status, hit.headers, encoding, "hit");
  }

  function webContextFor(request: Request, origin: string, nonce: string, reads: Set<string>): WebContext {
    return {
      documentRequest: !new URL(request.url).pathname.endsWith(".data"),
      i18n: context.i18n,
      origin,
      nonce,
      resolvePage: (pathname) => host.resolve(pathname),
      errorPage: () => host.errorPage(),
      recordReads: (r) => r.forEach((type) => reads.add(type)),
      adminGate: (r) => adminGate(app, r),
    };
  }

  /** A render for this request alone (the admin, a url with a query): never cached, never shared. */
  async function renderAlone(request: Request, origin: string, admin: boolean, encoding: Encoding | undefined): Promise<Response> {
    const nonce = newNonce();
    const response = await handle(request, webContextFor(request, origin, nonce, new Set()) as never);
    if (!response.headers.get("content-type")?.includes("text/html")) return response;
    const headers = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== "content-security-policy");
    const identity = Buffer.from(await response.arrayBuffer());
    const fresh: [string, string][] = [...headers, ["content-security-policy", pageCsp({ ...cspSources, admin, scriptSources: [`'nonce-${nonce}'`] })]];
    return encodedResponse(await encodeOnce(identity, encoding), response.status, fresh, encoding);
  }

  /**
   * Renders a public page once for everyone waiting on its url, and keeps it in the page cache
   * when it is a 200 that recorded what it read. An answer that is not HTML is the asker's alone.
   */
  async function renderShared(request: Request, key: string, origin: string): Promise<SharedRender | { response: Response }> {
    const mark = cache.mark();
    const reads = new Set<string>();
    const nonce = newNonce();
    const response = await handle(request, webContextFor(request, origin, nonce, reads) as never);
    if (!response.headers.get("content-type")?.includes("text/html") || response.headers.has("set-cookie")) return { response };
    const identity = Buffer.from(await response.arrayBuffer());
    const rendered = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== "content-security-policy");
    // Copies served to other visitors (sharers, the cache) name the inline scripts by hash: the
    // nonce in their HTML is not valid for them, so it is never reused.
    const scriptSources = inlineScriptHashes(identity);
    const headers: [string, string][] = [...rendered, ["content-security-policy", pageCsp({ ...cspSources, admin: false, scriptSources })]];
    const ownHeaders: [string, string][] = [...rendered, ["content-security-policy", pageCsp({ ...cspSources, admin: false, scriptSources: [`'nonce-${nonce}'`] })]];
    const page: SharedRender = { status: response.status, identity, headers, ownHeaders, encoded: new Map() };
    if (response.status === 200 && reads.size > 0) page.entry = cache.set(key, { body: { identity }, status: response.status, headers, reads }, mark);
    return page;
  }
}

function encodedResponse(body: Uint8Array, status: number, headers: [string, string][], encoding: Encoding | undefined, cacheState?: "hit" | "miss" | "shared") {
  const result = encodingHeaders(headers, encoding, body.byteLength);
  if (cacheState) result.set("x-sobor-cache", cacheState);
  // Node Buffers are Uint8Arrays over a plain ArrayBuffer; only the DOM typings doubt it.
  return new Response(body as Uint8Array<ArrayBuffer>, { status, headers: result });
}
