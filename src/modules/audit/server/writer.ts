import type { WriteObserver } from "../../../core/history/observers.js";
import { auditEntries } from "../entities.js";

/** Rows per statement: six parameters each, well under PostgreSQL's 65,535 per statement. */
const ROWS_PER_INSERT = 1_000;

/**
 * Appends one entry per record written (one for an action on no record), in the write's
 * transaction: every write the transaction gathered in one statement, not one each.
 */
export const appendToAuditLog: WriteObserver = async (executor, written) => {
  const rows = written.flatMap(({ entity, ids, action, actor }) => {
    const base = { subjectId: actor.subjectId ?? null, source: actor.source, address: actor.address ?? null, entity, action };
    return (ids.length ? ids : [null]).map((recordId: string | null) => ({ ...base, recordId }));
  });
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await executor.insert(auditEntries).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
};
