import type { Context } from "hono";
import type { EntityDef } from "../../../core/entity/define.js";
import { findEntity } from "../../../core/entity/registry.js";
import { hasSecretKey, SECRET_KEY_HEADER, type AccessPolicy, type GenericCall, type Operation } from "../../../core/http/access.js";
import { forbidden, unauthorized } from "../../../core/http/errors.js";
import { isUuid } from "../../../core/http/query.js";
import type { CallerOf, CallerState } from "./caller.js";
import type { GrantStore, Grants, Permission } from "./grants.js";

/**
 * Whether a permission's route pattern covers a path. Segments match literally; ':name' or '*'
 * matches one segment; a trailing '*' matches the rest (also nothing); '*' alone matches all.
 * '/api/blog/*' covers '/api/blog/articles' and '/api/blog/articles/{id}'.
 */
export function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.trim().replace(/\/+$/, "").split("/");
  const have = path.split("?")[0]!.replace(/\/+$/, "").split("/");
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment === "*" && i === want.length - 1) return true;
    if (i >= have.length) return false;
    if (segment === "*" || segment.startsWith(":")) continue;
    if (segment !== have[i]) return false;
  }
  return want.length === have.length;
}

/** A deny that matches wins over any allow; no matching allow means no. */
export function permits(permissions: Permission[], method: string, path: string): boolean {
  const matching = permissions.filter(
    (p) => (p.method === "*" || p.method.toUpperCase() === method.toUpperCase()) && routeMatches(p.route, path),
  );
  return matching.length > 0 && matching.every((p) => p.type !== "deny");
}

export const isGranted = (grants: Grants, method: string, path: string) => grants.admin || permits(grants.permissions, method, path);

/** `/api/rbac/subjects/{id}/...`: the subject id, or undefined for any other path. */
export function subjectOfPath(path: string): string | undefined {
  const match = path.match(/^\/api\/rbac\/subjects\/([^/?]+)\/[^?]/);
  return match && isUuid(match[1]) ? match[1] : undefined;
}

/** The entity a generic route serves, `/api/{module}/{entity}[/...]`. */
export function entityOfPath(path: string): EntityDef | undefined {
  const match = path.match(/^\/api\/([a-z0-9-]+)\/([a-z0-9-]+)(?:\/|\?|$)/);
  return match ? findEntity(match[1]!, match[2]!) : undefined;
}

export interface RbacPolicyDeps {
  secretKey?: string;
  callerOf: CallerOf;
  grants: GrantStore;
}

function denyAnonymous(state: CallerState, operation: Operation): never {
  throw unauthorized(
    state.problem ?? (operation === "write" ? "Writes need a signed-in administrator or the X-RBAC-SECRET-KEY header" : "This data is private"),
  );
}

/**
 * The access policy of every generic route: X-RBAC-SECRET-KEY is trusted; reads of public
 * entities are open; anything else needs a signed-in subject with the admin role or a role
 * permission matching the request's method and path (401 without a subject, 403 without a grant).
 */
export function rbacPolicy({ secretKey, callerOf, grants }: RbacPolicyDeps): AccessPolicy {
  return {
    async authorize(c: Context, def: EntityDef, operation: Operation, as?: GenericCall) {
      if (operation === "read" && def.access.read === "public") return;
      if (hasSecretKey(c, secretKey)) return;
      if (c.req.header(SECRET_KEY_HEADER)) throw forbidden("Invalid secret key");
      const state = await callerOf(c);
      if (!state.caller) denyAnonymous(state, operation);
      const granted = isGranted(await grants.of(state.caller.subjectId), as?.method ?? c.req.method, as?.path ?? c.req.path);
      if (!granted) throw forbidden(operation === "write" ? "Only an administrator may change this" : "Only an administrator may read this");
    },
    subjectOf: async (c) => (await callerOf(c)).caller?.subjectId,
  };
}

/**
 * Whether the caller may call `method path` (GET /is-authorized): the same rules as the policy
 * and the subject-route guard, answered instead of thrown.
 */
export async function mayCall(
  c: Context,
  deps: RbacPolicyDeps,
  request: { method: string; path: string },
): Promise<boolean> {
  if (hasSecretKey(c, deps.secretKey)) return true;
  const method = request.method.toUpperCase();
  const subjectId = subjectOfPath(request.path);
  const def = subjectId ? undefined : entityOfPath(request.path);
  if (def && method === "GET" && def.access.read === "public") return true;
  const { caller } = await deps.callerOf(c);
  if (!caller) return false;
  if (subjectId && caller.subjectId === subjectId) return true;
  return isGranted(await deps.grants.of(caller.subjectId), method, request.path);
}
