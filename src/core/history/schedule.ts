/**
 * 'Publish at…' and 'Unpublish at…': a job on the durable runner (src/core/jobs), so it survives
 * a restart and runs once across processes. What it publishes is the draft as it is when the time
 * comes, in the name of whoever scheduled it (source 'schedule'). Cancelling deletes the job while
 * it still waits.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { inTransaction } from "../db/transaction.js";
import type { EntityDef } from "../entity/define.js";
import type { EventBus } from "../events/bus.js";
import { badRequest, conflict, HttpError, notFound } from "../http/errors.js";
import type { JobKind, JobRunner } from "../jobs/runner.js";
import { jobs } from "../jobs/table.js";
import { currentActor, runAs, type WriteActor } from "./actor.js";
import { draftsEntity, publish, unpublish } from "./drafts.js";
import { recordAction } from "./observers.js";

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

const kindOf = (action: ScheduleAction) => `drafts.${action}`;
const KINDS = SCHEDULE_ACTIONS.map(kindOf);

interface SchedulePayload {
  entity: string;
  id: string;
  /** Who scheduled it: the version and audit entry written when it runs name them. */
  subjectId?: string;
}

export interface Scheduled {
  id: string;
  action: ScheduleAction;
  runAt: string;
  status: string;
}

/** The handler of one action, for a runner (each process defines it; tests drive two runners). */
export function scheduledPublishingJob(db: Db, bus: EventBus, action: ScheduleAction): JobKind<SchedulePayload> {
  return {
    maxAttempts: 5,
    async run({ payload }) {
      const [module, name] = payload.entity.split("/");
      const actor: WriteActor = { source: "schedule", ...(typeof payload.subjectId === "string" ? { subjectId: payload.subjectId } : {}) };
      try {
        const def = draftsEntity(module!, name!);
        await runAs(actor, () => (action === "publish" ? publish(db, bus, def, payload.id) : unpublish(db, bus, def, payload.id)));
      } catch (error) {
        // The record was deleted since: nothing left to publish, and retrying will not change that.
        if (error instanceof HttpError && error.status === 404) return;
        throw error;
      }
    },
  };
}

export function defineScheduledPublishing(runner: JobRunner, db: Db, bus: EventBus): void {
  for (const action of SCHEDULE_ACTIONS) runner.define(kindOf(action), scheduledPublishingJob(db, bus, action));
}

export async function schedule(db: Db, runner: JobRunner, def: EntityDef, id: string, action: ScheduleAction, at: Date): Promise<Scheduled> {
  if (at.getTime() <= Date.now()) throw badRequest(`at: ${at.toISOString()} has passed; choose a later time`);
  const entity = `${def.module}/${def.name}`;
  const key = `${kindOf(action)}:${entity}:${id}:${at.toISOString()}`;
  const { subjectId } = await currentActor();
  const payload: SchedulePayload = { entity, id, ...(subjectId ? { subjectId } : {}) };
  const jobId = await inTransaction(db, async (tx) => {
    const jobId = await runner.enqueue(tx, kindOf(action), payload, { runAt: at, key });
    if (jobId) await recordAction(tx, { entity, ids: [id], action: `${action}-scheduled` });
    return jobId;
  });
  if (!jobId) throw conflict(`This record is already scheduled to ${action} at ${at.toISOString()}`);
  return { id: jobId, action, runAt: at.toISOString(), status: "pending" };
}

/** What waits for a record, soonest first. */
export async function scheduledFor(db: Db, def: EntityDef, id: string): Promise<Scheduled[]> {
  const rows = await db
    .select({ id: jobs.id, kind: jobs.kind, runAt: jobs.runAt, status: jobs.status })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, KINDS),
        inArray(jobs.status, ["pending", "running"]),
        sql`${jobs.payload}->>'entity' = ${`${def.module}/${def.name}`}`,
        sql`${jobs.payload}->>'id' = ${id}`,
      ),
    )
    .orderBy(asc(jobs.runAt));
  return rows.map((r) => ({ id: r.id, action: r.kind.slice("drafts.".length) as ScheduleAction, runAt: r.runAt.toISOString(), status: r.status }));
}

/** Cancels a scheduled action that has not started (in the audit log under the record it was for). */
export async function cancelScheduled(db: Db, jobId: string): Promise<void> {
  const cancelled = await inTransaction(db, async (tx) => {
    const [removed] = await tx
      .delete(jobs)
      .where(and(eq(jobs.id, jobId), inArray(jobs.kind, KINDS), eq(jobs.status, "pending")))
      .returning({ kind: jobs.kind, payload: jobs.payload });
    if (!removed) return false;
    const { entity, id } = removed.payload as SchedulePayload;
    await recordAction(tx, { entity, ids: [id], action: `${removed.kind.slice("drafts.".length)}-cancelled` });
    return true;
  });
  if (cancelled) return;
  const [job] = await db.select({ status: jobs.status }).from(jobs).where(and(eq(jobs.id, jobId), inArray(jobs.kind, KINDS)));
  if (!job) throw notFound(`No scheduled publishing ${jobId}`);
  throw conflict(`The scheduled publishing ${jobId} is ${job.status} and can no longer be cancelled`);
}
