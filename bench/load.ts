/**
 * Load scenarios: `npm run bench:load` (tsx bench/load.ts). Needs a build (`npm run build`).
 *
 * Runs the scenarios of bench/load-scenarios.ts — home, article pages over 10,000 distinct slugs,
 * a list with a new offset per request, find-by-url over 10,000 urls, add to cart and checkout
 * with distinct buyers, admin search — against the built server (`dist/server.js`, production
 * mode) on PGlite, on PostgreSQL, and against the balanced set (tests/helpers/cluster.ts: processes
 * behind HAProxy on PostgreSQL and Redis). Prints req/s, p50/p99, errors, CPU ms per request,
 * the machine's busy cores and the req/s all its cores would allow per scenario, each process's
 * RSS after the scenarios, and the balanced/single ratio for the uncached article pages beside
 * the most the machine's idle cores allowed it. Each scenario first runs 3 seconds uncounted, so
 * the figures are a warm server's.
 * Never fails on timing.
 *
 * Settings: BENCH_DURATION (seconds per scenario, default 10), BENCH_CONNECTIONS (32),
 * BENCH_ARTICLES (10000), BENCH_BUYERS (1000), BENCH_PROCESSES (balanced set size, 2),
 * BENCH_TARGETS (comma list of pglite, postgres, balanced; default all that can run),
 * BENCH_SCENARIOS (comma list of parts of the scenario names to run, default all), BENCH_PORT (3360),
 * BENCH_CPU_PROF_DIR (the one-process targets write a CPU profile there as they stop),
 * PAGE_CACHE_MB (passed on), BENCH_NODE_OPTIONS (V8 flags of the served processes, default npm start's
 * --max-old-space-size=320 --max-semi-space-size=32). PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL;
 * the balanced set also needs REDIS_URL and /usr/sbin/haproxy.
 *
 * Targets (issue 16, 32 connections, 10,000 articles on PostgreSQL): uncached article ≥ 300 req/s
 * with p99 ≤ 250 ms; list with new offsets ≥ 1,500 req/s; RSS ≤ 400 MiB after the scenarios on
 * PostgreSQL; balanced ≥ 1.7 × one process on the uncached article scenario.
 */
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { HAPROXY } from "../tests/helpers/cluster.js";
import { withClient } from "../tests/helpers/scratch-database.js";
import { makeFixture, run, scenarios, type Figures } from "./load-scenarios.js";
import { requireBuild, rssMiB, startBalanced, startSingle, type Target } from "./load-servers.js";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const articles = Number(process.env.BENCH_ARTICLES ?? 10_000);
const buyers = Number(process.env.BENCH_BUYERS ?? 1000);
const processes = Number(process.env.BENCH_PROCESSES ?? 2);
const port = Number(process.env.BENCH_PORT ?? 3360);
const only = process.env.BENCH_SCENARIOS?.split(",");
/** Seconds of each scenario run uncounted before its counted run. */
const WARM_SECONDS = 3;
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
const canBalance = Boolean(postgresUrl && process.env.REDIS_URL && existsSync(HAPROXY));
const targets = (process.env.BENCH_TARGETS ?? ["pglite", postgresUrl && "postgres", canBalance && "balanced"].filter(Boolean).join(",")).split(",");
const named = (part: string) => scenarios.find((scenario) => scenario.name.includes(part))!;
/** The scenario the balanced/one-process ratio is about. */
const ARTICLE = named("(uncached)").name;

const load = () => loadavg().map((n) => n.toFixed(2)).join(" ");

async function bench(start: () => Promise<Target>, balanced: boolean): Promise<Record<string, Figures>> {
  const target = await start();
  try {
    console.log(`\n== ${target.label} (load average ${load()})`);
    const idle = target.pids().map(rssMiB);
    const seeding = performance.now();
    const fixture = await makeFixture(target.url, target.secretKey, articles, buyers);
    console.log(`${articles} articles and ${buyers} buyers made in ${((performance.now() - seeding) / 1000).toFixed(1)} s; RSS before load ${idle.join(", ")} MiB`);
    // A site of 10,000 articles was vacuumed by autovacuum long ago; rows inserted a second ago
    // are not yet all-visible, so an index-only scan would visit the table for each of them.
    if (target.databaseUrl) await withClient(target.databaseUrl, (client) => client.query("vacuum analyze"));
    const rows: Record<string, Figures> = {};
    for (const scenario of scenarios) {
      if (only && !only.some((part) => scenario.name.includes(part))) continue;
      if (balanced && !scenario.balanced) {
        console.log(`(${scenario.name}: skipped on the balanced set — limited per client address, and HAProxy gives every bench buyer the same one)`);
        continue;
      }
      // A served site is warm: a short run of the scenario first compiles its path (JIT), as
      // bench:compare does; the counted run goes on where it stopped, so its pages are still new.
      const sequence = { next: 0 };
      await run(target.url, scenario, fixture, target.secretKey, WARM_SECONDS, connections, target.pids(), sequence);
      rows[scenario.name] = await run(target.url, scenario, fixture, target.secretKey, duration, connections, target.pids(), sequence);
    }
    console.table(rows);
    const after = target.pids().map(rssMiB);
    console.log(`RSS after the scenarios: ${after.join(", ")} MiB per process (load average ${load()})`);
    for (const probe of target.probes()) {
      console.log(`  pid ${probe.pid}: heap used ${probe.heapUsedMiB} of ${probe.heapTotalMiB} MiB, external ${probe.externalMiB} MiB, event-loop delay p99 ${probe.delayP99Ms} ms (last window)`);
    }
    return rows;
  } finally {
    await target.close();
  }
}

requireBuild();
console.log(`bench:load — ${connections} connections, ${duration} s per scenario, ${articles} articles; machine load average ${load()}`);
const results: Record<string, Record<string, Figures>> = {};
if (targets.includes("pglite")) results.pglite = await bench(() => startSingle({ port }), false);
if (targets.includes("postgres") && postgresUrl) results.postgres = await bench(() => startSingle({ port: port + 1, databaseUrl: postgresUrl }), false);
if (targets.includes("balanced") && canBalance) {
  process.env.TEST_DATABASE_URL ??= postgresUrl;
  results.balanced = await bench(() => startBalanced({ count: processes }), true);
}
const single = results.postgres?.[ARTICLE];
const balancedArticle = results.balanced?.[ARTICLE];
if (single && balancedArticle) {
  const cores = cpus().length;
  // What the machine had left while one process served: a balanced set can at most use all of it.
  const ceiling = cores / Math.max(0.01, single["busy cores"]);
  console.log(`\nuncached article pages: balanced ${balancedArticle["req/s"]} req/s / one process ${single["req/s"]} req/s = ${(balancedArticle["req/s"] / single["req/s"]).toFixed(2)}× (target ≥ 1.7×)`);
  console.log(`  one process kept ${single["busy cores"]} of the machine's ${cores} cores busy (server, database, load generator): at the same cost per request, a balanced set could serve at most ${ceiling.toFixed(2)}× it here`);
}
console.log(`\nTargets: uncached article ≥ 300 req/s, p99 ≤ 250 ms; list with new offsets ≥ 1,500 req/s; RSS ≤ 400 MiB after load on PostgreSQL.`);
