import type { Context, Hono } from "hono";
import { z } from "zod";
import { limitBody } from "../../../core/http/body-limit.js";
import { badRequest, HttpError } from "../../../core/http/errors.js";
import { entityOf } from "../../../core/entity/define.js";
import { rowSchemaOf } from "../../../core/entity/schemas.js";
import { ok } from "../../../core/http/route-docs.js";
import { text, uuid, uuidParams, validate } from "../../../core/http/validate.js";
import { requests } from "../entities.js";
import type { AppContext } from "../../../core/module.js";
import { authorizeSubject, rbacOf } from "../../rbac/server/index.js";
import { memoryRateLimitStore, rateLimiter, type RateLimiter, type RateLimitRule } from "../../rbac/server/rate-limit.js";
import { clientIp } from "../../rbac/server/request.js";
import { notifyAdmins, submitFormRequest, type SubmittedFields } from "./requests.js";

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

const languageOf = (c: Context, context: AppContext, lang: string | undefined) => {
  const chosen = lang ?? c.req.header("accept-language")?.slice(0, 2).toLowerCase();
  return chosen && context.i18n.languages.includes(chosen) ? chosen : context.i18n.defaultLanguage;
};

/**
 * The form's fields by slug; each value is checked against its input when the form is known
 * (text or a number, naming the field otherwise). `formId` names the form where the path does not.
 */
const fields = z.record(text(200), z.unknown());
const query = z.object({ formId: uuid.optional(), lang: text(20).optional() });
/** JSON `{"data": {...}}`, multipart with a `data` field, or a plain HTML form post. */
const submitted = { 201: ok(rowSchemaOf(entityOf(requests)), "The request as stored") };
const formInput = { query, body: fields.and(z.object({ formId: uuid.optional() })), formFields: true, summary: "Submit a form", responses: submitted } as const;
/** The form is in the path: a `formId` field is not read. */
const formInPath = { query, body: fields, formFields: true, params: uuidParams("id"), summary: "Submit a form", responses: submitted } as const;

function withoutFormId(fields: SubmittedFields): { formId: string | undefined; rest: SubmittedFields } {
  const { formId, ...rest } = fields;
  return { formId: formId as string | undefined, rest };
}

const requireFormId = (formId: string | undefined) => {
  if (!formId) throw badRequest("formId: is required (in the query or the data)", [{ message: "formId: is required" }]);
  return formId;
};

/**
 * Public form submission (no sign-in), and the same for a signed-in subject. Requests stay
 * private: the generic /api/crm/requests routes need an administrator or the secret key.
 */
export function crmRoutes(app: Hono, context: AppContext): void {
  const limiter = limiterOf(context);
  const underLimit = limitBody(FORM_BODY_LIMIT, tooLarge);

  const submit = async (c: Context, formId: string, fields: SubmittedFields, lang: string | undefined, subjectId?: string) => {
    const submitted = await submitFormRequest(context, { formId, fields, language: languageOf(c, context, lang), subjectId });
    // The recipients are found and the mail recorded in the background: the visitor does not wait.
    notifyAdmins(context, submitted);
    return c.json({ data: submitted.request }, 201);
  };

  app.post("/api/crm/forms/:id/requests", underLimit, validate(formInPath), async (c) => {
    await limiter.consume({ action: "crm-form-request", ip: clientIp(c, context.config.trustProxy) }, FORM_REQUEST_RULE);
    const { params, query, body } = c.var.input;
    return submit(c, params.id, withoutFormId(body).rest, query.lang);
  });

  // SPEC §7 also lists POST /crm/from/request: the same public submission, the form named by
  // `?formId=` or data.formId (for clients that do not put the form in the path).
  app.post("/api/crm/from/request", underLimit, validate(formInput), async (c) => {
    await limiter.consume({ action: "crm-form-request", ip: clientIp(c, context.config.trustProxy) }, FORM_REQUEST_RULE);
    const { query, body } = c.var.input;
    const { formId, rest } = withoutFormId(body);
    return submit(c, requireFormId(query.formId ?? formId), rest, query.lang);
  });

  // SPEC §7: POST /api/rbac/subjects/{id}/crm-module/form/request; the form is `?formId=` or data.formId.
  app.post("/api/rbac/subjects/:id/crm-module/form/request", underLimit, validate({ ...formInput, params: uuidParams("id") }), async (c) => {
    const { params, query, body } = c.var.input;
    await authorizeSubject(rbacOf(context), c, params.id);
    await limiter.consume({ action: "crm-form-request", ip: clientIp(c, context.config.trustProxy) }, FORM_REQUEST_RULE);
    const { formId, rest } = withoutFormId(body);
    return submit(c, requireFormId(query.formId ?? formId), rest, query.lang, params.id);
  });
}
