import type { MiddlewareHandler } from "hono";
import { isAdminPath } from "../../../core/http/security-headers.js";
import type { AppContext } from "../../../core/module.js";
import { clientIp } from "../../rbac/server/request.js";
import { isBotRequest } from "./bots.js";
import type { PageView, Recorder } from "./recorder.js";

/** Not pages: the API, static files, the admin. */
const NOT_PAGES = /^\/(?:api|assets|public)(?:\/|$)|^\/favicon\.ico$/;
/** Not visits: a draft's preview link (an editor's live preview reloads it at every save). */
const PREVIEW = /^\/(?:[a-z]{2}\/)?preview\//i;

/**
 * The page a request shows: React Router's client navigations fetch '/ru/blog.data' (and
 * '/_root.data' for the home) instead of the HTML, and are page views all the same.
 */
function pagePath(pathname: string): { path: string; data: boolean } {
  const data = pathname.endsWith(".data");
  let path = data ? pathname.slice(0, -".data".length) : pathname;
  if (path === "/_root") path = "/";
  return { path: path.replace(/\/+$/, "") || "/", data };
}

function referrerHostOf(referer: string | undefined, ownHost: string): string {
  if (!referer) return "";
  try {
    const host = new URL(referer).host.toLowerCase();
    // Moving between the site's own pages is no referral.
    return host === ownHost ? "" : host.slice(0, 200);
  } catch {
    return "";
  }
}

/**
 * Counts the site's pages as they are answered, cached or freshly rendered: a successful GET of
 * an HTML page or of a client navigation's data. Counting on the server keeps the public bundle
 * free of any tracking script and counts visitors without JavaScript too. It runs after the
 * answer is made and only hands the view to the in-memory recorder: no query on this path.
 */
export function pageViewCounter(context: AppContext, recorder: Recorder): MiddlewareHandler {
  const { languages, defaultLanguage } = context.i18n;
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200) return;
    const url = new URL(c.req.url);
    if (NOT_PAGES.test(url.pathname) || isAdminPath(url.pathname) || PREVIEW.test(url.pathname)) return;
    const { path, data } = pagePath(url.pathname);
    if (!data && !c.res.headers.get("content-type")?.includes("text/html")) return;
    if (isBotRequest(c.req.raw.headers)) return;
    const host = (c.req.header("host") ?? url.host).toLowerCase();
    const first = path.split("/")[1] ?? "";
    const view: PageView = {
      at: new Date(),
      host,
      path: path.slice(0, 500),
      referrerHost: referrerHostOf(c.req.header("referer"), host),
      language: languages.includes(first) ? first : defaultLanguage,
      ip: clientIp(c, context.config.trustProxy) ?? "",
      userAgent: c.req.header("user-agent") ?? "",
    };
    recorder.pageView(view);
  };
}
