import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/core/jobs/index.js";
import { CLEAR_OLD_CARTS_JOB } from "../../src/modules/ecommerce/index.js";
import { sessions } from "../../src/modules/rbac/entities.js";
import { PRUNE_SESSIONS_JOB, SWEEP_ANONYMOUS_JOB } from "../../src/modules/rbac/server/runtime.js";
import { register, subjectOf } from "../helpers/accounts.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// The site's upkeep (expired sessions, old anonymous accounts, abandoned carts) runs as recurring
// jobs of the durable queue: one job per kind and slot for the whole site, whatever the number of
// processes (the slot is the job's unique key; tests/api/jobs.test.ts proves the claim).
const UPKEEP = { [PRUNE_SESSIONS_JOB]: 60 * 60_000, [SWEEP_ANONYMOUS_JOB]: 24 * 60 * 60_000, [CLEAR_OLD_CARTS_JOB]: 24 * 60 * 60_000 };

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor?.close());

describe("the upkeep's recurring jobs", () => {
  it("each kind has its slot's job, keyed by the slot, run once and done", async () => {
    await sobor.context.jobs.drain();
    const rows = await sobor.context.db.select().from(jobs).where(inArray(jobs.kind, Object.keys(UPKEEP)));
    for (const [kind, intervalMs] of Object.entries(UPKEEP)) {
      const mine = rows.filter((row) => row.kind === kind);
      expect(mine.length, kind).toBeGreaterThanOrEqual(1);
      for (const row of mine) {
        const slotStart = Number(row.key?.slice(kind.length + 1));
        expect(row.key).toBe(`${kind}@${slotStart}`);
        expect(slotStart % intervalMs, `${kind}'s key is the start of its slot`).toBe(0);
        expect(row).toMatchObject({ status: "done", attempts: 1 });
      }
    }
  });

  it("the sessions job deletes the sessions whose refresh token expired, and only those", async () => {
    const [expired, alive] = [await register(sobor), await register(sobor)];
    const { db } = sobor.context;
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.subjectId, subjectOf(expired.jwt)));
    await sobor.context.jobs.enqueue(db, PRUNE_SESSIONS_JOB, {});
    await sobor.context.jobs.drain();
    const left = async (jwt: string) => (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.subjectId, subjectOf(jwt)))).length;
    expect(await left(expired.jwt)).toBe(0);
    expect(await left(alive.jwt)).toBeGreaterThan(0);
  });
});
