// Statements built once (src/core/db/prepared.ts): a select is built by drizzle once per owner and
// per the values built into it, with what changes from call to call as placeholders; named ones are
// parsed once per connection. Their answers must equal the same select built each time.
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/core/db/connection.js";
import { CALLER_SHAPED_NAMES, runPrepared, statementName } from "../../src/core/db/prepared.js";
import { articles } from "../../src/modules/blog/entities.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
const onPostgres = process.env.SOBOR_TEST_DB === "postgres";

beforeAll(async () => {
  sobor = await startTestSobor();
  const data = Array.from({ length: 30 }, (_, i) => ({ slug: `prepared-${String(i).padStart(2, "0")}`, variant: i % 2 ? "odd" : "even" }));
  const { status } = await sobor.json("/api/blog/articles/bulk", { method: "POST", secret: true, body: { data } });
  expect(status).toBe(201);
});
afterAll(() => sobor.close());

/** A page of slugs of one variant, the offset a placeholder; counts how often drizzle builds it. */
function pager(builds: { count: number }, variant: string) {
  const db = sobor.context.db;
  return () => {
    builds.count++;
    return db.select({ slug: articles.slug }).from(articles).where(eq(articles.variant, variant)).orderBy(asc(articles.slug)).limit(5).offset(sql.placeholder("offset"));
  };
}

const slugs = (rows: unknown[]) => (rows as { slug: string }[]).map((r) => r.slug);

describe("runPrepared", () => {
  for (const named of [false, true]) {
    it(`builds a select once for any offset and again for other built-in values (${named ? "named" : "unnamed"})`, async () => {
      const owner = {};
      const builds = { count: 0 };
      const page = (variant: string, offset: number) =>
        runPrepared(sobor.context.db, owner, [eq(articles.variant, variant)], pager(builds, variant), { offset }, { named });
      expect(slugs(await page("even", 0))).toEqual(["prepared-00", "prepared-02", "prepared-04", "prepared-06", "prepared-08"]);
      expect(slugs(await page("even", 5))).toEqual(["prepared-10", "prepared-12", "prepared-14", "prepared-16", "prepared-18"]);
      expect(slugs(await page("even", 13))).toEqual(["prepared-26", "prepared-28"]);
      expect(builds.count).toBe(1);
      // Another value built into the statement is another statement, not the kept one with the old value.
      expect(slugs(await page("odd", 0))).toEqual(["prepared-01", "prepared-03", "prepared-05", "prepared-07", "prepared-09"]);
      expect(builds.count).toBe(2);
      expect(slugs(await page("even", 0))[0]).toBe("prepared-00");
      expect(builds.count).toBe(2);
    });
  }

  it("keeps a bounded number of statements per owner, the least recently used going first", async () => {
    const owner = {};
    const builds = { count: 0 };
    const page = (variant: string) => runPrepared(sobor.context.db, owner, [variant], pager(builds, variant), { offset: 0 }, { named: false });
    for (let i = 0; i < 40; i++) await page(`variant-${i}`);
    expect(builds.count).toBe(40);
    await page("variant-39");
    expect(builds.count).toBe(40);
    await page("variant-0");
    expect(builds.count).toBe(41);
  });

  // PGlite runs every statement unnamed; PostgreSQL lists a connection's named ones.
  if (onPostgres) {
    it("keeps a bounded number of caller-shaped statements on a PostgreSQL connection", async () => {
      // One transaction: one connection.
      await sobor.context.db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const namedNow = async () => {
          const result = (await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where name like 'sobor_%'`)) as unknown as { rows: { n: number }[] };
          return Number(result.rows[0]!.n);
        };
        const before = await namedNow();
        const owner = {};
        // Each a statement text of its own, as lists with callers' filters would be.
        for (let limit = 1; limit <= CALLER_SHAPED_NAMES + 40; limit++) {
          const build = () => tx.select({ slug: articles.slug }).from(articles).orderBy(asc(articles.slug)).limit(sql.raw(String(limit)) as never).offset(sql.placeholder("offset"));
          const rows = await runPrepared(tx, owner, [limit], build, { offset: 0 }, { named: "bounded" });
          expect(rows).toHaveLength(Math.min(limit, 30));
        }
        const named = (await namedNow()) - before;
        expect(named).toBeGreaterThan(0);
        expect(named).toBeLessThanOrEqual(CALLER_SHAPED_NAMES);
      });
    });
  }

  it("names statements whose shape callers write only within a budget, known texts keeping their name", () => {
    const budget = { named: new Set<string>(), most: 3 };
    const texts = ["select 1", "select 2", "select 3", "select 4", "select 5"];
    const names = texts.map((text) => statementName(text, "bounded", budget));
    expect(names.map(Boolean)).toEqual([true, true, true, false, false]);
    expect(new Set(names.filter(Boolean)).size).toBe(3);
    expect(statementName("select 2", "bounded", budget)).toBe(names[1]);
    expect(statementName("select 4", "bounded", budget)).toBeUndefined();
    // A shape the code declares is always named; one asked unnamed never.
    expect(statementName("select 5", true, budget)).toMatch(/^sobor_[0-9a-f]{24}$/);
    expect(statementName("select 1", false, budget)).toBeUndefined();
  });
});
