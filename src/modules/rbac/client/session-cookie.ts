/**
 * What the browser can see of its session (issue 10, "Tokens"): nothing secret. The server keeps
 * both tokens in HttpOnly cookies (`rbac.subject.jwt`, `rbac.subject.refresh`) and beside them a
 * readable hint, `rbac.subject.session` = `exp.iat.a|s.subjectId.sessionId`: when the access token
 * expires (seconds, the server's clock), whether the subject is anonymous, and whose session it
 * is. The hint lives as long as the refresh cookie, so no hint means no session.
 *
 * Browser only (document, localStorage); every function is safe to call where they are missing.
 */

export const SESSION_HINT_COOKIE = "rbac.subject.session";
/** Browser code asks for cookies only: the server then answers no token in the body. */
export const COOKIE_CLIENT_HEADERS: Readonly<Record<string, string>> = { "x-rbac-tokens": "cookie" };
/** How far the server's clock is ahead of this browser's (ms), learnt from the last issued session. */
export const CLOCK_OFFSET_STORAGE_KEY = "rbac.subject.clock-offset";
/** An administrator's browser may keep the secret key in this cookie; it goes out as a header. */
export const SECRET_KEY_COOKIE = "rbac.secret-key";
export const SECRET_KEY_HEADER = "x-rbac-secret-key";

/**
 * Where earlier versions kept the session: the refresh token in localStorage and the access token
 * in a cookie written by script. Read once to move the session into the server's cookies.
 */
export const LEGACY_REFRESH_STORAGE_KEY = "rbac.subject.refresh";
const LEGACY_ACCESS_COOKIE = "rbac.subject.jwt";

/** The session as the hint (or a token route's answer) describes it; times in ms, the server's clock. */
export interface SessionHint {
  subjectId: string;
  sessionId: string;
  anonymous: boolean;
  expiresAt: number;
  issuedAt: number;
}

const hasDocument = () => typeof document !== "undefined";

export function readCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split("; ").find((c) => c.startsWith(prefix));
  if (!found) return undefined;
  try {
    return decodeURIComponent(found.slice(prefix.length)) || undefined;
  } catch {
    return undefined;
  }
}

const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/** A token route's answer for a cookie client (`{subjectId, sessionId, anonymous, expiresAt, issuedAt}` in seconds). */
export function hintFromAnswer(answer: unknown): SessionHint | undefined {
  const a = answer as Partial<Record<keyof SessionHint, unknown>> | undefined;
  if (!a || !isId(a.subjectId) || !isId(a.sessionId) || typeof a.expiresAt !== "number" || typeof a.issuedAt !== "number") return undefined;
  return { subjectId: a.subjectId, sessionId: a.sessionId, anonymous: a.anonymous === true, expiresAt: a.expiresAt * 1000, issuedAt: a.issuedAt * 1000 };
}

/** The hint cookie, or undefined when there is none (or it cannot be read). */
export function readHint(): SessionHint | undefined {
  const [exp, iat, kind, subjectId, sessionId] = readCookie(SESSION_HINT_COOKIE)?.split(".") ?? [];
  if (kind !== "a" && kind !== "s") return undefined;
  return hintFromAnswer({ subjectId, sessionId, anonymous: kind === "a", expiresAt: Number(exp), issuedAt: Number(iat) });
}

/** Forgets the hint (the server clears the HttpOnly cookies itself). */
export function clearHint(): void {
  if (!hasDocument()) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; SameSite=Lax${secure}`;
}

/** The refresh token an earlier version left in localStorage, if any. */
export function readLegacyRefreshToken(): string | undefined {
  try {
    return window.localStorage.getItem(LEGACY_REFRESH_STORAGE_KEY) || undefined;
  } catch {
    return undefined; // no storage (server render, privacy mode)
  }
}

/** Removes what an earlier version stored: the refresh token and the script-written access cookie. */
export function removeLegacyTokens(): void {
  try {
    window.localStorage.removeItem(LEGACY_REFRESH_STORAGE_KEY);
  } catch {
    // no storage: nothing was kept there
  }
  // A script cannot touch the server's HttpOnly cookie of the same name; this removes only the old one.
  if (hasDocument() && readCookie(LEGACY_ACCESS_COOKIE)) document.cookie = `${LEGACY_ACCESS_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

export function readClockOffset(): number {
  try {
    const value = Number(window.localStorage.getItem(CLOCK_OFFSET_STORAGE_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

export function writeClockOffset(offset: number): void {
  try {
    window.localStorage.setItem(CLOCK_OFFSET_STORAGE_KEY, String(Math.round(offset)));
  } catch {
    // without storage the offset is learnt again on the next session answer
  }
}

/** The secret-key cookie as its header (SPEC §6), or nothing. */
export function secretKeyHeaders(): Record<string, string> {
  const key = readCookie(SECRET_KEY_COOKIE);
  return key ? { [SECRET_KEY_HEADER]: key } : {};
}
