/**
 * The admin's view of the declarations: every entity's fields, variants, admin hints and the
 * relations that point at it, as JSON for the browser (which never imports drizzle or the
 * entities). GET /api/admin/entities is for administrators only, like every admin read.
 */
import { getTableColumns, is, SQL } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { EntityDef } from "../entity/define.js";
import { allEntities, relationsOf } from "../entity/registry.js";
import type { AppContext } from "../module.js";
import { noInput } from "../http/validate.js";
import type { AdminEntity, AdminField, AdminLink } from "./types.js";

const isPlain = (value: unknown) =>
  value === null || ["string", "number", "boolean"].includes(typeof value) || (typeof value === "object" && !is(value, SQL) && !(value instanceof Date));

function fieldsOf(def: EntityDef): AdminField[] {
  const columns = getTableColumns(def.table) as Record<string, PgColumn>;
  return def.fields
    .filter((f) => !f.secret)
    .map((f) => {
      const column = columns[f.name];
      const field: AdminField = { name: f.name, kind: f.kind };
      if (f.notNull) field.notNull = true;
      if (f.hasDefault) field.hasDefault = true;
      if (f.unique) field.unique = true;
      if (f.readOnly) field.readOnly = true;
      if (f.values) field.values = [...f.values];
      if (f.pattern) field.pattern = { source: f.pattern.regex.source, flags: f.pattern.regex.flags, message: f.pattern.message };
      if (f.references) field.references = { ...f.references };
      if (column?.default !== undefined && isPlain(column.default)) field.defaultValue = column.default;
      if (column?.defaultFn && f.kind !== "id" && !f.readOnly) field.generated = true;
      if (f.kind === "text" && column?.columnType === "PgUUID") field.format = "uuid";
      return field;
    });
}

function sameEntity(a: { module: string; name: string }, b: { module: string; name: string }) {
  return a.module === b.module && a.name === b.name;
}

/**
 * The relation tables of an entity's form: every declared relation with a key pointing at it,
 * and every ordered link entity (one with an orderIndex and a cascading reference to it, such as
 * host widgets-to-external-widgets).
 */
function linksOf(def: EntityDef, entities: EntityDef[]): AdminLink[] {
  const links: AdminLink[] = [];
  for (const relation of relationsOf(def)) {
    const { left, right } = relation.relation!;
    if (sameEntity(left, def)) links.push({ module: relation.module, name: relation.name, key: left.key, otherKey: right.key, other: { module: right.module, name: right.name } });
    if (sameEntity(right, def)) links.push({ module: relation.module, name: relation.name, key: right.key, otherKey: left.key, other: { module: left.module, name: left.name } });
  }
  for (const e of entities) {
    if (e.relation || !e.fields.some((f) => f.name === "orderIndex")) continue;
    if (!e.cascadesFrom.some((c) => sameEntity(c, def))) continue;
    const references = e.fields.filter((f) => f.kind === "reference" && f.references);
    const own = references.find((f) => sameEntity(f.references!, def));
    if (!own) continue;
    const other = references.find((f) => f !== own);
    links.push({ module: e.module, name: e.name, key: own.name, otherKey: other?.name, other: other?.references ? { ...other.references } : undefined });
  }
  return links;
}

function describe(def: EntityDef, entities: EntityDef[]): AdminEntity {
  return {
    module: def.module,
    name: def.name,
    fields: fieldsOf(def),
    variants: [...def.variants],
    access: { read: def.access.read },
    admin: {
      titleColumn: def.admin.titleColumn,
      searchColumns: [...def.admin.searchColumns],
      ...(def.admin.actions.length ? { actions: def.admin.actions.map((action) => ({ ...action })) } : {}),
    },
    relation: def.relation ? { left: { ...def.relation.left }, right: { ...def.relation.right } } : undefined,
    links: linksOf(def, entities),
  };
}

let cached: AdminEntity[] | undefined;

/** Every declared entity as the admin sees it (computed once: declarations do not change at run time). */
export function adminEntities(): AdminEntity[] {
  if (cached) return cached;
  const entities = allEntities();
  cached = entities.map((def) => describe(def, entities));
  return cached;
}

/** For the policy: a private read of the admin screens, i.e. an administrator (or a matching grant). */
const ADMIN_SCREENS = { module: "admin", name: "entities", access: { read: "private" } } as unknown as EntityDef;

/** Throws 401/403 unless the caller is an administrator (or trusted with the secret key). */
export async function requireAdmin(c: Context, context: AppContext): Promise<void> {
  await context.policy.authorize(c, ADMIN_SCREENS, "read");
}

export function adminRoutes(app: Hono, context: AppContext): void {
  app.get("/api/admin/entities", noInput, async (c) => {
    await requireAdmin(c, context);
    c.header("cache-control", "private, no-store");
    return c.json({ data: adminEntities() });
  });
}
