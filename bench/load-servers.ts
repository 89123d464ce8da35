/**
 * What the load benches run against: one built server process (`dist/server.js`, as `npm start`
 * runs it) on PGlite or a scratch PostgreSQL database, or the balanced set of tests/helpers/cluster.ts
 * (processes behind HAProxy on one PostgreSQL and Redis). Each process carries the event-loop probe.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../src/core/paths.js";
import { SECRET_KEY, startCluster } from "../tests/helpers/cluster.js";
import { scratchDatabase } from "../tests/helpers/scratch-database.js";

export interface Target {
  label: string;
  url: string;
  secretKey: string;
  pids(): number[];
  /** The probe's last figures per process (bench/event-loop-probe.mjs). */
  probes(): ProbeFigures[];
  /** The PostgreSQL database served (undefined on PGlite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface ProbeFigures {
  pid: number;
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
}

const PROBE = join(projectRoot, "bench", "event-loop-probe.mjs");
/** The V8 flags of package.json's start script, which the benched processes get by default. */
const NPM_START_NODE_OPTIONS = "--max-old-space-size=320 --max-semi-space-size=32";

/** Settings every benched process gets: many anonymous visitors from one address, quiet logs. */
function benchEnv(probeDir: string, windowMs: number, nodeOptions = process.env.BENCH_NODE_OPTIONS): Record<string, string> {
  return {
    NODE_ENV: "production",
    // The V8 flags `npm start` gives (package.json); BENCH_NODE_OPTIONS compares others.
    NODE_OPTIONS: `--import ${PROBE} ${nodeOptions ?? NPM_START_NODE_OPTIONS}`,
    SOBOR_PROBE_DIR: probeDir,
    SOBOR_PROBE_WINDOW_MS: String(windowMs),
    AUTH_INIT_LIMIT_PER_HOUR: "1000000",
    LOG_LEVEL: "warn",
    ...(process.env.PAGE_CACHE_MB ? { PAGE_CACHE_MB: process.env.PAGE_CACHE_MB } : {}),
  };
}

export function requireBuild() {
  if (!existsSync(join(projectRoot, "dist", "server.js")) || !existsSync(join(projectRoot, "dist", "web", "server", "index.js"))) {
    throw new Error("The load benches run the build: run `npm run build` first");
  }
}

function readProbes(dir: string, pids: number[]): ProbeFigures[] {
  return pids.flatMap((pid) => {
    try {
      return [JSON.parse(readFileSync(join(dir, `${pid}.json`), "utf8")) as ProbeFigures];
    } catch {
      return [];
    }
  });
}

/** RSS of a process from /proc (MiB), read by the bench: no help from the process needed. */
export function rssMiB(pid: number): number | undefined {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One process on `port` (3360–3379 on the shared machine), on PGlite or a scratch PostgreSQL
 * database; `root` serves another checkout's build (bench/compare.ts), this one's by default, and
 * `nodeOptions` replaces BENCH_NODE_OPTIONS.
 */
export async function startSingle(options: { port: number; databaseUrl?: string; probeWindowMs?: number; root?: string; nodeOptions?: string }): Promise<Target> {
  const root = options.root ?? projectRoot;
  const database = options.databaseUrl ? await scratchDatabase(options.databaseUrl, "sobor_bench_load") : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "sobor-bench-load-"));
  const probeDir = mkdtempSync(join(tmpdir(), "sobor-bench-probe-"));
  const url = `http://127.0.0.1:${options.port}`;
  // BENCH_CPU_PROF_DIR: the process writes a CPU profile there when it stops (not allowed in NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, join(root, "dist", "server.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      RBAC_SECRET_KEY: SECRET_KEY,
      // Checkouts are limited per client address: each bench buyer says it has its own.
      TRUST_PROXY: "true",
      ...benchEnv(probeDir, options.probeWindowMs ?? 5000, options.nodeOptions),
    },
    // Its errors are shown only if it fails to start: requests cut when the bench stops log noise.
    stdio: ["ignore", "ignore", "pipe"],
  });
  const errors: string[] = [];
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => errors.push(...chunk.split("\n").slice(-20)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(probeDir, { recursive: true, force: true });
    await database?.drop();
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`the server on ${url} did not start:\n${errors.slice(-20).join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    label: `one process, ${database ? "PostgreSQL" : "PGlite"}`,
    url,
    secretKey: SECRET_KEY,
    pids: () => [child.pid!],
    probes: () => readProbes(probeDir, [child.pid!]),
    databaseUrl: database?.url,
    close,
  };
}

/** The balanced set: `count` processes behind HAProxy on one scratch PostgreSQL database and Redis. */
export async function startBalanced(options: { count: number; probeWindowMs?: number }): Promise<Target> {
  const probeDir = mkdtempSync(join(tmpdir(), "sobor-bench-probe-"));
  const cluster = await startCluster(options.count, benchEnv(probeDir, options.probeWindowMs ?? 5000));
  const pids = () => cluster.processes.map((p) => p.child.pid!);
  return {
    label: `${options.count} processes behind HAProxy, PostgreSQL`,
    url: cluster.url,
    secretKey: SECRET_KEY,
    pids,
    probes: () => readProbes(probeDir, pids()),
    databaseUrl: cluster.databaseUrl,
    async close() {
      await cluster.close();
      rmSync(probeDir, { recursive: true, force: true });
    },
  };
}
