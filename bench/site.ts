/**
 * Site benchmark: `npm run bench:site` (tsx bench/site.ts). Needs a build (`npm run build`).
 *
 * Starts the built server (dist/server.js) as a child process on a fresh data directory — on the
 * embedded database, and again on a fresh PostgreSQL database when BENCH_DATABASE_URL or
 * DATABASE_URL is set — so the demo site is seeded, then measures with autocannon the home page
 * and an article page against GET /api/health, the gzipped JavaScript the home page loads, and
 * the largest contentful paint in Chromium on a throttled phone profile. Prints figures; never
 * fails on timing.
 *
 * Targets (issue 4): home ≥ 25% of health req/s; < 150 KB gzipped JS on a public page; LCP < 2.5 s.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { chromium } from "playwright-core";

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const baseDatabaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

async function freshPostgres(baseUrl: string) {
  const name = `sobor_bench_site_${randomBytes(5).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function startServer(port: number, databaseUrl?: string): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "sobor-bench-site-"));
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", REDIS_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function load(url: string) {
  const result = await autocannon({ url, connections, duration });
  return { "req/s": Math.round(result.requests.average), "p99 ms": result.latency.p99, errors: result.errors + result.non2xx };
}

async function javascriptBytes(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const scripts = new Set([...html.matchAll(/(?:href|src|from)\s*=?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  let raw = 0;
  let gzipped = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(`${origin}${src}`)).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body).length;
  }
  return { files: scripts.size, raw, gzipped };
}

/** Largest contentful paint with a 4x slower CPU and a slow 4G network, as Lighthouse's phone profile. */
async function largestContentfulPaint(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await page.goto(url, { waitUntil: "load" });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(() => resolve(last), 1500);
        }),
    );
  } finally {
    await browser.close();
  }
}

async function measure(label: string, databaseUrl?: string) {
  const port = 3400 + Math.floor(Math.random() * 500);
  const server = await startServer(port, databaseUrl);
  const origin = `http://127.0.0.1:${port}`;
  try {
    // Warm the page cache and the database the way real traffic would.
    for (const path of ["/ru", "/ru/blog/articles/foundation"]) await fetch(`${origin}${path}`);
    const health = await load(`${origin}/api/health`);
    const home = await load(`${origin}/ru`);
    const article = await load(`${origin}/ru/blog/articles/foundation`);
    console.log(`\n${label}`);
    console.table({ "GET /api/health": health, "home /ru": home, "article page": article });
    console.log(`home / health: ${((home["req/s"] / health["req/s"]) * 100).toFixed(1)}% (target ≥ 25%)`);
    if (label.startsWith("PGlite")) {
      const js = await javascriptBytes(origin, "/ru");
      console.log(`home page JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzipped / 1024).toFixed(1)} KB gzipped (target < 150 KB)`);
      const lcp = await largestContentfulPaint(`${origin}/ru`);
      console.log(`LCP on a throttled phone profile: ${(lcp / 1000).toFixed(2)} s (target < 2.5 s)`);
    }
  } finally {
    await server.stop();
  }
}

await measure("PGlite (embedded)");
if (baseDatabaseUrl) {
  const database = await freshPostgres(baseDatabaseUrl);
  try {
    await measure("PostgreSQL", database.url);
  } finally {
    await database.drop();
  }
}
