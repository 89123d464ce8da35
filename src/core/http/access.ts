import { timingSafeEqual, createHash } from "node:crypto";
import type { Context } from "hono";
import type { EntityDef } from "../entity/define.js";
import { forbidden, unauthorized } from "./errors.js";

export type Operation = "read" | "write";

/**
 * The one seam where every generic route asks "may this caller do this?". The accounts module
 * replaces the default policy with sessions and roles; routes never check access themselves.
 * A policy knows a caller only by what the request carries: a caller with no cookie, no
 * Authorization and no secret key is anonymous (see `isAnonymous`).
 */
/** A generic call a route's work amounts to (`POST /api/ecommerce/products`), asked about in its place. */
export interface GenericCall {
  method: string;
  path: string;
}

export interface AccessPolicy {
  /**
   * `as`: a route that writes several entities at once (the admin's schedule) asks about each
   * generic call it stands for, so a role refused one of them is refused the whole.
   */
  authorize(c: Context, def: EntityDef, operation: Operation, as?: GenericCall): Promise<void>;
  /** The signed-in subject calling, if any (who wrote, in versions and the audit log). */
  subjectOf?(c: Context): Promise<string | undefined>;
  /** Names to show for subjects (their email), for the History and the audit log. */
  subjectNames?(ids: string[]): Promise<Map<string, string>>;
}

export const SECRET_KEY_HEADER = "x-rbac-secret-key";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant-time comparison of the caller's key with the configured one. */
export function hasSecretKey(c: Context, secret: string | undefined): boolean {
  const given = c.req.header(SECRET_KEY_HEADER);
  if (!secret || !given) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * A request that carries no credential at all: no policy may grant it more than public reads, so
 * a route may skip asking (and the refusal's error) on the hot path of anonymous reads.
 */
export function isAnonymous(c: Context): boolean {
  return !c.req.header("cookie") && !c.req.header("authorization") && !c.req.header(SECRET_KEY_HEADER);
}

/** Public reads of public entities; everything else needs X-RBAC-SECRET-KEY. */
export function secretKeyPolicy(secret: string | undefined): AccessPolicy {
  return {
    async authorize(c, def, operation) {
      if (operation === "read" && def.access.read === "public") return;
      if (hasSecretKey(c, secret)) return;
      if (c.req.header(SECRET_KEY_HEADER)) throw forbidden("Invalid secret key");
      throw unauthorized(operation === "write" ? "Writes need the X-RBAC-SECRET-KEY header" : "This data is private");
    },
  };
}
