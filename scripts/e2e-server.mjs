// Starts the built server for the browser tests on a fresh, throw-away data directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = mkdtempSync(join(tmpdir(), "sobor-e2e-"));
process.env.DATA_DIR = dataDir;
// As `npm start` serves it (React's production build); a browser run logs warnings and errors only.
process.env.NODE_ENV = "production";
process.env.LOG_LEVEL ??= "warn";
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
process.on("exit", cleanup);
await import("../dist/server.js");
