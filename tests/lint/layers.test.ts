import { describe, expect, it } from "vitest";
import { ruleMessages } from "../helpers/lint.js";

// The project's own eslint.config.js, asked about files that break the layers.

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  return ruleMessages("no-restricted-imports", filePath, `${source}\nexport {};\n`);
}

describe("the layer rule (eslint.config.js)", () => {
  it("fails a module widget that imports src/web", async () => {
    const errors = await layerErrors("src/modules/blog/widgets/probe.tsx", 'import "../../../web/context";');
    expect(errors).toEqual([expect.stringMatching(/never src\/web, src\/app or src\/site/)]);
  });

  it("fails module server code that imports src/app or src/site", async () => {
    expect(await layerErrors("src/modules/file-storage/server/probe.ts", 'import { modules } from "../../../app/modules.js";')).toHaveLength(1);
    expect(await layerErrors("src/modules/host/probe.ts", 'import { site } from "../../site/config.js";')).toHaveLength(1);
  });

  it("fails core importing a module, a link, the site, web or app", async () => {
    for (const target of ["../../modules/blog/entities.js", "../../links/rbac.js", "../../site/config.js", "../../web/context.js", "../../app/sobor.js"]) {
      expect(await layerErrors("src/core/entity/probe.ts", `import "${target}";`), target).toEqual([expect.stringMatching(/src\/core knows no module/)]);
    }
  });

  it("fails a module's entities that import a link", async () => {
    expect(await layerErrors("src/modules/blog/entities.ts", 'import "../../links/blog.js";')).toEqual([expect.stringMatching(/entities know no link/)]);
  });

  it("fails a link that imports src/web, src/app or src/site", async () => {
    for (const target of ["../web/context.js", "../app/modules.js", "../site/config.js"]) {
      expect(await layerErrors("src/links/probe.ts", `import "${target}";`), target).toEqual([expect.stringMatching(/Links join modules' entities/)]);
    }
  });

  it("fails the site importing src/web or src/app", async () => {
    for (const target of ["../web/context.js", "../app/sobor.js"]) {
      expect(await layerErrors("src/site/probe.ts", `import "${target}";`), target).toEqual([expect.stringMatching(/The site .* depends on modules, never on src\/web or src\/app/)]);
    }
  });

  it("lets a link import core and modules' entities, and the site import modules and core", async () => {
    expect(await layerErrors("src/links/probe.ts", 'import "../core/entity/index.js";\nimport "../modules/blog/entities.js";')).toEqual([]);
    expect(await layerErrors("src/site/probe.ts", 'import "../core/paths.js";\nimport "../modules/blog/entities.js";')).toEqual([]);
  });

  it("lets a module import core and links, and web import a module", async () => {
    expect(await layerErrors("src/modules/blog/widgets/probe.tsx", 'import "../../../core/page/page-context";')).toEqual([]);
    expect(await layerErrors("src/modules/ecommerce/server/probe.ts", 'import "../../../links/rbac.js";')).toEqual([]);
    expect(await layerErrors("src/web/probe.ts", 'import "../modules/blog/entities.js";')).toEqual([]);
  });
});

describe("the logging rule (eslint.config.js)", () => {
  const consoleErrors = (filePath: string) => ruleMessages("no-console", filePath, 'console.error(JSON.stringify({ level: "error", msg: "x" }));\nexport {};\n');

  it("fails server code and database scripts that write to the console instead of the logger", async () => {
    for (const file of ["src/core/events/probe.ts", "src/modules/agent/server/probe.ts", "scripts/probe.ts"]) expect(await consoleErrors(file), file).toHaveLength(1);
  });

  it("lets tests and benchmarks report to the console", async () => {
    expect(await consoleErrors("tests/api/probe.test.ts")).toEqual([]);
    expect(await consoleErrors("bench/probe.ts")).toEqual([]);
  });
});
