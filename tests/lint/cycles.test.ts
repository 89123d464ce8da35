import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../src/core/paths.js";
import { ruleMessages } from "../helpers/lint.js";

// The project's eslint.config.js: `import-x/no-cycle` fails `npm run lint` on an import cycle in
// src, a lazy `import()` included.

async function cycleErrors(filePath: string, source = readFileSync(join(projectRoot, filePath), "utf8")): Promise<string[]> {
  return ruleMessages("import-x/no-cycle", filePath, source);
}

describe("the import-cycle rule (eslint.config.js)", () => {
  it("fails a file that imports one that imports it back", async () => {
    // define.ts imports the registry: the registry importing define back is a cycle.
    const errors = await cycleErrors("src/core/entity/registry.ts", 'import { moduleRef } from "./define.js";\nexport const probe = moduleRef;\n');
    expect(errors).toEqual([expect.stringMatching(/Dependency cycle/)]);
  });

  it("fails a cycle through a lazy import()", async () => {
    // The header loads the user menu lazily; the menu importing the header back was such a cycle.
    const errors = await cycleErrors("src/modules/rbac/widgets/user-menu.tsx", 'import { HeaderBlock } from "./header";\nexport const probe = HeaderBlock;\n');
    expect(errors).toEqual([expect.stringMatching(/Dependency cycle/)]);
  });

  it("does not follow a type-only import back (erased from the build)", async () => {
    const errors = await cycleErrors("src/core/entity/registry.ts", 'import type { ModuleRef } from "./define.js";\nexport type Probe = ModuleRef;\n');
    expect(errors).toEqual([]);
  });

  it("passes the files whose cycles were untied", async () => {
    for (const file of [
      "src/core/entity/registry.ts",
      "src/core/entity/service.ts",
      "src/core/history/record.ts",
      "src/modules/rbac/widgets/header.tsx",
      "src/modules/rbac/widgets/user-menu.tsx",
      "src/modules/ecommerce/widgets/date-time-input.tsx",
      "src/modules/ecommerce/widgets/date-time-picker.tsx",
      "src/modules/ecommerce/entities.ts",
      "src/modules/notification/server/index.ts",
      "src/modules/rbac/server/runtime.ts",
    ]) {
      expect(await cycleErrors(file), file).toEqual([]);
    }
  });
});
