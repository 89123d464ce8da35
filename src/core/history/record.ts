import { inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/connection.js";
import type { EntityDef } from "../entity/define.js";
import { allEntities } from "../entity/registry.js";
import { publicColumns, type Row } from "../entity/public-columns.js";
import type { WriteActor } from "./actor.js";
import { dropDraftsOf } from "./drop-drafts.js";
import { linksTaken, type TakenRows } from "./links.js";
import { announceWrites } from "./observers.js";
import { keyOf, ownedSnapshot, ownerIdsOf, ownerModelOf, ownersOf, ownersPointingAt, type OwnedRows } from "./owned.js";
import { versions } from "./versions-table.js";

export type VersionAction = "create" | "update" | "delete" | "restore";

/** What a delete must read before the rows (and, by cascade, their links) are gone. */
export interface BeforeDelete {
  owned: Map<string, OwnedRows>;
  /** By record: the links (and records of other models) the database is about to delete with it, kept in its delete version. */
  links: Map<string, TakenRows>;
  /** Owners whose links to the deleted records the database is about to cascade away. */
  owners: { def: EntityDef; ids: string[] }[];
  /**
   * Versioned records of other models the database is about to delete with them (a cascading
   * foreign key: a host widget's external-widget links), each read whole with what it owns.
   */
  cascaded: { def: EntityDef; rows: Row[]; before: BeforeDelete }[];
}

/** Versioned models with a cascading foreign key to `def`, and the column of each. */
const cascadingModelsOf = (def: EntityDef) =>
  allEntities().flatMap((e) => (e.versions && !e.relation ? e.cascadesFrom.filter((c) => c.module === def.module && c.name === def.name).map((c) => ({ def: e, key: c.key })) : []));

export async function beforeDelete(tx: Db, def: EntityDef, ids: string[], seen = new Set<string>()): Promise<BeforeDelete> {
  const versioned = def.versions && !def.relation;
  const owned = versioned ? await ownedSnapshot(tx, def, ids) : new Map<string, OwnedRows>();
  const links = versioned ? await linksTaken(tx, def, ids, owned) : new Map<string, TakenRows>();
  const owners = [];
  for (const relation of ownersPointingAt(def)) {
    const found = await ownersOf(tx, relation, ids);
    if (found.length) owners.push({ def: ownerModelOf(relation), ids: found });
  }
  const cascaded = [];
  for (const child of cascadingModelsOf(def)) {
    const rows = (await tx.select(publicColumns(child.def)).from(child.def.table).where(inArray(child.def.table[child.key] as PgColumn, ids))).filter(
      // A row pointing at itself (or back up a chain) is read once.
      (row) => !seen.has(`${keyOf(child.def)}:${String(row.id)}`) && seen.add(`${keyOf(child.def)}:${String(row.id)}`),
    );
    if (!rows.length) continue;
    cascaded.push({ def: child.def, rows, before: await beforeDelete(tx, child.def, rows.map((r) => String(r.id)), seen) });
    // Restoring the record brings them back too, each from its own delete version.
    for (const row of rows) {
      const taken = links.get(String(row[child.key]));
      if (taken) (taken[keyOf(child.def)] ??= []).push(row);
    }
  }
  return { owned, links, owners, cascaded };
}

async function insertVersions(
  tx: Db,
  def: EntityDef,
  action: VersionAction,
  rows: Row[],
  owned: Map<string, OwnedRows>,
  actor: WriteActor,
  restoredFrom?: string,
  links?: Map<string, TakenRows>,
) {
  if (!rows.length) return;
  const takenOf = (id: string) => {
    const taken = links?.get(id);
    return taken && Object.keys(taken).length ? taken : null;
  };
  const ownsRows = owned.size > 0 && [...owned.values()].some((o) => Object.keys(o).length > 0);
  await tx.insert(versions).values(
    rows.map((row) => ({
      entity: keyOf(def),
      recordId: String(row.id),
      action,
      data: row,
      owned: ownsRows ? (owned.get(String(row.id)) ?? {}) : null,
      links: takenOf(String(row.id)),
      subjectId: actor.subjectId ?? null,
      source: actor.source,
      restoredFrom: restoredFrom ?? null,
    })),
  );
}

/** A new version of each owner whose owned rows changed: the owner as it is, with what it owns now. */
async function versionOwners(tx: Db, owner: EntityDef, ids: string[], actor: WriteActor) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  // An owner deleted in this very write is gone: its delete version already holds its rows.
  const rows = await tx.select(publicColumns(owner)).from(owner.table).where(inArray(owner.table.id as PgColumn, unique));
  await insertVersions(tx, owner, "update", rows, await ownedSnapshot(tx, owner, rows.map((r) => String(r.id))), actor);
}

/**
 * Records one write of the entity service inside its transaction: versions of a versioned
 * record (with what it owns), a new version of the owner of a versioned link, new versions of
 * owners whose links a delete cascaded away; then tells the write's observers (the audit log).
 */
export async function recordWrite(
  tx: Db,
  def: EntityDef,
  action: VersionAction,
  rows: Row[],
  actor: WriteActor,
  options: { before?: BeforeDelete; restoredFrom?: string } = {},
): Promise<void> {
  if (!rows.length) return;
  if (def.versions && def.relation) {
    await versionOwners(tx, ownerModelOf(def), await ownerIdsOf(tx, def, rows.map((r) => String(r[def.relation!.left.key]))), actor);
  } else if (def.versions) {
    const owned = options.before?.owned ?? (await ownedSnapshot(tx, def, rows.map((r) => String(r.id))));
    await insertVersions(tx, def, action, rows, owned, actor, options.restoredFrom, options.before?.links);
  }
  for (const owners of options.before?.owners ?? []) await versionOwners(tx, owners.def, owners.ids, actor);
  await announceWrites(tx, [{ entity: keyOf(def), ids: rows.map((r) => String(r.id)), action, actor }]);
  // What the database deleted with them is deleted by the same hand: a version and an entry each.
  for (const child of options.before?.cascaded ?? []) {
    await dropDraftsOf(tx, child.def, child.rows.map((r) => String(r.id)));
    await recordWrite(tx, child.def, "delete", child.rows, actor, { before: child.before });
  }
}

/**
 * Records the link rows a restore put back (what the record's delete took with it), inside the
 * restore's transaction: one new version of each owner whose owned links they are, however many
 * of its links came back (a category with its product link again), and an audit entry per row.
 */
export async function recordLinksBack(tx: Db, restored: { def: EntityDef; rows: Row[] }[], actor: WriteActor): Promise<void> {
  const owners = new Map<EntityDef, string[]>();
  for (const { def, rows } of restored) {
    if (!def.versions || !def.relation || !rows.length) continue;
    const owner = ownerModelOf(def);
    owners.set(owner, [...(owners.get(owner) ?? []), ...(await ownerIdsOf(tx, def, rows.map((r) => String(r[def.relation!.left.key]))))]);
  }
  for (const [owner, ids] of owners) await versionOwners(tx, owner, ids, actor);
  const written = restored.filter(({ rows }) => rows.length).map(({ def, rows }) => ({ entity: keyOf(def), ids: rows.map((r) => String(r.id)), action: "restore", actor }));
  await announceWrites(tx, written);
}
