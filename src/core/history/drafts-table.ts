import { jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/**
 * The unpublished edit of a published record of a drafts entity, one per record, kept apart from
 * the record (the public reads it never): 'Publish' writes it into the record and deletes it.
 * A record created as a draft needs none: it is its own row, with `published` false.
 */
export const drafts = pgTable(
  "core_drafts",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'module/entity'. */
    entity: text().notNull(),
    recordId: uuid().notNull(),
    /** The changed fields, as the entity's update schema accepts them. */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    subjectId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("core_drafts_record").on(t.entity, t.recordId)],
);

export type DraftRow = typeof drafts.$inferSelect;
