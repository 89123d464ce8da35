// `npm run db:dump [dir] [--all]`: writes the site's content (with --all also private records) to seed files.
import { resolve } from "node:path";
import { dumpDatabase } from "../src/core/seed/seed.js";
import { openSoborOrExit } from "../src/app/open-or-exit.js";
import { log } from "../src/core/log.js";

const args = process.argv.slice(2);
const dir = resolve(args.find((a) => !a.startsWith("--")) ?? "./dump");
const sobor = await openSoborOrExit();
try {
  const files = await dumpDatabase(sobor.context.db, dir, { includePrivate: args.includes("--all") });
  log.info({ dir, files }, "dumped");
} finally {
  await sobor.close();
}
