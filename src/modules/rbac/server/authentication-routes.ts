import type { Context, Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { z } from "zod";
import { notFound, unauthorized } from "../../../core/http/errors.js";
import { noInput, text, validate } from "../../../core/http/validate.js";
import type { AccountService } from "./accounts.js";
import { requireCaller } from "./caller.js";
import { mayCall } from "./policy.js";
import type { Rbac } from "./runtime.js";
import * as schemas from "./schemas.js";
import type { IssuedTokens } from "./sessions.js";
import { ACCESS_TOKEN_COOKIE } from "./tokens.js";

export const AUTHENTICATION_BASE = "/api/rbac/subjects/authentication";

/** Where tokens are issued the answer is `{"data": {"jwt", "refresh"}}`. */
export const tokensAnswer = (c: Context, { jwt, refresh }: IssuedTokens, status: 200 | 201 = 200) =>
  c.json({ data: { jwt, refresh } }, status);

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

  app.post(`${base}/init`, noInput, async (c) => {
    const subjectId = await accounts.createSubject();
    return tokensAnswer(c, await rbac.sessions.open(subjectId), 201);
  });

  app.post(`${base}/refresh`, validate({ body: schemas.refresh }), async (c) => {
    return tokensAnswer(c, await rbac.sessions.refresh(c.var.input.body.refresh));
  });

  app.post(`${base}/logout`, validate({ body: schemas.optionalRefresh }), async (c) => {
    const state = await rbac.callerOf(c);
    let sessionId = state.caller?.sessionId;
    // An expired access token cannot log out, but the refresh token still names the session.
    const refresh = sessionId ? undefined : c.var.input.body?.refresh;
    if (!sessionId && refresh) sessionId = (await rbac.sessions.sessionOfRefresh(refresh))?.sessionId;
    if (!sessionId) throw unauthorized(state.problem ?? "No session to log out of");
    await rbac.sessions.revoke(sessionId);
    deleteCookie(c, ACCESS_TOKEN_COOKIE, { path: "/" });
    return c.json({ data: { ok: true } });
  });

  app.get(`${base}/me`, noInput, async (c) => {
    const caller = requireCaller(await rbac.callerOf(c));
    const profile = await accounts.profile(caller.subjectId);
    if (!profile) throw notFound("This account no longer exists");
    return c.json({ data: profile });
  });

  app.get(`${base}/is-authorized`, validate({ query: isAuthorizedQuery }), async (c) => {
    const { route, method } = c.var.input.query;
    return c.json({ data: await mayCall(c, rbac.policy, { method, path: route }) });
  });
}
