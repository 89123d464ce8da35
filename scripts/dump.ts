// `npm run db:dump [dir]`: writes the database to seed files.
import { resolve } from "node:path";
import { dumpDatabase } from "../src/core/seed/seed.js";
import { createSobor } from "../src/app/sobor.js";

const dir = resolve(process.argv[2] ?? "./dump");
const sobor = await createSobor();
try {
  const files = await dumpDatabase(sobor.context.db, dir);
  console.log(JSON.stringify({ level: "info", msg: "dumped", dir, files }));
} finally {
  await sobor.close();
}
