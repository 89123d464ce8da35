import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { QueryBuilder, type PgColumn } from "drizzle-orm/pg-core";
import type { EntityDef } from "./define.js";
import { findEntity } from "./registry.js";
import { contextSlot } from "../async-context.js";

/** A draft shown in place of its record for one render (a signed preview link), and nowhere else. */
export interface DraftPreview {
  /** 'module/entity' */
  entity: string;
  id: string;
  /** The draft's values; the row's other columns stay as published. */
  values: Record<string, unknown>;
}

const previews = contextSlot<DraftPreview>("draft-preview");

/** Runs a render with one draft applied: every public read below sees it (and its record even unpublished). */
export function withDraftPreview<T>(preview: DraftPreview, work: () => T): T {
  return previews.run(preview, work);
}

export const draftPreview = (): DraftPreview | undefined => previews.get();

const keyOf = (def: EntityDef) => `${def.module}/${def.name}`;

/**
 * The condition every public read of an entity adds: only published rows of a drafts entity
 * (undefined for others). Under a preview, its record is visible whether published or not.
 */
export function publishedOnly(def: EntityDef, options: { preview?: boolean } = {}): SQL | undefined {
  if (!def.drafts) return undefined;
  const published = eq(def.table.published as PgColumn, true);
  // What is kept for every visitor (the host's url index) never takes a preview's record in.
  const preview = options.preview === false ? undefined : previews.get();
  return preview && preview.entity === keyOf(def) ? or(published, eq(def.table.id as PgColumn, preview.id)) : published;
}

/** The drafts entities at a relation's two ends (none for a model, or a relation between entities without drafts). */
export function draftsEndsOf(def: EntityDef): { key: string; end: EntityDef }[] {
  if (!def.relation) return [];
  return [def.relation.left, def.relation.right].flatMap((side) => {
    const end = findEntity(side.module, side.name);
    return end?.drafts ? [{ key: side.key, end }] : [];
  });
}

/**
 * The condition a public read of an entity adds: a drafts entity's published rows, and a
 * relation's rows whose drafts ends are published (categories-to-articles never names an
 * unpublished article). One semi-join per such end, on its primary key: bounded however many
 * rows there are.
 */
export function publicRowsOnly(def: EntityDef): SQL | undefined {
  const ends = draftsEndsOf(def);
  if (!ends.length) return publishedOnly(def);
  const builder = new QueryBuilder();
  return and(
    ...ends.map(({ key, end }) => inArray(def.table[key] as PgColumn, builder.select({ id: end.table.id as PgColumn }).from(end.table).where(publishedOnly(end)))),
  );
}

/** Rows as the preview shows them: the previewed record's columns read here replaced by the draft's. */
export function withPreviewApplied<T extends Record<string, unknown>>(def: EntityDef, rows: T[]): T[] {
  const preview = previews.get();
  if (!preview || preview.entity !== keyOf(def)) return rows;
  return rows.map((row) => {
    if (String(row.id) !== preview.id) return row;
    const changed = Object.fromEntries(Object.entries(preview.values).filter(([key]) => key in row && key !== "id"));
    return { ...row, ...changed };
  });
}
