import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor.close());

describe("health", () => {
  it("answers ok once migrated", async () => {
    const { status, body } = await sobor.json("/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({ data: { status: "ok" } });
  });

  it("creates and reads back an article with localised fields", async () => {
    const created = await sobor.json("/api/blog/articles", {
      method: "POST",
      secret: true,
      body: { data: { title: { ru: "Пасха", en: "Easter" } } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.slug).toMatch(/^[a-z]+-[a-z]+-[a-z]+-[a-z0-9]{4}$/);
    const read = await sobor.json(`/api/blog/articles/${created.body.data.id}`);
    expect(read.body.data.title).toEqual({ ru: "Пасха", en: "Easter" });
  });
});

describe("body size", () => {
  it("refuses a body over the limit with 413 and the error shape", async () => {
    const { status, body } = await sobor.json("/api/blog/articles", {
      method: "POST",
      secret: true,
      body: { data: { className: "x".repeat(17 * 1024 * 1024) } },
    });
    expect(status).toBe(413);
    expect(body.error).toMatch(/larger than/);
  });
});
