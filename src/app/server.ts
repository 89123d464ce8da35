import { serve } from "@hono/node-server";
import { seedIfEmpty } from "./site-seed.js";
import { openSoborOrExit } from "./open-or-exit.js";
import { hasWebBuild, mountWeb } from "./web.js";

const started = Date.now();
const sobor = await openSoborOrExit();
await seedIfEmpty(sobor.context.db);
if (hasWebBuild()) await mountWeb(sobor.app, sobor.context);
else console.warn(JSON.stringify({ level: "warn", msg: "no site build (run npm run build); serving the API only" }));
const { port } = sobor.context.config;
const server = serve({ fetch: sobor.app.fetch, port }, (info) => {
  console.log(
    JSON.stringify({ level: "info", msg: "Sobor is listening", url: `http://localhost:${info.port}`, database: sobor.context.database.kind, readyInMs: Date.now() - started }),
  );
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
  server.close();
  await sobor.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
