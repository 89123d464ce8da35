/**
 * Versions benchmark: `npm run bench:versions` (tsx bench/versions.ts).
 *
 * Issue 12: a database of 100,000 articles with 10 versions each must not slow lists or pages.
 * Starts Sobor in this process on a fresh database (a new PostgreSQL database when
 * BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL is set, PGlite in memory otherwise),
 * inserts the articles, times the calls a list, a record and an edit make, then fills the
 * versions table (BENCH_VERSIONS per article, one generate_series statement) and times the same
 * calls again, with a record's History, the Deleted list and a retention pass. In-process
 * through app.request (server time, no network); prints p50/p95, never fails on timing.
 *
 * Settings: BENCH_ARTICLES (default 100000 on PostgreSQL, 20000 on PGlite), BENCH_VERSIONS (10), BENCH_RUNS (15).
 */
import { sql } from "drizzle-orm";
import { createSobor } from "../src/app/sobor.js";
import { pruneVersions } from "../src/core/history/retention.js";
import { scratchDatabase } from "../tests/helpers/scratch-database.js";

const baseDatabaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const articleCount = Number(process.env.BENCH_ARTICLES ?? (baseDatabaseUrl ? 100_000 : 20_000));
const versionsEach = Number(process.env.BENCH_VERSIONS ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const SECRET = "bench-secret-key";

const articlesSql = (count: number) => `
insert into blog_articles (created_at, updated_at, admin_title, slug, title, description)
select now() - make_interval(mins => i), now() - make_interval(mins => i), 'Статья ' || i, 'article-' || i,
  jsonb_build_object('ru', 'Заметка ' || i, 'en', 'Note ' || i), jsonb_build_object('ru', repeat('Текст статьи о жизни прихода. ', 12))
from generate_series(1, ${count}) as i`;

/**
 * Each article's versions spread over the last 400 days, two edits on each day (minutes apart),
 * the whole row as data: past 90 days retention keeps only a day's last, past a year none, so a
 * retention pass has work.
 */
const versionsSql = (each: number) => `
insert into core_versions (entity, record_id, action, data, source, created_at)
select 'blog/articles', a.id, case when v = 1 then 'create' else 'update' end, to_jsonb(a), 'seed',
  now() - make_interval(days => (400 * (((${each} - v) / 2) * 2)) / ${each}, mins => (hashtext(a.id::text) & 511) + 2 * v)
from blog_articles a, generate_series(1, ${each}) as v`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const database = baseDatabaseUrl ? await scratchDatabase(baseDatabaseUrl, "sobor_bench") : undefined;
  const sobor = await createSobor({ config: { databaseUrl: database?.url, secretKey: SECRET, debug: false }, pgliteDir: "memory://" });
  const db = sobor.context.db;
  try {
    let started = performance.now();
    await db.execute(sql.raw(articlesSql(articleCount)));
    await db.execute(sql.raw("vacuum analyze blog_articles"));
    console.log(`Sobor versions benchmark — ${sobor.context.database.kind}, ${articleCount} articles in ${Math.round(performance.now() - started)} ms, ${runs} runs per call, Node ${process.version}`);
    const sample = (await db.execute<{ id: string }>(sql`select id from blog_articles order by created_at desc offset 1000 limit 1`)) as unknown as { rows: { id: string }[] };
    const id = (sample.rows ?? (sample as unknown as { id: string }[]))[0]!.id;

    let nonce = 0;
    const time = async (method: string, path: string, body?: unknown) => {
      // A nonce keeps the generic routes' answers out of any cache; the admin routes take no unknown parameter (and cache nothing).
      const url = path.startsWith("/api/admin/") ? path : `${path}${path.includes("?") ? "&" : "?"}nonce=${++nonce}`;
      const t0 = performance.now();
      const response = await sobor.app.request(url, { method, headers: { "x-rbac-secret-key": SECRET, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return performance.now() - t0;
    };
    const measure = async (label: string, calls: [string, string, unknown?][]) => {
      const rows: Record<string, string | number>[] = [];
      for (const [method, path, body] of calls) {
        const bodyOf = () => (typeof body === "function" ? (body as () => unknown)() : body);
        await time(method, path, bodyOf());
        const samples: number[] = [];
        for (let i = 0; i < runs; i++) samples.push(await time(method, path, bodyOf()));
        samples.sort((a, b) => a - b);
        rows.push({ when: label, call: `${method} ${path.replace(id, "{id}")}`, "p50 ms": +percentile(samples, 50).toFixed(1), "p95 ms": +percentile(samples, 95).toFixed(1) });
      }
      return rows;
    };
    let edit = 0;
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/blog/articles?limit=20"],
      ["GET", "/api/blog/articles?limit=20&offset=50000"],
      ["GET", `/api/blog/articles/${id}`],
      ["PATCH", `/api/blog/articles/${id}`, () => ({ data: { adminTitle: `Edit ${++edit}` } })],
    ];
    const before = await measure("empty versions", calls);

    started = performance.now();
    await db.execute(sql.raw(versionsSql(versionsEach)));
    await db.execute(sql.raw("vacuum analyze core_versions"));
    const [{ n } = { n: 0 }] = ((await db.execute(sql`select count(*)::int as n from core_versions`)) as unknown as { rows: { n: number }[] }).rows;
    console.log(`${n} versions inserted and analysed in ${Math.round(performance.now() - started)} ms`);
    // Fifty deleted articles for the Deleted list: a delete version each, then the rows gone.
    await db.execute(sql`insert into core_versions (entity, record_id, action, data, source) select 'blog/articles', id, 'delete', to_jsonb(a), 'seed' from (select * from blog_articles order by created_at limit 50) a`);
    await db.execute(sql`delete from blog_articles where id in (select id from blog_articles order by created_at limit 50)`);
    const after = await measure(`${versionsEach} versions each`, [
      ...calls,
      ["GET", `/api/admin/history/blog/articles/${id}?limit=50`],
      ["GET", "/api/admin/deleted/blog/articles?limit=20"],
    ]);
    console.table([...before, ...after]);

    started = performance.now();
    const pruned = await pruneVersions(db, sobor.context.config.versionRetention);
    console.log(`retention (90 days all, then daily to a year): ${pruned} versions pruned in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await sobor.close();
    await database?.drop();
  }
}

await main();
