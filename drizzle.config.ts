import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/modules/*/entities.ts", "./src/links/*.ts", "./src/core/jobs/table.ts", "./src/core/history/versions-table.ts", "./src/core/history/drafts-table.ts"],
  out: "./drizzle",
  casing: "snake_case",
});
