import { defineConfig } from "vitest/config";

// The API suite runs on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    pool: "forks",
    // A worker keeps its modules from one file to the next: importing the app anew for each of
    // ~170 files took ten minutes of the suite's CPU. Every file starts its own Sobor on its own
    // database, and module state is per Sobor (its context), so files still do not see each other.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true as const, test: { name: "pglite", include: ["tests/**/*.test.ts"], exclude: ["tests/scale/**"], env: { SOBOR_TEST_DB: "pglite" } } },
      ...(postgres
        ? [{ extends: true as const, test: { name: "postgres", include: ["tests/api/**/*.test.ts"], env: { SOBOR_TEST_DB: "postgres" } } }]
        : []),
      // What needs the production build (processes behind a real balancer, the site's render): run after
      // `npm run build` (`npm run test:scale`), not by test:unit.
      // One file at a time: two sets starting at once would pick the same free ports (and share two cores).
      { extends: true as const, test: { name: "scale", include: ["tests/scale/**/*.test.ts"], fileParallelism: false } },
    ],
  },
});
