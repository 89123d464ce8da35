// `npm start`: the project's .env, a build that matches the sources (rebuilt when they changed
// since the last one, with NODE_ENV=production too), then the server, always with NODE_ENV=production.
// package.json starts it with a 320 MiB heap bound: V8 would otherwise let garbage pile up to its
// own limit (a quarter of the machine's memory) before collecting hard (README, Performance).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { staleBuildReason } from "./build-stamp.mjs";
import { serverEnvironment } from "./env-file.mjs";

// package.json's engines: Vite (the build) needs 20.19; older versions fail in obscure ways.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19) || (major === 22 && minor < 12) || major === 21) {
  console.error(`Sobor needs Node.js 20.19+ or 22.12+ (this is ${process.versions.node})`);
  process.exit(1);
}

const root = fileURLToPath(new URL("..", import.meta.url));
serverEnvironment(root);

const stale = staleBuildReason(root);
if (stale) {
  console.error(`sobor: building, as ${stale} (npm run build)`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../dist/server.js");
