import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import type { JobRunner } from "../jobs/runner.js";
import { log } from "../log.js";
import { versions } from "./versions-table.js";

export interface Retention {
  /** Every version younger than this many days is kept. */
  allDays: number;
  /** Past allDays, a record's last version of each (UTC) day is kept until this many days. */
  dailyDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Deleted in batches, so one run never holds a huge delete (and its locks) at once. */
const BATCH = 5000;

/**
 * Drops versions past retention: older than allDays and not their record's last of that day, or
 * older than dailyDays. A record's newest version is always kept (a record untouched for two
 * years still shows what it was; a deleted one can still be restored). Answers how many went.
 */
export async function pruneVersions(db: Db, retention: Retention, now = new Date()): Promise<number> {
  const allCutoff = new Date(now.getTime() - retention.allDays * DAY_MS).toISOString();
  const dailyCutoff = new Date(now.getTime() - retention.dailyDays * DAY_MS).toISOString();
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from ${versions} where id in (
        select v.id from ${versions} v
        where v.created_at < ${allCutoff}::timestamptz
          and exists (select 1 from ${versions} n where n.entity = v.entity and n.record_id = v.record_id and n.created_at > v.created_at)
          and (v.created_at < ${dailyCutoff}::timestamptz
            or exists (select 1 from ${versions} w where w.entity = v.entity and w.record_id = v.record_id and w.created_at > v.created_at
                         and w.created_at < date_trunc('day', v.created_at at time zone 'UTC') at time zone 'UTC' + interval '1 day'))
        limit ${BATCH})`);
    const count = Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
    total += count;
    if (count < BATCH) return total;
  }
}

export const PRUNE_VERSIONS_JOB = "history.prune-versions";

/**
 * Prunes once per interval (a day) on the durable job runner: the interval's slot is the job's
 * key, so with several processes on one database exactly one of them prunes each day, and a
 * process restarted mid-day does not prune again.
 */
export function scheduleVersionPruning(jobs: JobRunner, db: Db, retention: Retention, intervalMs = DAY_MS): void {
  jobs.define(PRUNE_VERSIONS_JOB, {
    async run() {
      const pruned = await pruneVersions(db, retention);
      log.info({ pruned }, "versions pruned");
    },
  });
  jobs.every(PRUNE_VERSIONS_JOB, intervalMs);
}
