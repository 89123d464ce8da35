// Every API body is limited to 16 MB (src/core/http/app.ts): a larger one is refused with a 413
// that says so, and nothing is written; reads, which carry no body, pass the limit untouched.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;

beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor?.close());

const LIMIT = 16 * 1024 * 1024;

async function articleCount(): Promise<number> {
  const { status, body } = await sobor.json("/api/blog/articles/count", { secret: true });
  expect(status).toBe(200);
  return body.data as number;
}

describe("the API's body limit", () => {
  it("refuses a body over 16 MB with 413 and writes nothing", async () => {
    const before = await articleCount();
    const body = JSON.stringify({ data: { slug: "too-large", title: { ru: "x".repeat(LIMIT) } } });
    const { status, body: answer } = await sobor.json("/api/blog/articles", { method: "POST", secret: true, body, headers: { "content-type": "application/json" } });
    expect(status).toBe(413);
    expect(answer.error).toBe(`Request body is larger than ${LIMIT} bytes`);
    expect(await articleCount()).toBe(before);
  });

  it("takes a body under the limit, and reads pass it", async () => {
    const { status } = await sobor.json("/api/blog/articles", { method: "POST", secret: true, body: { data: { slug: "small-enough", title: { ru: "Статья" } } } });
    expect(status).toBe(201);
    const read = await sobor.json("/api/blog/articles?limit=5", { secret: true });
    expect(read.status).toBe(200);
    expect((read.body.data as { slug: string }[]).map((row) => row.slug)).toContain("small-enough");
    const head = await sobor.request("/api/blog/articles?limit=5", { method: "HEAD" });
    expect(head.status).toBe(200);
  });
});
