/**
 * The ceiling of bench:load's list scenario on this machine: Sobor's list (a new offset each
 * request over 10,000 articles on PostgreSQL) against a bare node:http server sending the same
 * statement on the same database (bench/list-floor-server.mjs), in alternating rounds, each with
 * the CPU its server process spent per request. The load generator and PostgreSQL share the
 * machine's cores with the server in both, as they do in bench:load.
 *
 * Run: `npm run build` then `TEST_DATABASE_URL=postgres://… npm run bench:floor`. Settings:
 * BENCH_ROUNDS (3), BENCH_DURATION (10 s), BENCH_CONNECTIONS (32), BENCH_ARTICLES (10,000),
 * BENCH_PORT (3362; the bare server takes the next port).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { projectRoot } from "../src/core/paths.js";
import { withClient } from "../tests/helpers/scratch-database.js";
import { makeFixture, run, scenarios, type Figures } from "./load-scenarios.js";
import { requireBuild, startSingle } from "./load-servers.js";

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const articles = Number(process.env.BENCH_ARTICLES ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3362);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!postgresUrl) throw new Error("bench:floor needs PostgreSQL: set TEST_DATABASE_URL (or BENCH_DATABASE_URL)");
const list = scenarios.find((scenario) => scenario.name.startsWith("article list"))!;

requireBuild();
const sobor = await startSingle({ port, databaseUrl: postgresUrl });
try {
  const fixture = await makeFixture(sobor.url, sobor.secretKey, articles, 1);
  await withClient(sobor.databaseUrl!, (client) => client.query("vacuum analyze"));
  const bare = spawn(process.execPath, [join(projectRoot, "bench", "list-floor-server.mjs"), sobor.databaseUrl!, String(port + 1)], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    // It prints "listening" once it has its signposts; a failed start (no database) ends it instead.
    await new Promise<void>((resolve, reject) => {
      bare.stdout!.once("data", () => resolve());
      bare.once("exit", (code) => reject(new Error(`the bare server stopped before listening (exit code ${code})`)));
    });
    const servers = [
      { name: "Sobor", url: sobor.url, pids: sobor.pids() },
      { name: "bare node:http + pg (the floor)", url: `http://127.0.0.1:${port + 1}`, pids: [bare.pid!] },
    ];
    // Both warm up (JIT, pools, Sobor's signposts) before the first round counts.
    for (const server of servers) await run(server.url, list, fixture, sobor.secretKey, 2, connections);
    const rows: Record<string, Figures> = {};
    for (let round = 1; round <= rounds; round++) {
      for (const server of servers) rows[`${server.name}, round ${round}`] = await run(server.url, list, fixture, sobor.secretKey, duration, connections, server.pids);
    }
    console.log(`bench:floor — ${list.name}, ${connections} connections, ${duration} s a round, ${articles} articles on PostgreSQL`);
    console.table(rows);
    console.log("The issue's target for Sobor's list: ≥ 1,500 req/s. The bare server shows what this machine allows a Node server at all.");
  } finally {
    if (bare.exitCode === null && bare.signalCode === null) {
      bare.kill("SIGTERM");
      await once(bare, "exit");
    }
  }
} finally {
  await sobor.close();
}
