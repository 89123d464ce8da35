import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { getEntity } from "../../src/core/entity/registry.js";
import { parseListQuery, parseQueryString } from "../../src/core/http/query.js";
import { expectError, query, where, type Filter, type Row } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;

const FILES = "/api/file-storage/files";
const ARTICLES = "/api/blog/articles";
const ATTRIBUTES = "/api/ecommerce/attributes";

// Five files: a numeric column with a null, a nullable text (className) with mixed case, an extension to sort by.
const files = [
  { file: "a.png", width: 10, className: "Alpha", extension: "png" },
  { file: "b.jpg", width: 20, className: "beta", extension: "jpg" },
  { file: "c.png", width: 30, className: null, extension: "png" },
  { file: "d.gif", width: 40, className: "ALPHA two", extension: "gif" },
  { file: "e.png", width: null, className: null, extension: "png" },
];

const articles = [
  { slug: "easter", title: { ru: "Пасха", en: "Easter" } },
  { slug: "christmas", title: { ru: "Рождество", en: "Christmas" } },
  { slug: "trinity", title: { ru: "Троица" } },
  { slug: "untitled", title: {} },
];

const attributes = [
  { adminTitle: "one", number: 1.5, boolean: true, date: "2024-01-01T00:00:00.000Z", datetime: "2024-01-01T10:00:00.000Z" },
  { adminTitle: "two", number: 2.5, boolean: false, date: "2024-06-01T00:00:00.000Z", datetime: "2024-06-01T10:00:00.000Z" },
  { adminTitle: "three", number: null, boolean: null, date: null, datetime: null },
];

beforeAll(async () => {
  sobor = await startTestSobor();
  for (const [path, data] of [[FILES, files], [ARTICLES, articles], [ATTRIBUTES, attributes]] as const) {
    const { status, body } = await sobor.json(`${path}/bulk`, { method: "POST", secret: true, body: { data } });
    if (status !== 201) throw new Error(JSON.stringify(body));
  }
});
afterAll(() => sobor.close());

async function list(path: string, params: Record<string, unknown>): Promise<Row[]> {
  const { status, body } = await sobor.json(`${path}${query(params)}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** The sorted `key` values of the rows a filter list selects. */
async function selected(path: string, key: string, ...filters: Filter[]): Promise<unknown[]> {
  return (await list(path, where(...filters))).map((r) => r[key]).sort();
}

const fileNames = (...filters: Filter[]) => selected(FILES, "file", ...filters);

describe("filter methods", () => {
  it.each([
    ["eq", { column: "width", method: "eq", value: 20 }, ["b.jpg"]],
    // SQL semantics: a null is neither equal nor unequal to 20.
    ["ne", { column: "width", method: "ne", value: 20 }, ["a.png", "c.png", "d.gif"]],
    ["gt", { column: "width", method: "gt", value: 20 }, ["c.png", "d.gif"]],
    ["gte", { column: "width", method: "gte", value: 20 }, ["b.jpg", "c.png", "d.gif"]],
    ["lt", { column: "width", method: "lt", value: 30 }, ["a.png", "b.jpg"]],
    ["lte", { column: "width", method: "lte", value: 30 }, ["a.png", "b.jpg", "c.png"]],
    ["like (case-sensitive)", { column: "className", method: "like", value: "Alpha%" }, ["a.png"]],
    ["ilike (case-insensitive)", { column: "className", method: "ilike", value: "alpha%" }, ["a.png", "d.gif"]],
    ["like with _ and %", { column: "file", method: "like", value: "_.p%" }, ["a.png", "c.png", "e.png"]],
    ["inArray", { column: "file", method: "inArray", value: ["a.png", "c.png", "zzz"] }, ["a.png", "c.png"]],
    ["notInArray", { column: "file", method: "notInArray", value: ["a.png", "c.png", "zzz"] }, ["b.jpg", "d.gif", "e.png"]],
    ["inArray as a comma list", { column: "file", method: "inArray", value: "a.png,e.png" }, ["a.png", "e.png"]],
    ["inArray as a JSON array", { column: "width", method: "inArray", value: "[10,40]" }, ["a.png", "d.gif"]],
    // qs cannot encode an empty array; an empty value is the empty list.
    ["inArray of nothing", { column: "file", method: "inArray", value: "" }, []],
    ["isNull", { column: "className", method: "isNull" }, ["c.png", "e.png"]],
    ["isNotNull", { column: "className", method: "isNotNull" }, ["a.png", "b.jpg", "d.gif"]],
    ["isNull on an integer", { column: "width", method: "isNull" }, ["e.png"]],
  ] as const)("%s", async (_, filter, expected) => {
    expect(await fileNames(filter as Filter)).toEqual(expected);
  });

  it("notInArray of nothing selects everything", async () => {
    expect(await fileNames({ column: "file", method: "notInArray", value: "" })).toEqual(files.map((f) => f.file));
  });

  it("ands several filters, and ors the 'or' list", async () => {
    expect(await fileNames({ column: "width", method: "gte", value: 20 }, { column: "className", method: "isNotNull" })).toEqual(["b.jpg", "d.gif"]);
    const either = await list(FILES, {
      filters: { or: [{ column: "file", method: "eq", value: "a.png" }, { column: "file", method: "eq", value: "e.png" }] },
    });
    expect(either.map((r) => r.file).sort()).toEqual(["a.png", "e.png"]);
  });

  it("compares numbers, booleans, dates and datetimes by their type", async () => {
    const titles = (...filters: Filter[]) => selected(ATTRIBUTES, "adminTitle", ...filters);
    expect(await titles({ column: "number", method: "gt", value: "2" })).toEqual(["two"]);
    expect(await titles({ column: "number", method: "lte", value: 2.5 })).toEqual(["one", "two"]);
    expect(await titles({ column: "boolean", method: "eq", value: "true" })).toEqual(["one"]);
    expect(await titles({ column: "boolean", method: "eq", value: false })).toEqual(["two"]);
    expect(await titles({ column: "boolean", method: "isNull" })).toEqual(["three"]);
    expect(await titles({ column: "date", method: "gt", value: "2024-03-01" })).toEqual(["two"]);
    expect(await titles({ column: "datetime", method: "lt", value: "2024-01-01T10:00:01Z" })).toEqual(["one"]);
    expect(await titles({ column: "datetime", method: "eq", value: "2024-06-01T10:00:00.000Z" })).toEqual(["two"]);
  });

  it("filters on id and createdAt", async () => {
    const all = await list(FILES, {});
    const b = all.find((r) => r.file === "b.jpg")!;
    expect(await fileNames({ column: "id", method: "eq", value: b.id })).toEqual(["b.jpg"]);
    expect(await fileNames({ column: "id", method: "inArray", value: [b.id, all[0]!.id] })).toEqual([...new Set(["b.jpg", all[0]!.file])].sort());
    expect(await fileNames({ column: "createdAt", method: "lte", value: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(5);
    expect(await fileNames({ column: "createdAt", method: "gt", value: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
  });
});

describe("localised jsonb filters (column->>key)", () => {
  const slugs = (...filters: Filter[]) => selected(ARTICLES, "slug", ...filters);

  it("filters one language of a localised column", async () => {
    expect(await slugs({ column: "title->>ru", method: "eq", value: "Пасха" })).toEqual(["easter"]);
    expect(await slugs({ column: "title->>en", method: "ilike", value: "%MAS" })).toEqual(["christmas"]);
    expect(await slugs({ column: "title->>en", method: "isNull" })).toEqual(["trinity", "untitled"]);
    expect(await slugs({ column: "title->>ru", method: "inArray", value: ["Пасха", "Троица"] })).toEqual(["easter", "trinity"]);
    expect(await slugs({ column: "title->>ru", method: "ne", value: "Пасха" })).toEqual(["christmas", "trinity"]);
    expect(await slugs({ column: "title->>de", method: "eq", value: "Ostern" })).toEqual([]);
  });

  it("sorts by one language", async () => {
    const rows = await list(ARTICLES, { orderBy: { and: [{ column: "title->>en", method: "asc" }] } });
    // Nulls sort last ascending; the id tie-break keeps the two untitled ones in a stable order.
    expect(rows.map((r) => r.slug).slice(0, 2)).toEqual(["christmas", "easter"]);
    expect(rows.map((r) => r.slug).slice(2).sort()).toEqual(["trinity", "untitled"]);
  });

  it("binds the key as a parameter, never as SQL text", async () => {
    const def = getEntity("blog", "articles");
    const parsed = parseListQuery(def, parseQueryString(query(where({ column: "title->>en", method: "eq", value: "Easter" }))));
    const statement = sobor.context.db.select().from(def.table).where(parsed.where).toSQL();
    expect(statement.params).toContain("en");
    expect(statement.sql).not.toMatch(/'en'|"en"|->>\s*en/);
    expect(statement.sql).toMatch(/->> \$\d+/);
  });

  it.each([
    "title->>ru'",
    "title->>ru') or ('1'='1",
    "title->>ru'; drop table blog_articles; --",
    "title->>",
    "title->>a->>b",
    "title->>" + "x".repeat(65),
  ])("refuses the key in %j with 400, and the table is intact", async (column) => {
    expectError(await sobor.json(`${ARTICLES}${query(where({ column, method: "eq", value: "x" }))}`), 400, /title/);
    expect((await sobor.json(`${ARTICLES}/count`)).body.data).toBe(articles.length);
  });

  it("refuses ->> on a column that is not json, and a whole jsonb column compared to a value", async () => {
    expectError(await sobor.json(`${ARTICLES}${query(where({ column: "slug->>ru", method: "eq", value: "x" }))}`), 400, /slug/);
    expectError(await sobor.json(`${ARTICLES}${query(where({ column: "title", method: "eq", value: "x" }))}`), 400, /title->>ru/);
  });
});

describe("filters[and] given as a JSON string", () => {
  it("is the same list as the nested keys", async () => {
    const filters = [{ column: "width", method: "gte", value: 20 }, { column: "extension", method: "eq", value: "png" }];
    const rows = await list(FILES, { filters: { and: JSON.stringify(filters) } });
    expect(rows.map((r) => r.file)).toEqual(["c.png"]);
    const counted = await sobor.json(`${FILES}/count${query({ filters: { and: JSON.stringify(filters) } })}`);
    expect(counted.body).toEqual({ data: 1 });
  });

  it("is a 400 when the JSON is not a list", async () => {
    expectError(await sobor.json(`${FILES}${query({ filters: { and: "[{" } })}`), 400, /filters\[and\]/);
    expectError(await sobor.json(`${FILES}${query({ filters: { and: '{"column":"file"}' } })}`), 400, /filters\[and\]/);
  });
});

describe("ordering and paging", () => {
  it("sorts by several keys, asc and desc (nulls last ascending, first descending)", async () => {
    const order = (...keys: [string, string][]) =>
      list(FILES, { orderBy: { and: keys.map(([column, method]) => ({ column, method })) } }).then((rows) => rows.map((r) => r.file));
    expect(await order(["extension", "asc"], ["width", "desc"])).toEqual(["d.gif", "b.jpg", "e.png", "c.png", "a.png"]);
    expect(await order(["extension", "desc"], ["width", "asc"])).toEqual(["a.png", "c.png", "e.png", "b.jpg", "d.gif"]);
    expect(await order(["file", "desc"])).toEqual(["e.png", "d.gif", "c.png", "b.jpg", "a.png"]);
  });

  it("defaults the method to asc", async () => {
    const rows = await list(FILES, { orderBy: { and: [{ column: "width" }] } });
    expect(rows.map((r) => r.width)).toEqual([10, 20, 30, 40, null]);
  });

  it("pages with limit and offset", async () => {
    const page = (limit: number, offset: number) =>
      list(FILES, { orderBy: { and: [{ column: "file", method: "asc" }] }, limit, offset }).then((rows) => rows.map((r) => r.file));
    expect(await page(2, 0)).toEqual(["a.png", "b.jpg"]);
    expect(await page(2, 2)).toEqual(["c.png", "d.gif"]);
    expect(await page(2, 4)).toEqual(["e.png"]);
    expect(await page(2, 5)).toEqual([]);
    expect(await page(0, 0)).toEqual([]);
  });

  it("pages stably in the default order (rows created in one statement tie on createdAt)", async () => {
    const all = (await list(FILES, {})).map((r) => r.id);
    const pages = [...(await list(FILES, { limit: 2 })), ...(await list(FILES, { limit: 2, offset: 2 })), ...(await list(FILES, { limit: 2, offset: 4 }))];
    expect(pages.map((r) => r.id)).toEqual(all);
    expect(new Set(all).size).toBe(5);
  });

  it("accepts limit up to 1000", async () => {
    expect(await list(FILES, { limit: 1000 })).toHaveLength(5);
  });
});

describe("GET /count", () => {
  it("counts with and without filters", async () => {
    expect((await sobor.json(`${FILES}/count`)).body).toEqual({ data: 5 });
    expect((await sobor.json(`${FILES}/count${query(where({ column: "width", method: "gte", value: 20 }))}`)).body).toEqual({ data: 3 });
    expect((await sobor.json(`${FILES}/count${query(where({ column: "className", method: "isNull" }))}`)).body).toEqual({ data: 2 });
    expect((await sobor.json(`${ARTICLES}/count${query(where({ column: "title->>ru", method: "isNotNull" }))}`)).body).toEqual({ data: 3 });
  });

  it("refuses a bad filter like the list does", async () => {
    expectError(await sobor.json(`${FILES}/count${query(where({ column: "nope", method: "eq", value: 1 }))}`), 400, /nope/);
  });
});

describe("client mistakes in the query are 400s, never 500s", () => {
  it.each([
    ["unknown column", where({ column: "nope", method: "eq", value: "x" }), /unknown column 'nope'/],
    ["unknown method", where({ column: "file", method: "between", value: "x" }), /unknown method 'between'/],
    ["missing method", where({ column: "file", value: "x" } as Filter), /unknown method/],
    ["bad uuid value", where({ column: "id", method: "eq", value: "not-a-uuid" }), /uuid/],
    ["bad uuid in a list", where({ column: "id", method: "inArray", value: ["00000000-0000-0000-0000-000000000000", "x"] }), /uuid/],
    ["not an integer", where({ column: "width", method: "gt", value: "abc" }), /width.*integer/],
    ["a fraction for an integer", where({ column: "width", method: "gt", value: "1.5" }), /integer/],
    ["not a boolean", { filters: { and: [{ column: "boolean", method: "eq", value: "yes" }] } }, /boolean/],
    ["like on an integer", where({ column: "width", method: "like", value: "1%" }), /like/],
    ["eq without a value", where({ column: "file", method: "eq" }), /file/],
    ["value as an object", where({ column: "file", method: "eq", value: { a: 1 } }), /file/],
    ["filter as a bare string", { filters: { and: ["file"] } }, /filters\[and\]\[0\]/],
    ["filters as a bare string", { filters: "file" }, /filters/],
    ["an unknown filters key", { filters: { xor: [{ column: "file", method: "eq", value: "a.png" }] } }, /xor/],
    ["a secret column", where({ column: "password", method: "eq", value: "x" }), /password/],
    ["unknown orderBy column", { orderBy: { and: [{ column: "nope", method: "asc" }] } }, /nope/],
    ["unknown orderBy method", { orderBy: { and: [{ column: "file", method: "up" }] } }, /asc or desc/],
    ["limit over 1000", { limit: 1001 }, /limit.*1000/],
    ["negative limit", { limit: -1 }, /limit/],
    ["limit not a number", { limit: "ten" }, /limit/],
    ["limit as a list", { limit: [1, 2] }, /limit/],
    ["negative offset", { offset: -5 }, /offset/],
  ] as const)("%s", async (_, params, message) => {
    const path = (params as Row).filters?.and?.[0]?.column === "boolean" ? ATTRIBUTES : FILES;
    expectError(await sobor.json(`${path}${query(params as Row)}`), 400, message);
  });

  it("an integer beyond the column's range", async () => {
    expectError(await sobor.json(`${FILES}${query(where({ column: "width", method: "eq", value: "99999999999" }))}`), 400, /width/);
  });

  it("a date PostgreSQL cannot hold, and a date that is not one", async () => {
    expectError(await sobor.json(`${ATTRIBUTES}${query(where({ column: "date", method: "gt", value: "-200000-01-01T00:00:00Z" }))}`), 400, /date/);
    expectError(await sobor.json(`${ATTRIBUTES}${query(where({ column: "datetime", method: "lt", value: "+010000-01-01T00:00:00Z" }))}`), 400, /datetime/);
    expectError(await sobor.json(`${ATTRIBUTES}${query(where({ column: "date", method: "gt", value: "someday" }))}`), 400, /date/);
  });

  it("a NUL character in a text value", async () => {
    expectError(await sobor.json(`${FILES}${query(where({ column: "file", method: "eq", value: "a\u0000b" }))}`), 400, /file/);
    expectError(await sobor.json(`${ARTICLES}${query(where({ column: "title->>ru", method: "eq", value: "a\u0000b" }))}`), 400, /title/);
  });

  it("answers a private entity's malformed list with 401 before parsing it", async () => {
    expectError(await sobor.json(`/api/crm/requests${query(where({ column: "nope", method: "eq", value: 1 }))}`), 401);
  });
});
