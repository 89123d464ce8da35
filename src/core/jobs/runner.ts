import { log } from "../log.js";
import { and, eq, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { afterCommit } from "../events/after-commit.js";
import { jobs, type JobRow } from "./table.js";

/** What a handler is given: the job's payload and where it stands in its attempts. */
export interface Job<Payload = unknown> {
  id: string;
  kind: string;
  payload: Payload;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** True when a failure now marks the job failed instead of retrying it. */
  lastAttempt: boolean;
}

export interface JobKind<Payload = unknown> {
  /** Throws to fail the attempt: the job is retried after `backoffMs`, or marked failed after its last attempt. */
  run(job: Job<Payload>): Promise<void>;
  /** The wait before attempt n + 1 after attempt n failed (default: 30 s doubling, at most 1 hour). */
  backoffMs?(attempt: number): number;
  /** Attempts of a job enqueued without its own (default 5). */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  /** Not before this time (scheduled publishing, reminders); default now. */
  runAt?: Date;
  /** At most one job with this key ever exists: enqueueing it again is a no-op. */
  key?: string;
  maxAttempts?: number;
}

export interface JobRunner {
  /** Registers the handler of a kind in this process; only kinds with a handler are claimed here. */
  define<Payload>(kind: string, handler: JobKind<Payload>): void;
  /** Also enqueue `kind` once per interval (across every process: the slot is the job's key). */
  every(kind: string, intervalMs: number): void;
  /**
   * Records a job; pass a transaction so the job exists exactly when the write it follows does.
   * Resolves with its id, or undefined when a job with the key already exists.
   */
  enqueue(db: Db, kind: string, payload: unknown, options?: EnqueueOptions): Promise<string | undefined>;
  /**
   * Work started outside a request's transaction that may enqueue (a write's follow-up, heard on
   * the bus): `drain` and `stop` wait for it first, so a job it makes is neither missed nor cut off.
   */
  track(work: Promise<unknown>): void;
  /** Starts polling (createSobor does, after every module's onStart). */
  start(): void;
  /** Runs every due job (and those their failures make due again at once) until none is left. */
  drain(): Promise<number>;
  /** Stops claiming and waits for the jobs in flight. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  /** How often an idle runner looks for due jobs (an enqueue in this process wakes it at once). */
  pollMs?: number;
  /** How long a claimed job is its runner's; past it (a crashed process) another runner takes it. */
  leaseMs?: number;
  /** Jobs run at once per process. */
  concurrency?: number;
}

interface TickResult {
  started: number;
  mark: number;
}

const DEFAULT_BACKOFF = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);
const DONE_KEPT_MS = 7 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);
const logError = (msg: string, extra: Record<string, unknown>) => log.error(extra, msg);

/**
 * A small durable job runner on the database (PGlite or PostgreSQL). A job is claimed by one
 * statement — `update … where id in (select … for update skip locked) returning` — that marks it
 * running with a lease, so with several runners on one database each job runs once. The handler
 * runs outside any transaction (nothing holds a row lock while it calls the network); a failure
 * sets the next runAt by the kind's backoff until its attempts are spent, then the job is failed
 * with the reason. A process that dies mid-job leaves it running until the lease ends, after
 * which it is claimed again: delivery is at least once, so handlers check what they already did.
 */
export function createJobRunner({ db, pollMs = 2000, leaseMs = 5 * 60_000, concurrency = 4 }: JobRunnerOptions): JobRunner {
  const kinds = new Map<string, JobKind<never>>();
  const recurring = new Map<string, { intervalMs: number; slot?: number }>();
  const inFlight = new Set<Promise<void>>();
  /** Work that may still enqueue (`track`). */
  const enqueuing = new Set<Promise<unknown>>();
  const enqueued = async () => {
    while (enqueuing.size) await Promise.allSettled([...enqueuing]);
  };
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  let ticking: Promise<TickResult> | undefined;
  let lastSweep = 0;
  /** Counts finished jobs, so drain can tell a job that ended (and may be due again) during its claim. */
  let finished = 0;

  async function claim(limit: number): Promise<JobRow[]> {
    if (!kinds.size || limit <= 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...kinds.keys()]),
          or(and(eq(jobs.status, "pending"), lte(jobs.runAt, sql`now()`)), and(eq(jobs.status, "running"), isNotNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`))),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(jobs)
      .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`, updatedAt: sql`now()` })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function runOne(row: JobRow): Promise<void> {
    const handler = kinds.get(row.kind) as JobKind<unknown> | undefined;
    const job: Job = { id: row.id, kind: row.kind, payload: row.payload, attempt: row.attempts, maxAttempts: row.maxAttempts, lastAttempt: row.attempts >= row.maxAttempts };
    try {
      if (!handler) throw new Error(`no handler for job kind ${row.kind}`);
      await handler.run(job);
      await db.update(jobs).set({ status: "done", lockedUntil: null, lastError: null, updatedAt: sql`now()` }).where(eq(jobs.id, row.id));
    } catch (error) {
      const reason = errorText(error);
      if (job.lastAttempt) {
        logError("job failed", { jobId: row.id, kind: row.kind, attempts: row.attempts, error: reason });
        await db.update(jobs).set({ status: "failed", lockedUntil: null, lastError: reason, updatedAt: sql`now()` }).where(eq(jobs.id, row.id));
      } else {
        const wait = Math.max(0, Math.round((handler?.backoffMs ?? DEFAULT_BACKOFF)(row.attempts)));
        await db
          .update(jobs)
          .set({ status: "pending", lockedUntil: null, lastError: reason, runAt: sql`now() + ${wait} * interval '1 millisecond'`, updatedAt: sql`now()` })
          .where(eq(jobs.id, row.id));
      }
    }
  }

  /** Enqueues this slot's job of each recurring kind, once per process per slot (the key makes it once overall). */
  async function scheduleRecurring(): Promise<void> {
    const now = Date.now();
    for (const [kind, entry] of recurring) {
      const slot = Math.floor(now / entry.intervalMs);
      if (entry.slot === slot) continue;
      await runner.enqueue(db, kind, {}, { key: `${kind}@${slot * entry.intervalMs}`, maxAttempts: 1 });
      entry.slot = slot;
    }
  }

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(jobs).where(and(eq(jobs.status, "done"), lt(jobs.updatedAt, new Date(Date.now() - DONE_KEPT_MS))));
  }

  /**
   * One round: claims what free slots allow and starts it; resolves with how many it started and
   * how many jobs had finished when it began (a job that finished after that was locked or still
   * 'running' to its claim, and may be due again although the round started nothing).
   */
  function tick(): Promise<TickResult> {
    ticking ??= (async () => {
      const mark = finished;
      try {
        await scheduleRecurring();
        await sweep();
        const claimed = await claim(concurrency - inFlight.size);
        for (const row of claimed) {
          const work: Promise<void> = runOne(row)
            .catch((error) => logError("job bookkeeping failed", { jobId: row.id, error: errorText(error) }))
            .finally(() => {
              finished++;
              inFlight.delete(work);
              if (running) wake();
            });
          inFlight.add(work);
        }
        return { started: claimed.length, mark };
      } finally {
        ticking = undefined;
      }
    })();
    return ticking;
  }

  function schedule(delay: number): void {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      tick()
        .then(({ started }) => schedule(started ? 0 : pollMs))
        .catch((error) => {
          logError("job runner poll failed", { error: errorText(error) });
          schedule(pollMs);
        });
    }, delay);
    timer.unref();
  }

  function wake(): void {
    schedule(0);
  }

  const runner: JobRunner = {
    define(kind, handler) {
      kinds.set(kind, handler as JobKind<never>);
    },
    every(kind, intervalMs) {
      recurring.set(kind, { intervalMs });
    },
    async enqueue(target, kind, payload, options = {}) {
      const maxAttempts = options.maxAttempts ?? kinds.get(kind)?.maxAttempts ?? 5;
      const [row] = await target
        .insert(jobs)
        .values({ kind, payload: payload ?? {}, key: options.key ?? null, runAt: options.runAt ?? sql`now()`, maxAttempts })
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id });
      // Woken once the enqueueing transaction commits: before that the row is invisible to the claim.
      if (row && !options.runAt) afterCommit(wake);
      return row?.id;
    },
    track(work) {
      const settled = work.catch(() => undefined).finally(() => enqueuing.delete(settled));
      enqueuing.add(settled);
    },
    start() {
      if (running || stopped) return;
      running = true;
      wake();
    },
    async drain() {
      let total = 0;
      for (;;) {
        await enqueued();
        // A polling round already under way may have claimed before the job drain is called for
        // was enqueued, or before a job failed: wait it out and judge by a round of drain's own.
        while (ticking) await ticking.catch(() => undefined);
        const { started, mark } = await tick();
        total += started;
        if (!started && !inFlight.size && finished === mark) return total;
        if (!started && inFlight.size) await Promise.race(inFlight);
      }
    },
    async stop() {
      running = false;
      stopped = true;
      clearTimeout(timer);
      await enqueued();
      await ticking?.catch(() => undefined);
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
  return runner;
}
