import { describe, expect, it } from "vitest";
import { sitePath } from "../../src/core/client/site-path.js";

const ORIGIN = "https://sobor.example";

describe("sitePath", () => {
  it("keeps a path of this site, with its query and hash", () => {
    expect(sitePath("/ru/notes?x=1#done", ORIGIN)).toBe("/ru/notes?x=1#done");
    expect(sitePath("/", ORIGIN)).toBe("/");
  });

  it("refuses what a browser would take to another site", () => {
    for (const hostile of ["//evil.example/x", "/\\evil.example", "/\t/evil.example/phish", "/\n/evil.example", "/\r\n/evil.example", "https://evil.example/", "javascript:alert(1)", "evil.example", "/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/./\\evil.example"]) {
      expect(sitePath(hostile, ORIGIN), JSON.stringify(hostile)).toBeUndefined();
    }
    expect(sitePath(null, ORIGIN)).toBeUndefined();
  });
});
