import { fileURLToPath } from "node:url";
import { defineConfig } from "drizzle-kit";
import { loadEnvFile } from "./scripts/env-file.mjs";

// The project's .env, as npm start, dev, db:seed and db:dump read it: `generate` needs no database,
// but `npx drizzle-kit studio` (or `check`) then reaches the PostgreSQL of DATABASE_URL. Migrations
// are applied by the server itself on start; do not `push`.
loadEnvFile(fileURLToPath(new URL(".", import.meta.url)));
const url = process.env.DATABASE_URL;

export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/modules/*/entities.ts", "./src/links/*.ts", "./src/core/jobs/table.ts", "./src/core/history/versions-table.ts", "./src/core/history/drafts-table.ts"],
  out: "./drizzle",
  casing: "snake_case",
  ...(url ? { dbCredentials: { url } } : {}),
});
