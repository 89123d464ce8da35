import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSobor, type Sobor } from "../../src/app/sobor.js";
import type { Config } from "../../src/core/config.js";
import { migratedPgliteImage, migratedPostgresTemplate } from "./migrated-images.js";
import { scratchDatabase } from "./scratch-database.js";

export const TEST_SECRET = "test-secret-key";

export interface TestSobor extends Sobor {
  /** An in-process HTTP request; JSON bodies are wrapped and encoded for you. */
  request(path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string>; secret?: boolean }): Promise<Response>;
  /** Same, parsing the JSON answer. */
  json<T = any>(path: string, init?: Parameters<TestSobor["request"]>[1]): Promise<{ status: number; body: T }>;
}

/**
 * A whole Sobor on a fresh database: PGlite in memory, or a new PostgreSQL database when the
 * suite runs in its postgres project. Close it in afterAll.
 */
export async function startTestSobor(config: Partial<Config> = {}): Promise<TestSobor> {
  const onPostgres = process.env.SOBOR_TEST_DB === "postgres" && process.env.TEST_DATABASE_URL;
  const database = onPostgres
    ? await scratchDatabase(process.env.TEST_DATABASE_URL!, "sobor_test", await migratedPostgresTemplate(process.env.TEST_DATABASE_URL!))
    : undefined;
  // Whatever the app keeps on disk (JWT secret, first admin's password) goes to a fresh temp dir.
  const dataDir = mkdtempSync(join(tmpdir(), "sobor-test-"));
  let sobor: Sobor;
  try {
    sobor = await createSobor({
      config: { secretKey: TEST_SECRET, databaseUrl: database?.url, dataDir, ...config },
      pgliteDir: "memory://",
      pgliteImage: onPostgres ? undefined : await migratedPgliteImage(),
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    throw error;
  }
  const request: TestSobor["request"] = (path, init = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.secret) headers["x-rbac-secret-key"] = TEST_SECRET;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || typeof init.body === "string") body = init.body as BodyInit;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers["content-type"] ??= "application/json";
    }
    return Promise.resolve(sobor.app.request(path, { method: init.method ?? "GET", headers, body }));
  };
  return {
    ...sobor,
    request,
    async json(path, init) {
      const response = await request(path, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async close() {
      await sobor.close();
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/**
 * The fewest statements some work sends over a few runs, counting only its own: background work
 * of other requests is not counted, and a cache that expired between runs does not count either.
 */
export async function leastQueries<T>(sobor: Sobor, work: () => Promise<T>, tries = 3): Promise<{ queries: number; result: T; statements: string[] }> {
  let best: { queries: number; result: T; statements: string[] } | undefined;
  for (let i = 0; i < tries; i++) {
    const run = await sobor.context.database.countQueries(work);
    if (!best || run.queries < best.queries) best = run;
  }
  return best!;
}
