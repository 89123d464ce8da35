import { join } from "node:path";
import { count } from "drizzle-orm";
import type { Db } from "../core/db/connection.js";
import { allEntities } from "../core/entity/registry.js";
import { hasSeedFiles, seedDatabase } from "../core/seed/seed.js";
import { projectRoot } from "./paths.js";

/** The cathedral site's demo content, loaded by `npm start` into an empty database. */
export const siteSeedDir = join(projectRoot, "src", "site", "seed");

async function isEmpty(db: Db): Promise<boolean> {
  for (const def of allEntities().filter((e) => !e.relation)) {
    const [row] = await db.select({ n: count() }).from(def.table);
    if (Number(row?.n) > 0) return false;
  }
  return true;
}

/** A fresh database gets the demo site; one with any content is left as it is. */
export async function seedIfEmpty(db: Db): Promise<void> {
  if (!hasSeedFiles(siteSeedDir) || !(await isEmpty(db))) return;
  const report = await seedDatabase(db, siteSeedDir, "insert-missing");
  console.log(JSON.stringify({ level: "info", msg: "loaded the demo site", ...report }));
}
