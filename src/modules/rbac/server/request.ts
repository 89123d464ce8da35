import type { Context } from "hono";
import { mailLanguage, type MailLanguage } from "../../notification/server/service.js";

// Rate limits read the same address as the audit log (core).
export { clientIp } from "../../../core/http/client-address.js";

// The SIWE domain and link origins come from core, where the host allow-list lives.
export { requestHost, requestOrigin } from "../../../core/http/site-origin.js";

/** The language for mail: `?lang=`, a `lang` field in the body, Accept-Language, else Russian. */
export function requestLanguage(c: Context, bodyLang?: unknown): MailLanguage {
  return mailLanguage(c.req.query("lang") ?? bodyLang, c.req.header("accept-language"));
}
