/**
 * Soak: `npm run bench:soak` (tsx bench/soak.ts). Needs a build (`npm run build`).
 *
 * Steady load on one built server process for 10 minutes — a mix of the cached home page,
 * uncached article pages over distinct slugs, list pages with new offsets and find-by-url — and
 * every 30 s the process's RSS and event-loop delay (measured inside it by
 * bench/event-loop-probe.mjs over the last 30 s), with the requests and errors of the interval.
 * Growth after warm-up or any error is what to look for. Never fails on timing.
 *
 * Settings: SOAK_DURATION (seconds, default 600), SOAK_EVERY (seconds between lines, default 30),
 * BENCH_CONNECTIONS (default 16: steady, not saturating), BENCH_ARTICLES (default 10000),
 * BENCH_PORT (default 3362). On PostgreSQL when BENCH_DATABASE_URL, TEST_DATABASE_URL or
 * DATABASE_URL is set, else PGlite.
 */
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { makeFixture, scenarios } from "./load-scenarios.js";
import { requireBuild, rssMiB, startSingle } from "./load-servers.js";

const seconds = Number(process.env.SOAK_DURATION ?? 600);
const every = Number(process.env.SOAK_EVERY ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const articles = Number(process.env.BENCH_ARTICLES ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3362);
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
// Reads only: writes (carts, checkouts) would grow the database, not the process.
const mix = scenarios.filter((s) => /home|article pages|list|find-by-url/.test(s.name));

requireBuild();
const target = await startSingle({ port, databaseUrl, probeWindowMs: every * 1000 });
try {
  const fixture = await makeFixture(target.url, target.secretKey, articles, 1);
  const pid = target.pids()[0]!;
  console.log(`soak: ${target.label}, ${connections} connections for ${seconds} s, a mix of ${mix.map((s) => s.name).join("; ")}`);
  console.log(`RSS idle after seeding: ${rssMiB(pid)} MiB`);
  let i = 0;
  let requests = 0;
  let errors = 0;
  let finish!: (result: autocannon.Result) => void;
  const finished = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: target.url,
      connections,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, method: "GET", ...mix[i % mix.length]!.request(Math.floor(i++ / mix.length), fixture, target.secretKey) }) as never }],
    },
    (error, result) => {
      if (error) throw error;
      finish(result);
    },
  );
  instance.on("response", (_client, status) => {
    requests += 1;
    if (status >= 400) errors += 1;
  });
  instance.on("reqError", () => (errors += 1));
  const started = Date.now();
  const rows: Record<string, unknown>[] = [];
  const timer = setInterval(() => {
    const probe = target.probes()[0];
    const row = {
      "at s": Math.round((Date.now() - started) / 1000),
      "RSS MiB": rssMiB(pid),
      "heap MiB": probe?.heapUsedMiB,
      "loop delay p50 ms": probe?.delayP50Ms,
      "loop delay p99 ms": probe?.delayP99Ms,
      "loop delay max ms": probe?.delayMaxMs,
      "req/s": Math.round(requests / every),
      errors,
      "load avg": loadavg()[0]!.toFixed(2),
    };
    requests = 0;
    errors = 0;
    rows.push(row);
    console.log(JSON.stringify(row));
  }, every * 1000);
  const result = await finished;
  clearInterval(timer);
  console.table(rows);
  console.log(`total: ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors + result.timeouts + result.non2xx} errors`);
} finally {
  await target.close();
}
