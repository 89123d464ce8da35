// `npm start`: build once if the tree has no build yet, then serve.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const built = ["../dist/server.js", "../dist/web/server/index.js"].every((p) => existsSync(new URL(p, import.meta.url)));
if (!built) {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../dist/server.js");
