import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "../../src/core/db/data-dir-lock.js";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "sobor-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs a Sobor entry point (server or script) as its own process on `dataDir`, the embedded database. */
function run(entry: string, dataDir: string, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // LOG_LEVEL: the scripts report what they did at info, which the test runner's default (warn) hides.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: "0", NODE_ENV: "production", LOG_LEVEL: "info" };
  delete env.DATABASE_URL;
  const child = spawn(join("node_modules", ".bin", "tsx"), [entry, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

/** The pid of a process that has exited. */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  return new Promise((resolve) => child.on("close", () => resolve(child.pid!)));
}

const refused = (result: { code: number | null; stderr: string }, dataDir: string) => {
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`The data directory ${dataDir} is in use by another Sobor process (pid ${process.pid}`);
  expect(result.stderr).toContain("DATABASE_URL");
  // A message, not a crash.
  expect(result.stderr).not.toMatch(/\n\s+at /);
};

// Each case starts real processes (tsx, PGlite migrations): on a busy machine that takes a while.
describe("data directory lock", { timeout: 120_000 }, () => {
  it("a second server, db:seed and db:dump on a directory in use exit with a clear message", async () => {
    const dataDir = freshDir();
    const lock = lockDataDir(dataDir);
    try {
      const [server, seed, dump] = await Promise.all([
        run("src/app/server.ts", dataDir),
        run("scripts/seed.ts", dataDir),
        run("scripts/dump.ts", dataDir, [join(dataDir, "dump")]),
      ]);
      refused(server, dataDir);
      refused(seed, dataDir);
      refused(dump, dataDir);
      // Refused before opening the database: the holder's files are untouched.
      expect(existsSync(join(dataDir, "pglite"))).toBe(false);
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    } finally {
      lock.release();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it("a released lock can be taken again", () => {
    const dataDir = freshDir();
    const first = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ pid: process.pid });
    first.release();
    const second = lockDataDir(dataDir);
    second.release();
  });

  it("a lock left by a process that died (or by a previous boot) does not block a restart", async () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: await deadPid(), startedAt: "2020-01-01T00:00:00.000Z" }));
    const dump = await run("scripts/dump.ts", dataDir, [join(dataDir, "dump")]);
    expect(dump.stderr).not.toContain("in use");
    expect(dump.code).toBe(0);
    expect(dump.stdout).toContain('"msg":"dumped"');
    // Released on exit.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, bootId: bootId.replace(/^./, (c) => (c === "0" ? "1" : "0")) }));
    const lock = lockDataDir(dataDir);
    lock.release();
  });

  it("a live holder's lock is refused in-process too, naming the holder", () => {
    const dataDir = freshDir();
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: child.pid, startedAt: "now" }));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dataDir)).toThrow(`pid ${child.pid}`);
    } finally {
      child.kill();
    }
  });
});
