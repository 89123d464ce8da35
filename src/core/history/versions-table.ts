import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Versions of every record whose entity turns `versions` on, in one table of their own (never
 * beside the records: lists and pages read the entity tables and never touch this one). A
 * record's History reads (entity, record, time) in index order; the Deleted list reads the
 * delete versions of one entity; the retention task walks by time.
 */
export const versions = pgTable(
  "core_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'module/entity'. */
    entity: text().notNull(),
    recordId: uuid().notNull(),
    /** create | update | delete | restore. */
    action: text().notNull(),
    /** The whole record as it was after the write (before it, for a delete), secrets left out. */
    data: jsonb().notNull(),
    /** The rows the record owns ('module/relation' → rows), as they were with it. */
    owned: jsonb(),
    /**
     * For a delete: what the database deleted with the record besides what it owns, to come back
     * with it ('module/entity' → rows): links of other records pointing at it (a category's to a
     * product), links off those, links of its own that are not versioned, and records of other
     * models with a cascading key to it (each also has a delete version of its own).
     */
    links: jsonb(),
    subjectId: uuid(),
    /** admin | api | api-key | seed | system (src/core/history/actor.ts). */
    source: text().notNull(),
    /** For a restore: the version it brought back. */
    restoredFrom: uuid(),
    // clock_timestamp, not now(): two versions written in one transaction keep their order.
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index("core_versions_record_idx").on(t.entity, t.recordId, t.createdAt),
    index("core_versions_created_idx").on(t.createdAt),
    index("core_versions_deleted_idx").on(t.entity, t.createdAt).where(sql`action = 'delete'`),
  ],
);

export type VersionRow = typeof versions.$inferSelect;
