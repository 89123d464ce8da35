import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * PGlite is one process's database: two processes on one directory each acknowledge their own
 * writes and the files end up holding neither. So a process using the embedded database first
 * takes DATA_DIR/pglite.lock, created exclusively (O_EXCL) and holding who owns it; it is
 * released on close and on exit. A lock left by a crash is stale, and taken over, when its
 * process is gone: its pid is not alive, or alive but started at another time (a reused pid),
 * or it was written before this machine last booted.
 */

export const LOCK_FILE = "pglite.lock";

interface Owner {
  pid: number;
  /** Start time of the owner process in clock ticks since boot (Linux), to tell a reused pid. */
  pidStart?: string;
  bootId?: string;
  hostname: string;
  startedAt: string;
}

/** Another live process holds the directory: a condition to report, not a crash. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Partial<Owner>,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Sobor process (pid ${owner.pid ?? "unknown"}${owner.startedAt ? `, started ${owner.startedAt}` : ""}). ` +
        `Two processes on one embedded database lose each other's writes. Stop that process first, give this one another DATA_DIR, ` +
        `or run several processes on one PostgreSQL server with DATABASE_URL.`,
    );
    this.name = "DataDirInUseError";
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return undefined;
  }
};

const bootId = () => readText("/proc/sys/kernel/random/boot_id");

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count after its ')'. */
function startOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parseOwner(text: string | undefined): Partial<Owner> {
  try {
    const parsed = JSON.parse(text ?? "") as Partial<Owner>;
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

function isStale(owner: Partial<Owner>): boolean {
  // A lock we cannot read was torn mid-write by a crash (it is written in one call right after creation).
  if (typeof owner.pid !== "number") return true;
  if (owner.hostname && owner.hostname !== hostname()) return false; // a shared disk: we cannot tell, so never steal
  const currentBoot = bootId();
  if (owner.bootId && currentBoot && owner.bootId !== currentBoot) return true;
  if (owner.pid === process.pid) return true; // this process never took it: a previous life of a restarted container
  if (!isAlive(owner.pid)) return true;
  const start = startOf(owner.pid);
  return Boolean(owner.pidStart && start && owner.pidStart !== start);
}

/** Takes the lock on `dataDir` or throws DataDirInUseError; a stale lock is replaced. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine: Owner = { pid: process.pid, pidStart: startOf(process.pid), bootId: bootId(), hostname: hostname(), startedAt: new Date().toISOString() };
  const text = JSON.stringify(mine);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, "wx", 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const found = readText(path);
      const owner = parseOwner(found);
      if (!isStale(owner)) throw new DataDirInUseError(dataDir, owner);
      // Remove the stale file only if it is still the one judged stale, then race for it again.
      if (readText(path) === found) {
        try {
          unlinkSync(path);
        } catch {
          // someone else removed it first
        }
      }
      continue;
    }
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off("exit", release);
      // Never remove a lock that is no longer ours.
      if (readText(path) === text) {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      }
    };
    process.on("exit", release);
    return { path, release };
  }
  throw new DataDirInUseError(dataDir, parseOwner(readText(path)));
}
