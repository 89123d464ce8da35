import { and, eq, gte, inArray, lt, notExists, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../core/db/connection.js";
import { entityOf } from "../../../core/entity/define.js";
import { allEntities } from "../../../core/entity/registry.js";
import type { EventBus } from "../../../core/events/bus.js";
import { sessions, subjects } from "../entities.js";

/** An anonymous subject not seen for this long, holding nothing, is deleted. */
export const ANONYMOUS_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const BATCH_SIZE = 500;

/**
 * Every declared column that points at a subject, sessions aside: identities, roles, carts and
 * orders, social profiles (and through them messages), payment intents, topics, and whatever a
 * module declares later. Read from the declarations rather than asked of each module: a subject
 * anything at all refers to is kept, so a new module's data can never be swept by omission.
 */
function subjectReferences(): PgColumn[] {
  const own = entityOf(sessions);
  return allEntities().flatMap((def) =>
    def === own
      ? []
      : def.fields
          .filter((f) => f.kind === "reference" && f.references?.module === "rbac" && f.references.name === "subjects")
          .map((f) => (def.table as unknown as Record<string, PgColumn>)[f.name]!),
  );
}

/**
 * Deletes anonymous subjects nobody refers to, created and last changed before the cutoff and
 * with no session issued since (a session row is written at every refresh, so its newest one is
 * when the visitor was last seen). Their sessions go with them (cascading foreign key). Works in
 * batches of one statement each, so a long backlog never holds a long transaction; rows another
 * process is sweeping or writing are skipped, not waited for. Answers how many were deleted.
 */
export async function sweepAnonymousSubjects(
  db: Db,
  bus: EventBus,
  options: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - ANONYMOUS_TTL_MS);
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const unreferenced: SQL[] = subjectReferences().map((column) =>
    notExists(db.select({ one: sql`1` }).from(column.table).where(eq(column, subjects.id))),
  );
  let deleted = 0;
  for (;;) {
    const doomed = db
      .select({ id: subjects.id })
      .from(subjects)
      .where(
        and(
          lt(subjects.createdAt, cutoff),
          lt(subjects.updatedAt, cutoff),
          notExists(db.select({ one: sql`1` }).from(sessions).where(and(eq(sessions.subjectId, subjects.id), gte(sessions.createdAt, cutoff)))),
          ...unreferenced,
        ),
      )
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db.delete(subjects).where(inArray(subjects.id, doomed)).returning({ id: subjects.id });
    if (rows.length) bus.publish({ module: "rbac", entity: "subjects", action: "delete", ids: rows.map((row) => row.id) });
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}
