import { readConfig } from "../core/config.js";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "../core/db/data-dir-lock.js";
import { createSobor, type Sobor } from "./sobor.js";
import { log } from "../core/log.js";

/**
 * How the server and the database scripts open Sobor: on the embedded database the data
 * directory is locked first, for the life of the process, so a second server, `db:seed` or
 * `db:dump` on a directory in use stops with a clear message (exit code 1) instead of
 * corrupting it. On PostgreSQL (DATABASE_URL) many processes share the database and nothing is locked.
 */
export async function openSoborOrExit(): Promise<Sobor> {
  const config = readConfig();
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      log.error({ dataDir: error.dataDir, ownerPid: error.owner.pid ?? null }, error.message);
      process.exit(1);
    }
  }
  let sobor: Sobor;
  try {
    sobor = await createSobor({ config });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    ...sobor,
    async close() {
      try {
        await sobor.close();
      } finally {
        lock?.release();
      }
    },
  };
}
