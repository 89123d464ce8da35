/**
 * Drafts of a drafts entity's records (src/core/entity/drafts.ts filters the public reads): an
 * edit saved as a draft waits in core_drafts; publishing writes it into the record through the
 * entity service (so it is a version, an audit entry and a write event that drops cached pages)
 * and deletes it, in one transaction. A record created as a draft is its own row, unpublished.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { inTransaction } from "../db/transaction.js";
import type { EntityDef } from "../entity/define.js";
import { findEntity } from "../entity/registry.js";
import { entityService, type Row } from "../entity/service.js";
import type { EventBus } from "../events/bus.js";
import { badRequest, notFound } from "../http/errors.js";
import { currentActor } from "./actor.js";
import { recordAction } from "./observers.js";
import { keyOf } from "./owned.js";
import { drafts } from "./drafts-table.js";

export function draftsEntity(module: string, name: string): EntityDef {
  const def = findEntity(module, name);
  if (!def) throw notFound(`No entity ${module}/${name}`);
  if (!def.drafts) throw notFound(`${module}/${name} has no drafts`);
  return def;
}

/** The fields a draft may hold: the update schema's, without publishing itself. */
function draftValues(def: EntityDef, data: unknown): Row {
  const { published: _published, ...values } = entityService(def).validateUpdate(data);
  return values;
}

async function recordOf(db: Db, def: EntityDef, id: string): Promise<Row> {
  return entityService(def).get(db, id);
}

export async function draftOf(db: Db, def: EntityDef, id: string): Promise<{ data: Row; updatedAt: Date } | undefined> {
  const [row] = await db.select({ data: drafts.data, updatedAt: drafts.updatedAt }).from(drafts).where(and(eq(drafts.entity, keyOf(def)), eq(drafts.recordId, id))).limit(1);
  return row;
}

/** Which of these records have a draft waiting (the admin list's badge). */
export async function idsWithDrafts(db: Db, def: EntityDef, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: drafts.recordId }).from(drafts).where(and(eq(drafts.entity, keyOf(def)), inArray(drafts.recordId, ids)));
  return rows.map((r) => r.id);
}

/** A new record, created unpublished: invisible publicly until published. */
export async function createDraft(db: Db, bus: EventBus, def: EntityDef, data: unknown): Promise<Row> {
  if (!data || typeof data !== "object" || Array.isArray(data)) throw badRequest("data: must be an object");
  return entityService(def, bus).create(db, { ...(data as Row), published: false });
}

/**
 * Saves an edit as a draft. An unpublished record is edited in place (nobody sees it yet, and
 * its History keeps each save); a published one keeps the edit aside, merged over an earlier draft.
 */
export async function saveDraft(db: Db, bus: EventBus, def: EntityDef, id: string, data: unknown): Promise<{ record: Row; draft: Row | null }> {
  const values = draftValues(def, data);
  const record = await recordOf(db, def, id);
  if (record.published === false) return { record: await entityService(def, bus).update(db, id, values), draft: null };
  const { subjectId } = await currentActor();
  const saved = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(drafts)
      .values({ entity: keyOf(def), recordId: id, data: values, subjectId })
      .onConflictDoUpdate({
        target: [drafts.entity, drafts.recordId],
        set: { data: sql`${drafts.data} || excluded.data`, subjectId: subjectId ?? null, updatedAt: new Date() },
      })
      .returning({ data: drafts.data });
    // Not a version (the record did not change), but a write: the audit log names the record.
    await recordAction(tx, { entity: keyOf(def), ids: [id], action: "draft-saved" });
    return row!;
  });
  return { record, draft: saved.data };
}

async function deleteDraft(db: Db, def: EntityDef, id: string): Promise<boolean> {
  const removed = await db.delete(drafts).where(and(eq(drafts.entity, keyOf(def)), eq(drafts.recordId, id))).returning({ id: drafts.id });
  return removed.length > 0;
}

/** An editor throws a draft away (in the audit log when there was one). */
export async function discardDraft(db: Db, def: EntityDef, id: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const removed = await deleteDraft(tx, def, id);
    if (removed) await recordAction(tx, { entity: keyOf(def), ids: [id], action: "draft-discarded" });
    return removed;
  });
}

/**
 * Publishes a record: its draft (and `values`, the form as it is when 'Publish' is pressed)
 * written into it with `published` true, the draft deleted, in one transaction. A record already
 * published with nothing waiting is left as it is (a scheduled job run twice changes nothing).
 * `readAt`: as the generic PATCH's If-Match, a 409 when the record changed after the form read it.
 * Answers the record and whether anything was written.
 */
export async function publish(db: Db, bus: EventBus, def: EntityDef, id: string, values?: unknown, options: { readAt?: string } = {}): Promise<{ record: Row; changed: boolean }> {
  const given = values === undefined ? {} : draftValues(def, values);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [draft] = await tx.select({ data: drafts.data }).from(drafts).where(and(eq(drafts.entity, keyOf(def)), eq(drafts.recordId, id))).for("update");
    const record = await recordOf(tx, def, id);
    if (!draft && !Object.keys(given).length && record.published !== false) return { record, changed: false };
    // `readAt` (If-Match): the form's record was not written by someone else since it was read.
    const updated = await entityService(def, bus).update(tx, id, { ...(draft?.data ?? {}), ...given, published: true }, options);
    if (draft) await deleteDraft(tx, def, id);
    return { record: updated, changed: true };
  });
}

/** Takes a record down: it stays in the admin (and its draft, if any) but leaves the public site. */
export async function unpublish(db: Db, bus: EventBus, def: EntityDef, id: string): Promise<{ record: Row; changed: boolean }> {
  const record = await recordOf(db, def, id);
  if (record.published === false) return { record, changed: false };
  return { record: await entityService(def, bus).update(db, id, { published: false }), changed: true };
}
