/**
 * Where the browser keeps a session (SPEC §9): the refresh token in localStorage
 * `rbac.subject.refresh`, the access JWT in the cookie `rbac.subject.jwt` (path=/, SameSite=Lax),
 * so the server reads it on API calls and page renders without any header.
 *
 * Browser only (document, localStorage); every function is safe to call where they are missing.
 */

export const REFRESH_STORAGE_KEY = "rbac.subject.refresh";
/** How far the server's clock is ahead of this browser's (ms), learnt from the last issued token. */
export const CLOCK_OFFSET_STORAGE_KEY = "rbac.subject.clock-offset";
export const ACCESS_TOKEN_COOKIE = "rbac.subject.jwt";
/** An administrator's browser may keep the secret key in this cookie; it goes out as a header. */
export const SECRET_KEY_COOKIE = "rbac.secret-key";
export const SECRET_KEY_HEADER = "x-rbac-secret-key";

export interface Tokens {
  jwt: string;
  refresh: string;
}

/** What the access token says (read, not verified: the server verifies). */
export interface AccessClaims {
  subjectId: string;
  sessionId: string;
  /** Expiry on the server's clock, in ms. */
  expiresAt: number;
  /** Issue time on the server's clock, in ms. */
  issuedAt: number;
  /** The token's lifetime as the server issued it, in seconds. */
  lifetime: number;
  /** The subject had no identity when the token was issued (the `anon` claim). */
  anonymous: boolean;
}

const hasDocument = () => typeof document !== "undefined";

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(part.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function claimsOf(jwt: string | undefined | null): AccessClaims | undefined {
  if (!jwt) return undefined;
  try {
    const payload = JSON.parse(decodeBase64Url(jwt.split(".")[1] ?? "")) as Record<string, unknown>;
    const { sub, sid, exp, iat, anon } = payload;
    if (typeof sub !== "string" || typeof sid !== "string" || typeof exp !== "number") return undefined;
    const lifetime = typeof iat === "number" && exp > iat ? exp - iat : 15 * 60;
    return { subjectId: sub, sessionId: sid, expiresAt: exp * 1000, issuedAt: (exp - lifetime) * 1000, lifetime, anonymous: anon === true };
  } catch {
    return undefined;
  }
}

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

export const readAccessToken = () => readCookie(ACCESS_TOKEN_COOKIE);

/**
 * Stores the access token in its cookie for as long as the token lives (its lifetime as issued,
 * so a wrong clock in the browser does not matter), or removes it.
 */
export function writeAccessToken(jwt: string | null): void {
  if (!hasDocument()) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  if (!jwt) {
    document.cookie = `${ACCESS_TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax${secure}`;
    return;
  }
  const maxAge = claimsOf(jwt)?.lifetime ?? 15 * 60;
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(jwt)}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
}

export function readRefreshToken(): string | undefined {
  try {
    return window.localStorage.getItem(REFRESH_STORAGE_KEY) || undefined;
  } catch {
    return undefined; // no storage (server render, privacy mode)
  }
}

export function writeRefreshToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(REFRESH_STORAGE_KEY, token);
    else window.localStorage.removeItem(REFRESH_STORAGE_KEY);
  } catch {
    // storage full or forbidden: the session lasts as long as the access token
  }
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
    // without storage the offset is learnt again on the next token
  }
}

export function storeTokens(tokens: Tokens): void {
  writeAccessToken(tokens.jwt);
  writeRefreshToken(tokens.refresh);
}

export function clearTokens(): void {
  writeAccessToken(null);
  writeRefreshToken(null);
}

/** The secret-key cookie as its header (SPEC §6), or nothing. */
export function secretKeyHeaders(): Record<string, string> {
  const key = readCookie(SECRET_KEY_COOKIE);
  return key ? { [SECRET_KEY_HEADER]: key } : {};
}
