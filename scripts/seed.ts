// `npm run db:seed [dir]`: loads seed files (default: the cathedral site) into the configured database.
import { resolve } from "node:path";
import { seedDatabase } from "../src/core/seed/seed.js";
import { openSoborOrExit } from "../src/app/open-or-exit.js";
import { siteSeedDir } from "../src/app/site-seed.js";
import { log } from "../src/core/log.js";

const dir = resolve(process.argv[2] ?? siteSeedDir);
const sobor = await openSoborOrExit();
try {
  const report = await seedDatabase(sobor.context.db, dir);
  log.info({ dir, ...report }, "seeded");
} finally {
  await sobor.close();
}
