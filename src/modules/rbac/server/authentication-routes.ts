import type { Hono } from "hono";
import { z } from "zod";
import { badRequest, forbidden, HttpError, notFound, unauthorized } from "../../../core/http/errors.js";
import { ok } from "../../../core/http/route-docs.js";
import { text, validate } from "../../../core/http/validate.js";
import { done, profile, signedIn } from "./answer-schemas.js";
import type { AccountService } from "./accounts.js";
import { isCrossSiteWrite, requireCaller } from "./caller.js";
import { mayCall } from "./policy.js";
import { clientIp } from "./request.js";
import type { Rbac } from "./runtime.js";
import * as schemas from "./schemas.js";
import { clearSessionCookies, refreshCookieOf, tokensAnswer } from "./session-cookies.js";

export { tokensAnswer } from "./session-cookies.js";

export const AUTHENTICATION_BASE = "/api/rbac/subjects/authentication";

/** `?route=/api/...&method=GET`: may the caller make this call? */
const isAuthorizedQuery = z.object({
  route: z
    .string({ error: "is required, a path such as /api/blog/articles" })
    .max(2000, { error: "must be at most 2000 characters" })
    .refine((route) => route.startsWith("/"), { error: "is required, a path such as /api/blog/articles" }),
  method: z.preprocess(
    (method) => (method === undefined || method === "" ? "GET" : typeof method === "string" ? method.toUpperCase() : method),
    text(20).regex(/^[A-Z]+$/, { error: "must be an HTTP method" }),
  ),
});

/** Sessions: init, refresh, logout, me, is-authorized. */
export function authenticationRoutes(app: Hono, rbac: Rbac, accounts: AccountService): void {
  const base = AUTHENTICATION_BASE;

  app.post(`${base}/init`, validate({ summary: "Start an anonymous session", responses: signedIn(201, "A new anonymous subject's tokens") }), async (c) => {
    await rbac.authLimits.init(clientIp(c, rbac.config.trustProxy));
    const subjectId = await accounts.createSubject();
    return tokensAnswer(c, await rbac.sessions.open(subjectId), 201);
  });

  // API clients send the refresh token in the body; the browser's arrives in its HttpOnly cookie.
  app.post(`${base}/refresh`, validate({ body: schemas.optionalRefresh, summary: "New tokens for a refresh token (body or cookie)", responses: signedIn(200, "The rotated tokens") }), async (c) => {
    const ip = clientIp(c, rbac.config.trustProxy);
    const sent = c.var.input.body?.refresh;
    if (sent !== undefined) return tokensAnswer(c, await rbac.authLimits.refresh(ip, sent, () => rbac.sessions.refresh(sent)));
    const cookie = refreshCookieOf(c);
    if (!cookie) throw badRequest('Send the refresh token as {"data": {"refresh": "..."}} or in the rbac.subject.refresh cookie');
    // SameSite=Lax keeps the cookie off other sites' posts; another origin of the same site is refused here.
    if (isCrossSiteWrite(c, rbac.config)) throw forbidden("A request from another site cannot use the refresh cookie");
    try {
      return tokensAnswer(c, await rbac.authLimits.refresh(ip, cookie, () => rbac.sessions.refresh(cookie)), 200, { fromCookie: true });
    } catch (error) {
      // A refused cookie is dead: drop it (scripts cannot), and the next page starts a new session.
      // A 429 is not a refusal: the cookie stays for the retry.
      if (error instanceof HttpError && error.status === 401) clearSessionCookies(c);
      throw error;
    }
  });

  app.post(`${base}/logout`, validate({ body: schemas.optionalRefresh, summary: "End the session", responses: done }), async (c) => {
    const state = await rbac.callerOf(c);
    let sessionId = state.caller?.sessionId;
    // An expired access token cannot log out, but the refresh token still names the session.
    // The refresh cookie is sent here too; another site may neither use it nor clear it (a forced logout).
    const crossSite = isCrossSiteWrite(c, rbac.config);
    const refresh = sessionId ? undefined : (c.var.input.body?.refresh ?? (crossSite ? undefined : refreshCookieOf(c)));
    if (!sessionId && refresh) sessionId = (await rbac.sessions.sessionOfRefresh(refresh))?.sessionId;
    // Whatever happens, this browser's cookies go: they name no live session, or soon will not.
    if (!crossSite) clearSessionCookies(c);
    if (!sessionId) throw unauthorized(state.problem ?? "No session to log out of");
    await rbac.sessions.revoke(sessionId);
    return c.json({ data: { ok: true } });
  });

  app.get(`${base}/me`, validate({ summary: "The signed-in subject with its identities and roles", responses: { 200: ok(profile) } }), async (c) => {
    const caller = requireCaller(await rbac.callerOf(c));
    const profile = await accounts.profile(caller.subjectId);
    if (!profile) throw notFound("This account no longer exists");
    return c.json({ data: profile });
  });

  app.get(`${base}/is-authorized`, validate({ query: isAuthorizedQuery, summary: "May the caller make this call?", responses: { 200: ok(z.boolean()) } }), async (c) => {
    const { route, method } = c.var.input.query;
    return c.json({ data: await mayCall(c, rbac.policy, { method, path: route }) });
  });
}
