import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { projectRoot } from "../../src/core/paths.js";
import { redisKeyPrefix } from "../../src/modules/rbac/server/rate-limit.js";
import { scratchDatabase } from "./scratch-database.js";

/**
 * A balanced set of built Sobor processes (`dist/server.js`, what `npm start` runs) on one fresh
 * PostgreSQL database and one Redis, behind HAProxy: round-robin, no stickiness, health-checked
 * on /api/health. HAProxy names the process that answered in `x-served-by`, so the app needs no
 * test-only header.
 */

export const HAPROXY = "/usr/sbin/haproxy";
const SERVER_ENTRY = join(projectRoot, "dist", "server.js");
const WEB_ENTRY = join(projectRoot, "dist", "web", "server", "index.js");

/** What the scale tests need on this machine; without all three they skip. */
export const clusterAvailable = () => existsSync(HAPROXY) && Boolean(process.env.TEST_DATABASE_URL) && Boolean(process.env.REDIS_URL);

export const JWT_SECRET = "scale-test-jwt-secret-shared-by-every-process";
export const SECRET_KEY = "scale-test-secret-key";
/** ADMIN_EMAIL registers with the key: a trusted server vouches for a listed address (a person proves it with a reset code). */
export const VOUCHED = { "x-rbac-secret-key": SECRET_KEY };
export const ADMIN_EMAIL = "admin@scale.example";

export interface ClusterProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed, stdout and stderr interleaved, one entry per line. */
  lines: string[];
  exited: Promise<number | null>;
}

export interface Cluster {
  /** The balancer's origin: every test request goes here. */
  url: string;
  databaseUrl: string;
  processes: ClusterProcess[];
  /** The process that answered, as the balancer says (`x-served-by`); undefined for the balancer's own errors. */
  servedBy(response: Response): string | undefined;
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** A query on the cluster's database (not through the app). */
  query<T extends pg.QueryResultRow = any>(text: string, values?: unknown[]): Promise<T[]>;
  /** The JSON log lines of one process (or all), parsed; other output left out. */
  logs(name?: string): Record<string, unknown>[];
  /** SIGKILL: no shutdown, no goodbye to the balancer or the database. */
  kill(name: string): Promise<void>;
  /** SIGTERM (a rolling restart's stop); resolves to the exit code once the process is gone. */
  terminate(name: string): Promise<number | null>;
  /**
   * A new process in the place of a stopped one: the same name and port (so the balancer's entry
   * for it comes back), a fresh data directory, the same database and environment. Resolves once
   * the balancer sends it requests.
   */
  restart(name: string): Promise<ClusterProcess>;
  close(): Promise<void>;
}

/** A port in 3300–3399 (the range this machine gives us) that nobody listens on now. */
async function freePort(taken: Set<number>): Promise<number> {
  const start = 3300 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 3300 + ((start - 3300 + i) % 100);
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error("no free port in 3300–3399");
}

/** Polls `check` until it answers something truthy; fails with `what` at the deadline. */
export async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 10_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The balancer's configuration; docs/haproxy.cfg is the same shape for a real site. */
export function haproxyConfig(balancerPort: number, servers: { name: string; port: number }[]): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # Live chats are Server-Sent Events: a stream sends a keep-alive line every 15 s (under the
  # 30-s client/server inactivity timeouts above) and lives up to 5 minutes before the browser
  # reconnects; 'timeout tunnel' covers connections once they are streaming.
  timeout tunnel 10m
  # A request that could not reach a process (connection refused: it is down or restarting) is
  # sent to another one.
  retries 2
  option redispatch 1
  # A GET or HEAD also when the connection closed with no answer (a process stopping as the
  # request went out on a kept-alive connection). Never a write: the process may have done it
  # and died before answering (SIGKILL), and sent again it would be done twice (two orders).
  retry-on conn-failure empty-response

frontend sobor_http
  bind 127.0.0.1:${balancerPort}
  # Overwrite whatever the client sent: the app believes these (TRUST_PROXY=true).
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  http-request set-header X-Forwarded-Host %[req.hdr(host)]
  http-request disable-l7-retry if !METH_GET
  default_backend sobor

backend sobor
  balance roundrobin
  option httpchk
  # HTTP/1.1 with a Host: Node's HTTP server answers 400 to HAProxy's default Host-less HTTP/1.0 probe.
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  # Tests tell the processes apart by this; harmless on a real site, or leave it out.
  http-response set-header X-Served-By %s
  # The first failed connection to a process takes it out at once, not at the next failed probe.
  default-server inter 300ms fall 2 rise 1 observe layer4 error-limit 1 on-error mark-down
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join("\n")}
`;
}

function collect(child: ChildProcess, lines: string[]) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop()!;
      lines.push(...parts);
    });
  }
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

/**
 * Starts `count` processes at the same moment on an empty database (so they race to migrate and
 * seed, as a fresh deployment does), then the balancer, and waits until it sees them all healthy.
 * `env` is given to every process, `envOf[name]` to one ('sobor2', say) on top of it.
 */
export async function startCluster(count = 3, env: Record<string, string> = {}, envOf: Record<string, Record<string, string>> = {}): Promise<Cluster> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_ENTRY)) throw new Error("The scale tests run the build: run `npm run build` first");
  const database = await scratchDatabase(process.env.TEST_DATABASE_URL!, "sobor_scale");
  const redisUrl = process.env.REDIS_URL!;
  const taken = new Set<number>();
  const balancerPort = await freePort(taken);
  const url = `http://127.0.0.1:${balancerPort}`;
  const root = mkdtempSync(join(tmpdir(), "sobor-scale-"));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const processes: ClusterProcess[] = [];
  let haproxy: ChildProcess | undefined;
  const haproxyLines: string[] = [];

  const close = async () => {
    const stopping = processes.map(async (p) => {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGTERM");
      await p.exited;
    });
    if (haproxy && haproxy.exitCode === null) {
      const gone = exitOf(haproxy);
      haproxy.kill("SIGTERM");
      await gone;
    }
    await Promise.all(stopping);
    await pool.end();
    // The processes' rate-limit counters live under this site's prefix; leave Redis as we found it.
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisKeyPrefix({ databaseUrl: database.url, dataDir: "" })}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await database.drop();
    rmSync(root, { recursive: true, force: true });
  };

  let started = 0;
  const spawnProcess = (server: { name: string; port: number }): ClusterProcess => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: String(server.port),
        // Each its own directory, as on separate machines: nothing may be shared through it.
        DATA_DIR: join(root, `${server.name}-${++started}`),
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        RBAC_JWT_SECRET: JWT_SECRET,
        RBAC_SECRET_KEY: SECRET_KEY,
        SITE_URL: url,
        TRUST_PROXY: "true",
        ADMIN_EMAILS: ADMIN_EMAIL,
        AUTH_FAILURE_DELAY_MS: "0",
        ...env,
        ...envOf[server.name],
      },
    });
    const lines: string[] = [];
    collect(child, lines);
    return { ...server, child, lines, exited: exitOf(child) };
  };

  try {
    const servers = [];
    for (let i = 1; i <= count; i++) servers.push({ name: `sobor${i}`, port: await freePort(taken) });
    for (const server of servers) processes.push(spawnProcess(server));

    const configFile = join(root, "haproxy.cfg");
    writeFileSync(configFile, haproxyConfig(balancerPort, servers));
    const check = spawnSync(HAPROXY, ["-c", "-q", "-f", configFile], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stderr}${check.stdout}`);
    // -db: stay in the foreground, so killing the child stops the balancer.
    haproxy = spawn(HAPROXY, ["-db", "-f", configFile], { stdio: ["ignore", "pipe", "pipe"] });
    collect(haproxy, haproxyLines);

    const servedBy = (response: Response) => response.headers.get("x-served-by") ?? undefined;
    // Every process answered its health check through the balancer: the set is up.
    const seen = new Set<string>();
    let died: ClusterProcess | undefined;
    const tails = () =>
      [...processes.map((p) => [p.name, p.lines] as const), ["haproxy", haproxyLines] as const]
        .map(([name, lines]) => `--- ${name}:\n${lines.slice(-15).join("\n")}`)
        .join("\n");
    await until(
      `every process healthy behind the balancer (${servers.map((s) => s.name).join(", ")})`,
      async () => {
        // A process that died while starting will not come back: stop waiting and say why.
        died = processes.find((p) => p.child.exitCode !== null);
        if (died) return true;
        const response = await fetch(`${url}/api/health`);
        if (response.ok) seen.add(servedBy(response)!);
        return seen.size === count;
      },
      // A deadline, not a measure: three processes migrating and seeding on a busy machine take minutes.
      180_000,
      100,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${tails()}`);
    });
    if (died) throw new Error(`${died.name} exited with ${died.child.exitCode} while starting:\n${died.lines.join("\n")}`);

    return {
      url,
      databaseUrl: database.url,
      processes,
      servedBy,
      request(path, init = {}) {
        const { json, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (json !== undefined) headers.set("content-type", "application/json");
        return fetch(`${url}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
      },
      async query(text, values) {
        return (await pool.query(text, values as never[])).rows;
      },
      logs(name) {
        return processes
          .filter((p) => !name || p.name === name)
          .flatMap((p) => p.lines)
          .flatMap((line) => {
            try {
              const parsed: unknown = JSON.parse(line);
              return parsed && typeof parsed === "object" ? [parsed as Record<string, unknown>] : [];
            } catch {
              return [];
            }
          });
      },
      async kill(name) {
        const target = processes.find((p) => p.name === name);
        if (!target) throw new Error(`no process ${name}`);
        target.child.kill("SIGKILL");
        await target.exited;
      },
      async terminate(name) {
        const target = processes.find((p) => p.name === name);
        if (!target) throw new Error(`no process ${name}`);
        target.child.kill("SIGTERM");
        return target.exited;
      },
      async restart(name) {
        const index = processes.findIndex((p) => p.name === name);
        const old = processes[index];
        if (!old) throw new Error(`no process ${name}`);
        if (old.child.exitCode === null && old.child.signalCode === null) throw new Error(`${name} is still running: kill or terminate it first`);
        const fresh = spawnProcess({ name: old.name, port: old.port });
        processes[index] = fresh;
        await until(
          `${name} back behind the balancer`,
          async () => {
            if (fresh.child.exitCode !== null) throw new Error(`${name} exited with ${fresh.child.exitCode}:\n${fresh.lines.slice(-15).join("\n")}`);
            const response = await fetch(`${url}/api/health`);
            await response.arrayBuffer();
            return response.ok && servedBy(response) === name;
          },
          // A deadline, not a measure: a process starting on a busy machine takes a while.
          120_000,
          100,
        );
        return fresh;
      },
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
