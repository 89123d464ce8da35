import { eq } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { permissions, roles, rolesToPermissions, subjectsToRoles } from "../entities.js";
import { TtlCache } from "./ttl-cache.js";

export const ADMIN_ROLE = "admin";
export const USER_ROLE = "user";

export interface Permission {
  route: string;
  method: string;
  type: "allow" | "deny";
}

export interface RoleRef {
  id: string;
  slug: string;
  title: string;
}

/** What a subject may do: its roles, whether one is admin, and their route permissions. */
export interface Grants {
  roles: RoleRef[];
  admin: boolean;
  permissions: Permission[];
}

const GRANTS_CACHE_MS = 30_000;

/** Writes to these rbac entities change what someone may do: cached grants are dropped. */
export const GRANT_ENTITIES = new Set(["roles", "permissions", "subjects-to-roles", "roles-to-permissions", "subjects"]);

export interface GrantStore {
  of(subjectId: string): Promise<Grants>;
  forget(): void;
}

/** Reads a subject's roles and permissions in one query, cached briefly per subject. */
export function grantStore(db: Db): GrantStore {
  const cache = new TtlCache<string, Promise<Grants>>(GRANTS_CACHE_MS);

  async function load(subjectId: string): Promise<Grants> {
    const rows = await db
      .select({
        roleId: roles.id,
        slug: roles.slug,
        title: roles.title,
        route: permissions.route,
        method: permissions.method,
        type: permissions.type,
      })
      .from(subjectsToRoles)
      .innerJoin(roles, eq(roles.id, subjectsToRoles.roleId))
      .leftJoin(rolesToPermissions, eq(rolesToPermissions.roleId, roles.id))
      .leftJoin(permissions, eq(permissions.id, rolesToPermissions.permissionId))
      .where(eq(subjectsToRoles.subjectId, subjectId));
    const byId = new Map<string, RoleRef>();
    const list: Permission[] = [];
    for (const row of rows) {
      byId.set(row.roleId, { id: row.roleId, slug: row.slug, title: row.title });
      if (row.route) list.push({ route: row.route, method: row.method ?? "*", type: row.type ?? "allow" });
    }
    const roleList = [...byId.values()];
    return { roles: roleList, admin: roleList.some((r) => r.slug === ADMIN_ROLE), permissions: list };
  }

  return {
    of(subjectId) {
      let grants = cache.get(subjectId);
      if (!grants) {
        grants = load(subjectId);
        cache.set(subjectId, grants);
        grants.catch(() => cache.delete(subjectId));
      }
      return grants;
    },
    forget: () => cache.clear(),
  };
}
