import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Durable jobs: one row per piece of background work, kept in the database so it survives a
 * restart and runs once across processes. Not an entity (no CRUD, no admin table): modules reach
 * it through `context.jobs`.
 */
export const jobs = pgTable(
  "core_jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Which handler runs it ('notification.deliver'). */
    kind: text().notNull(),
    /** At most one job per key (a reminder for one date): a second enqueue with the key is ignored. */
    key: text().unique(),
    payload: jsonb().$type<unknown>().notNull().default({}),
    /** pending (waits for runAt), running (claimed until lockedUntil), done, failed (gave up). */
    status: text({ enum: ["pending", "running", "done", "failed"] }).notNull().default("pending"),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** A claimed job's lease: past it, a crashed runner's job is claimed again. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("core_jobs_due_idx").on(t.status, t.runAt).where(sql`${t.status} in ('pending', 'running')`)],
);

export type JobRow = typeof jobs.$inferSelect;
