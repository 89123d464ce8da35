import { describe, expect, it } from "vitest";
import { config, z } from "zod";
import { zodWithoutEval } from "../../src/web/zod-jitless.js";

// The browser's zod must never probe for eval (a CSP violation even when caught): the setting the
// site writes before zod loads has to be the one zod reads.
describe("zod without eval in the browser", () => {
  it("is the setting zod's config reads, and schemas still parse", () => {
    const before = config().jitless;
    try {
      zodWithoutEval();
      expect(config().jitless).toBe(true);
      expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
      expect(z.object({ a: z.string() }).safeParse({ a: 1 }).success).toBe(false);
    } finally {
      config({ jitless: before });
    }
  });
});
