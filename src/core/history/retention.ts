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
/** Versions looked at per statement, so one run never holds a huge delete (and its locks) at once. */
const BATCH = 5000;

interface Step {
  scanned: number;
  deleted: number;
  last_at: string | null;
  last_id: string | null;
}

/**
 * Drops versions past retention: older than allDays and not their record's last of that day, or
 * older than dailyDays. A record's newest version is always kept (a record untouched for two
 * years still shows what it was; a deleted one can still be restored). Answers how many went.
 * Walks the old versions once in (created_at, id) order, a window per statement, so the versions
 * it keeps are never looked at again (re-scanning them from the start made it quadratic).
 */
export async function pruneVersions(db: Db, retention: Retention, now = new Date(), batch = BATCH): Promise<number> {
  const allCutoff = new Date(now.getTime() - retention.allDays * DAY_MS).toISOString();
  const dailyCutoff = new Date(now.getTime() - retention.dailyDays * DAY_MS).toISOString();
  let total = 0;
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const from = after ? sql`and (w.created_at, w.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
    const result = await db.execute(sql`
      with win as (
        select w.id, w.created_at from ${versions} w
        where w.created_at < ${allCutoff}::timestamptz ${from}
        order by w.created_at, w.id
        limit ${batch}
      ), gone as (
        delete from ${versions} v using win
        where v.id = win.id
          and exists (select 1 from ${versions} n where n.entity = v.entity and n.record_id = v.record_id and n.created_at > v.created_at)
          and (v.created_at < ${dailyCutoff}::timestamptz
            or exists (select 1 from ${versions} d where d.entity = v.entity and d.record_id = v.record_id and d.created_at > v.created_at
                         and d.created_at < date_trunc('day', v.created_at at time zone 'UTC') at time zone 'UTC' + interval '1 day'))
        returning v.id
      ), last as (select created_at, id from win order by created_at desc, id desc limit 1)
      select (select count(*) from win)::int as scanned, (select count(*) from gone)::int as deleted,
        (select created_at::text from last) as last_at, (select id::text from last) as last_id`);
    const step = ((result as unknown as { rows?: Step[] }).rows ?? (result as unknown as Step[]))[0]!;
    total += Number(step.deleted);
    if (Number(step.scanned) < batch || !step.last_at || !step.last_id) return total;
    after = { at: step.last_at, id: step.last_id };
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
