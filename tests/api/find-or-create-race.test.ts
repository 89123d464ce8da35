import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { query, uniqueText, where, type Row } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor.close());

const PARALLEL = 20;

/** PARALLEL identical find-or-create calls at once (every other one with its fields in another order). */
async function race(path: string, data: Row) {
  const reversed = Object.fromEntries(Object.entries(data).reverse());
  return Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => sobor.json(`${path}/find-or-create`, { method: "POST", secret: true, body: { data: i % 2 ? reversed : data } })),
  );
}

function expectOneRowForAll(answers: { status: number; body: { data?: Row } }[]) {
  expect(answers.map((a) => a.status).sort()).toEqual([...Array(PARALLEL - 1).fill(200), 201].sort());
  const ids = new Set(answers.map((a) => a.body.data?.id));
  expect(ids.size).toBe(1);
  return [...ids][0] as string;
}

const countOf = async (path: string, column: string, value: unknown) =>
  (await sobor.json(`${path}/count${query(where({ column, method: "eq", value }))}`, { secret: true })).body.data as number;

describe("find-or-create under 20 parallel identical calls", () => {
  it("without a unique column: exactly one row, and every caller gets it", async () => {
    const path = "/api/ecommerce/attributes";
    const adminTitle = uniqueText("attr");
    const id = expectOneRowForAll(await race(path, { adminTitle, number: 7, string: { ru: "Размер", en: "Size" } }));
    expect(await countOf(path, "adminTitle", adminTitle)).toBe(1);
    expect((await sobor.json(`${path}/${id}`, { secret: true })).body.data).toMatchObject({ adminTitle, number: 7 });
  });

  it("with a unique column: exactly one row and no 409, every caller gets it", async () => {
    const path = "/api/blog/articles";
    const slug = uniqueText("race");
    const id = expectOneRowForAll(await race(path, { slug, title: { ru: "Гонка", en: "Race" } }));
    expect(await countOf(path, "slug", slug)).toBe(1);
    expect((await sobor.json(`${path}/${id}`)).body.data).toMatchObject({ slug });
  });

  it("racing a plain create of the same record, every find-or-create gets the one row", async () => {
    const path = "/api/blog/articles";
    const slug = uniqueText("plain");
    const data = { slug, title: { en: "Plain" } };
    const [plain, ...found] = await Promise.all([
      sobor.json(path, { method: "POST", secret: true, body: { data } }),
      ...Array.from({ length: 5 }, () => sobor.json(`${path}/find-or-create`, { method: "POST", secret: true, body: { data } })),
    ]);
    // The plain create may lose to a find-or-create (then its unique slug is a 409); find-or-create never loses.
    expect([201, 409]).toContain(plain!.status);
    expect(found.map((a) => a.status).every((status) => status === 200 || status === 201)).toBe(true);
    expect(await countOf(path, "slug", slug)).toBe(1);
    const ids = new Set(found.map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    if (plain!.status === 201) expect(ids).toEqual(new Set([plain!.body.data.id]));
  });
});
