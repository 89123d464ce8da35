import type { Hono } from "hono";
import { hasSecretKey } from "../../../core/http/access.js";
import { conflict, unauthorized } from "../../../core/http/errors.js";
import { resetPasswordMail, welcomeMail } from "./account-mail.js";
import { DUPLICATE_EMAIL, type AccountService } from "./accounts.js";
import { auditAdminSignInFailure } from "./admin-sign-in-failures.js";
import { AUTHENTICATION_BASE, tokensAnswer } from "./authentication-routes.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { passwordResets } from "./password-reset.js";
import { validate } from "../../../core/http/validate.js";
import { done, signedIn } from "./answer-schemas.js";
import { siteOrigin as originOf } from "../../../core/http/site-origin.js";
import { clientIp, languageQuery, requestLanguage } from "./request.js";
import type { Rbac } from "./runtime.js";
import * as schemas from "./schemas.js";

const PROVIDER = "email_and_password";
const INVALID_CREDENTIALS = "Invalid credentials";

/** Registration, sign-in, forgot and reset password. */
export function emailAndPasswordRoutes(app: Hono, rbac: Rbac, accounts: AccountService): void {
  const base = `${AUTHENTICATION_BASE}/email-and-password`;
  const { config } = rbac;
  const resets = passwordResets(rbac, accounts);
  const siteOrigin = (c: Parameters<typeof originOf>[1]) => originOf(config, c);

  app.post(`${base}/registration`, validate({ query: languageQuery, body: schemas.credentials, summary: "Register with email and password", responses: signedIn(201) }), async (c) => {
    const { login, password, lang } = c.var.input.body;
    await rbac.limiter.consume({ action: "registration", ip: clientIp(c, config.trustProxy), account: login });
    if (await accounts.findIdentity(PROVIDER, { email: login })) throw conflict(DUPLICATE_EMAIL);
    const passwordHash = await hashPassword(password);
    const { caller } = await rbac.callerOf(c);
    // A trusted server vouches for the address; anyone else proves it later (a reset code).
    const vouched = hasSecretKey(c, config.secretKey);
    const { subjectId, adopted } = await accounts.register({ provider: PROVIDER, email: login, password: passwordHash }, caller?.subjectId, vouched);
    // The anonymous session becomes a signed-in one: it is replaced, not upgraded in place.
    if (adopted && caller) await rbac.sessions.revoke(caller.sessionId);
    const tokens = await rbac.sessions.open(subjectId);
    rbac.mailer.enqueue(welcomeMail(login, { lang: requestLanguage(rbac.mailer, c, c.var.input.query.lang, lang), siteUrl: siteOrigin(c) }));
    return tokensAnswer(c, tokens, 201);
  });

  app.post(`${base}/authentication`, validate({ body: schemas.credentials, summary: "Sign in with email and password", responses: signedIn(200) }), async (c) => {
    const { login, password } = c.var.input.body;
    let refused: string | undefined;
    const subjectId = await rbac.authLimits.signIn({ ip: clientIp(c, config.trustProxy), account: login }, async () => {
      // The same work whether or not the email exists: no way to tell accounts apart by timing.
      const identity = await accounts.findIdentity(PROVIDER, { email: login });
      const valid = await verifyPassword(identity?.password, password);
      if (identity && !valid) refused = identity.id;
      return valid && identity ? await accounts.subjectOfIdentity(identity.id) : undefined;
    });
    if (!subjectId) {
      if (refused) auditAdminSignInFailure(rbac, accounts, refused);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    return tokensAnswer(c, await rbac.sessions.open(subjectId));
  });

  app.post(`${base}/forgot-password`, validate({ query: languageQuery, body: schemas.forgotPassword, summary: "Mail a password reset link", responses: done }), async (c) => {
    const { email, lang } = c.var.input.body;
    await rbac.limiter.consume({ action: "forgot-password", ip: clientIp(c, config.trustProxy), account: email });
    const language = requestLanguage(rbac.mailer, c, c.var.input.query.lang, lang);
    const origin = siteOrigin(c);
    // The lookup, the code and the mail all happen after the answer: it comes as fast, and says
    // the same, whether or not the email has an account.
    rbac.mailer.enqueue(async () => {
      const identity = await accounts.findIdentity(PROVIDER, { email });
      if (!identity) return undefined;
      const code = await resets.issue(identity.id);
      const link = `${origin}/${language}/rbac/subject/authentication/email-and-password/reset-password?code=${encodeURIComponent(code)}`;
      return resetPasswordMail(email, { lang: language, link, code });
    });
    return c.json({ data: { ok: true } });
  });

  app.post(`${base}/reset-password`, validate({ body: schemas.resetPassword, summary: "Set a new password with a reset token", responses: done }), async (c) => {
    const { code, password } = c.var.input.body;
    await rbac.authLimits.resetPassword(clientIp(c, config.trustProxy), () => resets.reset(code, password));
    return c.json({ data: { ok: true } });
  });
}
