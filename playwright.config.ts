import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./tests/helpers/chromium";

// Browser tests run against the built server on a fresh data directory (see scripts/e2e-server.mjs).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SECRET = "e2e-secret-key";
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };

const chromium = CHROMIUM_LAUNCH;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Every spec signs in, and every page starts an anonymous session, from 127.0.0.1: the per-IP
    // limits are raised (the API suite tests them). The shop spec pays on the dummy page itself
    // (self-service); manual mode starts its own server. Due jobs (a scheduled publish a few
    // seconds ahead) are looked for every 200 ms, so a test waits moments, not the 2 s default.
    env: { PORT: String(E2E_PORT), RBAC_SECRET_KEY: E2E_SECRET, ADMIN_EMAILS: E2E_ADMIN.email, AUTH_RATE_LIMIT_PER_MINUTE: "1000", AUTH_INIT_LIMIT_PER_HOUR: "100000", DUMMY_PAYMENTS: "self-service", JOB_POLL_MS: "200" },
  },
});
