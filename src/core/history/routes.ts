/**
 * The History of a record, one version whole, Restore, and the Deleted list of an entity: for
 * administrators only (the policy's admin check, as every admin read), never cached. Versions
 * are written only by the entity service: there is no route that writes one directly.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../admin/server.js";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { findEntity } from "../entity/registry.js";
import { notFound } from "../http/errors.js";
import { ok } from "../http/route-docs.js";
import { queryInteger, text, uuidParams, validate } from "../http/validate.js";
import type { AppContext } from "../module.js";
import { keyOf } from "./owned.js";
import { RESTORE_MODES, restoreVersion } from "./restore.js";
import { versions } from "./versions-table.js";

const page = z.object({ limit: queryInteger(1, 100, 20), offset: queryInteger(0, 100_000, 0) }).strict();
const entityParams = z.object({ module: text(100), entity: text(100) });

const versionRow = z
  .object({ id: z.string(), entity: z.string(), recordId: z.string(), action: z.string(), data: z.unknown(), subjectId: z.string().nullable(), source: z.string(), author: z.string().nullable() })
  .loose();
const historyInput = validate({
  summary: "A record's versions, newest first (admins)",
  params: entityParams.extend({ id: uuidParams("id").shape.id }),
  query: page,
  responses: { 200: ok(z.array(versionRow)) },
});
const deletedInput = validate({ summary: "An entity's deleted records, by their last version (admins)", params: entityParams, query: page, responses: { 200: ok(z.array(versionRow)) } });
const versionInput = validate({ summary: "One version, whole (admins)", params: uuidParams("versionId"), responses: { 200: ok(versionRow) } });
const restoreInput = validate({
  summary: "Restore a version: the record as it was, itself a new version; a drafts record live (its waiting draft discarded) or as its draft (admins)",
  params: uuidParams("versionId"),
  body: z.object({ as: z.enum(RESTORE_MODES).default("live") }).strict(),
  responses: { 200: ok(z.record(z.string(), z.unknown())) },
});

function versionedEntity(module: string, name: string): EntityDef {
  const def = findEntity(module, name);
  if (!def) throw notFound(`No entity ${module}/${name}`);
  if (!def.versions || def.relation) throw notFound(`${module}/${name} keeps no versions`);
  return def;
}

/** Authors by subject id, for the rows shown (one query through the accounts module, if any). */
async function withAuthors<T extends { subjectId: string | null }>(context: AppContext, rows: T[]): Promise<(T & { author: string | null })[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.subjectId ? [r.subjectId] : [])))];
  const names = ids.length && context.policy.subjectNames ? await context.policy.subjectNames(ids) : new Map<string, string>();
  return rows.map((row) => ({ ...row, author: row.subjectId ? (names.get(row.subjectId) ?? row.subjectId) : null }));
}

const summary = {
  id: versions.id,
  action: versions.action,
  createdAt: versions.createdAt,
  subjectId: versions.subjectId,
  source: versions.source,
  restoredFrom: versions.restoredFrom,
};

/** A page of a record's versions, newest first: the (entity, record, time) index in order. */
async function historyOf(db: Db, def: EntityDef, id: string, limit: number, offset: number) {
  return db
    .select(summary)
    .from(versions)
    .where(and(eq(versions.entity, keyOf(def)), eq(versions.recordId, id)))
    .orderBy(desc(versions.createdAt))
    .limit(limit)
    .offset(offset);
}

/**
 * The entity's records whose last version is a delete and that are not back: the newest delete
 * version of each, newest first (the partial index of delete versions, then one probe each).
 */
async function deletedOf(db: Db, def: EntityDef, limit: number, offset: number) {
  const title = def.admin.titleColumn;
  const rows = await db.execute<{ id: string; record_id: string; created_at: string; subject_id: string | null; source: string; data: Record<string, unknown> }>(sql`
    select v.id, v.record_id, v.created_at, v.subject_id, v.source, v.data
    from ${versions} v
    where v.entity = ${keyOf(def)} and v.action = 'delete'
      and not exists (select 1 from ${versions} later where later.entity = v.entity and later.record_id = v.record_id and later.created_at > v.created_at)
      and not exists (select 1 from ${def.table} r where r.id = v.record_id)
    order by v.created_at desc
    limit ${limit} offset ${offset}`);
  const list = ((rows as { rows?: unknown[] }).rows ?? rows) as { id: string; record_id: string; created_at: string | Date; subject_id: string | null; source: string; data: Record<string, unknown> }[];
  return list.map((r) => ({
    versionId: r.id,
    recordId: r.record_id,
    title: typeof r.data?.[title] === "string" || typeof r.data?.[title] === "number" ? String(r.data[title]) : r.record_id,
    deletedAt: new Date(r.created_at).toISOString(),
    subjectId: r.subject_id,
    source: r.source,
  }));
}

const noStore = (c: Context) => c.header("cache-control", "private, no-store");

export function historyRoutes(app: Hono, context: AppContext): void {
  app.get("/api/admin/history/:module/:entity/:id", historyInput, async (c) => {
    await requireAdmin(c, context);
    const { params, query } = c.var.input;
    const def = versionedEntity(params.module, params.entity);
    noStore(c);
    return c.json({ data: await withAuthors(context, await historyOf(context.db, def, params.id, query.limit, query.offset)) });
  });

  app.get("/api/admin/deleted/:module/:entity", deletedInput, async (c) => {
    await requireAdmin(c, context);
    const { params, query } = c.var.input;
    const def = versionedEntity(params.module, params.entity);
    noStore(c);
    return c.json({ data: await withAuthors(context, await deletedOf(context.db, def, query.limit, query.offset)) });
  });

  app.get("/api/admin/versions/:versionId", versionInput, async (c) => {
    await requireAdmin(c, context);
    const [version] = await context.db.select().from(versions).where(eq(versions.id, c.var.input.params.versionId)).limit(1);
    if (!version) throw notFound(`No version ${c.var.input.params.versionId}`);
    noStore(c);
    const [withAuthor] = await withAuthors(context, [version]);
    return c.json({ data: withAuthor });
  });

  app.post("/api/admin/versions/:versionId/restore", restoreInput, async (c) => {
    await requireAdmin(c, context);
    const { params, body } = c.var.input;
    return c.json({ data: await restoreVersion(context.db, context.bus, params.versionId, body.as, context.i18n.defaultLanguage) });
  });
}
