/**
 * The admin's view of the declarations: every entity's fields, variants, admin hints and the
 * relations that point at it, as JSON for the browser (which never imports drizzle or the
 * entities). GET /api/admin/entities is for administrators only, like every admin read.
 */
import { getTableColumns, is, SQL } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { EntityDef } from "../entity/define.js";
import { resolvePath } from "../entity/related-paths.js";
import { loadRelatedValues } from "../entity/related-values.js";
import { allEntities, findEntity, relationsOf } from "../entity/registry.js";
import type { AppContext } from "../module.js";
import { notFound } from "../http/errors.js";
import { ok } from "../http/route-docs.js";
import { text, uuid, validate } from "../http/validate.js";
import type { AdminEntity, AdminField, AdminLink, AdminRelated } from "./types.js";

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
      if (f.range) field.range = { ...f.range };
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

const refOf = (def: EntityDef) => ({ module: def.module, name: def.name });

/** The related declarations as plain data: paths resolved to the entities a link or a filter opens. */
function relatedOf(def: EntityDef): AdminRelated[] {
  return Object.entries(def.admin.related).map(([name, declaration]) => {
    const related: AdminRelated = { name, label: declaration.label, kind: declaration.through?.length && !declaration.column ? "count" : "values" };
    if (!declaration.through?.length) return related;
    const path = resolvePath(def, name, declaration);
    if (declaration.fallback) {
      if (!declaration.column) throw new Error(`${def.module}/${def.name} related '${name}': a fallback path belongs to a value with a column, not a count`);
      // Resolved here too, so a wrong name in it fails the admin's registry test like the first path's.
      resolvePath(def, name, declaration.fallback);
    }
    related.filterBy = refOf(path.first);
    if (declaration.link) related.link = refOf(path.first);
    if (declaration.listFilter) {
      // The other side must name a path back through the same relation, or the link would open an unfiltered list.
      const back = path.end.admin.related[declaration.listFilter];
      if (path.hops.length !== 1 || back?.through?.[0] !== `${path.hops[0].relation.module}/${path.hops[0].relation.name}`) {
        throw new Error(`${def.module}/${def.name} related '${name}': ${path.end.module}/${path.end.name} has no related '${declaration.listFilter}' back through the same relation`);
      }
      related.list = { ...refOf(path.end), filter: declaration.listFilter };
    }
    return related;
  });
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
      ...(def.admin.titlePrefix ? { titlePrefix: def.admin.titlePrefix } : {}),
      ...(def.admin.listColumns ? { listColumns: [...def.admin.listColumns] } : {}),
      ...(Object.keys(def.admin.related).length ? { related: relatedOf(def) } : {}),
      ...(def.admin.titleFrom ? { titleFrom: def.admin.titleFrom } : {}),
    },
    relation: def.relation ? { left: { ...def.relation.left }, right: { ...def.relation.right } } : undefined,
    links: linksOf(def, entities),
    // A History tab and a Deleted list: models only (a versioned link is part of its owner's history).
    ...(def.versions && !def.relation ? { versions: true } : {}),
    ...(def.drafts ? { drafts: true } : {}),
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

/** At most a page of the largest size the admin offers. */
export const MAX_RELATED_IDS = 100;

/** The declarations as the admin reads them (AdminEntity in types.ts). */
const adminEntity = z.looseObject({
  module: z.string(),
  name: z.string(),
  fields: z.array(z.looseObject({ name: z.string(), kind: z.string() })),
  variants: z.array(z.string()),
  access: z.object({ read: z.string() }),
  admin: z.looseObject({ titleColumn: z.string().optional(), searchColumns: z.array(z.string()) }),
  links: z.array(z.looseObject({ module: z.string(), name: z.string(), key: z.string() })),
});

const entitiesInput = validate({ summary: "Every entity's declaration, for the admin (administrators only)", responses: { 200: ok(z.array(adminEntity)) } });

const relatedValuesInput = validate({
  summary: "The related values a page of admin list cards shows, by record id",
  responses: { 200: ok(z.record(z.string(), z.record(z.string(), z.array(z.object({ text: z.string(), id: z.string().optional() }))))) },
  params: z.object({ module: text(100), entity: text(100) }),
  query: z.object({
    ids: z
      .union([text(MAX_RELATED_IDS * 37), z.array(text(36)).max(MAX_RELATED_IDS)], { error: "must be a comma-separated list of record ids" })
      .transform((value) => (Array.isArray(value) ? value : value.split(",")).map((id) => id.trim()).filter(Boolean))
      .pipe(z.array(uuid).max(MAX_RELATED_IDS, { error: `must list at most ${MAX_RELATED_IDS} ids` })),
    /** The admin's language, for values written in words or numbers ('1 500 ₽'); the site's default otherwise. */
    lang: text(10).optional(),
  }),
});

export function adminRoutes(app: Hono, context: AppContext): void {
  app.get("/api/admin/entities", entitiesInput, async (c) => {
    await requireAdmin(c, context);
    c.header("cache-control", "private, no-store");
    return c.json({ data: adminEntities() });
  });

  // The related values a page of list cards shows (an order's customer and totals, a subject's
  // emails, roles and orders), keyed by record id: one batched query per declared value.
  app.get("/api/admin/:module/:entity/related-values", relatedValuesInput, async (c) => {
    await requireAdmin(c, context);
    const { params, query } = c.var.input;
    const def = findEntity(params.module, params.entity);
    if (!def) throw notFound(`No entity ${params.module}/${params.entity}`);
    c.header("cache-control", "private, no-store");
    const language = query.lang && context.i18n.languages.includes(query.lang) ? query.lang : context.i18n.defaultLanguage;
    return c.json({ data: await loadRelatedValues(context.db, def, query.ids, language) });
  });
}
