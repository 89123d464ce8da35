import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCondition } from "../../src/core/http/admin-search.js";
import { getEntity } from "../../src/core/entity/registry.js";
import { query } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Issue 11, 'Search is slow on big tables': the admin's server-side search (`search=`), counts
// that are estimated past a threshold, and far pages read through a deferred join.

let sobor: TestSobor;
const run = `as${Date.now().toString(36)}${process.pid}`;
const articles = "/api/blog/articles";
let bells: { id: string };

const list = (params: Record<string, unknown>) => sobor.json(`${articles}${query(params)}`);
const count = (params: Record<string, unknown>) => sobor.json(`${articles}/count${query(params)}`);
const slugs = (body: any): string[] => body.data.map((row: any) => row.slug);

async function bulk(data: object[]) {
  const { status, body } = await sobor.json(`${articles}/bulk`, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(JSON.stringify(body));
  return body.data as { id: string; slug: string }[];
}

beforeAll(async () => {
  sobor = await startTestSobor();
  bells = (await bulk([
    { slug: `bells-${run}`, adminTitle: "Колокольня", title: { ru: "Колокола Смольного собора", en: "The Smolny cathedral bells" } },
    { slug: `icons-${run}`, adminTitle: "Иконы", title: { ru: "Иконостас", en: "The iconostasis" } },
    { slug: `choir-${run}`, adminTitle: "Хор", title: { ru: "Хор собора", en: "The choir" }, variant: "smolny-history" },
  ]))[0]!;
});
afterAll(() => sobor?.close());

describe("search", () => {
  it("finds a substring of a localised title in each language, any case", async () => {
    expect(slugs((await list({ search: "колокола СМОЛЬ" })).body)).toEqual([`bells-${run}`]);
    expect(slugs((await list({ search: "CATHEDRAL BEL" })).body)).toEqual([`bells-${run}`]);
    expect(slugs((await list({ search: "коностас" })).body)).toEqual([`icons-${run}`]);
    expect(slugs((await list({ search: "iconostas" })).body)).toEqual([`icons-${run}`]);
  });

  it("finds by a part of the slug, by the admin title, and by id", async () => {
    expect(slugs((await list({ search: `oir-${run}` })).body)).toEqual([`choir-${run}`]);
    expect(slugs((await list({ search: "иконы" })).body)).toEqual([`icons-${run}`]);
    expect(slugs((await list({ search: bells.id })).body)).toEqual([`bells-${run}`]);
    expect(slugs((await list({ search: bells.id.toUpperCase() })).body)).toEqual([`bells-${run}`]);
  });

  it("is AND-ed with the filters, and matches LIKE's wildcards literally", async () => {
    const both = { search: "собор", orderBy: { and: [{ column: "slug", method: "asc" }] } };
    expect(slugs((await list(both)).body)).toEqual([`bells-${run}`, `choir-${run}`]);
    const filtered = { ...both, filters: { and: [{ column: "variant", method: "eq", value: "smolny-history" }] } };
    expect(slugs((await list(filtered)).body)).toEqual([`choir-${run}`]);
    expect((await count(filtered)).body).toEqual({ data: 1 });
    expect(slugs((await list({ search: "%" })).body)).toEqual([]);
    expect(slugs((await list({ search: "bells_" })).body)).toEqual([]);
  });

  it("matches one and two characters at the start of a word (after a space or '-')", async () => {
    expect(slugs((await list({ search: "хо" })).body)).toEqual([`choir-${run}`]);
    expect(slugs((await list({ search: "И" })).body)).toEqual([`icons-${run}`]);
    expect(slugs((await list({ search: run.slice(0, 2) })).body).sort()).toEqual([`bells-${run}`, `choir-${run}`, `icons-${run}`]);
    // Inside a word only from three characters on: 'ор' is in 'Хор' but starts no word.
    expect(slugs((await list({ search: "ор" })).body)).toEqual([]);
    expect(slugs((await list({ search: "хор" })).body)).toEqual([`choir-${run}`]);
  });

  it("refuses a bad search with a 400 that says why", async () => {
    const long = await list({ search: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/search: must be at most 200 characters/);
    const nul = await sobor.json(`${articles}?search=a%00b`);
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/NUL/);
    const many = await sobor.json(`${articles}/count?search=a&search=b`);
    expect(many.status).toBe(400);
    expect(many.body.error).toMatch(/search: must be one text value/);
    // Blank is no search: every record.
    expect((await list({ search: "  " })).status).toBe(200);
  });

  it("is served by the entity's trigram index", async () => {
    const def = getEntity("blog", "articles");
    const plan = await sobor.context.db.transaction(async (tx) => {
      // The table is small: make the planner's choice observable instead of letting a scan win.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${tx.select({ id: def.table.id }).from(def.table).where(searchCondition(def, "cathedral"))}`);
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain("blog_articles_admin_search");
  });
});

describe("counts", () => {
  it("stay exact by default, and say when they are estimated past a threshold", async () => {
    expect((await count({ search: "собор" })).body).toEqual({ data: 2 });
    expect((await count({ search: "собор", estimate: "true" })).body).toEqual({ data: { count: 2, estimated: false } });
    expect((await count({ search: "собор", estimate: "true", exactUpTo: 2 })).body).toEqual({ data: { count: 2, estimated: false } });
    const over = (await count({ search: "собор", estimate: "true", exactUpTo: 1 })).body.data;
    expect(over.estimated).toBe(true);
    // Never less than what was seen to exist.
    expect(over.count).toBeGreaterThanOrEqual(2);
  });

  it("refuse bad estimate parameters", async () => {
    const bad = await count({ estimate: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/estimate: must be true or false/);
    expect((await count({ exactUpTo: 5 })).status).toBe(400);
    expect((await count({ estimate: "true", exactUpTo: -1 })).status).toBe(400);
  });
});

describe("far pages", () => {
  const tag = `page-${run}`;
  beforeAll(async () => {
    // Three hundred rows in one insert share one createdAt: ties broken by id are exercised;
    // admin titles repeat every 7 rows for the same reason.
    await bulk(Array.from({ length: 300 }, (_, i) => ({ slug: `${tag}-${String(i).padStart(3, "0")}`, adminTitle: `${tag} title ${i % 7}` })));
  });

  for (const column of ["createdAt", "adminTitle", "slug", "updatedAt", "variant"]) {
    for (const method of ["asc", "desc"]) {
      it(`are the rows a plain offset would give, by ${column} ${method}`, async () => {
        const orderBy = { and: [{ column, method }] };
        const all = (await list({ search: tag, orderBy, limit: 1000 })).body.data.map((row: any) => row.id);
        expect(all).toHaveLength(300);
        // The reference order: the sort column, then id the same way, as the server promises.
        const fullRows = (await list({ search: tag, orderBy, limit: 1000 })).body.data;
        const expected = [...fullRows].sort((a: any, b: any) => {
          const by = a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : 0;
          const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
          return method === "asc" ? by || byId : -by || -byId;
        });
        expect(all).toEqual(expected.map((row: any) => row.id));
        for (const [offset, limit] of [[1, 20], [150, 20], [280, 20], [290, 50], [299, 1], [300, 10]] as const) {
          const page = await list({ search: tag, orderBy, limit, offset });
          expect(page.status).toBe(200);
          expect(page.body.data.map((row: any) => row.id), `offset ${offset}`).toEqual(all.slice(offset, offset + limit));
        }
      });
    }
  }
});
