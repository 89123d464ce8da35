import type { Context, Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { badRequest, notFound, unauthorized } from "../../../core/http/errors.js";
import type { AccountService } from "./accounts.js";
import { requireCaller } from "./caller.js";
import { mayCall } from "./policy.js";
import { clientIp, readOptionalData } from "./request.js";
import type { Rbac } from "./runtime.js";
import * as schemas from "./schemas.js";
import type { IssuedTokens } from "./sessions.js";
import { ACCESS_TOKEN_COOKIE } from "./tokens.js";

export const AUTHENTICATION_BASE = "/api/rbac/subjects/authentication";

/** Where tokens are issued the answer is `{"data": {"jwt", "refresh"}}`. */
export const tokensAnswer = (c: Context, { jwt, refresh }: IssuedTokens, status: 200 | 201 = 200) =>
  c.json({ data: { jwt, refresh } }, status);

/** Sessions: init, refresh, logout, me, is-authorized. */
export function authenticationRoutes(app: Hono, rbac: Rbac, accounts: AccountService): void {
  const base = AUTHENTICATION_BASE;

  app.post(`${base}/init`, async (c) => {
    await rbac.authLimits.init(clientIp(c, rbac.config.trustProxy));
    const subjectId = await accounts.createSubject();
    return tokensAnswer(c, await rbac.sessions.open(subjectId), 201);
  });

  app.post(`${base}/refresh`, async (c) => {
    const data = await readOptionalData(c, schemas.refresh);
    if (!data) throw badRequest('Body must be {"data": {"refresh": "..."}}');
    const tokens = await rbac.authLimits.refresh(clientIp(c, rbac.config.trustProxy), data.refresh, () => rbac.sessions.refresh(data.refresh));
    return tokensAnswer(c, tokens);
  });

  app.post(`${base}/logout`, async (c) => {
    const state = await rbac.callerOf(c);
    let sessionId = state.caller?.sessionId;
    // An expired access token cannot log out, but the refresh token still names the session.
    const refresh = sessionId ? undefined : (await readOptionalData(c, schemas.optionalRefresh))?.refresh;
    if (!sessionId && refresh) sessionId = (await rbac.sessions.sessionOfRefresh(refresh))?.sessionId;
    if (!sessionId) throw unauthorized(state.problem ?? "No session to log out of");
    await rbac.sessions.revoke(sessionId);
    deleteCookie(c, ACCESS_TOKEN_COOKIE, { path: "/" });
    return c.json({ data: { ok: true } });
  });

  app.get(`${base}/me`, async (c) => {
    const caller = requireCaller(await rbac.callerOf(c));
    const profile = await accounts.profile(caller.subjectId);
    if (!profile) throw notFound("This account no longer exists");
    return c.json({ data: profile });
  });

  app.get(`${base}/is-authorized`, async (c) => {
    const route = c.req.query("route");
    if (!route || !route.startsWith("/")) throw badRequest("route: is required, a path such as /api/blog/articles");
    const method = (c.req.query("method") || "GET").toUpperCase();
    if (!/^[A-Z]+$/.test(method)) throw badRequest("method: must be an HTTP method");
    return c.json({ data: await mayCall(c, rbac.policy, { method, path: route }) });
  });
}
