import type { Hono } from "hono";
import { conflict, unauthorized } from "../../../core/http/errors.js";
import { resetPasswordMail, welcomeMail } from "../../notification/server/index.js";
import { DUPLICATE_EMAIL, type AccountService } from "./accounts.js";
import { AUTHENTICATION_BASE, tokensAnswer } from "./authentication-routes.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { passwordResets } from "./password-reset.js";
import { siteOrigin as originOf } from "../../../core/http/site-origin.js";
import { clientIp, readData, requestLanguage } from "./request.js";
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

  app.post(`${base}/registration`, async (c) => {
    const { login, password, lang } = await readData(c, schemas.credentials);
    await rbac.limiter.consume({ action: "registration", ip: clientIp(c, config.trustProxy), account: login });
    if (await accounts.findIdentity(PROVIDER, { email: login })) throw conflict(DUPLICATE_EMAIL);
    const passwordHash = await hashPassword(password);
    const { caller } = await rbac.callerOf(c);
    const { subjectId, adopted } = await accounts.register({ provider: PROVIDER, email: login, password: passwordHash }, caller?.subjectId);
    // The anonymous session becomes a signed-in one: it is replaced, not upgraded in place.
    if (adopted && caller) await rbac.sessions.revoke(caller.sessionId);
    const tokens = await rbac.sessions.open(subjectId);
    rbac.mailer.enqueue({ to: login, ...welcomeMail({ lang: requestLanguage(c, lang), email: login, siteUrl: siteOrigin(c) }) });
    return tokensAnswer(c, tokens, 201);
  });

  app.post(`${base}/authentication`, async (c) => {
    const { login, password } = await readData(c, schemas.credentials);
    await rbac.limiter.consume({ action: "sign-in", ip: clientIp(c, config.trustProxy), account: login });
    // The same work whether or not the email exists: no way to tell accounts apart by timing.
    const identity = await accounts.findIdentity(PROVIDER, { email: login });
    const valid = await verifyPassword(identity?.password, password);
    const subjectId = valid && identity ? await accounts.subjectOfIdentity(identity.id) : undefined;
    if (!subjectId) throw unauthorized(INVALID_CREDENTIALS);
    await accounts.grantAdminIfListed(subjectId, login);
    return tokensAnswer(c, await rbac.sessions.open(subjectId));
  });

  app.post(`${base}/forgot-password`, async (c) => {
    const { email, lang } = await readData(c, schemas.forgotPassword);
    await rbac.limiter.consume({ action: "forgot-password", ip: clientIp(c, config.trustProxy), account: email });
    const identity = await accounts.findIdentity(PROVIDER, { email });
    if (identity) {
      const code = await resets.issue(identity.id);
      const language = requestLanguage(c, lang);
      const link = `${siteOrigin(c)}/${language}/rbac/subject/authentication/email-and-password/reset-password?code=${encodeURIComponent(code)}`;
      // Sent in the background: the answer comes as fast, and says the same, for any email.
      rbac.mailer.enqueue({ to: email, ...resetPasswordMail({ lang: language, link, code }) });
    }
    return c.json({ data: { ok: true } });
  });

  app.post(`${base}/reset-password`, async (c) => {
    const { code, password } = await readData(c, schemas.resetPassword);
    await resets.reset(code, password);
    return c.json({ data: { ok: true } });
  });
}
