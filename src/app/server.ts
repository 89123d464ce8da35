import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { log } from "../core/log.js";
import { drainable } from "./graceful-shutdown.js";
import { seedIfEmpty } from "./site-seed.js";
import { openSoborOrExit } from "./open-or-exit.js";
import { hasWebBuild, mountWeb } from "./web.js";

/** How long a stopping process waits for the requests in flight before it cuts them. */
const SHUTDOWN_GRACE_MS = 20_000;

const started = Date.now();
// `npm start` sets it; a bare `node dist/server.js` might not, and React would run its development build.
if (process.env.NODE_ENV !== "production") log.warn({ nodeEnv: process.env.NODE_ENV ?? null }, "NODE_ENV is not production: React renders with its development build (slower)");
const sobor = await openSoborOrExit();
await seedIfEmpty(sobor.context.db);
if (hasWebBuild()) await mountWeb(sobor.app, sobor.context);
else log.warn("no site build (run npm run build); serving the API only");
const { port } = sobor.context.config;
const server = serve({ fetch: sobor.app.fetch, port }, (info) => {
  log.info({ url: `http://localhost:${info.port}`, database: sobor.context.database.kind, readyInMs: Date.now() - started }, "Sobor is listening");
}) as Server;
const drain = drainable(server);

let closing = false;
/**
 * SIGTERM (a rolling restart, docs/DEPLOY.md) or SIGINT: stop accepting connections, finish the
 * requests in flight, then close the modules and the database. A second signal does not wait.
 */
async function shutdown(signal: string) {
  if (closing) {
    log.warn({ signal }, "stopping now: requests in flight are cut");
    process.exit(1);
  }
  closing = true;
  const stopping = Date.now();
  log.info({ signal, inFlight: drain.inFlight() }, "shutting down");
  const cut = await drain.close(SHUTDOWN_GRACE_MS);
  if (cut) log.warn({ cut, graceMs: SHUTDOWN_GRACE_MS }, "requests still in flight at the deadline were cut");
  try {
    await sobor.close();
  } catch (error) {
    log.error({ err: error }, "closing the database failed");
    process.exit(1);
  }
  log.info({ ms: Date.now() - stopping }, "stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
