import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/core/db/connection.js";
import { createJobRunner, jobs, type JobRunner } from "../../src/core/jobs/index.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
/** A second connection to the same database where there can be one (PostgreSQL); PGlite has one. */
let second: Database | undefined;
const runners: JobRunner[] = [];

beforeAll(async () => {
  sobor = await startTestSobor();
  if (sobor.context.config.databaseUrl) second = await openDatabase({ url: sobor.context.config.databaseUrl });
});

afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await second?.close();
  await sobor?.close();
});

const runnerOn = (db = sobor.context.db) => {
  const runner = createJobRunner({ db, pollMs: 60_000 });
  runners.push(runner);
  return runner;
};
const kindOf = (name: string) => `test.${name}.${Math.random().toString(36).slice(2, 8)}`;
const rowsOf = (ids: string[]) => sobor.context.db.select().from(jobs).where(inArray(jobs.id, ids));

describe("the durable job runner", () => {
  it("drain and stop wait for tracked work that enqueues after a read, so its job is run, not missed", async () => {
    const kind = kindOf("tracked");
    const runner = runnerOn();
    const ran: string[] = [];
    runner.define<{ from: string }>(kind, { run: async (job) => void ran.push(job.payload.from) });
    // As a write's follow-up does: read first, then enqueue, started outside any request.
    const followUp = async (from: string) => {
      await sobor.context.db.execute(sql`select pg_sleep(0.05)`);
      await runner.enqueue(sobor.context.db, kind, { from });
    };
    runner.track(followUp("drained"));
    expect(await runner.drain()).toBe(1);
    expect(ran).toEqual(["drained"]);
    // A follow-up that fails is logged by its owner; drain does not fail with it.
    runner.track(Promise.reject(new Error("not enqueued")));
    expect(await runner.drain()).toBe(0);
    runner.track(followUp("before stop"));
    await runner.stop();
    const [row] = await sobor.context.db.select().from(jobs).where(sql`${jobs.kind} = ${kind} and ${jobs.payload}->>'from' = 'before stop'`);
    expect(row?.status).toBe("pending");
  });

  it("runs each job once with two runners claiming from one database", async () => {
    const kind = kindOf("once");
    const ran: { runner: string; id: string }[] = [];
    const a = runnerOn();
    const b = runnerOn(second?.db ?? sobor.context.db);
    for (const [name, runner] of [["a", a], ["b", b]] as const) {
      runner.define<{ n: number }>(kind, {
        async run(job) {
          // Yield between claim and finish, so the other runner claims while this one holds jobs.
          await new Promise((resolve) => setImmediate(resolve));
          ran.push({ runner: name, id: job.id });
        },
      });
    }
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) ids.push((await a.enqueue(sobor.context.db, kind, { n }))!);
    const [fromA, fromB] = await Promise.all([a.drain(), b.drain()]);
    expect(fromA + fromB).toBe(40);
    expect(ran.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(new Set(ran.map((r) => r.id)).size).toBe(40);
    expect((await rowsOf(ids)).every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
  });

  it("retries a failing job after its backoff, then marks it failed with the reason", async () => {
    const kind = kindOf("fails");
    const runner = runnerOn();
    const attempts: number[] = [];
    runner.define(kind, {
      backoffMs: () => 0,
      async run(job) {
        attempts.push(job.attempt);
        throw new Error(`refused on attempt ${job.attempt}`);
      },
    });
    const id = (await runner.enqueue(sobor.context.db, kind, {}, { maxAttempts: 3 }))!;
    await runner.drain();
    expect(attempts).toEqual([1, 2, 3]);
    const [row] = await rowsOf([id]);
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "refused on attempt 3" });
  });

  it("drain runs a retry that falls due while a polling round of the started runner is under way", async () => {
    const kind = kindOf("polled");
    // Started and polling all the time: drain may join a round whose claim began before a job failed.
    const runner = createJobRunner({ db: sobor.context.db, pollMs: 1 });
    runners.push(runner);
    runner.define(kind, {
      backoffMs: () => 0,
      async run(job) {
        // Fails the first time after a moment, as an SMTP connection refused does.
        await new Promise((resolve) => setTimeout(resolve, 2));
        if (job.attempt === 1) throw new Error("refused the first time");
      },
    });
    runner.start();
    // One job a drain, read as soon as drain returns (the polling runner would finish it later).
    const states: string[] = [];
    for (let n = 0; n < 40; n++) {
      const id = (await runner.enqueue(sobor.context.db, kind, { n }))!;
      await runner.drain();
      const [row] = await rowsOf([id]);
      states.push(`${row!.status}/${row!.attempts}`);
    }
    expect(states).toEqual(states.map(() => "done/2"));
    await runner.stop();
  });

  it("waits for a failed job's backoff and for a run-at in the future", async () => {
    const kind = kindOf("later");
    const runner = runnerOn();
    let runs = 0;
    runner.define(kind, {
      backoffMs: () => 60 * 60_000,
      async run() {
        runs++;
        throw new Error("not yet");
      },
    });
    const failing = (await runner.enqueue(sobor.context.db, kind, {}))!;
    const later = (await runner.enqueue(sobor.context.db, kind, {}, { runAt: new Date(Date.now() + 60 * 60_000) }))!;
    await runner.drain();
    expect(runs).toBe(1);
    const rows = await rowsOf([failing, later]);
    expect(rows.find((r) => r.id === failing)).toMatchObject({ status: "pending", attempts: 1, lastError: "not yet" });
    expect(rows.find((r) => r.id === later)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("keeps one job per key", async () => {
    const kind = kindOf("keyed");
    const runner = runnerOn();
    const key = `${kind}:date-1`;
    const first = await runner.enqueue(sobor.context.db, kind, {}, { key });
    const again = await runner.enqueue(sobor.context.db, kind, {}, { key });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeUndefined();
    expect(await sobor.context.db.select().from(jobs).where(eq(jobs.key, key))).toHaveLength(1);
  });

  it("survives a restart: a job left by a stopped runner, or claimed by a crashed one past its lease, runs on the next", async () => {
    const kind = kindOf("restart");
    const before = runnerOn();
    const left = (await before.enqueue(sobor.context.db, kind, { left: true }))!;
    const crashed = (await before.enqueue(sobor.context.db, kind, { crashed: true }))!;
    await before.stop();
    // A process that claimed this job and died: running, its lease over.
    await sobor.context.db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(jobs.id, crashed));
    const after = runnerOn();
    const ran: unknown[] = [];
    after.define(kind, {
      async run(job) {
        ran.push(job.payload);
      },
    });
    expect(await after.drain()).toBe(2);
    expect(ran).toEqual(expect.arrayContaining([{ left: true }, { crashed: true }]));
    expect((await rowsOf([left, crashed])).map((row) => row.status)).toEqual(["done", "done"]);
  });

  it("does not claim a running job whose lease is still on", async () => {
    const kind = kindOf("leased");
    const runner = runnerOn();
    let runs = 0;
    runner.define(kind, {
      async run() {
        runs++;
      },
    });
    const id = (await runner.enqueue(sobor.context.db, kind, {}))!;
    await sobor.context.db.update(jobs).set({ status: "running", attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` }).where(eq(jobs.id, id));
    expect(await runner.drain()).toBe(0);
    expect(runs).toBe(0);
  });
});
