import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import type { Config } from "../../../core/config.js";
import { readRbacSettings } from "./settings.js";
import { log } from "../../../core/log.js";

/** Access tokens live 15 minutes; the session keeper refreshes them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token unused for 30 days expires; each refresh starts a new 30 days. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The cookie the site keeps the access token in (SPEC §9). */
export const ACCESS_TOKEN_COOKIE = "rbac.subject.jwt";

const SECRET_FILE = "jwt-secret";
const MIN_SECRET_LENGTH = 32;

/** What an access token says: whose it is and which session (refresh-token family) issued it. */
export interface AccessClaims {
  subjectId: string;
  sessionId: string;
  /**
   * The subject had no identity when the token was issued (a visitor who has not signed up or
   * in). Sent as the `anon` claim so the browser can show 'Login' without asking who it is.
   */
  anonymous?: boolean;
}

/**
 * The HS256 key: RBAC_JWT_SECRET, or a random one generated on first start and kept in
 * DATA_DIR/jwt-secret (mode 600) so tokens survive restarts. Several processes behind a load
 * balancer must share it: set RBAC_JWT_SECRET for them.
 */
export function loadJwtSecret(config: Pick<Config, "env" | "dataDir">): Uint8Array {
  const { jwtSecret } = readRbacSettings(config.env);
  if (jwtSecret) {
    if (jwtSecret.length < MIN_SECRET_LENGTH) {
      log.warn(`RBAC_JWT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`);
    }
    return new TextEncoder().encode(jwtSecret);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const path = join(config.dataDir, SECRET_FILE);
  try {
    // 'wx' fails if the file exists, so two processes starting together keep one secret.
    writeFileSync(path, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${path} holds no usable secret; delete it to generate a new one`);
  return new TextEncoder().encode(secret);
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

export function accessTokens(key: Uint8Array): AccessTokens {
  return {
    sign({ subjectId, sessionId, anonymous }) {
      return new SignJWT(anonymous ? { sid: sessionId, anon: true } : { sid: sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(subjectId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        // A token without an expiry would be valid for ever, one without a session could not be revoked.
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], requiredClaims: ["exp", "sub", "sid"] });
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return undefined;
        return { subjectId: payload.sub, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}

/** The access token a request carries: `Authorization: Bearer …`, else the site's cookie. */
export function accessTokenOf(c: Context): { token: string; from: "header" | "cookie" } | undefined {
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return { token: bearer, from: "header" };
  const cookie = getCookie(c, ACCESS_TOKEN_COOKIE);
  return cookie ? { token: cookie, from: "cookie" } : undefined;
}

/** 256 random bits: refresh tokens, reset codes. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * How high-entropy secrets (refresh tokens, reset codes) are stored. They are random, so a fast
 * hash is enough: nothing to brute-force, and the database never holds a usable token.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
