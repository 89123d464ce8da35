import type { Context, Hono } from "hono";
import { badRequest, notFound } from "../../../core/http/errors.js";
import { z } from "zod";
import { ok } from "../../../core/http/route-docs.js";
import { uuidParams, validate } from "../../../core/http/validate.js";
import { identity as identityRow } from "./answer-schemas.js";
import type { AccountService, StoredIdentity } from "./accounts.js";
import { hasSecretKey } from "../../../core/http/access.js";
import { siteOrigin } from "../../../core/http/site-origin.js";
import { emailChangedMail } from "./account-mail.js";
import { requireCaller, type Caller } from "./caller.js";
import { authorizeSubject } from "./guard.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { clientIp, languageQuery, requestLanguage } from "./request.js";
import type { Rbac } from "./runtime.js";
import * as schemas from "./schemas.js";

const subject = uuidParams("id");
const subjectIdentity = uuidParams("id", "identityId");

/**
 * A subject's identities: list, add an email-and-password one, change its email, delete (never
 * the last), change password (the current one is checked). Subject routes are guarded by the
 * subject guard; identity routes check ownership themselves.
 */
export function identityRoutes(app: Hono, rbac: Rbac, accounts: AccountService): void {
  const subjectBase = "/api/rbac/subjects/:id";

  /**
   * 400 unless `password` is the identity's current one. Checked under the sign-in limits, counted
   * on the same account: a stolen session must not become a way to guess the password unlimited.
   */
  async function requireCurrentPassword(c: Context, identity: StoredIdentity & { password: string }, password: string | undefined) {
    // 400, not 401: the session is fine, the form is wrong.
    if (!password) throw badRequest("password: is required: the current password");
    const who = { ip: clientIp(c, rbac.config.trustProxy), account: identity.email ?? identity.id };
    const right = await rbac.authLimits.signIn(who, async () => ((await verifyPassword(identity.password, password)) ? true : undefined));
    if (!right) throw badRequest("The current password is incorrect");
  }

  /** Checks the current password, stores the new one, and ends the subject's other sessions. */
  async function changePassword(
    c: Context,
    { password, newPassword }: { password: string; newPassword: string },
    subjectId: string,
    identity: StoredIdentity | undefined,
    caller: Caller | undefined,
  ) {
    if (!identity || identity.provider !== "email_and_password" || !identity.password) {
      throw badRequest("This account has no password to change; add an email-and-password identity");
    }
    await requireCurrentPassword(c, { ...identity, password: identity.password }, password);
    const updated = await accounts.updateIdentity(identity.id, { password: await hashPassword(newPassword) });
    await rbac.sessions.revokeAllOf(subjectId, caller?.subjectId === subjectId ? caller.sessionId : undefined);
    return c.json({ data: updated });
  }

  /**
   * An address joined to an account is mailed (a welcome, the notice when it changes again):
   * claiming one counts as a registration does, per IP and per address, so the routes below
   * cannot mail a list of strangers. A trusted server is not counted.
   */
  const claimAddress = (c: Context, email: string) =>
    hasSecretKey(c, rbac.config.secretKey) ? Promise.resolve() : rbac.limiter.consume({ action: "registration", ip: clientIp(c, rbac.config.trustProxy), account: email });

  app.get(`${subjectBase}/identities`, validate({ params: subject, summary: "A subject's identities", responses: { 200: ok(z.array(identityRow)) } }), async (c) => {
    const subjectId = c.var.input.params.id;
    return c.json({ data: await accounts.identitiesOf(subjectId) });
  });

  app.post(`${subjectBase}/identities`, validate({ params: subject, body: schemas.newIdentity, summary: "Add an email-and-password identity", responses: { 201: ok(identityRow) } }), async (c) => {
    const subjectId = c.var.input.params.id;
    const data = c.var.input.body;
    await claimAddress(c, data.email ?? "");
    const created = await accounts.addIdentity(subjectId, { provider: "email_and_password", email: data.email, password: await hashPassword(data.password) });
    return c.json({ data: created }, 201);
  });

  // The owner confirms with the identity's current password (an administrator or a trusted server
  // need not); the subject's other sessions end, as after a password change. The previous address
  // of an email-and-password identity is told (template 'email-changed', the new address masked),
  // in the background: the answer neither waits for SMTP nor fails with it.
  app.patch(
    `${subjectBase}/identities/:identityId`,
    validate({
      params: subjectIdentity,
      query: languageQuery,
      body: schemas.changeEmail,
      summary: "Change an identity's email (the owner gives its current password); the previous address is mailed a notice",
      responses: { 200: ok(identityRow) },
    }),
    async (c) => {
      const { id: subjectId, identityId } = c.var.input.params;
      const { email, password, lang } = c.var.input.body;
      const identity = (await accounts.storedIdentitiesOf(subjectId)).find((i) => i.id === identityId);
      if (!identity) throw notFound("This account has no such identity");
      const { caller } = await rbac.callerOf(c);
      const own = caller?.subjectId === subjectId && !hasSecretKey(c, rbac.config.secretKey);
      if (own && identity.password) await requireCurrentPassword(c, { ...identity, password: identity.password }, password);
      await claimAddress(c, email);
      const updated = await accounts.updateIdentity(identityId, { email });
      await rbac.sessions.revokeAllOf(subjectId, own ? caller?.sessionId : undefined);
      const previous = identity.provider === "email_and_password" ? identity.email : null;
      if (previous && previous.toLowerCase() !== email) {
        const language = requestLanguage(rbac.mailer, c, c.var.input.query.lang, lang);
        rbac.mailer.enqueue(emailChangedMail(previous, { lang: language, newEmail: email, siteUrl: siteOrigin(rbac.config, c) }));
      }
      return c.json({ data: updated });
    },
  );

  app.delete(`${subjectBase}/identities/:identityId`, validate({ params: subjectIdentity, summary: "Delete an identity (never the last)", responses: { 200: ok(identityRow) } }), async (c) => {
    const { id: subjectId, identityId } = c.var.input.params;
    const removed = await accounts.removeIdentity(subjectId, identityId);
    if (!removed) throw notFound("This account has no such identity");
    return c.json({ data: removed });
  });

  app.patch(`${subjectBase}/change-password`, validate({ params: subject, body: schemas.changePassword, summary: "Change the password", responses: { 200: ok(identityRow) } }), async (c) => {
    const subjectId = c.var.input.params.id;
    const { caller } = await rbac.callerOf(c);
    const identity = (await accounts.storedIdentitiesOf(subjectId)).find((i) => i.provider === "email_and_password" && i.password);
    return changePassword(c, c.var.input.body, subjectId, identity, caller);
  });

  app.patch("/api/rbac/identities/:id/change-password", validate({ params: uuidParams("id"), body: schemas.changePassword, summary: "Change an identity's password", responses: { 200: ok(identityRow) } }), async (c) => {
    const identityId = c.var.input.params.id;
    const subjectId = await accounts.subjectOfIdentity(identityId);
    if (!subjectId) throw notFound(`identities: no record with id ${identityId}`);
    const caller = await authorizeSubject(rbac, c, subjectId);
    const identity = (await accounts.storedIdentitiesOf(subjectId)).find((i) => i.id === identityId);
    return changePassword(c, c.var.input.body, subjectId, identity, caller);
  });

  // Adds an email-and-password identity to the caller's own subject (or, for an admin or a
  // trusted server, to `subjectId`).
  app.post("/api/rbac/identities/email-and-password", validate({ body: schemas.newIdentity, summary: "Add an email-and-password identity to a subject", responses: { 201: ok(identityRow) } }), async (c) => {
    const data = c.var.input.body;
    const subjectId = data.subjectId ?? (hasSecretKey(c, rbac.config.secretKey) ? undefined : requireCaller(await rbac.callerOf(c)).subjectId);
    if (!subjectId) throw badRequest("subjectId: is required without a signed-in subject");
    await authorizeSubject(rbac, c, subjectId);
    await claimAddress(c, data.email ?? "");
    const created = await accounts.addIdentity(subjectId, { provider: "email_and_password", email: data.email, password: await hashPassword(data.password) });
    return c.json({ data: created }, 201);
  });
}
