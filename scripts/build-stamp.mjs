// What the build was made from. `npm run build` records a fingerprint of its inputs (`begin` before
// it starts, kept by `end` once every step succeeded); `npm start` compares it with the tree and
// rebuilds when they differ, so a pull that adds an entity is never served by the old dist/.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** Folders and files the build reads (the bundles, the migrations, the installed versions, the configs). */
export const BUILD_INPUTS = [
  "src",
  "drizzle",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build.mjs",
  "scripts/compress-assets.mjs",
  "scripts/build-stamp.mjs",
];

export const STAMP_FILE = join("dist", "build-stamp.json");
const PENDING_FILE = join("dist", "build-stamp.pending.json");

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

const inputFiles = (root) => BUILD_INPUTS.flatMap((input) => filesUnder(root, input)).sort();

/**
 * One hash over every input file's path and content: contents, not times, decide (a checkout
 * that rewrites a file unchanged rebuilds nothing).
 */
export function inputsFingerprint(root) {
  const files = inputFiles(root);
  const hash = createHash("sha256");
  for (const file of files) hash.update(`${file}\0`).update(createHash("sha256").update(readFileSync(join(root, file))).digest("hex")).update("\n");
  return { fingerprint: hash.digest("hex"), files: files.length };
}

/** The cheap look: paths, sizes and modification times (no file is read). */
export function inputsListing(root) {
  const hash = createHash("sha256");
  for (const file of inputFiles(root)) {
    const { size, mtimeMs } = statSync(join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** Why the build in `root`/dist cannot be served as it is, or undefined when it matches the sources. */
export function staleBuildReason(root) {
  const built = ["dist/server.js", "dist/web/server/index.js"].every((path) => existsSync(join(root, path)));
  if (!built) return "there is no build yet";
  const stampFile = join(root, STAMP_FILE);
  if (!existsSync(stampFile)) return "the build has no record of its sources (an older or unfinished build)";
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(stampFile, "utf8"));
  } catch {
    return "the build's record of its sources is unreadable";
  }
  // Nothing touched since the build: no need to read the files. Otherwise their contents decide.
  if (recorded.listing === inputsListing(root)) return undefined;
  return recorded.fingerprint === inputsFingerprint(root).fingerprint ? undefined : "the sources changed since the last build";
}

/** Before building: forget the old build's record and note what this build starts from. */
export function beginBuild(root) {
  rmSync(join(root, STAMP_FILE), { force: true });
  mkdirSync(join(root, "dist"), { recursive: true });
  const listing = inputsListing(root);
  writeFileSync(join(root, PENDING_FILE), JSON.stringify({ ...inputsFingerprint(root), listing, startedAt: new Date().toISOString() }));
}

/** After every build step succeeded: the build now stands for the inputs it started from. */
export function endBuild(root) {
  renameSync(join(root, PENDING_FILE), join(root, STAMP_FILE));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const step = process.argv[2];
  if (step === "begin") beginBuild(root);
  else if (step === "end") endBuild(root);
  else {
    console.error("usage: node scripts/build-stamp.mjs begin|end");
    process.exit(2);
  }
}
