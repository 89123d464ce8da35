import type { WriteObserver } from "../../../core/history/observers.js";
import { auditEntries } from "../entities.js";

/** Appends one entry per record written (one for an action on no record), in the write's transaction. */
export const appendToAuditLog: WriteObserver = async (executor, { entity, ids, action, actor }) => {
  const base = { subjectId: actor.subjectId ?? null, source: actor.source, address: actor.address ?? null, entity, action };
  const rows = ids.length ? ids.map((recordId) => ({ ...base, recordId })) : [{ ...base, recordId: null }];
  await executor.insert(auditEntries).values(rows);
};
