/**
 * Admin list benchmark: `npm run bench:admin` (tsx bench/admin.ts).
 *
 * Starts Sobor in this process on a fresh database — a new PostgreSQL database (created, then
 * dropped) when BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL is set, PGlite in memory
 * otherwise — bulk-inserts articles with one generate_series statement, and times the calls the
 * admin table makes, in-process through app.request (server time: routing, validation, SQL and
 * JSON, no network). Every call carries a fresh nonce parameter so the public read cache never
 * answers it. Prints p50/p95 per call against the targets; never fails on timing.
 *
 * Settings: BENCH_ARTICLES (default 100000 on PostgreSQL, 20000 on PGlite), BENCH_RUNS (default 15).
 *
 * Targets (issue 11): search list + count < 30 ms, any page < 30 ms, sort by any column < 50 ms.
 */
import { sql } from "drizzle-orm";
import { createSobor } from "../src/app/sobor.js";
import { encodeQuery } from "../src/core/client/query-string.js";
import { sortableColumns } from "../src/core/admin/model.js";
import { getEntity } from "../src/core/entity/registry.js";
import { searchCondition } from "../src/core/http/admin-search.js";
import { scratchDatabase } from "../tests/helpers/scratch-database.js";

const baseDatabaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const articleCount = Number(process.env.BENCH_ARTICLES ?? (baseDatabaseUrl ? 100_000 : 20_000));
const runs = Number(process.env.BENCH_RUNS ?? 15);
const PAGE = 20;

/**
 * Articles a parish office might have: one a minute back in time, updated at scattered times,
 * 9.1% mention Easter ('Пасха'/'Easter' — the common word), 3 mention 'Звонарь'/'bell-ringer'
 * (the rare one), and a description of ~600 bytes so rows are as wide as real ones.
 */
const seedSql = (count: number) => `
insert into blog_articles (created_at, updated_at, variant, admin_title, slug, title, subtitle, description)
select
  now() - make_interval(mins => i),
  now() - make_interval(mins => (i * 7919) % ${count}),
  case when i % 10 = 0 then 'smolny-history' else 'default' end,
  'Статья ' || i || ' · ' || (array['Собор','Приход','Хор','Колокольня','Трапезная','Воскресная школа'])[1 + i % 6],
  'article-' || i,
  jsonb_build_object(
    'ru', case when i % 11 = 0 then 'Пасха: заметка ' || i when i in (17, 50017, 90017) then 'Звонарь собора ' || i else 'Неделя ' || (i % 52) || ', заметка ' || i end,
    'en', case when i % 11 = 0 then 'Easter: note ' || i when i in (17, 50017, 90017) then 'The bell-ringer ' || i else 'Week ' || (i % 52) || ', note ' || i end),
  jsonb_build_object('ru', 'Подзаголовок ' || i),
  jsonb_build_object('ru', repeat('Текст статьи о жизни прихода. ', 12))
from generate_series(1, ${count}) as i`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const database = baseDatabaseUrl ? await scratchDatabase(baseDatabaseUrl, "sobor_bench") : undefined;
  const sobor = await createSobor({ config: { databaseUrl: database?.url, secretKey: "bench-secret-key", debug: false }, pgliteDir: "memory://" });
  try {
    const started = performance.now();
    await sobor.context.db.execute(sql.raw(seedSql(articleCount)));
    // What autovacuum does soon after a bulk load: statistics for the planner, and the visibility
    // map that lets the deferred join's inner walk be an index-only scan.
    await sobor.context.db.execute(sql.raw("vacuum analyze blog_articles"));
    const seedMs = performance.now() - started;
    const kind = sobor.context.database.kind;
    console.log(`Sobor admin benchmark — ${kind}, ${articleCount} articles inserted and analysed in ${Math.round(seedMs)} ms, ${runs} runs per call, Node ${process.version}`);

    let nonce = 0;
    const time = async (path: string): Promise<{ ms: number; body: any }> => {
      const url = `${path}${path.includes("?") ? "&" : "?"}nonce=${++nonce}`;
      const t0 = performance.now();
      const response = await sobor.app.request(url, { headers: { "x-rbac-secret-key": "bench-secret-key" } });
      const text = await response.text();
      const ms = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text}`);
      return { ms, body: JSON.parse(text) };
    };
    const base = "/api/blog/articles";
    const list = (params: Record<string, unknown>) => `${base}?${encodeQuery({ limit: PAGE, ...params })}`;
    const count = (params: Record<string, unknown>) => `${base}/count?${encodeQuery({ ...params, estimate: true })}`;

    interface Case {
      name: string;
      target: number;
      paths: string[];
      note?: (bodies: any[]) => string;
    }
    const newest = { orderBy: { and: [{ column: "createdAt", method: "desc" }] } };
    const cases: Case[] = [
      { name: "search 'пасха' (common): list + count", target: 30, paths: [list({ ...newest, search: "пасха" }), count({ search: "пасха" })], note: (b) => `${b[0].data.length} rows, count ${JSON.stringify(b[1].data)}` },
      { name: "search 'звонар' (rare): list + count", target: 30, paths: [list({ ...newest, search: "звонар" }), count({ search: "звонар" })], note: (b) => `${b[0].data.length} rows, count ${JSON.stringify(b[1].data)}` },
      { name: "search 'bell-ringer' (rare, en): list + count", target: 30, paths: [list({ ...newest, search: "bell-ringer" }), count({ search: "bell-ringer" })], note: (b) => `count ${JSON.stringify(b[1].data)}` },
      { name: "search 'хо' (2 chars): list + count", target: 30, paths: [list({ ...newest, search: "хо" }), count({ search: "хо" })], note: (b) => `count ${JSON.stringify(b[1].data)}` },
      { name: "search 'article-4242' (slug): list + count", target: 30, paths: [list({ ...newest, search: "article-4242" }), count({ search: "article-4242" })], note: (b) => `count ${JSON.stringify(b[1].data)}` },
      { name: "unfiltered count (estimate)", target: 30, paths: [count({})], note: (b) => JSON.stringify(b[0].data) },
      { name: "page 1", target: 30, paths: [list(newest)] },
      { name: `offset ${Math.floor(articleCount / 2)}`, target: 30, paths: [list({ ...newest, offset: Math.floor(articleCount / 2) })] },
      { name: `offset ${Math.floor(articleCount * 0.9)}`, target: 30, paths: [list({ ...newest, offset: Math.floor(articleCount * 0.9) })] },
      { name: "last page", target: 30, paths: [list({ ...newest, offset: articleCount - PAGE })], note: (b) => `${b[0].data.length} rows` },
      { name: "search 'пасха', page 400", target: 30, paths: [list({ ...newest, search: "пасха", offset: 400 * PAGE })] },
    ];
    for (const field of sortableColumns({ fields: getEntity("blog", "articles").fields } as never)) {
      for (const method of ["asc", "desc"]) {
        cases.push({ name: `sort by ${field.name} ${method}, page 1`, target: 50, paths: [list({ orderBy: { and: [{ column: field.name, method }] } })] });
      }
      cases.push({ name: `sort by ${field.name} asc, offset ${Math.floor(articleCount * 0.9)}`, target: 50, paths: [list({ orderBy: { and: [{ column: field.name, method: "asc" }] }, offset: Math.floor(articleCount * 0.9) })] });
    }

    const table: Record<string, string | number>[] = [];
    for (const c of cases) {
      let bodies: any[] = [];
      for (const path of c.paths) bodies.push((await time(path)).body); // warm-up, and the answer to show
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        let total = 0;
        bodies = [];
        for (const path of c.paths) {
          const { ms, body } = await time(path);
          total += ms;
          bodies.push(body);
        }
        samples.push(total);
      }
      samples.sort((a, b) => a - b);
      const p50 = percentile(samples, 50);
      const p95 = percentile(samples, 95);
      table.push({ call: c.name, "p50 ms": +p50.toFixed(1), "p95 ms": +p95.toFixed(1), "target ms": c.target, ok: p95 < c.target ? "yes" : "NO", answer: c.note?.(bodies) ?? "" });
    }
    console.table(table);

    // The planner's own word that the search is served by the trigram index, without forcing it.
    const def = getEntity("blog", "articles");
    for (const word of ["звонар", "пасха", "зв"]) {
      const plan = await sobor.context.db.execute(sql`explain ${sobor.context.db.select({ id: def.table.id }).from(def.table).where(searchCondition(def, word))}`);
      const lines = ((plan as unknown as { rows: Record<string, string>[] }).rows ?? []).map((row) => Object.values(row)[0]);
      console.log(`EXPLAIN search '${word}':\n  ${lines.join("\n  ")}`);
    }
  } finally {
    await sobor.close();
    await database?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
