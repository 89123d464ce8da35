import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { mailLanguage, type MailLanguage } from "../../notification/server/index.js";

/**
 * The caller's IP: the socket's peer, or the first X-Forwarded-For entry when TRUST_PROXY says
 * a proxy sets it. In-process requests (server rendering, tests) have no socket: undefined.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address || undefined;
  } catch {
    return undefined;
  }
}

/** host[:port] the client addressed (the SIWE domain), behind a trusted proxy its X-Forwarded-Host. */
export function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || c.req.header("host") || new URL(c.req.url).host;
}

/** scheme://host[:port] the client addressed, for links in mail when SITE_URL is not set. */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const forwardedProto = trustProxy ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  const protocol = forwardedProto === "http" || forwardedProto === "https" ? forwardedProto : url.protocol.replace(":", "");
  return `${protocol}://${requestHost(c, trustProxy)}`;
}

/** The language for mail: `?lang=`, a `lang` field in the body, Accept-Language, else Russian. */
export function requestLanguage(c: Context, bodyLang?: unknown): MailLanguage {
  return mailLanguage(c.req.query("lang") ?? bodyLang, c.req.header("accept-language"));
}
