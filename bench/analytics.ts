/**
 * Analytics dashboard benchmark: `tsx bench/analytics.ts`.
 *
 * Starts Sobor in this process on a fresh database (PGlite in memory, or a new PostgreSQL
 * database, dropped afterwards, when BENCH_DATABASE_URL is set), records BENCH_VIEWS page views
 * (default one million) spread over the last year through the analytic recorder, the way the
 * site records them (pre-aggregated per day on flush), then times the dashboard's figures route
 * for 30 days and for a year, in-process. Prints figures; never fails on timing.
 */
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { count } from "drizzle-orm";
import { createSobor } from "../src/app/sobor.js";
import { dailyPages, dailyVisitors } from "../src/modules/analytic/entities.js";
import { analyticsOf } from "../src/modules/analytic/index.js";
import { addDays, dayOf } from "../src/modules/analytic/server/day.js";
import { scratchDatabase } from "../tests/helpers/scratch-database.js";

const SECRET = "bench-secret-key";
const totalViews = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const baseUrl = process.env.BENCH_DATABASE_URL || undefined;
const DAYS = 365;
/** Distinct visitors a day comes from, and pages and referring sites the views spread over. */
const VISITORS_PER_DAY = 1_000;
const PATHS = Array.from({ length: 200 }, (_, i) => (i === 0 ? "/ru" : `/${i % 5 === 0 ? "en" : "ru"}/page-${i}`));
const REFERRERS = ["", "", "", "", "", "", "", "yandex.ru", "google.com", "vk.com", "t.me", "duckduckgo.com"];

/** A Zipf-like pick: the first items far more often than the last, as real traffic is. */
const skewed = <T>(items: T[]) => items[Math.floor(items.length * Math.random() ** 3)]!;

async function main() {
  const database = baseUrl ? await scratchDatabase(baseUrl, "sobor_bench") : undefined;
  const dataDir = `/tmp/sobor-bench-analytics-${process.pid}`;
  const sobor = await createSobor({ config: { secretKey: SECRET, databaseUrl: database?.url, dataDir }, pgliteDir: "memory://" });
  try {
    const recorder = analyticsOf(sobor.context);
    const timeZone = sobor.context.i18n.timeZone ?? "UTC";
    const today = dayOf(new Date(), timeZone);
    const perDay = Math.ceil(totalViews / DAYS);
    const fillStart = performance.now();
    let recorded = 0;
    for (let d = DAYS - 1; d >= 0 && recorded < totalViews; d--) {
      // Noon of that day on the site's clock is safely inside it.
      const at = new Date(`${addDays(today, -d)}T12:00:00Z`);
      for (let i = 0; i < perDay && recorded < totalViews; i++, recorded++) {
        const path = skewed(PATHS);
        recorder.pageView({
          at,
          host: "sobor.example",
          path,
          referrerHost: skewed(REFERRERS),
          language: path.startsWith("/en") ? "en" : "ru",
          ip: `10.0.${Math.floor(Math.random() * VISITORS_PER_DAY) % 256}.${Math.floor(Math.random() * 4)}`,
          userAgent: "Mozilla/5.0 Chrome/131",
        });
      }
      // A week at a time, as a busy site's buffer fills; progress every four weeks.
      if (d % 7 === 0) await recorder.flush();
      if (d % 28 === 0) console.log(JSON.stringify({ recorded, seconds: Math.round((performance.now() - fillStart) / 1000) }));
    }
    await recorder.flush();
    const fillSeconds = (performance.now() - fillStart) / 1000;
    const [[pageRows], [visitorRows]] = await Promise.all([
      sobor.context.db.select({ n: count() }).from(dailyPages),
      sobor.context.db.select({ n: count() }).from(dailyVisitors),
    ]);
    console.log(JSON.stringify({ database: sobor.context.database.kind, views: recorded, fillSeconds: Math.round(fillSeconds * 10) / 10, dailyPageRows: pageRows!.n, dailyVisitorRows: visitorRows!.n }));

    const ranges = { "30 days": `from=${addDays(today, -29)}&to=${today}`, "365 days": `from=${addDays(today, -365)}&to=${today}` };
    for (const [name, query] of Object.entries(ranges)) {
      for (const [label, path] of [["figures", "/api/analytic/figures"], ["csv", "/api/analytic/figures.csv"]] as const) {
        const times: number[] = [];
        let views = 0;
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          const response = await sobor.app.request(`${path}?${query}`, { headers: { "x-rbac-secret-key": SECRET } });
          const body = await response.text();
          times.push(performance.now() - start);
          if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body}`);
          if (label === "figures") views = JSON.parse(body).data.totals.views;
        }
        times.sort((a, b) => a - b);
        const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
        console.log(JSON.stringify({ route: label, range: name, runs, "p50 ms": at(0.5), "p90 ms": at(0.9), "max ms": at(1), ...(label === "figures" ? { views } : {}) }));
      }
    }
  } finally {
    await sobor.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
