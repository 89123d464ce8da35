import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { dayKeys } from "../entities.js";
import { dayValue } from "./day.js";

/**
 * The random salt of each day, shared by every process through one database row per day: the
 * first process to need it inserts a fresh one, the others read the winner's. Salts of days
 * before `keepFrom` are deleted, so a past day's hashes cannot be tied to an IP any more.
 */
export function saltStore(db: Db) {
  const known = new Map<string, string>();
  return {
    async saltOf(day: string): Promise<string> {
      const cached = known.get(day);
      if (cached) return cached;
      await db.insert(dayKeys).values({ day: dayValue(day), key: randomBytes(32).toString("hex") }).onConflictDoNothing();
      const [row] = await db.select({ key: dayKeys.key }).from(dayKeys).where(eq(dayKeys.day, dayValue(day))).limit(1);
      const salt = row!.key!;
      known.set(day, salt);
      return salt;
    },
    /** Forgets (here and in the database) every salt of a day before `keepFrom`. */
    async discardBefore(keepFrom: string): Promise<void> {
      for (const day of known.keys()) if (day < keepFrom) known.delete(day);
      await db.delete(dayKeys).where(lt(dayKeys.day, dayValue(keepFrom)));
    },
  };
}
