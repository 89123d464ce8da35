import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import type { Db } from "../core/db/connection.js";
import { allEntities } from "../core/entity/registry.js";
import { hasSeedFiles, seedDatabase } from "../core/seed/seed.js";
import { shiftDemoEventDates } from "../site/demo-dates.js";
import { projectRoot } from "../core/paths.js";
import { log } from "../core/log.js";

/** The cathedral site's demo content, loaded by `npm start` into an empty database. */
export const siteSeedDir = join(projectRoot, "src", "site", "seed");

/**
 * Accounts are not content: every start seeds the roles and (the first time) an admin, so a
 * fresh database already holds these records before the demo site is considered.
 */
const ACCOUNT_ENTITIES = new Set(["rbac/roles", "rbac/subjects", "rbac/identities", "rbac/sessions"]);

async function isEmpty(db: Db): Promise<boolean> {
  for (const def of allEntities().filter((e) => !e.relation && !ACCOUNT_ENTITIES.has(`${e.module}/${e.name}`))) {
    const [row] = await db.select({ n: count() }).from(def.table);
    if (Number(row?.n) > 0) return false;
  }
  return true;
}

// Any fixed number: processes starting together on one PostgreSQL seed one at a time.
const SEED_LOCK = 4_200_419;

/**
 * A fresh database gets the demo site; one with any content is left as it is. Processes started
 * together on an empty PostgreSQL would each find it empty and load the site at once (duplicate
 * slugs stop all but one, and every one would move the event dates again), so the check and the
 * load run in one transaction under an advisory lock: the first seeds, the rest find content.
 */
export async function seedIfEmpty(db: Db): Promise<void> {
  if (!hasSeedFiles(siteSeedDir)) return;
  const loaded = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return undefined;
    const report = await seedDatabase(tx, siteSeedDir, "insert-missing");
    // The demo schedule's dates are written from a base day: move them to this week.
    return { ...report, shiftedEventDates: await shiftDemoEventDates(tx) };
  });
  if (loaded) log.info(loaded, "loaded the demo site");
}
