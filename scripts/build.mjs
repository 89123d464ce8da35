// Bundles the server into dist/ so `npm start` does not transpile TypeScript at run time.
import { writeFileSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: { sobor: "src/app/server.ts", "react-router-production": "src/app/react-router-production.ts", seed: "scripts/seed.ts", dump: "scripts/dump.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// What `npm start` runs: the server's imports resolve react-router to its production build only
// if the hook is registered before any of them is loaded, so the bundle is imported after it.
writeFileSync(
  "dist/server.js",
  `// Written by scripts/build.mjs: registers src/app/react-router-production.ts, then starts the server.
import { register } from "node:module";
register("./react-router-production.js", import.meta.url);
await import("./sobor.js");
`,
);
console.log("built dist/");
