// A button's classes are merged once per combination (src/core/ui/button-variants.ts): what a
// widget gets must be what merging them anew gives, later utilities winning.
import { describe, expect, it } from "vitest";
import { buttonClasses, buttonVariants } from "../../src/core/ui/button-variants.js";
import { cn } from "../../src/core/ui/cn.js";

describe("buttonClasses", () => {
  it("gives what merging the variant's classes with the extra ones gives, later utilities winning", () => {
    const cases: [Parameters<typeof buttonClasses>[0], ...(string | null | undefined)[]][] = [
      [{ variant: "default" }, "bg-red-500"],
      [{ variant: "ghost", size: "sm" }, null, "px-1", undefined],
      [{ variant: "outline", size: "none" }, "rounded-full", "rounded-none"],
      [{}],
    ];
    for (const [shape, ...extra] of cases) {
      expect(buttonClasses(shape, ...extra)).toBe(cn(buttonVariants(shape), ...extra));
      // Asked again, the kept answer is the same.
      expect(buttonClasses(shape, ...extra)).toBe(cn(buttonVariants(shape), ...extra));
    }
    expect(buttonClasses({ variant: "default" }, "bg-red-500").split(" ")).toContain("bg-red-500");
    expect(buttonClasses({ variant: "default" }, "bg-red-500").split(" ")).not.toContain("bg-ink");
  });

  it("tells apart extras that would read the same joined", () => {
    const one = buttonClasses({ variant: "link" }, "a b", "c");
    const other = buttonClasses({ variant: "link" }, "a", "b c");
    expect(one).toBe(cn(buttonVariants({ variant: "link" }), "a b", "c"));
    expect(other).toBe(cn(buttonVariants({ variant: "link" }), "a", "b c"));
    expect(buttonClasses({ variant: "link" }, "x", "y")).toBe(cn(buttonVariants({ variant: "link" }), "x", "y"));
    expect(buttonClasses({ variant: "link" }, "x\u0000y")).toBe(cn(buttonVariants({ variant: "link" }), "x\u0000y"));
  });
});
