import type { Context } from "hono";
import { hasSecretKey } from "../../../core/http/access.js";
import { forbidden } from "../../../core/http/errors.js";
import { requireCaller, type Caller } from "./caller.js";
import { isGranted } from "./policy.js";
import type { Rbac } from "./runtime.js";

/**
 * Subject routes (`/api/rbac/subjects/{id}/...`, identities) are for that subject, an admin (or a
 * role permission on the route), or a trusted server with X-RBAC-SECRET-KEY: 401/403 otherwise.
 * Answers the caller when there is one.
 */
export async function authorizeSubject(rbac: Rbac, c: Context, subjectId: string): Promise<Caller | undefined> {
  if (hasSecretKey(c, rbac.config.secretKey)) return (await rbac.callerOf(c)).caller;
  const caller = requireCaller(await rbac.callerOf(c));
  if (caller.subjectId === subjectId) return caller;
  if (isGranted(await rbac.grants.of(caller.subjectId), c.req.method, c.req.path)) return caller;
  throw forbidden("This belongs to another account");
}
