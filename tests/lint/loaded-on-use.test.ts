import { describe, expect, it } from "vitest";
import { ruleMessages } from "../helpers/lint.js";

// eslint.config.js (LOADED_ON_USE): the server loads its heaviest libraries where it first uses
// them, so a process that never sends a mail or resizes a picture does not carry them.

async function restricted(filePath: string, source: string): Promise<string[]> {
  return ruleMessages("no-restricted-imports", filePath, source);
}

describe("libraries loaded on use (eslint.config.js)", () => {
  it("refuses a static import of one in a module's server code and entry, in src/core and in src/app", async () => {
    for (const [file, source] of [
      ["src/modules/file-storage/server/probe.ts", 'import sharp from "sharp";\nexport const probe = sharp;\n'],
      ["src/modules/billing/server/providers/probe.ts", 'import Stripe from "stripe";\nexport const probe = Stripe;\n'],
      ["src/modules/billing/index.ts", 'import Stripe from "stripe";\nexport const probe = Stripe;\n'],
      ["src/core/probe.ts", 'import { getAddress } from "viem";\nexport const probe = getAddress;\n'],
      ["src/app/probe.ts", 'import nodemailer from "nodemailer";\nexport const probe = nodemailer;\n'],
    ]) {
      expect(await restricted(file!, source!), file).toEqual([expect.stringContaining("where it uses it")]);
    }
  });

  it("keeps the layer rule on the same server files", async () => {
    const errors = await restricted("src/modules/file-storage/server/probe.ts", 'import { probe } from "../../../web/probe";\nexport const again = probe;\n');
    expect(errors).toEqual([expect.stringContaining("A module depends on src/core only")]);
  });

  it("allows a type import, an import() where it is used, and the browser's own code", async () => {
    expect(await restricted("src/modules/file-storage/server/probe.ts", 'import type { Sharp } from "sharp";\nexport type Probe = Sharp;\n')).toEqual([]);
    expect(await restricted("src/modules/file-storage/server/probe.ts", 'export const probe = async () => (await import("sharp")).default;\n')).toEqual([]);
    expect(await restricted("src/modules/rbac/client/probe.ts", 'import { getAddress } from "viem";\nexport const probe = getAddress;\n')).toEqual([]);
  });
});
