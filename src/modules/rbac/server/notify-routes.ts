import type { Hono } from "hono";
import { hasSecretKey } from "../../../core/http/access.js";
import { conflict, forbidden } from "../../../core/http/errors.js";
import { z } from "zod";
import { ok } from "../../../core/http/route-docs.js";
import { uuidParams, validate } from "../../../core/http/validate.js";
import type { AccountService } from "./accounts.js";
import { requireCaller } from "./caller.js";
import { isGranted } from "./policy.js";
import type { Rbac } from "./runtime.js";
import * as schemas from "./schemas.js";

/**
 * POST /api/rbac/subjects/{id}/notify (SPEC §7): the site writes to a subject — a mail to every
 * email address among its identities, each recorded in the notification outbox (and sent when
 * SMTP is configured). A trusted server (the secret key) or an administrator may; the subject
 * itself may not, or any account could mail through the site. Answers 202 with the outbox rows.
 */
export function notifyRoutes(app: Hono, rbac: Rbac, accounts: AccountService): void {
  app.post("/api/rbac/subjects/:id/notify", validate({
      params: uuidParams("id"),
      body: schemas.notify,
      summary: "Mail a subject's email addresses (administrators only)",
      responses: { 202: ok(z.array(z.object({ id: z.string(), to: z.string(), status: z.string() })), "The outbox rows") },
    }), async (c) => {
    const { params, body: mail } = c.var.input;
    const subjectId = params.id;
    if (!hasSecretKey(c, rbac.config.secretKey)) {
      const caller = requireCaller(await rbac.callerOf(c));
      if (!isGranted(await rbac.grants.of(caller.subjectId), c.req.method, c.req.path)) throw forbidden("Only an administrator or a trusted server may notify a subject");
    }
    const identities = await accounts.identitiesOf(subjectId);
    const addresses = [...new Set(identities.map((identity) => identity.email).filter((email): email is string => typeof email === "string" && email.length > 0))];
    if (!addresses.length) throw conflict("This subject has no email address to notify");
    const sent = await Promise.all(addresses.map((to) => rbac.mailer.send({ to, ...mail })));
    return c.json({ data: sent.map((row) => ({ id: row.id, to: row.to, status: row.status })) }, 202);
  });
}
