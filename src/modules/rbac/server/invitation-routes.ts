import type { Hono } from "hono";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { hasSecretKey } from "../../../core/http/access.js";
import { badRequest, forbidden } from "../../../core/http/errors.js";
import { ok } from "../../../core/http/route-docs.js";
import { siteOrigin } from "../../../core/http/site-origin.js";
import { validate } from "../../../core/http/validate.js";
import { roles } from "../entities.js";
import { inviteMail } from "./account-mail.js";
import type { AccountService } from "./accounts.js";
import { signedIn } from "./answer-schemas.js";
import { AUTHENTICATION_BASE, tokensAnswer } from "./authentication-routes.js";
import { requireCaller } from "./caller.js";
import { passwordResets } from "./password-reset.js";
import { isGranted } from "./policy.js";
import { clientIp, languageQuery, requestLanguage } from "./request.js";
import type { Rbac } from "./runtime.js";
import { subjectEmails } from "./subject-names.js";
import * as schemas from "./schemas.js";

/** An invitation's link works once, for a week (a reset code's hour is too short for a new person). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The site page where an invitee sets a password: the reset-password screen in its invitation mode. */
export const invitationPath = (lang: string, code: string) =>
  `/${lang}/rbac/subject/authentication/email-and-password/reset-password?invitation=1&code=${encodeURIComponent(code)}`;

const invited = z.object({ subjectId: z.string(), email: z.string(), expiresAt: z.string() });

/**
 * Invitations: an administrator (or a trusted server) invites a person by email with roles. The
 * person gets an account without a password and the 'invite' mail with a one-time code that
 * expires in a week (only its hash is stored, as for password resets); accepting it sets the
 * password and signs the person in with those roles.
 */
export function invitationRoutes(app: Hono, rbac: Rbac, accounts: AccountService): void {
  const resets = passwordResets(rbac, accounts);

  app.post(
    "/api/rbac/invitations",
    validate({ query: languageQuery, body: schemas.invitation, summary: "Invite a person by email with roles (administrators only)", responses: { 201: ok(invited, "The invited account; the mail is on its way") } }),
    async (c) => {
      const { email, roleIds, lang } = c.var.input.body;
      const origin = siteOrigin(rbac.config, c);
      // A trusted server has no email of its own: the site signs the invitation.
      let inviter = new URL(origin).host;
      if (!hasSecretKey(c, rbac.config.secretKey)) {
        const caller = requireCaller(await rbac.callerOf(c));
        if (!isGranted(await rbac.grants.of(caller.subjectId), c.req.method, c.req.path)) throw forbidden("Only an administrator may invite");
        inviter = (await subjectEmails(rbac.db, [caller.subjectId])).get(caller.subjectId) ?? inviter;
      }
      const wanted = [...new Set(roleIds)];
      if (wanted.length) {
        const found = await rbac.db.select({ id: roles.id }).from(roles).where(inArray(roles.id, wanted));
        if (found.length !== wanted.length) throw badRequest("roleIds: no such role");
      }
      const { subjectId, identityId } = await accounts.invite(email, wanted);
      const code = await resets.issue(identityId, INVITATION_TTL_MS);
      const language = requestLanguage(rbac.mailer, c, c.var.input.query.lang, lang);
      const link = `${origin}${invitationPath(language, code)}`;
      rbac.mailer.enqueue(inviteMail(email, { lang: language, inviter, link }));
      return c.json({ data: { subjectId, email, expiresAt: new Date(Date.now() + INVITATION_TTL_MS).toISOString() } }, 201);
    },
  );

  app.post(
    `${AUTHENTICATION_BASE}/email-and-password/accept-invitation`,
    validate({ body: schemas.acceptInvitation, summary: "Accept an invitation: set the password and sign in", responses: signedIn(200) }),
    async (c) => {
      const { code, password } = c.var.input.body;
      const subjectId = await rbac.authLimits.resetPassword(clientIp(c, rbac.config.trustProxy), () => resets.reset(code, password));
      if (!subjectId) throw badRequest("This invitation is invalid, already used or expired; ask for a new one");
      return tokensAnswer(c, await rbac.sessions.open(subjectId));
    },
  );
}
