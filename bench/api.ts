/**
 * API load benchmark: `npm run bench:api` (tsx bench/api.ts).
 *
 * Starts Sobor in this process on a fresh database — PGlite in memory, or a new PostgreSQL
 * database (created, then dropped) when BENCH_DATABASE_URL or DATABASE_URL is set — serves it
 * with @hono/node-server on a free port, seeds articles through the service layer, and runs
 * autocannon against a few endpoints. Prints figures; never fails on timing.
 *
 * Settings: BENCH_DURATION (seconds per endpoint, default 5), BENCH_CONNECTIONS (default 10),
 * BENCH_ARTICLES (default 200).
 *
 * Target (issue 2): the 20-row list at least 40% of the health endpoint's req/s on PostgreSQL.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { createSobor } from "../src/app/sobor.js";
import { encodeQuery } from "../src/core/client/query-string.js";
import { getEntity } from "../src/core/entity/registry.js";
import { entityService } from "../src/core/entity/service.js";
import { scratchDatabase } from "../tests/helpers/scratch-database.js";

const SECRET = "bench-secret-key";
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const articleCount = Number(process.env.BENCH_ARTICLES ?? 200);
const baseDatabaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

interface Target {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** The status a correct answer has; anything else is counted as an error. */
  expect: number;
}

interface Row {
  endpoint: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  requests: number;
  errors: number;
}

async function load(url: string, target: Target, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: url + target.path,
    method: target.method ?? "GET",
    body: target.body,
    headers: target.headers,
    connections,
    duration: seconds,
    // The load runs in a worker thread, so it does not share the server's event loop.
    workers: 1,
  });
}

async function main() {
  const database = baseDatabaseUrl ? await scratchDatabase(baseDatabaseUrl, "sobor_bench") : undefined;
  const sobor = await createSobor({
    config: { databaseUrl: database?.url, secretKey: SECRET, debug: false },
    pgliteDir: "memory://",
  });
  let server: ReturnType<typeof serve> | undefined;
  try {
    const { port } = await new Promise<AddressInfo>((resolve) => {
      server = serve({ fetch: sobor.app.fetch, port: 0, hostname: "127.0.0.1" }, resolve);
    });
    const origin = `http://127.0.0.1:${port}`;

    const articles = entityService(getEntity("blog", "articles"), sobor.context.bus);
    const seeded: Record<string, unknown>[] = [];
    const seedStarted = performance.now();
    for (let i = 0; i < articleCount; i++) {
      const feast = i % 10 === 0 ? "Пасха" : i % 3 === 0 ? "Рождество" : "Неделя";
      seeded.push(
        await articles.create(sobor.context.db, {
          slug: `bench-article-${i}`,
          title: { ru: `${feast}: статья ${i}`, en: `Article ${i}` },
          subtitle: { ru: "Подзаголовок" },
          description: { ru: `<p>${"Текст статьи. ".repeat(20)}</p>` },
        }),
      );
    }
    const seedMs = performance.now() - seedStarted;
    const oneId = String(seeded[Math.floor(seeded.length / 2)]!.id);

    const targets: Target[] = [
      { name: "GET /api/health", path: "/api/health", expect: 200 },
      { name: "list 20 articles", path: `/api/blog/articles?${encodeQuery({ limit: 20 })}`, expect: 200 },
      {
        name: "filtered list (title->>ru ilike)",
        path: `/api/blog/articles?${encodeQuery({
          filters: { and: [{ column: "title->>ru", method: "ilike", value: "%пасха%" }] },
          orderBy: { and: [{ column: "slug", method: "asc" }] },
          limit: 20,
        })}`,
        expect: 200,
      },
      { name: "one article by id", path: `/api/blog/articles/${oneId}`, expect: 200 },
      {
        name: "create article (POST)",
        path: "/api/blog/articles",
        method: "POST",
        body: JSON.stringify({ data: { title: { ru: "Новая статья", en: "New article" } } }),
        headers: { "content-type": "application/json", "x-rbac-secret-key": SECRET },
        expect: 201,
      },
    ];

    // Each endpoint answers correctly once before it is loaded (a broken route would bench 4xx).
    for (const target of targets) {
      const response = await fetch(origin + target.path, { method: target.method, body: target.body, headers: target.headers });
      if (response.status !== target.expect) {
        throw new Error(`${target.name}: expected ${target.expect}, got ${response.status}: ${await response.text()}`);
      }
    }

    console.log(
      `Sobor API benchmark — ${sobor.context.database.kind}, ${articleCount} articles seeded in ${Math.round(seedMs)} ms, ` +
        `${connections} connections, ${duration} s per endpoint, Node ${process.version}`,
    );
    const rows: Row[] = [];
    for (const target of targets) {
      await load(origin, target, 1); // warm-up
      const result = await load(origin, target, duration);
      rows.push({
        endpoint: target.name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
    console.table(rows);
    const health = rows[0]!["req/s"];
    const list = rows[1]!["req/s"];
    const ratio = health ? list / health : 0;
    console.log(
      `20-row list / health: ${(ratio * 100).toFixed(1)}% (target on PostgreSQL: at least 40%; this run: ${sobor.context.database.kind})`,
    );
  } finally {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await sobor.close();
    await database?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
