/**
 * The admin's drafts API (admins only, never cached): create as draft, save a draft, discard it,
 * publish, unpublish, and schedule either for later (core_jobs), with what is scheduled.
 */
import type { Context, Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../admin/server.js";
import { versionRead } from "../http/crud.js";
import { ok } from "../http/route-docs.js";
import { text, uuid, uuidParams, validate } from "../http/validate.js";
import type { AppContext } from "../module.js";
import { entityService } from "../entity/service.js";
import { createDraft, discardDraft, draftOf, draftsEntity, idsWithDrafts, publish, saveDraft, unpublish } from "./drafts.js";
import { cancelScheduled, schedule, SCHEDULE_ACTIONS, scheduledFor } from "./schedule.js";

const entityParams = z.object({ module: text(100), entity: text(100) });
const recordParams = entityParams.extend({ id: uuid });
const values = z.record(z.string(), z.unknown());
const row = z.record(z.string(), z.unknown());
const scheduled = z.object({ id: z.string(), action: z.enum(SCHEDULE_ACTIONS), runAt: z.string(), status: z.string() });
const state = z.object({ record: row, draft: values.nullable(), draftSavedAt: z.string().nullable(), scheduled: z.array(scheduled) });

const listInput = validate({
  summary: "Which of these records have a draft waiting (admins)",
  params: entityParams,
  query: z.object({ ids: text(4000).optional() }),
  responses: { 200: ok(z.array(z.string())) },
});
const createInput = validate({ summary: "Create a record as a draft, unpublished (admins)", params: entityParams, body: values, responses: { 201: ok(row) } });
const stateInput = validate({ summary: "A record, its waiting draft and what is scheduled for it (admins)", params: recordParams, responses: { 200: ok(state) } });
const saveInput = validate({ summary: "Save an edit as a draft: the public site keeps the published record (admins)", params: recordParams, body: values, responses: { 200: ok(state) } });
const discardInput = validate({ summary: "Discard a record's draft (admins)", params: recordParams, responses: { 200: ok(z.object({ discarded: z.boolean() })) } });
const publishInput = validate({
  summary: "Publish a record: its draft, and the values given, made live as a new version (admins)",
  params: recordParams,
  body: values,
  responses: { 200: ok(row) },
});
const unpublishInput = validate({ summary: "Take a record off the public site (admins)", params: recordParams, responses: { 200: ok(row) } });
const scheduleInput = validate({
  summary: "Publish or unpublish a record at a later time (admins)",
  params: recordParams,
  body: z.object({ action: z.enum(SCHEDULE_ACTIONS), at: z.iso.datetime({ offset: true }) }),
  responses: { 201: ok(scheduled) },
});
const cancelInput = validate({ summary: "Cancel a scheduled publish or unpublish that has not run (admins)", params: uuidParams("jobId"), responses: { 200: ok(z.object({ cancelled: z.boolean() })) } });

const noStore = (c: Context) => c.header("cache-control", "private, no-store");

async function stateOf(context: AppContext, module: string, entity: string, id: string) {
  const def = draftsEntity(module, entity);
  const [record, draft, waiting] = await Promise.all([entityService(def).get(context.db, id), draftOf(context.db, def, id), scheduledFor(context.db, def, id)]);
  return { record, draft: draft?.data ?? null, draftSavedAt: draft ? draft.updatedAt.toISOString() : null, scheduled: waiting };
}

export function draftRoutes(app: Hono, context: AppContext): void {
  const { db, bus } = context;
  const base = "/api/admin/drafts/:module/:entity";

  app.get(base, listInput, async (c) => {
    await requireAdmin(c, context);
    const { params, query } = c.var.input;
    const ids = (query.ids ?? "").split(",").filter((id) => uuid.safeParse(id).success);
    noStore(c);
    return c.json({ data: await idsWithDrafts(db, draftsEntity(params.module, params.entity), ids) });
  });

  app.post(base, createInput, async (c) => {
    await requireAdmin(c, context);
    const { params, body } = c.var.input;
    return c.json({ data: await createDraft(db, bus, draftsEntity(params.module, params.entity), body) }, 201);
  });

  app.get(`${base}/:id`, stateInput, async (c) => {
    await requireAdmin(c, context);
    const { module, entity, id } = c.var.input.params;
    noStore(c);
    return c.json({ data: await stateOf(context, module, entity, id) });
  });

  app.put(`${base}/:id`, saveInput, async (c) => {
    await requireAdmin(c, context);
    const { params, body } = c.var.input;
    await saveDraft(db, bus, draftsEntity(params.module, params.entity), params.id, body);
    return c.json({ data: await stateOf(context, params.module, params.entity, params.id) });
  });

  app.delete(`${base}/:id`, discardInput, async (c) => {
    await requireAdmin(c, context);
    const { module, entity, id } = c.var.input.params;
    return c.json({ data: { discarded: await discardDraft(db, draftsEntity(module, entity), id) } });
  });

  app.post(`${base}/:id/publish`, publishInput, async (c) => {
    await requireAdmin(c, context);
    const { params, body } = c.var.input;
    const readAt = versionRead(c.req.header("if-match"));
    const { record } = await publish(db, bus, draftsEntity(params.module, params.entity), params.id, body, { readAt });
    return c.json({ data: record });
  });

  app.post(`${base}/:id/unpublish`, unpublishInput, async (c) => {
    await requireAdmin(c, context);
    const { module, entity, id } = c.var.input.params;
    return c.json({ data: (await unpublish(db, bus, draftsEntity(module, entity), id)).record });
  });

  app.post(`${base}/:id/schedule`, scheduleInput, async (c) => {
    await requireAdmin(c, context);
    const { params, body } = c.var.input;
    const def = draftsEntity(params.module, params.entity);
      await entityService(def).get(db, params.id);
    return c.json({ data: await schedule(db, context.jobs, def, params.id, body.action, new Date(body.at)) }, 201);
  });

  app.delete("/api/admin/scheduled/:jobId", cancelInput, async (c) => {
    await requireAdmin(c, context);
    await cancelScheduled(db, c.var.input.params.jobId);
    return c.json({ data: { cancelled: true } });
  });
}
