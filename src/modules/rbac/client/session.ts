/**
 * The browser's session (SPEC §4 "Session token"), kept without ever holding a token: the server
 * sets both tokens as HttpOnly cookies and a readable hint of when the access token expires (see
 * ./session-cookie.ts). Every tab shares the cookies; a Web Lock orders their refreshes.
 *
 * - On load: a fresh hint is used as it is; an expired one is refreshed (the refresh cookie goes
 *   with the request); no hint (no session), or a refresh the server refuses, starts a new
 *   anonymous subject (POST init). A refresh token an earlier version left in localStorage is used
 *   once to move the session into cookies, then deleted.
 * - While the page is open the session is refreshed shortly before the access token expires (and
 *   when the tab comes back to the foreground). When that refresh is refused, the session is
 *   dropped (the server clears its cookies) and the browser goes to '/'. A network error or a 429
 *   is not a refusal: the session stays and the refresh is tried again later.
 * - Refresh tokens rotate and a reused one revokes its family, so two tabs must never refresh
 *   with the same cookie: every change runs under one Web Lock and first re-reads the hint another
 *   tab may have renewed meanwhile; tabs tell each other of changes on a BroadcastChannel.
 *
 * Browser only; on the server the state stays 'pending'.
 */
import { createRequestClient, isApiError, type RequestClient } from "../../../core/client/api";
import {
  clearHint,
  COOKIE_CLIENT_HEADERS,
  hintFromAnswer,
  readClockOffset,
  readHint,
  readLegacyRefreshToken,
  removeLegacyTokens,
  secretKeyHeaders,
  writeClockOffset,
  type SessionHint,
} from "./session-cookie";

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
/** After a network failure or a 429 (not a refusal), try again this much later. */
const RETRY_MS = 10_000;
const LOCK_NAME = "rbac.subject.session";
/** Tabs announce a changed session here (the cookies themselves raise no event). */
const CHANNEL_NAME = "rbac.subject.session";

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
// API clients. Both ask for cookies only; the browser sends the cookies by itself.

const cookieClientHeaders = () => ({ ...COOKIE_CLIENT_HEADERS, ...secretKeyHeaders() });

/** Init and refresh: no session of ours is needed, and failures are handled here (muted). */
const tokenApi: RequestClient = createRequestClient({ headers: cookieClientHeaders });

/**
 * Calls as the current subject: the access token travels in its cookie; before each call the
 * session is refreshed when about to expire, so a call never goes out with a stale token.
 */
export const sessionApi: RequestClient = createRequestClient({
  headers: async () => {
    await freshSession();
    return cookieClientHeaders();
  },
});

// ---------------------------------------------------------------------------------------------
// The lock: one tab at a time changes the session (in-tab calls queue as well).

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
let channel: BroadcastChannel | undefined;

/**
 * The server's clock as this browser sees it. Expiry is the server's time: a browser whose clock
 * is off by minutes would otherwise refresh in a loop, or never.
 */
let clockOffset: number | undefined;
function serverNow(): number {
  clockOffset ??= typeof window === "undefined" ? 0 : readClockOffset();
  return Date.now() + clockOffset;
}

const isFresh = (hint: SessionHint | undefined, margin = FRESH_MARGIN_MS): hint is SessionHint =>
  !!hint && hint.expiresAt - serverNow() > margin;

/**
 * The server refuses the session (a 4xx), as opposed to being unreachable or busy: a network
 * error, a timeout, a 5xx or a 429 (too many tries) leave the session as it is.
 */
const isRefusal = (error: unknown) =>
  !isApiError(error) || (error.kind === "http" && error.status >= 400 && error.status < 500 && error.status !== 429);

const readyState = (hint: SessionHint): SessionState => ({
  status: "ready",
  subjectId: hint.subjectId,
  sessionId: hint.sessionId,
  expiresAt: hint.expiresAt,
  anonymous: hint.anonymous,
});

function schedule(hint: SessionHint): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  if (typeof window === "undefined") return;
  // A little jitter so that tabs opened together do not all wake at once (the lock orders them anyway).
  const delay = Math.max(1_000, hint.expiresAt - serverNow() - REFRESH_AHEAD_MS + Math.random() * 5_000);
  refreshTimer = setTimeout(() => void refreshNow(), delay);
}

function retryLater(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void ensureSession(), RETRY_MS);
}

/** Tells the other tabs to look at the cookies again. */
function announce(): void {
  channel?.postMessage("changed");
}

/** Uses the session the cookies hold now (this tab's or another's) when its access token is still fresh. */
function adoptStored(margin = FRESH_MARGIN_MS): boolean {
  const hint = readHint();
  if (!isFresh(hint, margin)) return false;
  publish(readyState(hint));
  schedule(hint);
  return true;
}

function apply(hint: SessionHint): void {
  // Just issued: its issue time is the server's 'now' (to the second).
  clockOffset = hint.issuedAt - Date.now();
  writeClockOffset(clockOffset);
  publish(readyState(hint));
  schedule(hint);
  announce();
}

/** The session is gone: forget it here and in the other tabs. */
function drop(): void {
  clearHint();
  publish({ status: "pending" });
  announce();
}

/** Init or refresh; the server sets the cookies and answers what the hint says. */
async function requestSession(path: "init" | "refresh", data?: unknown): Promise<SessionHint> {
  const hint = hintFromAnswer(await tokenApi.request<unknown>("POST", `${AUTHENTICATION}/${path}`, { data }));
  if (!hint) throw new Error("The server answered no session");
  return hint;
}

/**
 * An earlier version kept the refresh token in localStorage: trade it once for the cookies, then
 * delete it. True when that gave a session; a refused token is deleted too. A network error keeps
 * it for the next try (and is thrown).
 */
async function migrateLegacy(): Promise<boolean> {
  const legacy = readLegacyRefreshToken();
  if (!legacy) return false;
  try {
    apply(await requestSession("refresh", { refresh: legacy }));
    removeLegacyTokens();
    return true;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    removeLegacyTokens();
    return false;
  }
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
 * Makes sure the tab has a usable session: the one in the cookies, a refreshed one, or a new
 * anonymous one (when there is none, or the server refuses the refresh).
 */
export function ensureSession(): Promise<void> {
  return withLock(async () => {
    try {
      if (await migrateLegacy()) return;
      if (adoptStored()) return;
      if (readHint()) {
        try {
          apply(await requestSession("refresh"));
          return;
        } catch (error) {
          if (!isRefusal(error)) throw error;
          clearHint(); // refused: start over as a new visitor
        }
      }
      apply(await requestSession("init"));
    } catch {
      // Unreachable or busy server: keep what there is and try again a little later.
      publish({ ...state, status: "error" });
      retryLater();
    }
  });
}

/**
 * The scheduled refresh. Another tab may have refreshed meanwhile: then its session is used.
 * Without a session a new anonymous one starts; when the server refuses the refresh, the session
 * is dropped and the browser goes to '/'.
 */
export function refreshNow(): Promise<void> {
  return withLock(async () => {
    if (adoptStored(ADOPT_MARGIN_MS)) return;
    try {
      apply(await requestSession(readHint() ? "refresh" : "init"));
    } catch (error) {
      if (!isRefusal(error)) {
        retryLater();
        return;
      }
      drop();
      goHome();
    }
  });
}

/** Before a call: refreshes first when the access token is about to expire. */
export async function freshSession(): Promise<void> {
  if (typeof window === "undefined") return;
  const hint = readHint();
  if (isFresh(hint)) return;
  // Without a session the keeper is starting one (or has none yet): wait for it.
  if (!hint) return void (await ensureSession());
  await refreshNow();
}

/** Takes the session a sign-in or registration answered (the cookies are already set), under the lock. */
export function signedIn(answer: unknown): Promise<void> {
  return withLock(async () => {
    const hint = hintFromAnswer(answer) ?? readHint();
    if (!hint) throw new Error("The server answered no session");
    apply(hint);
  });
}

/**
 * Logs out: the server revokes the session and clears its cookies, then a hard redirect (the
 * next page starts a new anonymous session).
 */
export async function logout(target = homeUrl()): Promise<void> {
  await withLock(async () => {
    // Muted: a session that already ended is as good as logged out.
    await tokenApi.request("POST", `${AUTHENTICATION}/logout`).catch(() => undefined);
    drop();
  });
  window.location.assign(target);
}

/** The server said this session is gone (401 on /me): refresh, or start over from '/'. */
export function sessionRejected(): Promise<void> {
  return withLock(async () => {
    try {
      if (!readHint()) throw new Error("No session");
      apply(await requestSession("refresh"));
    } catch (error) {
      if (!isRefusal(error)) return;
      drop();
      goHome();
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Started once by the SessionKeeper component.

let started = false;
let syncTimer: ReturnType<typeof setTimeout> | undefined;

/** Another tab changed the session: adopt it, or (it was dropped) make sure of a session. */
function syncFromCookies(): void {
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

  const onChanged = () => {
    if (syncTimer !== undefined) clearTimeout(syncTimer);
    syncTimer = setTimeout(syncFromCookies, 100); // SPEC §9: debounce 100 ms
  };
  channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : undefined;
  channel?.addEventListener("message", onChanged);
  // Timers sleep in background tabs and laptops: check again when the tab is seen.
  const onVisible = () => {
    if (document.visibilityState !== "visible") return;
    const hint = readHint();
    if (!isFresh(hint)) void refreshNow();
    else if (hint.sessionId !== state.sessionId) onChanged();
  };
  document.addEventListener("visibilitychange", onVisible);
  void ensureSession();

  return () => {
    started = false;
    channel?.close();
    channel = undefined;
    document.removeEventListener("visibilitychange", onVisible);
    if (refreshTimer !== undefined) clearTimeout(refreshTimer);
    if (syncTimer !== undefined) clearTimeout(syncTimer);
  };
}
