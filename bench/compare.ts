/**
 * Two builds side by side: `BENCH_BASE=/path/to/a/checkout npm run bench:compare` (both built with
 * `npm run build`). Each build serves its own scratch PostgreSQL database with the same 10,000
 * articles; then every chosen scenario runs in turn on one and on the other, round after round,
 * so that whatever else the machine does in a minute weighs on both alike. Prints each round and,
 * per build, the median req/s and CPU ms per request (the served process's, all its threads).
 * On a shared machine, whose speed moves by a third within minutes, a 10-second run of each is
 * not enough to tell a 20% change; interleaved rounds are.
 *
 * The same build under other V8 flags: BENCH_BASE_NODE_OPTIONS (the base's; BENCH_BASE then
 * defaults to this checkout) against BENCH_NODE_OPTIONS (this checkout's; both default to
 * `npm start`'s). The RSS of each process is printed after every scenario.
 *
 * Settings: BENCH_BASE (the other checkout, e.g. a `git worktree`), BENCH_ROUNDS (5),
 * BENCH_DURATION (seconds per run, 10), BENCH_CONNECTIONS (32), BENCH_ARTICLES (10000),
 * BENCH_SCENARIOS (parts of scenario names, default the uncached article pages and the new list
 * offsets), BENCH_PORT (3364). PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { withClient } from "../tests/helpers/scratch-database.js";
import { makeFixture, run, scenarios, type Figures, type Fixture } from "./load-scenarios.js";
import { projectRoot } from "../src/core/paths.js";
import { requireBuild, rssMiB, startSingle, type Target } from "./load-servers.js";

const baseNodeOptions = process.env.BENCH_BASE_NODE_OPTIONS;
const base = process.env.BENCH_BASE ?? (baseNodeOptions ? projectRoot : undefined);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const articles = Number(process.env.BENCH_ARTICLES ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3364);
const parts = process.env.BENCH_SCENARIOS?.split(",") ?? ["(uncached)", "new offset"];
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

if (!base || !existsSync(join(base, "dist", "server.js"))) {
  throw new Error("BENCH_BASE must name another checkout with a build (npm run build there), or BENCH_BASE_NODE_OPTIONS other V8 flags");
}
if (!postgresUrl) throw new Error("bench:compare runs on PostgreSQL: set TEST_DATABASE_URL (or BENCH_DATABASE_URL)");
requireBuild();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const chosen = scenarios.filter((scenario) => parts.some((part) => scenario.name.includes(part)));
const flags = (options: string | undefined) => (options ? ` with ${options}` : "");
const builds = [
  { name: `base (${base}${flags(baseNodeOptions ?? process.env.BENCH_NODE_OPTIONS)})`, root: base, nodeOptions: baseNodeOptions },
  { name: `this checkout${flags(process.env.BENCH_NODE_OPTIONS)}`, root: undefined, nodeOptions: undefined },
];

const targets: Target[] = [];
const fixtures: Fixture[] = [];
try {
  for (const [i, build] of builds.entries()) {
    const target = await startSingle({ port: port + i, databaseUrl: postgresUrl, root: build.root, nodeOptions: build.nodeOptions });
    targets.push(target);
    fixtures.push(await makeFixture(target.url, target.secretKey, articles, 1));
    // As bench:load does: a real site's rows were vacuumed long ago.
    await withClient(target.databaseUrl!, (client) => client.query("vacuum analyze"));
  }
  for (const scenario of chosen) {
    const figures: Figures[][] = builds.map(() => []);
    // Each round goes on where the last left off: a page asked for in an earlier round may still be cached.
    const sequences = builds.map(() => ({ next: 0 }));
    // A short run each first: JIT, pools and caches warm on both before anything is counted.
    for (const [i, target] of targets.entries()) await run(target.url, scenario, fixtures[i]!, target.secretKey, 3, connections, target.pids(), sequences[i]);
    for (let round = 1; round <= rounds; round++) {
      for (const [i, target] of targets.entries()) {
        const result = await run(target.url, scenario, fixtures[i]!, target.secretKey, duration, connections, target.pids(), sequences[i]);
        figures[i]!.push(result);
        console.log(`${scenario.name} · round ${round} · ${builds[i]!.name}: ${result["req/s"]} req/s, p99 ${result["p99 ms"]} ms, ${result["CPU ms/req"]} CPU ms/req, ${result.errors} errors`);
      }
    }
    console.table(
      Object.fromEntries(
        builds.map((build, i) => [
          build.name,
          {
            "median req/s": median(figures[i]!.map((f) => f["req/s"])),
            "median CPU ms/req": median(figures[i]!.map((f) => f["CPU ms/req"])),
            "p99 ms (range)": `${Math.min(...figures[i]!.map((f) => f["p99 ms"]))}–${Math.max(...figures[i]!.map((f) => f["p99 ms"]))}`,
            errors: figures[i]!.reduce((sum, f) => sum + f.errors, 0),
            "RSS MiB now": targets[i]!.pids().map((pid) => rssMiB(pid)).join(", "),
          },
        ]),
      ),
    );
  }
} finally {
  await Promise.all(targets.map((target) => target.close()));
}
