import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/core/paths.js";
import { BUILD_INPUTS, beginBuild, endBuild, staleBuildReason } from "../../scripts/build-stamp.mjs";
import { loadEnvFile, serverEnvironment } from "../../scripts/env-file.mjs";
import { logLevelFrom } from "../../src/core/log.js";

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A project tree with sources and, optionally, what `npm run build` leaves in dist/. */
function projectTree() {
  const root = mkdtempSync(join(tmpdir(), "sobor-start-"));
  trees.push(root);
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write("package.json", `{"name":"sobor"}`);
  write("package-lock.json", `{"lockfileVersion":3}`);
  write("src/app/server.ts", `export const a = 1;\n`);
  write("src/modules/blog/entities.ts", `export const articles = "articles";\n`);
  write("drizzle/0000_init.sql", `create table a (id uuid);\n`);
  /** Runs the build's bookkeeping around a fake build (the real one takes minutes). */
  const build = ({ fails = false } = {}) => {
    beginBuild(root);
    write("dist/server.js", "// bundle");
    write("dist/web/server/index.js", "// site");
    if (!fails) endBuild(root);
  };
  return { root, write, build };
}

describe("npm start's decision to build", () => {
  it("builds when there is no build, and not again while the sources are those it was built from", () => {
    const tree = projectTree();
    expect(staleBuildReason(tree.root)).toBe("there is no build yet");
    tree.build();
    expect(staleBuildReason(tree.root)).toBeUndefined();
  });

  it("rebuilds after a changed source, a new entity file, a new migration or a changed lock file", () => {
    const changes = [
      (tree: ReturnType<typeof projectTree>) => tree.write("src/app/server.ts", `export const a = 2;\n`),
      (tree: ReturnType<typeof projectTree>) => tree.write("src/modules/blog/tags.ts", `export const tags = "tags";\n`),
      (tree: ReturnType<typeof projectTree>) => tree.write("drizzle/0001_tags.sql", `create table tags (id uuid);\n`),
      (tree: ReturnType<typeof projectTree>) => tree.write("package-lock.json", `{"lockfileVersion":3,"packages":{}}`),
    ];
    for (const change of changes) {
      const tree = projectTree();
      tree.build();
      change(tree);
      expect(staleBuildReason(tree.root)).toBe("the sources changed since the last build");
      tree.build();
      expect(staleBuildReason(tree.root)).toBeUndefined();
    }
  });

  it("does not rebuild for a file rewritten with the same content (a checkout touching it)", () => {
    const tree = projectTree();
    tree.build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(tree.root, "src/app/server.ts"), later, later);
    expect(staleBuildReason(tree.root)).toBeUndefined();
  });

  it("rebuilds after a build that did not finish, and after a build made before builds were recorded", () => {
    const unfinished = projectTree();
    unfinished.build();
    unfinished.build({ fails: true });
    expect(staleBuildReason(unfinished.root)).toMatch(/no record of its sources/);

    const old = projectTree();
    old.write("dist/server.js", "// bundle");
    old.write("dist/web/server/index.js", "// site");
    expect(staleBuildReason(old.root)).toMatch(/no record of its sources/);
  });

  it("records what the build started from: a source edited while it ran is built again next time", () => {
    const tree = projectTree();
    beginBuild(tree.root);
    tree.write("src/app/server.ts", `export const a = 3;\n`);
    tree.write("dist/server.js", "// bundle");
    tree.write("dist/web/server/index.js", "// site");
    endBuild(tree.root);
    expect(staleBuildReason(tree.root)).toBe("the sources changed since the last build");
  });

  it("fingerprints inputs that all exist in the repository (a renamed config cannot drop out unnoticed)", () => {
    const missing = BUILD_INPUTS.filter((input) => !existsSync(join(projectRoot, input)));
    expect(missing).toEqual([]);
  });
});

describe("the .env file", () => {
  it("is loaded when present, without overriding the real environment", () => {
    const tree = projectTree();
    tree.write(".env", `# the parish's settings\nDATABASE_URL=postgres://db.internal/sobor\nPORT=4000\nSITE_URL="https://parish.example"\n`);
    const env: NodeJS.ProcessEnv = { PORT: "3000" };
    expect(loadEnvFile(tree.root, env).sort()).toEqual(["DATABASE_URL", "SITE_URL"]);
    expect(env).toEqual({ PORT: "3000", DATABASE_URL: "postgres://db.internal/sobor", SITE_URL: "https://parish.example" });
  });

  it("is optional", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(projectTree().root, env)).toEqual([]);
    expect(env).toEqual({});
  });

  it("is what npm start serves with, and NODE_ENV is production whatever .env or the environment says", () => {
    const tree = projectTree();
    tree.write(".env", `LOG_LEVEL=debug\nNODE_ENV=development\n`);
    const env = serverEnvironment(tree.root, { NODE_ENV: "test" });
    expect(env).toEqual({ LOG_LEVEL: "debug", NODE_ENV: "production" });
    expect(logLevelFrom(env)).toBe("debug");
  });
});

describe("the .env file for the development and database commands", () => {
  /** A project tree with the real env loaders (they find the project by their own location). */
  function treeWithLoaders() {
    const tree = projectTree();
    mkdirSync(join(tree.root, "scripts"), { recursive: true });
    for (const file of ["load-env.mjs", "env-file.mjs"]) copyFileSync(join(projectRoot, "scripts", file), join(tree.root, "scripts", file));
    tree.write(".env", `DATABASE_URL=postgres://db.internal/sobor\nDATA_DIR=/srv/sobor\n`);
    tree.write("package.json", `{"name":"sobor","type":"module"}`);
    return tree;
  }
  const withoutDatabase = () => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    delete env.DATA_DIR;
    return env;
  };

  it("npm run dev, db:seed and db:dump preload it before their script reads any setting", () => {
    const { scripts } = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> };
    for (const [name, script] of [["dev", "src/app/server.ts"], ["db:seed", "scripts/seed.ts"], ["db:dump", "scripts/dump.ts"]] as const) {
      expect(scripts[name], name).toMatch(new RegExp(`^tsx (watch )?--import \\./scripts/load-env\\.mjs ${script.replace(/\./g, "\\.")}$`));
    }
    // What the preload does in a process: the project's .env is in the environment before the script runs.
    const tree = treeWithLoaders();
    const child = spawnSync(process.execPath, ["--import", join(tree.root, "scripts", "load-env.mjs"), "-e", "process.stdout.write(JSON.stringify([process.env.DATABASE_URL, process.env.DATA_DIR]))"], {
      env: { ...withoutDatabase(), DATA_DIR: "/from/the/environment" },
      encoding: "utf8",
    });
    expect(child.stderr).toBe("");
    expect(JSON.parse(child.stdout)).toEqual(["postgres://db.internal/sobor", "/from/the/environment"]);
  });

  it("drizzle-kit's config reads it, and reaches DATABASE_URL's database with it", () => {
    const tree = treeWithLoaders();
    copyFileSync(join(projectRoot, "drizzle.config.ts"), join(tree.root, "drizzle.config.ts"));
    symlinkSync(join(projectRoot, "node_modules"), join(tree.root, "node_modules"));
    const child = spawnSync(join(projectRoot, "node_modules", ".bin", "tsx"), ["-e", `import("./drizzle.config.ts").then((m) => process.stdout.write(JSON.stringify(m.default.dbCredentials ?? null)))`], {
      cwd: tree.root,
      env: withoutDatabase(),
      encoding: "utf8",
    });
    expect(child.stderr).toBe("");
    expect(JSON.parse(child.stdout)).toEqual({ url: "postgres://db.internal/sobor" });
  });
});
