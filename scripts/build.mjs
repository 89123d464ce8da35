// Bundles the server into dist/ so `npm start` does not transpile TypeScript at run time.
import { build } from "esbuild";

await build({
  entryPoints: { server: "src/app/server.ts", seed: "scripts/seed.ts", dump: "scripts/dump.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("built dist/");
