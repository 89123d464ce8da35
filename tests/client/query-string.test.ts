import qs from "qs";
import { describe, expect, it } from "vitest";
import { listQuery } from "../../src/core/client/entities.js";
import { encodeQuery, withQuery } from "../../src/core/client/query-string.js";

const parse = (query: string) => qs.parse(query, { depth: 6 });

describe("encodeQuery", () => {
  it("matches what qs.stringify produces, once parsed", () => {
    const value = {
      filters: { and: [{ column: "title->>en", method: "eq", value: "Rock 'n' roll (live)* !~" }, { column: "n", method: "inArray", value: [1, 2.5, true] }] },
      when: new Date("2026-04-12T00:00:00.000Z"),
      empty: null,
      skipped: undefined,
      nothing: [],
      nested: { "a b": { "c&d": "e=f" } },
      unicode: "Пасха 🕊",
    };
    const ours = encodeQuery(value);
    expect(parse(ours)).toEqual(parse(qs.stringify(value)));
    expect(parse(ours)).toEqual({
      filters: { and: [{ column: "title->>en", method: "eq", value: "Rock 'n' roll (live)* !~" }, { column: "n", method: "inArray", value: ["1", "2.5", "true"] }] },
      when: "2026-04-12T00:00:00.000Z",
      empty: "",
      nested: { "a b": { "c&d": "e=f" } },
      unicode: "Пасха 🕊",
    });
  });

  it("keeps brackets readable and skips empty input", () => {
    expect(encodeQuery({ orderBy: { and: [{ column: "orderIndex", method: "asc" }] } })).toBe(
      "orderBy[and][0][column]=orderIndex&orderBy[and][0][method]=asc",
    );
    expect(encodeQuery({})).toBe("");
    expect(encodeQuery(undefined)).toBe("");
    expect(withQuery("/api/x", { a: undefined })).toBe("/api/x");
    expect(withQuery("/api/x?y=1", { a: 2 })).toBe("/api/x?y=1&a=2");
  });
});

describe("listQuery", () => {
  it("puts a plain filter list under 'and', drops empty lists and keeps an empty inArray", () => {
    expect(listQuery({ filters: [], orderBy: [] })).toEqual({ filters: undefined, orderBy: undefined, limit: undefined, offset: undefined });
    const query = listQuery({ filters: [{ column: "id", method: "inArray", value: [] }], orderBy: [{ column: "slug" }], limit: 0 });
    expect(encodeQuery(query)).toBe("filters[and][0][column]=id&filters[and][0][method]=inArray&filters[and][0][value]=&orderBy[and][0][column]=slug&limit=0");
  });
});
