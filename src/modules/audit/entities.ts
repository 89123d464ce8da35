import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The audit log: one row per record written (or per attempt, such as an administrator's failed
 * sign-in), appended in the write's own transaction. Deliberately not an entity: no generic
 * route exists for it, so nothing can write, change or delete it over the API; a trigger refuses
 * UPDATE and DELETE in the database too (drizzle/…_audit_append_only.sql). Administrators read it
 * through GET /api/audit/entries.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    subjectId: uuid(),
    /** admin | api | api-key | seed | system (src/core/history/actor.ts). */
    source: text().notNull(),
    /** The client's address (X-Forwarded-For only with TRUST_PROXY); none for the process's own work. */
    address: text(),
    /** 'module/entity'. */
    entity: text().notNull(),
    recordId: uuid(),
    /** create, update, delete, restore, or a module's own (checkout, sign-in-failed, role-granted). */
    action: text().notNull(),
  },
  (t) => [
    index("audit_entries_at_idx").on(t.at, t.id),
    index("audit_entries_subject_idx").on(t.subjectId, t.at),
    index("audit_entries_entity_idx").on(t.entity, t.at),
  ],
);

export type AuditEntry = typeof auditEntries.$inferSelect;
