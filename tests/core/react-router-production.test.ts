import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { resolve } from "../../src/app/react-router-production.js";

/** What Node's own resolution answers, as a hook's `next` would. */
const nodeResolves = async (specifier: string) => ({ url: import.meta.resolve(specifier), format: "module" as const, shortCircuit: true });
const context = { conditions: ["node", "import"], importAttributes: {}, importAssertions: {}, parentURL: import.meta.url } as Parameters<typeof resolve>[1];

describe("the server's react-router resolve hook (dist/server.js registers it)", () => {
  it("points every import of react-router at the installed production build", async () => {
    const exported = import.meta.resolve("react-router");
    // The package as installed still exports its development build to Node: the hook has work.
    expect(exported).toContain("/react-router/dist/development/");
    const { url } = await resolve("react-router", context, nodeResolves);
    expect(url).toContain("/react-router/dist/production/");
    expect(existsSync(fileURLToPath(url))).toBe(true);
    const production = await import(url);
    expect(typeof production.createRequestHandler).toBe("function");
    expect(typeof production.ServerRouter).toBe("function");
  });

  it("leaves every other module as Node resolves it", async () => {
    for (const specifier of ["react", "react-dom/server", "hono"]) {
      expect((await resolve(specifier, context, nodeResolves)).url).toBe(import.meta.resolve(specifier));
    }
  });
});
