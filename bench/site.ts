/**
 * Site benchmark: `npm run bench:site` (tsx bench/site.ts). Needs a build (`npm run build`).
 *
 * Starts the built server (dist/server.js) as a child process on a fresh data directory — on the
 * embedded database, and again on a fresh PostgreSQL database when BENCH_DATABASE_URL or
 * DATABASE_URL is set — so the demo site is seeded, then measures with autocannon the home page
 * and an article page against GET /api/health, the JavaScript the home page loads (gzipped), and
 * the largest contentful paint in Chromium on a throttled phone profile. Prints figures; never
 * fails on timing.
 *
 * Targets (issue 4): home ≥ 25% of health req/s; < 150 KB gzipped JS on a public page; LCP < 2.5 s.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { CHROMIUM_LAUNCH } from "../tests/helpers/chromium.js";
import { scratchDatabase } from "../tests/helpers/scratch-database.js";

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const baseDatabaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

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
  // As a browser asks: pages are then sent from the cache's brotli copy.
  const result = await autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip, deflate, br" } });
  return { "req/s": Math.round(result.requests.average), "p99 ms": result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * The JavaScript files' sizes as the server sends them: raw, gzipped (the target's measure) and
 * brotli (what browsers get).
 */
async function javascriptBytes(origin: string, scripts: Iterable<string>) {
  let files = 0;
  let raw = 0;
  let gzipped = 0;
  let brotli = 0;
  for (const src of new Set(scripts)) {
    const url = new URL(src, origin);
    files += 1;
    raw += await sentBytes(url, "identity");
    gzipped += await sentBytes(url, "gzip");
    brotli += await sentBytes(url, "br");
  }
  return `${files} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped, ${(brotli / 1024).toFixed(1)} KB as brotli`;
}

/** The body's length on the wire when the client accepts `encoding` (fetch would decode it). */
function sentBytes(url: URL, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (response) => {
      let length = 0;
      response.on("data", (chunk: Buffer) => (length += chunk.length));
      response.on("end", () => resolve(length));
    }).on("error", reject);
  });
}

/** The scripts a page's HTML names (its entry and modulepreload links). */
async function scriptsNamedBy(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text();
  return [...html.matchAll(/(?:href|src|from)\s*=?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/** Largest contentful paint with a 4x slower CPU and a slow 4G network, as Lighthouse's phone profile. */
async function phoneVisit(url: string): Promise<{ lcp: number; scripts: string[]; transferred: number }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    // Every script the page makes the browser fetch, lazy chunks included, and the bytes on the wire.
    const scripts: string[] = [];
    let transferred = 0;
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.push(event.response.url);
    });
    cdp.on("Network.loadingFinished", (event) => {
      transferred += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: "load" });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(() => resolve(last), 1500);
        }),
    );
    return { lcp, scripts, transferred };
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
      console.log(`home page JavaScript named by its HTML: ${await javascriptBytes(origin, await scriptsNamedBy(origin, "/ru"))}`);
      const visit = await phoneVisit(`${origin}/ru`);
      console.log(`home page JavaScript the browser loaded: ${await javascriptBytes(origin, visit.scripts)} (target < 150 KB)`);
      console.log(`home page HTML on the wire: ${(await sentBytes(new URL(`${origin}/ru`), "br")) / 1024 | 0} KB brotli (${(await sentBytes(new URL(`${origin}/ru`), "identity")) / 1024 | 0} KB raw)`);
      console.log(`home page bytes on the wire (all requests): ${(visit.transferred / 1024).toFixed(1)} KB`);
      const article = await phoneVisit(`${origin}/ru/blog/articles/foundation`);
      console.log(`article page JavaScript the browser loaded: ${await javascriptBytes(origin, article.scripts)}`);
      console.log(`LCP on a throttled phone profile: ${(visit.lcp / 1000).toFixed(2)} s (target < 2.5 s)`);
    }
  } finally {
    await server.stop();
  }
}

await measure("PGlite (embedded)");
if (baseDatabaseUrl) {
  const database = await scratchDatabase(baseDatabaseUrl, "sobor_bench_site");
  try {
    await measure("PostgreSQL", database.url);
  } finally {
    await database.drop();
  }
}
