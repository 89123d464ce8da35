// anyOf (src/core/db/any-of.ts): "column is one of these values" as one array parameter, for the
// id lists a write event carries, whose length no one bounds (a bulk write names every row).
import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyOf } from "../../src/core/db/any-of.js";
import { articles } from "../../src/modules/blog/entities.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let made: { id: string; slug: string }[];

beforeAll(async () => {
  sobor = await startTestSobor();
  const data = Array.from({ length: 12 }, (_, i) => ({ slug: `any-of-${String(i).padStart(2, "0")}` }));
  const { status, body } = await sobor.json("/api/blog/articles/bulk", { method: "POST", secret: true, body: { data } });
  expect(status).toBe(201);
  made = body.data;
});
afterAll(() => sobor.close());

const slugsWhere = async (where: ReturnType<typeof anyOf>) =>
  (await sobor.context.db.select({ slug: articles.slug }).from(articles).where(where).orderBy(asc(articles.slug))).map((row) => row.slug);

describe("anyOf", () => {
  it("finds the rows among 200,000 ids in one statement, past the 65,535 parameters a statement may bind", async () => {
    const wanted = made.filter((_, i) => i % 3 === 0);
    const ids = [...Array.from({ length: 200_000 - wanted.length }, () => randomUUID()), ...wanted.map((row) => row.id)];
    const { queries, result } = await sobor.context.database.countQueries(() => slugsWhere(anyOf(articles.id, ids)));
    expect(result).toEqual(wanted.map((row) => row.slug));
    expect(queries).toBe(1);
  });

  it("compares a text column by its own type, and an empty list matches nothing", async () => {
    expect(await slugsWhere(anyOf(articles.slug, ["any-of-01", "any-of-10", "no-such-slug"]))).toEqual(["any-of-01", "any-of-10"]);
    expect(await slugsWhere(anyOf(articles.id, []))).toEqual([]);
  });
});
