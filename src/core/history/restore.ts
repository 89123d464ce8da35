import { and, desc, eq, getTableColumns, inArray, notInArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { allEntities, findEntity } from "../entity/registry.js";
import { entityService, publicColumns, type Row } from "../entity/service.js";
import type { EventBus, WriteEvent } from "../events/bus.js";
import { badRequest, isForeignKeyViolation, isUniqueViolation, notFound } from "../http/errors.js";
import { currentActor, type WriteActor } from "./actor.js";
import { discardDraft } from "./drafts.js";
import { drafts } from "./drafts-table.js";
import { chunksOf, type TakenRows } from "./links.js";
import { keyOf, leftOf, ownedBy, ownedRelationsOf, type OwnedRows } from "./owned.js";
import { recordLinksBack, recordWrite } from "./record.js";
import { versions, type VersionRow } from "./versions-table.js";

/** Field kinds holding one value per language (a jsonb object keyed by language code). */
const PER_LANGUAGE = new Set(["localised", "richText"]);

/**
 * A stored record back in column values: JSON keeps timestamps as text, drizzle wants dates. A
 * field that is localised now but was plain text when the version was stored (file-storage/files'
 * alt until migration 0022) holds a string: it comes back as that text in the site's default
 * language (`{ ru: "…" }`), never as a string in the jsonb column; an empty one as no text (`{}`).
 */
function columnValues(def: EntityDef, data: Row, defaultLanguage: string): Row {
  const columns = getTableColumns(def.table) as Record<string, PgColumn>;
  const known = new Set(Object.keys(publicColumns(def)));
  const perLanguage = new Set(def.fields.filter((f) => PER_LANGUAGE.has(f.kind)).map((f) => f.name));
  const values: Row = {};
  for (const [name, value] of Object.entries(data)) {
    const column = columns[name];
    if (!column || !known.has(name)) continue;
    if (perLanguage.has(name) && (typeof value === "string" || value === null)) values[name] = typeof value === "string" && value.trim() ? { [defaultLanguage]: value } : {};
    else values[name] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
  }
  return values;
}

export function entityOfVersion(version: Pick<VersionRow, "entity">): EntityDef {
  const [module, name] = version.entity.split("/");
  const def = module && name ? findEntity(module, name) : undefined;
  if (!def?.versions || def.relation) throw badRequest(`${version.entity} is not a versioned entity`);
  return def;
}

/**
 * Puts the record back as the version has it: updated when it exists, created again (same id)
 * when deleted. A drafts record keeps whether it is published: restoring content neither puts
 * it on the site nor takes it down (Publish and Unpublish do); one created again comes back
 * as it was, or unpublished when restored as a draft.
 */
async function putRecord(tx: Db, def: EntityDef, data: Row, mode: RestoreMode, language: string): Promise<{ row: Row; created: boolean }> {
  const { id, createdAt, published, ...values } = columnValues(def, data, language);
  const idColumn = def.table.id as PgColumn;
  const [updated] = await tx.update(def.table).set({ ...values, updatedAt: new Date() }).where(eq(idColumn, String(id))).returning(publicColumns(def));
  if (updated) return { row: updated, created: false };
  const visibility = def.drafts ? { published: mode === "draft" ? false : (published ?? true) } : {};
  const [created] = await tx.insert(def.table).values({ ...values, ...visibility, id, createdAt, updatedAt: new Date() }).returning(publicColumns(def));
  return { row: created!, created: true };
}

/**
 * Which of the ids still exist in the entity's table. `lock`: and keep them from being deleted
 * until the transaction ends (a link put back to them would otherwise fail its foreign key).
 */
async function existingIds(tx: Db, def: EntityDef, ids: string[], lock = false): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of chunksOf([...new Set(ids)])) {
    const query = tx.select({ id: def.table.id as PgColumn }).from(def.table).where(inArray(def.table.id as PgColumn, chunk));
    for (const row of await (lock ? query.for("key share") : query)) found.add(String(row.id));
  }
  return found;
}

/**
 * Makes the record's owned links what the version lists: links added since are removed, removed
 * ones come back (with their ids), changed ones are set back. A link to a record that no longer
 * exists cannot come back and is left out (and so are the links hanging off it). Parents come
 * first, so a link off a link finds its left link already put back. Answers the relations it touched.
 */
async function putOwned(tx: Db, def: EntityDef, recordId: string, owned: OwnedRows, language: string): Promise<EntityDef[]> {
  const touched: EntityDef[] = [];
  for (const relation of ownedRelationsOf(def)) {
    const wanted = owned[keyOf(relation)];
    if (!wanted) continue; // versioned before this relation was: nothing known about it
    const { left, right } = relation.relation!;
    const rightOk = await existingIds(tx, findEntity(right.module, right.name)!, wanted.map((row) => String(row[right.key])));
    const parent = leftOf(relation);
    const leftOk = parent.relation ? await existingIds(tx, parent, wanted.map((row) => String(row[left.key]))) : undefined;
    const rows = wanted
      .filter((row) => rightOk.has(String(row[right.key])) && (!leftOk || leftOk.has(String(row[left.key]))))
      .map((row) => columnValues(relation, row, language));
    const ids = rows.map((row) => String(row.id));
    const idColumn = relation.table.id as PgColumn;
    const mine = ownedBy(tx, relation, [recordId]);
    await tx.delete(relation.table).where(ids.length ? and(mine, notInArray(idColumn, ids)) : mine);
    for (const row of rows) {
      const { id: _id, createdAt: _createdAt, ...values } = row;
      await tx
        .insert(relation.table)
        .values({ ...row, updatedAt: new Date() })
        .onConflictDoUpdate({ target: idColumn, set: { ...values, updatedAt: new Date() } });
    }
    touched.push(relation);
  }
  return touched;
}

/**
 * How a drafts record is restored: 'live' writes the version into the record at once (a
 * waiting draft is discarded: the editor chose this version over it); 'draft' makes the
 * version's fields the record's draft, to preview and publish (the site, its links and its
 * History stay as they are until then). A record nobody sees yet (unpublished, or deleted) is
 * restored in place either way, as a draft of it is edited in place.
 */
export const RESTORE_MODES = ["live", "draft"] as const;
export type RestoreMode = (typeof RESTORE_MODES)[number];

/** The version's fields as the record's draft, replacing any waiting one. */
async function restoreAsDraft(db: Db, def: EntityDef, version: VersionRow, record: Row, language: string): Promise<Row> {
  const { published: _published, ...values } = entityService(def).validateUpdate(columnValues(def, version.data as Row, language));
  const { subjectId } = await currentActor();
  await db
    .insert(drafts)
    .values({ entity: keyOf(def), recordId: String(record.id), data: values, subjectId })
    .onConflictDoUpdate({ target: [drafts.entity, drafts.recordId], set: { data: values, subjectId: subjectId ?? null, updatedAt: new Date() } });
  return record;
}

/** The newest version of a record (of one action, when given). */
async function newestVersion(tx: Db, def: EntityDef, id: string, action?: VersionRow["action"]): Promise<VersionRow | undefined> {
  const record = and(eq(versions.entity, keyOf(def)), eq(versions.recordId, id));
  const [row] = await tx.select().from(versions).where(action ? and(record, eq(versions.action, action)) : record).orderBy(desc(versions.createdAt)).limit(1);
  return row;
}

/**
 * Puts back what the record's last delete took with it (its version's `links`, record.ts
 * `beforeDelete`): the links of other records to it — a category's and a store's links to a
 * product — and the links off those, with their ids, in the registry's order (a link's ends before
 * it, so a link off a link finds it back). A link whose other end is gone since is left out, and
 * one that is back already (restored twice) or whose unique value another link took meanwhile
 * stays as it is. Records of other models it took (a host widget's external-widget links) come
 * back from their own delete versions, each in a savepoint: one that cannot (a record it points
 * at is gone, a unique value taken) is left in the Deleted list and the rest go on.
 */
async function putTakenBack(tx: Db, def: EntityDef, id: string, mode: RestoreMode, actor: WriteActor, events: WriteEvent[], seen: Set<string>, language: string): Promise<void> {
  const taken = (await newestVersion(tx, def, id, "delete"))?.links as TakenRows | null | undefined;
  if (!taken) return;
  const restored: { def: EntityDef; rows: Row[] }[] = [];
  for (const relation of allEntities()) {
    const wanted = relation.relation ? taken[keyOf(relation)] : undefined;
    if (!wanted?.length) continue;
    const { left, right } = relation.relation!;
    const rows = wanted.map((row) => columnValues(relation, row, language));
    // Locked, so the ends cannot go before the links to them are in.
    const leftOk = await existingIds(tx, findEntity(left.module, left.name)!, rows.map((row) => String(row[left.key])), true);
    const rightOk = await existingIds(tx, findEntity(right.module, right.name)!, rows.map((row) => String(row[right.key])), true);
    const back = rows.filter((row) => leftOk.has(String(row[left.key])) && rightOk.has(String(row[right.key])));
    const inserted: Row[] = [];
    for (const chunk of chunksOf(back, 500)) {
      const values = chunk.map((row) => ({ ...row, updatedAt: new Date() }));
      inserted.push(...(await tx.insert(relation.table).values(values).onConflictDoNothing().returning(publicColumns(relation))));
    }
    if (inserted.length) restored.push({ def: relation, rows: inserted });
  }
  await recordLinksBack(tx, restored, actor);
  for (const { def: relation, rows } of restored) events.push({ module: relation.module, entity: relation.name, action: "create", ids: rows.map((r) => String(r.id)) });
  for (const model of allEntities()) {
    const rows = !model.relation && model.versions ? taken[keyOf(model)] : undefined;
    for (const row of rows ?? []) {
      const recordId = String(row.id);
      if (seen.has(`${keyOf(model)}:${recordId}`)) continue;
      // Back already (restored on its own since), or deleted again later by something else.
      const deletion = await newestVersion(tx, model, recordId);
      if (deletion?.action !== "delete" || (await existingIds(tx, model, [recordId])).size) continue;
      const theirs: WriteEvent[] = [];
      try {
        await tx.transaction((savepoint) => putBack(savepoint as unknown as Db, model, deletion, mode, actor, theirs, seen, language));
        events.push(...theirs);
      } catch (error) {
        if (!isUniqueViolation(error) && !isForeignKeyViolation(error)) throw error;
      }
    }
  }
}

/**
 * Inside the restore's transaction: the record as the version has it, what it owns, a 'restore'
 * version of it, and, when it was deleted (so created again), what its delete took with it. The
 * write events to publish once it commits are added to `events`. Answers the record as it now is.
 */
async function putBack(tx: Db, def: EntityDef, version: VersionRow, mode: RestoreMode, actor: WriteActor, events: WriteEvent[], seen: Set<string>, language: string): Promise<Row> {
  const put = await putRecord(tx, def, version.data as Row, mode, language);
  const id = String(put.row.id);
  seen.add(`${keyOf(def)}:${id}`);
  const touched = version.owned ? await putOwned(tx, def, id, version.owned as OwnedRows, language) : [];
  if (def.drafts) await discardDraft(tx, def, id);
  await recordWrite(tx, def, "restore", [put.row], actor, { restoredFrom: version.id });
  events.push({ module: def.module, entity: def.name, action: put.created ? "create" : "update", ids: [id] });
  for (const relation of touched) events.push({ module: relation.module, entity: relation.name, action: "update", ids: [] });
  if (put.created) await putTakenBack(tx, def, id, mode, actor, events, seen, language);
  return put.row;
}

/**
 * Restores a version: the record (and what it owns) as it was, written as a new version
 * ('restore'), so a restore can itself be undone. A deleted record comes back with its id, and
 * with the links its delete took (putTakenBack), in the same transaction.
 * Drafts records: see RestoreMode. `defaultLanguage` (the site's) takes a localised field's text
 * stored before the field was localised (see columnValues). Answers the record as it now is.
 */
export async function restoreVersion(db: Db, bus: EventBus, versionId: string, mode: RestoreMode, defaultLanguage: string): Promise<Row> {
  const [version] = await db.select().from(versions).where(eq(versions.id, versionId)).limit(1);
  if (!version) throw notFound(`No version ${versionId}`);
  const def = entityOfVersion(version);
  if (mode === "draft" && !def.drafts) throw badRequest(`${version.entity} has no drafts: restore the version live`);
  if (mode === "draft") {
    const [record] = await entityService(def).findByIds(db, [version.recordId]);
    if (record && record.published !== false) return restoreAsDraft(db, def, version, record, defaultLanguage);
  }
  const actor = await currentActor();
  const events: WriteEvent[] = [];
  const row = await db.transaction((raw) => putBack(raw as unknown as Db, def, version, mode, actor, events, new Set(), defaultLanguage));
  for (const event of events) bus.publish(event);
  return row;
}
