import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { IssuedTokens } from "./sessions.js";
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_MS } from "./tokens.js";

/**
 * The browser's session lives in cookies the server sets (issue 10, "Tokens"): page scripts can
 * read neither token, so an injected script cannot carry a session away.
 *
 * - `rbac.subject.jwt`: the access token, HttpOnly, Path=/ (API calls and server rendering).
 * - `rbac.subject.refresh`: the refresh token, HttpOnly, sent only to the refresh and logout
 *   routes (set once per Path), so no other request ever carries it.
 * - `rbac.subject.session`: readable, holds no secret: when the access token expires (the
 *   server's clock), whether the subject is anonymous, and its subject and session ids, so the
 *   session keeper knows when to refresh and what to show before asking `/me`. It lives as long
 *   as the refresh cookie: no hint means no session, and the keeper starts one (init).
 *
 * All are SameSite=Lax, and Secure when the request came over https.
 */
export const REFRESH_TOKEN_COOKIE = "rbac.subject.refresh";
export const SESSION_HINT_COOKIE = "rbac.subject.session";

/** Browser code says so with this header: it wants cookies only, never tokens in the body. */
export const TOKENS_HEADER = "x-rbac-tokens";
export const TOKENS_IN_COOKIES = "cookie";

const AUTHENTICATION_BASE = "/api/rbac/subjects/authentication";
/** The only routes the refresh cookie is sent to. */
export const REFRESH_COOKIE_PATHS = [`${AUTHENTICATION_BASE}/refresh`, `${AUTHENTICATION_BASE}/logout`] as const;

const REFRESH_TOKEN_TTL_SECONDS = Math.floor(REFRESH_TOKEN_TTL_MS / 1000);

/** What the hint cookie and a cookie client's answer say about the session (no secret in it). */
export interface SessionHint {
  subjectId: string;
  sessionId: string;
  anonymous: boolean;
  /** Expiry and issue time of the access token, in seconds on the server's clock. */
  expiresAt: number;
  issuedAt: number;
}

/**
 * Whether the request reached us over https. An X-Forwarded-Proto of https is believed even
 * without TRUST_PROXY: it can only add the Secure flag, which costs a forger their own cookie.
 */
function overHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

const baseOptions = (c: Context): CookieOptions => ({ sameSite: "Lax", secure: overHttps(c) });

/** The access token's claims as the hint needs them (read, not verified: we just signed it). */
export function hintOf(jwt: string): SessionHint {
  const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
  return {
    subjectId: String(payload.sub),
    sessionId: String(payload.sid),
    anonymous: payload.anon === true,
    expiresAt: Number(payload.exp),
    issuedAt: Number(payload.iat),
  };
}

/** `exp.iat.a|s.subjectId.sessionId`: plain characters, so no encoding for the browser to undo. */
const formatHint = (hint: SessionHint) =>
  [hint.expiresAt, hint.issuedAt, hint.anonymous ? "a" : "s", hint.subjectId, hint.sessionId].join(".");

/** Sets the three cookies for freshly issued tokens. */
export function setSessionCookies(c: Context, tokens: IssuedTokens): SessionHint {
  const base = baseOptions(c);
  const hint = hintOf(tokens.jwt);
  setCookie(c, ACCESS_TOKEN_COOKIE, tokens.jwt, { ...base, path: "/", httpOnly: true, maxAge: ACCESS_TOKEN_TTL_SECONDS });
  for (const path of REFRESH_COOKIE_PATHS) {
    setCookie(c, REFRESH_TOKEN_COOKIE, tokens.refresh, { ...base, path, httpOnly: true, maxAge: REFRESH_TOKEN_TTL_SECONDS });
  }
  setCookie(c, SESSION_HINT_COOKIE, formatHint(hint), { ...base, path: "/", maxAge: REFRESH_TOKEN_TTL_SECONDS });
  return hint;
}

/** Removes every session cookie (logout, a refused refresh). */
export function clearSessionCookies(c: Context): void {
  const base = baseOptions(c);
  deleteCookie(c, ACCESS_TOKEN_COOKIE, { ...base, path: "/" });
  for (const path of REFRESH_COOKIE_PATHS) deleteCookie(c, REFRESH_TOKEN_COOKIE, { ...base, path });
  deleteCookie(c, SESSION_HINT_COOKIE, { ...base, path: "/" });
}

/** The refresh token from its cookie. */
export const refreshCookieOf = (c: Context): string | undefined => getCookie(c, REFRESH_TOKEN_COOKIE) || undefined;

/** Browser code: answer with cookies only. */
export const wantsCookiesOnly = (c: Context): boolean => c.req.header(TOKENS_HEADER)?.trim().toLowerCase() === TOKENS_IN_COOKIES;

/**
 * The answer of a route that issued tokens: the cookies always; the tokens in the body only for
 * an API client (`{"data": {"jwt", "refresh"}}`), never for browser code (`X-Rbac-Tokens:
 * cookie`) or a caller that presented its refresh token by cookie — otherwise any script on the
 * page could trade the HttpOnly cookie for readable tokens. Those get the hint instead.
 */
export function tokensAnswer(c: Context, tokens: IssuedTokens, status: 200 | 201 = 200, options: { fromCookie?: boolean } = {}) {
  const hint = setSessionCookies(c, tokens);
  if (options.fromCookie || wantsCookiesOnly(c)) return c.json({ data: hint }, status);
  return c.json({ data: { jwt: tokens.jwt, refresh: tokens.refresh } }, status);
}
