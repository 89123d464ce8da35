import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HttpError } from "../../../core/http/errors.js";
import type { AppContext } from "../../../core/module.js";
import { authorizeSubject, rbacOf } from "../../rbac/server/index.js";
import { memoryRateLimitStore, rateLimiter, type RateLimiter, type RateLimitRule } from "../../rbac/server/rate-limit.js";
import { clientIp } from "../../rbac/server/request.js";
import { notifyAdmins, readSubmittedFields, submitFormRequest, type SubmittedFields } from "./requests.js";

/** Form submissions per IP: a person writes a few; a script is stopped. */
export const FORM_REQUEST_RULE: RateLimitRule = { max: 5, windowMs: 60_000 };
/** A form's text is small; anything bigger is refused before it is parsed. */
export const FORM_BODY_LIMIT = 64 * 1024;

const tooLarge = () => {
  throw new HttpError(413, `The form is too large (at most ${FORM_BODY_LIMIT / 1024} KB)`);
};

/** The rbac module's limiter (in memory, or Redis when REDIS_URL is set), else one of our own. */
function limiterOf(context: AppContext): RateLimiter {
  try {
    return rbacOf(context).limiter;
  } catch {
    return rateLimiter(memoryRateLimitStore());
  }
}

const languageOf = (c: Context, context: AppContext) => {
  const lang = c.req.query("lang") ?? c.req.header("accept-language")?.slice(0, 2).toLowerCase();
  return lang && context.i18n.languages.includes(lang) ? lang : context.i18n.defaultLanguage;
};

function withoutFormId(fields: SubmittedFields): { formId: unknown; rest: SubmittedFields } {
  const { formId, ...rest } = fields;
  return { formId, rest };
}

/**
 * Public form submission (no sign-in), and the same for a signed-in subject. Requests stay
 * private: the generic /api/crm/requests routes need an administrator or the secret key.
 */
export function crmRoutes(app: Hono, context: AppContext): void {
  const limiter = limiterOf(context);
  const limitBody = bodyLimit({ maxSize: FORM_BODY_LIMIT, onError: tooLarge });

  const submit = async (c: Context, formId: string, fields: SubmittedFields, subjectId?: string) => {
    const submitted = await submitFormRequest(context, { formId, fields, language: languageOf(c, context), subjectId });
    // Finds the recipients now (one query); the mail itself goes out in the background.
    await notifyAdmins(context, submitted).catch((error) =>
      console.error(JSON.stringify({ level: "error", msg: "crm request notice not sent", error: error instanceof Error ? error.message : String(error) })),
    );
    return c.json({ data: submitted.request }, 201);
  };

  app.post("/api/crm/forms/:id/requests", limitBody, async (c) => {
    await limiter.consume({ action: "crm-form-request", ip: clientIp(c, context.config.trustProxy) }, FORM_REQUEST_RULE);
    const { rest } = withoutFormId(await readSubmittedFields(c));
    return submit(c, c.req.param("id"), rest);
  });

  // SPEC §7 also lists POST /crm/from/request: the same public submission, the form named by
  // `?formId=` or data.formId (for clients that do not put the form in the path).
  app.post("/api/crm/from/request", limitBody, async (c) => {
    await limiter.consume({ action: "crm-form-request", ip: clientIp(c, context.config.trustProxy) }, FORM_REQUEST_RULE);
    const { formId, rest } = withoutFormId(await readSubmittedFields(c));
    return submit(c, String(c.req.query("formId") ?? formId ?? ""), rest);
  });

  // SPEC §7: POST /api/rbac/subjects/{id}/crm-module/form/request; the form is `?formId=` or data.formId.
  app.post("/api/rbac/subjects/:id/crm-module/form/request", limitBody, async (c) => {
    const subjectId = c.req.param("id");
    await authorizeSubject(rbacOf(context), c, subjectId);
    await limiter.consume({ action: "crm-form-request", ip: clientIp(c, context.config.trustProxy) }, FORM_REQUEST_RULE);
    const { formId, rest } = withoutFormId(await readSubmittedFields(c));
    return submit(c, String(c.req.query("formId") ?? formId ?? ""), rest, subjectId);
  });
}
