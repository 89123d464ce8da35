import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../config.js";

type HostConfig = Pick<Config, "siteUrl" | "allowedHosts" | "trustProxy">;

/** Development and in-process requests (server rendering, tests) address these, on any port. */
const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Load balancers probe with whatever Host they like; the answer carries no link. */
const EXEMPT_PATHS = new Set(["/api/health"]);

const firstForwarded = (c: Context, name: string) => c.req.header(name)?.split(",")[0]?.trim() || undefined;

/** host[:port] the client addressed; behind a trusted proxy, its X-Forwarded-Host. */
export function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? firstForwarded(c, "x-forwarded-host") : undefined;
  return forwarded || c.req.header("host") || new URL(c.req.url).host;
}

/** Whether the client reached us over https: directly, or as a trusted proxy's X-Forwarded-Proto says. */
export function requestIsHttps(c: Context, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? firstForwarded(c, "x-forwarded-proto") : undefined;
  if (forwarded === "http" || forwarded === "https") return forwarded === "https";
  return new URL(c.req.url).protocol === "https:";
}

/** scheme://host[:port] the client addressed. Only trustworthy once hostGuard has let it through. */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  return `${requestIsHttps(c, trustProxy) ? "https" : "http"}://${requestHost(c, trustProxy)}`;
}

/** hostname and port of a Host value, or undefined when it is not one. */
function parseHost(host: string): { hostname: string; port: string } | undefined {
  if (!host || /[\s/?#@\\]/.test(host)) return undefined;
  try {
    const url = new URL(`http://${host}`);
    return { hostname: url.hostname.toLowerCase(), port: url.port };
  } catch {
    return undefined;
  }
}

/**
 * A Host the site answers: SITE_URL's hostname, an ALLOWED_HOSTS entry (any port unless the entry
 * names one), or localhost for development. Anything else is somebody else's name for us.
 */
export function isAllowedHost(host: string, config: HostConfig): boolean {
  const parsed = parseHost(host);
  if (!parsed) return false;
  if (LOCAL_HOSTNAMES.has(parsed.hostname)) return true;
  if (config.siteUrl && parseHost(new URL(config.siteUrl).host)?.hostname === parsed.hostname) return true;
  return config.allowedHosts.some((entry) => {
    const allowed = parseHost(entry);
    return allowed?.hostname === parsed.hostname && (!allowed.port || allowed.port === parsed.port);
  });
}

/**
 * This site's origin for every link built on the server (mail, canonical and hreflang links,
 * payment returns, the sitemap): SITE_URL, else the origin the (allowed) request addressed.
 */
export function siteOrigin(config: HostConfig, c: Context): string {
  return config.siteUrl?.replace(/\/+$/, "") ?? requestOrigin(c, config.trustProxy);
}

/**
 * Refuses requests addressed to a host the site does not know, before anything can build a link
 * (a reset mail, a cached page's canonical) from a forged Host header.
 */
export function hostGuard(config: HostConfig): MiddlewareHandler {
  return async (c, next) => {
    if (EXEMPT_PATHS.has(c.req.path) || isAllowedHost(requestHost(c, config.trustProxy), config)) return next();
    const settings = config.siteUrl ? "SITE_URL or ALLOWED_HOSTS" : "SITE_URL (or ALLOWED_HOSTS)";
    return c.text(`Unknown host: this server answers only its own hosts. Set ${settings} to serve ${requestHost(c, config.trustProxy)}.`, 400);
  };
}
