import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect, type PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_ADMIN, E2E_SECRET } from "../playwright.config";

/**
 * A built server of its own on a free port, for a spec that needs other settings than the
 * suite's shared one (which runs DUMMY_PAYMENTS=self-service): e.g. a real site's manual
 * bank-transfer payments. Ready when it answers /api/health (it migrates and seeds first).
 */
export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startOwnServer(playwright: PlaywrightWorkerArgs["playwright"], env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: { ...process.env, PORT: String(port), RBAC_SECRET_KEY: E2E_SECRET, ADMIN_EMAILS: E2E_ADMIN.email, AUTH_RATE_LIMIT_PER_MINUTE: "1000", AUTH_INIT_LIMIT_PER_HOUR: "100000", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const request = await playwright.request.newContext();
  await expect
    .poll(async () => (await request.get(`${origin}/api/health`).catch(() => undefined))?.status(), { timeout: 120_000 })
    .toBe(200);
  await request.dispose();
  return {
    origin,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}
