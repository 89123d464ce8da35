import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/modules/*/entities.ts",
  out: "./drizzle",
  casing: "snake_case",
});
