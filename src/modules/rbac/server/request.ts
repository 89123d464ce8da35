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

// The SIWE domain and link origins come from core, where the host allow-list lives.
export { requestHost, requestOrigin } from "../../../core/http/site-origin.js";

/** The language for mail: `?lang=`, a `lang` field in the body, Accept-Language, else Russian. */
export function requestLanguage(c: Context, bodyLang?: unknown): MailLanguage {
  return mailLanguage(c.req.query("lang") ?? bodyLang, c.req.header("accept-language"));
}
