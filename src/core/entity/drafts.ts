import { AsyncLocalStorage } from "node:async_hooks";
import { eq, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { EntityDef } from "./define.js";

/** A draft shown in place of its record for one render (a signed preview link), and nowhere else. */
export interface DraftPreview {
  /** 'module/entity' */
  entity: string;
  id: string;
  /** The draft's values; the row's other columns stay as published. */
  values: Record<string, unknown>;
}

const previews = new AsyncLocalStorage<DraftPreview>();

/** Runs a render with one draft applied: every public read below sees it (and its record even unpublished). */
export function withDraftPreview<T>(preview: DraftPreview, work: () => T): T {
  return previews.run(preview, work);
}

export const draftPreview = (): DraftPreview | undefined => previews.getStore();

const keyOf = (def: EntityDef) => `${def.module}/${def.name}`;

/**
 * The condition every public read of an entity adds: only published rows of a drafts entity
 * (undefined for others). Under a preview, its record is visible whether published or not.
 */
export function publishedOnly(def: EntityDef, options: { preview?: boolean } = {}): SQL | undefined {
  if (!def.drafts) return undefined;
  const published = eq(def.table.published as PgColumn, true);
  // What is kept for every visitor (the host's url index) never takes a preview's record in.
  const preview = options.preview === false ? undefined : previews.getStore();
  return preview && preview.entity === keyOf(def) ? or(published, eq(def.table.id as PgColumn, preview.id)) : published;
}

/** Rows as the preview shows them: the previewed record's columns read here replaced by the draft's. */
export function withPreviewApplied<T extends Record<string, unknown>>(def: EntityDef, rows: T[]): T[] {
  const preview = previews.getStore();
  if (!preview || preview.entity !== keyOf(def)) return rows;
  return rows.map((row) => {
    if (String(row.id) !== preview.id) return row;
    const changed = Object.fromEntries(Object.entries(preview.values).filter(([key]) => key in row && key !== "id"));
    return { ...row, ...changed };
  });
}
