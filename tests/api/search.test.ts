import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, query } from "../helpers/records.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Issue 15, Search: articles, services, events and products found by their words in ru (with
// Russian word forms) and en, through one indexed query per searchable entity.

let sobor: TestSobor;
const run = Date.now().toString(36);

beforeAll(async () => {
  sobor = await startTestSobor();
  const create = async (path: string, data: object[]) => {
    const { status, body } = await sobor.json(`${path}/bulk`, { method: "POST", secret: true, body: { data } });
    if (status !== 201) throw new Error(JSON.stringify(body));
  };
  await create("/api/blog/articles", [
    { slug: `bells-${run}`, title: { ru: "Колокола собора", en: "The cathedral bells" }, subtitle: { ru: "Звонница и её голоса", en: "The belfry and its voices" } },
    { slug: `icons-${run}`, title: { ru: "Иконостас", en: "The iconostasis" } },
  ]);
  await create("/api/ecommerce/products", [
    { slug: `liturgy-${run}`, variant: "smolny-divine", title: { ru: "Божественная литургия", en: "Divine Liturgy" } },
    { slug: `concert-${run}`, variant: "smolny-event", title: { ru: "Концерт колокольного звона", en: "A concert of bell ringing" } },
    { slug: `candle-${run}`, title: { ru: "Свеча восковая", en: "A wax candle" }, shortDescription: { ru: "Из чистого воска", en: "Pure beeswax" } },
  ]);
});
afterAll(() => sobor?.close());

const search = (params: Record<string, unknown>) => sobor.json(`/api/search?${query(params)}`);
const slugs = (body: any) => body.data.map((hit: any) => hit.slug);

describe("the site search", () => {
  it("finds Russian words in their other forms, across articles, services and events", async () => {
    const { status, body } = await search({ q: "колокол", lang: "ru" });
    expect(status).toBe(200);
    // 'колокол' finds 'Колокола' (the article) and 'колокольного' is another word: not a form of it.
    expect(slugs(body)).toContain(`bells-${run}`);
    expect(slugs(body)).not.toContain(`concert-${run}`);
    expect(body.data.find((hit: any) => hit.slug === `bells-${run}`)).toMatchObject({ module: "blog", entity: "articles", variant: "default", title: { ru: "Колокола собора" } });
    expect(slugs((await search({ q: "литургии", lang: "ru" })).body)).toEqual([`liturgy-${run}`]);
    expect(slugs((await search({ q: "звонницы", lang: "ru" })).body)).toEqual([`bells-${run}`]);
    expect(slugs((await search({ q: "воском", lang: "ru" })).body)).toEqual([`candle-${run}`]);
  });

  it("finds English words in their forms, and each language only in its own text", async () => {
    const bells = slugs((await search({ q: "bell", lang: "en" })).body);
    expect(bells).toEqual(expect.arrayContaining([`bells-${run}`, `concert-${run}`]));
    expect(slugs((await search({ q: "Колокола", lang: "en" })).body)).toEqual([]);
    expect(slugs((await search({ q: "bells", lang: "ru" })).body)).toEqual([]);
  });

  it("answers one query per searchable entity, and the index serves it", async () => {
    const { queries } = await leastQueries(sobor, () => search({ q: "собор", lang: "ru" }));
    expect(queries).toBe(2);
    const plan = await sobor.context.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from blog_articles where to_tsvector('russian'::regconfig, coalesce("title" ->> 'ru', '') || ' ' || coalesce("subtitle" ->> 'ru', '')) @@ websearch_to_tsquery('russian'::regconfig, 'собор')`,
      );
      return JSON.stringify((result as { rows?: unknown[] }).rows ?? result);
    });
    expect(plan).toContain("blog_articles_search_ru");
  });

  it("refuses a missing query, an unknown language and odd values with a 400", async () => {
    expectError(await search({ q: "  " }), 400, /q: is required/);
    expectError(await search({ q: "собор", lang: "de" }), 400, /lang/);
    expectError(await search({ q: { toString: 1 } }), 400, /q/);
    expectError(await search({ q: "собор", limit: 500 }), 400, /limit/);
    // PostgreSQL cannot hold NUL: refused by the route, not by the database in its own words.
    expectError(await search({ q: "со\u0000бор" }), 400, /^q: must not contain NUL/);
    // Query syntax a person might type is words, not an error.
    expect((await search({ q: '"колокола собора" -икон or (', lang: "ru" })).status).toBe(200);
  });
});
