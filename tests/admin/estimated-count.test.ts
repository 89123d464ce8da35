import { describe, expect, it } from "vitest";
import { pageCount, recordsLabel } from "../../src/core/admin/table.js";

// Issue 11: a count estimated past the server's threshold reads 'about …', and the pager neither
// hides the real last page nor stops at an estimate that was short.

describe("the admin table's count", () => {
  it("reads exact counts as before and estimates as 'about'", () => {
    expect(recordsLabel(1, false)).toBe("1 record");
    expect(recordsLabel(20, false)).toBe("20 records");
    expect(recordsLabel(9100, true)).toBe("about 9,100 records");
  });

  it("counts in Russian with the noun's plural form", () => {
    expect(recordsLabel(1, false, "ru")).toBe("1 запись");
    expect(recordsLabel(3, false, "ru")).toBe("3 записи");
    expect(recordsLabel(11, false, "ru")).toBe("11 записей");
    expect(recordsLabel(21, false, "ru")).toBe("21 запись");
    // Russian groups thousands with a narrow no-break space.
    expect(recordsLabel(9100, true, "ru")).toBe(`около ${(9100).toLocaleString("ru")} записей`);
  });

  it("pages an exact count exactly", () => {
    expect(pageCount(undefined, false, 0, 20, undefined)).toBeUndefined();
    expect(pageCount(0, false, 0, 20, 0)).toBe(1);
    expect(pageCount(41, false, 2, 20, 1)).toBe(3);
    // A full last page of an exact count is the last one.
    expect(pageCount(40, false, 1, 20, 20)).toBe(2);
  });

  it("keeps Next open on a full page at an estimate's end, so the real last page is reachable", () => {
    expect(pageCount(9100, true, 0, 20, 20)).toBe(455);
    expect(pageCount(9100, true, 454, 20, 20)).toBe(456);
    expect(pageCount(9100, true, 454, 20, 7)).toBe(455);
    // While the page is loading (rows unknown) the estimate stands.
    expect(pageCount(9100, true, 454, 20, undefined)).toBe(455);
  });
});
