/**
 * The browser's session (SPEC §4 "Session token"): one per tab, kept in step with the other tabs
 * through localStorage and a Web Lock.
 *
 * - On load: a fresh access token is used as it is; an expired or missing one is refreshed with
 *   the stored refresh token; no refresh token, or one the server refuses, starts a new anonymous
 *   subject (POST init).
 * - While the page is open the access token is refreshed shortly before it expires (and when the
 *   tab comes back to the foreground). When that refresh is refused, both tokens are removed and
 *   the browser goes to '/'.
 * - Refresh tokens rotate and a reused one revokes its family, so two tabs must never refresh
 *   with the same token: every change of tokens runs under one Web Lock and first re-reads what
 *   another tab may have stored meanwhile.
 *
 * Browser only; on the server the state stays 'pending'.
 */
import { createRequestClient, isApiError, type RequestClient } from "../../../core/client/api";
import {
  claimsOf,
  clearTokens,
  readAccessToken,
  readClockOffset,
  readRefreshToken,
  REFRESH_STORAGE_KEY,
  secretKeyHeaders,
  storeTokens,
  writeClockOffset,
  type AccessClaims,
  type Tokens,
} from "./tokens";

export const AUTHENTICATION = "/api/rbac/subjects/authentication";

/** Refresh this long before the access token expires. */
const REFRESH_AHEAD_MS = 90_000;
/** A token with less than this left is refreshed before use. */
const FRESH_MARGIN_MS = 60_000;
/**
 * Before refreshing, a token with more than this left is taken as another tab's fresh one (ours
 * has at most REFRESH_AHEAD_MS left when the timer fires).
 */
const ADOPT_MARGIN_MS = 120_000;
/** After a network failure (not a refusal), try again this much later. */
const RETRY_MS = 10_000;
const LOCK_NAME = "rbac.subject.session";

export type SessionStatus = "pending" | "ready" | "error";

export interface SessionState {
  status: SessionStatus;
  subjectId?: string;
  /** The refresh-token family: it changes on sign-in, registration and logout, not on refresh. */
  sessionId?: string;
  expiresAt?: number;
  /** The access token says the subject has no identity yet (see the server's `anon` claim). */
  anonymous?: boolean;
}

// ---------------------------------------------------------------------------------------------
// State shared by every component of the tab (useSyncExternalStore).

let state: SessionState = { status: "pending" };
const listeners = new Set<() => void>();
const SERVER_STATE: SessionState = { status: "pending" };

function publish(next: SessionState): void {
  if (
    next.status === state.status &&
    next.subjectId === state.subjectId &&
    next.sessionId === state.sessionId &&
    next.expiresAt === state.expiresAt &&
    next.anonymous === state.anonymous
  ) {
    return;
  }
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  getServer: (): SessionState => SERVER_STATE,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// ---------------------------------------------------------------------------------------------
// API clients.

/** Init and refresh: no token of ours is needed, and failures are handled here (muted). */
const tokenApi: RequestClient = createRequestClient({ headers: secretKeyHeaders });

/**
 * Calls as the current subject: the access token travels in its cookie; before each call it is
 * refreshed when about to expire, so a call never goes out with a stale token.
 */
export const sessionApi: RequestClient = createRequestClient({
  headers: async () => {
    await freshAccessToken();
    return secretKeyHeaders();
  },
});

// ---------------------------------------------------------------------------------------------
// The lock: one tab at a time changes tokens (in-tab calls queue as well).

let tabQueue: Promise<unknown> = Promise.resolve();

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const run = locks?.request ? () => locks.request(LOCK_NAME, work) as Promise<T> : work;
  const next = tabQueue.then(run, run);
  tabQueue = next.catch(() => undefined);
  return next;
}

// ---------------------------------------------------------------------------------------------
// Keeping the session.

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let languages: readonly string[] = [];

/**
 * The server's clock as this browser sees it. Expiry is the server's time: a browser whose clock
 * is off by minutes would otherwise refresh in a loop, or never.
 */
let clockOffset: number | undefined;
function serverNow(): number {
  clockOffset ??= typeof window === "undefined" ? 0 : readClockOffset();
  return Date.now() + clockOffset;
}

const isFresh = (claims: AccessClaims | undefined, margin = FRESH_MARGIN_MS): claims is AccessClaims =>
  !!claims && claims.expiresAt - serverNow() > margin;

/** A 4xx answer: the server refuses the token (as opposed to being unreachable). */
const isRefusal = (error: unknown) => isApiError(error) && error.kind === "http" && error.status >= 400 && error.status < 500;

const readyState = (claims: AccessClaims): SessionState => ({
  status: "ready",
  subjectId: claims.subjectId,
  sessionId: claims.sessionId,
  expiresAt: claims.expiresAt,
  anonymous: claims.anonymous,
});

function schedule(claims: AccessClaims): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  if (typeof window === "undefined") return;
  // A little jitter so that tabs opened together do not all wake at once (the lock orders them anyway).
  const delay = Math.max(1_000, claims.expiresAt - serverNow() - REFRESH_AHEAD_MS + Math.random() * 5_000);
  refreshTimer = setTimeout(() => void refreshNow(), delay);
}

function retryLater(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void ensureSession(), RETRY_MS);
}

/**
 * Uses what storage holds now (this tab's or another's) when its access token is still fresh.
 * An access token without a refresh token (set by a server or a test) is used until it expires.
 */
function adoptStored(margin = FRESH_MARGIN_MS): boolean {
  const claims = claimsOf(readAccessToken());
  if (!isFresh(claims, margin)) return false;
  publish(readyState(claims));
  schedule(claims);
  return true;
}

function apply(tokens: Tokens): void {
  const claims = claimsOf(tokens.jwt);
  if (!claims) throw new Error("The server answered an unreadable access token");
  storeTokens(tokens);
  // Just issued: its issue time is the server's 'now' (to the second).
  clockOffset = claims.issuedAt - Date.now();
  writeClockOffset(clockOffset);
  publish(readyState(claims));
  schedule(claims);
}

async function requestTokens(path: string, data?: unknown): Promise<Tokens> {
  const tokens = await tokenApi.request<Tokens | undefined>("POST", `${AUTHENTICATION}/${path}`, { data });
  if (!tokens?.jwt || !tokens.refresh) throw new Error("No data");
  return tokens;
}

/** '/', in the current language when the url carries one ('/en/...' -> '/en'). */
export function homeUrl(): string {
  if (typeof window === "undefined") return "/";
  const first = window.location.pathname.split("/")[1] ?? "";
  return languages.includes(first) ? `/${first}` : "/";
}

function goHome(): void {
  window.location.assign(homeUrl());
}

/**
 * Makes sure the tab has a usable session: the stored one, a refreshed one, or a new anonymous
 * one (when there is no refresh token, or the server refuses it).
 */
export function ensureSession(): Promise<void> {
  return withLock(async () => {
    if (adoptStored()) return;
    const refresh = readRefreshToken();
    try {
      if (refresh) {
        try {
          apply(await requestTokens("refresh", { refresh }));
          return;
        } catch (error) {
          if (!isRefusal(error)) throw error;
          clearTokens(); // refused: start over as a new visitor
        }
      }
      apply(await requestTokens("init"));
    } catch {
      // Unreachable server: keep what is stored and try again a little later.
      publish({ ...state, status: "error" });
      retryLater();
    }
  });
}

/**
 * The scheduled refresh. Another tab may have refreshed meanwhile: then its tokens are used.
 * Without a refresh token a new anonymous session starts; when the server refuses the refresh
 * token, both tokens go and the browser goes to '/'.
 */
export function refreshNow(): Promise<void> {
  return withLock(async () => {
    if (adoptStored(ADOPT_MARGIN_MS)) return;
    const refresh = readRefreshToken();
    try {
      apply(await requestTokens(refresh ? "refresh" : "init", refresh ? { refresh } : undefined));
    } catch (error) {
      if (isApiError(error) && !isRefusal(error)) {
        retryLater();
        return;
      }
      clearTokens();
      publish({ status: "pending" });
      goHome();
    }
  });
}

/** Before a call: refreshes first when the access token is about to expire. */
export async function freshAccessToken(): Promise<void> {
  if (typeof window === "undefined") return;
  if (isFresh(claimsOf(readAccessToken()))) return;
  // Without a refresh token the keeper is starting a session (or has none yet): wait for it.
  if (!readRefreshToken()) return void (await ensureSession());
  await refreshNow();
}

/** Stores tokens a sign-in or registration answered, under the lock. */
export function signedIn(tokens: Tokens): Promise<void> {
  return withLock(async () => apply(tokens));
}

/**
 * Logs out: the server revokes the session, both tokens are removed, then a hard redirect (the
 * next page starts a new anonymous session).
 */
export async function logout(target = homeUrl()): Promise<void> {
  await withLock(async () => {
    const refresh = readRefreshToken();
    // Muted: a session that already ended is as good as logged out.
    await tokenApi.request("POST", `${AUTHENTICATION}/logout`, { data: refresh ? { refresh } : undefined }).catch(() => undefined);
    clearTokens();
    publish({ status: "pending" });
  });
  window.location.assign(target);
}

/** The server said this session is gone (401 on /me): refresh, or start over from '/'. */
export function sessionRejected(): Promise<void> {
  return withLock(async () => {
    const refresh = readRefreshToken();
    try {
      if (!refresh) throw new Error("No refresh token");
      apply(await requestTokens("refresh", { refresh }));
    } catch (error) {
      if (isApiError(error) && !isRefusal(error)) return;
      clearTokens();
      publish({ status: "pending" });
      goHome();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Started once by the SessionKeeper component.

let started = false;
let syncTimer: ReturnType<typeof setTimeout> | undefined;

/** Another tab changed the tokens: adopt them, or (they were removed) make sure of a session. */
function syncFromStorage(): void {
  void withLock(async () => {
    if (adoptStored(0)) return;
    publish({ status: "pending" });
  }).then(() => (state.status === "pending" ? ensureSession() : undefined));
}

/** Starts keeping the session; returns the function that stops it (tests, hot reload). */
export function startSessionKeeper(options: { languages?: readonly string[] } = {}): () => void {
  if (typeof window === "undefined" || started) return () => undefined;
  started = true;
  languages = options.languages ?? [];

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== REFRESH_STORAGE_KEY) return;
    if (syncTimer !== undefined) clearTimeout(syncTimer);
    syncTimer = setTimeout(syncFromStorage, 100); // SPEC §9: debounce 100 ms
  };
  // Timers sleep in background tabs and laptops: check again when the tab is seen.
  const onVisible = () => {
    if (document.visibilityState !== "visible") return;
    if (!isFresh(claimsOf(readAccessToken()))) void refreshNow();
  };
  window.addEventListener("storage", onStorage);
  document.addEventListener("visibilitychange", onVisible);
  void ensureSession();

  return () => {
    started = false;
    window.removeEventListener("storage", onStorage);
    document.removeEventListener("visibilitychange", onVisible);
    if (refreshTimer !== undefined) clearTimeout(refreshTimer);
    if (syncTimer !== undefined) clearTimeout(syncTimer);
  };
}
