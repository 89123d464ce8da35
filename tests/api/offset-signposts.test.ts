// Far pages of a list start from kept signposts (src/core/entity/offset-signposts.ts): every page
// must hold exactly the rows OFFSET would give, in every order that takes part, after writes too,
// and the walk to a far page happens once, not per request.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNPOST_STEP } from "../../src/core/entity/offset-signposts.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
const ARTICLES = 3 * SIGNPOST_STEP + 137;
const base = "/api/blog/articles";

async function bulk(from: number, count: number) {
  // Two batches in one transaction each share a created_at: the id breaks the tie, as the order says.
  const data = Array.from({ length: count }, (_, k) => ({ slug: `far-${from + k}`, title: { ru: `Статья ${from + k}` }, variant: (from + k) % 3 === 0 ? "wide" : "default" }));
  const { status } = await sobor.json(`${base}/bulk`, { method: "POST", secret: true, body: { data } });
  expect(status).toBe(201);
}

beforeAll(async () => {
  sobor = await startTestSobor();
  for (let from = 0; from < ARTICLES; from += 400) await bulk(from, Math.min(400, ARTICLES - from));
});
afterAll(() => sobor?.close());

/** Every id of the list in order, read in one statement without offsets: what each page must be a slice of. */
async function everyId(order: string, where = "true"): Promise<string[]> {
  // Both drivers (node-postgres, PGlite) answer with their rows under `rows`.
  const result = (await sobor.context.db.execute(sql.raw(`select id from blog_articles where ${where} order by ${order}`))) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

async function page(query: string, offset: number, limit = 20) {
  // The secret key reads past the public read cache: each request is computed.
  const { status, body } = await sobor.json(`${base}?${query}&limit=${limit}&offset=${offset}`, { secret: true });
  expect(status).toBe(200);
  return (body.data as { id: string }[]).map((row) => row.id);
}

const offsets = [0, 19, SIGNPOST_STEP - 1, SIGNPOST_STEP, SIGNPOST_STEP + 1, 2 * SIGNPOST_STEP - 10, 2 * SIGNPOST_STEP, 3 * SIGNPOST_STEP + 120, ARTICLES - 5, ARTICLES, ARTICLES + 40];

async function expectPagesOf(query: string, order: string, where?: string) {
  const all = await everyId(order, where);
  // Far first, then near, then far again: signposts found by the first walk serve the others.
  for (const offset of [...offsets].reverse().concat(offsets)) expect(await page(query, offset), `${query} offset ${offset}`).toEqual(all.slice(offset, offset + 20));
}

describe("far pages of a list", () => {
  it("hold the rows OFFSET gives, in the default order, in a descending order and with a filter", async () => {
    await expectPagesOf("", "created_at asc, id asc");
    await expectPagesOf("orderBy[0][column]=createdAt&orderBy[0][method]=desc", "created_at desc, id desc");
    await expectPagesOf("filters[and][0][column]=variant&filters[and][0][method]=eq&filters[and][0][value]=wide", "created_at asc, id asc", "variant = 'wide'");
    // Mixed directions are no keyset: the plain OFFSET answers, and answers the same.
    await expectPagesOf("orderBy[0][column]=variant&orderBy[0][method]=desc&orderBy[1][column]=slug&orderBy[1][method]=asc", "variant desc, slug asc, id asc");
  });

  it("walk to a far page once: the next far page seeks a signpost instead", async () => {
    const query = "orderBy[0][column]=slug&orderBy[0][method]=asc";
    const first = await sobor.context.database.countQueries(() => page(query, 3 * SIGNPOST_STEP + 3));
    const next = await sobor.context.database.countQueries(() => page(query, 2 * SIGNPOST_STEP + 7));
    expect(first.statements.some((statement) => statement.includes("row_number()"))).toBe(true);
    expect(next.statements.some((statement) => statement.includes("row_number()"))).toBe(false);
    expect(next.statements.join("\n")).toMatch(/offset \$\d+/);
    expect(next.result).toEqual((await everyId("slug asc, id asc")).slice(2 * SIGNPOST_STEP + 7, 2 * SIGNPOST_STEP + 27));
  });

  it("follow writes: a row deleted before a signpost and rows added are counted at once", async () => {
    await expectPagesOf("", "created_at asc, id asc");
    const [early] = await page("", 3, 1);
    expect((await sobor.request(`${base}/${early}`, { method: "DELETE", secret: true })).status).toBe(200);
    await bulk(ARTICLES, 30);
    await expectPagesOf("", "created_at asc, id asc");
    const deleted = await everyId("created_at asc, id asc");
    expect(deleted).not.toContain(early);
  });

  it("serves the public list the same: published rows only, from any offset", async () => {
    const all = await everyId("created_at asc, id asc", "published");
    for (const offset of [2 * SIGNPOST_STEP + 1, SIGNPOST_STEP + 3]) {
      const { status, body } = await sobor.json(`${base}?limit=20&offset=${offset}`);
      expect(status).toBe(200);
      expect((body.data as { id: string }[]).map((row) => row.id)).toEqual(all.slice(offset, offset + 20));
    }
  });
});
