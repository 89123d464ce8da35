// `npm start`: build once if the tree has no build yet, then serve.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

if (!existsSync(new URL("../dist/server.js", import.meta.url))) {
  const result = spawnSync(process.execPath, [new URL("./build.mjs", import.meta.url).pathname], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../dist/server.js");
