import type { Context } from "hono";
import { z } from "zod";
import { text } from "../../../core/http/validate.js";
import type { AccountMailer } from "./account-mail.js";

// Rate limits read the same address as the audit log (core).
export { clientIp } from "../../../core/http/client-address.js";

// The SIWE domain and link origins come from core, where the host allow-list lives.
export { requestHost, requestOrigin } from "../../../core/http/site-origin.js";

/**
 * `?lang=`: the language of the mail a route sends. Declared in the route's query schema (so it is
 * validated and documented like the rest of its input) and read from `c.var.input.query`.
 */
export const languageQuery = z.object({ lang: text(20).optional().describe("The language of the mail this sends (ru, en); else the body's lang, else Accept-Language") });

/** The language for mail: `?lang=`, else a `lang` field in the body, else Accept-Language, else the mailer's default. */
export function requestLanguage(mailer: AccountMailer, c: Context, queryLang: string | undefined, bodyLang?: unknown): string {
  return mailer.language(queryLang ?? bodyLang, c.req.header("accept-language"));
}
