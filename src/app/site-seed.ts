import { join } from "node:path";
import { count } from "drizzle-orm";
import type { Db } from "../core/db/connection.js";
import { allEntities } from "../core/entity/registry.js";
import { hasSeedFiles, seedDatabase } from "../core/seed/seed.js";
import { shiftDemoEventDates } from "../site/demo-dates.js";
import { projectRoot } from "./paths.js";

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

/** A fresh database gets the demo site; one with any content is left as it is. */
export async function seedIfEmpty(db: Db): Promise<void> {
  if (!hasSeedFiles(siteSeedDir) || !(await isEmpty(db))) return;
  const report = await seedDatabase(db, siteSeedDir, "insert-missing");
  // The demo schedule's dates are written from a base day: move them to this week.
  const shifted = await shiftDemoEventDates(db);
  console.log(JSON.stringify({ level: "info", msg: "loaded the demo site", ...report, shiftedEventDates: shifted }));
}
