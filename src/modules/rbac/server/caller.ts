import type { Context } from "hono";
import { unauthorized } from "../../../core/http/errors.js";
import { requestHost } from "./request.js";
import type { SessionStore } from "./sessions.js";
import { accessTokenOf, type AccessClaims, type AccessTokens } from "./tokens.js";

/** Who is calling: the subject of a valid access token whose session is still alive. */
export type Caller = AccessClaims;

export interface CallerState {
  caller?: Caller;
  /** Set when a token was sent but is not (or no longer) valid. */
  problem?: string;
}

export type CallerOf = (c: Context) => Promise<CallerState>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A write sent from another site's page (a form posting multipart data needs no CORS preflight).
 * Browsers say so in Sec-Fetch-Site and Origin; requests without them (servers, tests) are not.
 */
export function isCrossSiteWrite(c: Context, options: { siteUrl?: string; trustProxy: boolean }): boolean {
  if (SAFE_METHODS.has(c.req.method)) return false;
  if (c.req.header("sec-fetch-site") === "cross-site") return true;
  const origin = c.req.header("origin");
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // 'null' (sandboxed frames, file:) and other opaque origins
  }
  const site = options.siteUrl ? new URL(options.siteUrl).host : undefined;
  return host !== requestHost(c, options.trustProxy) && host !== site;
}

/**
 * Resolves the caller once per request (the policy and a route may both ask). The session
 * cookie does not count for a cross-site write (CSRF); a Bearer header always does.
 */
export function callerResolver(tokens: AccessTokens, sessions: SessionStore, options: { siteUrl?: string; trustProxy: boolean }): CallerOf {
  const perRequest = new WeakMap<Context, Promise<CallerState>>();
  async function resolve(c: Context): Promise<CallerState> {
    const found = accessTokenOf(c);
    if (!found) return {};
    if (found.from === "cookie" && isCrossSiteWrite(c, options)) return { problem: "A request from another site cannot use the session cookie" };
    const claims = await tokens.verify(found.token);
    if (!claims) return { problem: "Invalid or expired access token" };
    if (!(await sessions.isActive(claims))) return { problem: "This session has ended; sign in again" };
    return { caller: claims };
  }
  return (c) => {
    let state = perRequest.get(c);
    if (!state) {
      state = resolve(c);
      perRequest.set(c, state);
    }
    return state;
  };
}

/** The caller, or 401 with the reason (no token, a bad one, an ended session). */
export function requireCaller(state: CallerState, message = "Sign in first"): Caller {
  if (state.caller) return state.caller;
  throw unauthorized(state.problem ?? message);
}
