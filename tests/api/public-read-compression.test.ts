// Public reads leave compressed when the client takes it (src/core/http/public-json.ts): the same
// JSON once decoded, the read cache's kept copy on a hit, small answers and answers that depend on
// the caller sent as they are.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
const list = "/api/blog/articles?limit=20";

beforeAll(async () => {
  sobor = await startTestSobor();
  const data = Array.from({ length: 20 }, (_, i) => ({ slug: `packed-${i}`, title: { ru: `Статья ${i}` }, description: { ru: "Текст статьи о жизни прихода. ".repeat(12) } }));
  expect((await sobor.json("/api/blog/articles/bulk", { method: "POST", secret: true, body: { data } })).status).toBe(201);
});
afterAll(() => sobor?.close());

async function read(path: string, headers: Record<string, string>, secret = false) {
  const response = await sobor.request(path, { headers, secret });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("a public list", () => {
  it("answers brotli or gzip as the client asks, the same JSON once decoded, and says it varies", async () => {
    const plain = await read(list, {});
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.response.headers.get("vary")).toContain("Accept-Encoding");
    const text = plain.bytes.toString("utf8");
    expect(JSON.parse(text).data).toHaveLength(20);

    const br = await read(list, { "accept-encoding": "gzip, deflate, br" });
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(Number(br.response.headers.get("content-length"))).toBe(br.bytes.byteLength);
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 4);
    expect(brotliDecompressSync(br.bytes).toString("utf8")).toBe(text);

    const gzip = await read(list, { "accept-encoding": "gzip" });
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString("utf8")).toBe(text);
  });

  it("serves a hit from the kept compressed copy, and a write brings the new rows compressed", async () => {
    const first = await read(list, { "accept-encoding": "br" });
    const again = await read(list, { "accept-encoding": "br" });
    expect(again.response.headers.get("x-sobor-cache")).toBe("hit");
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const [row] = JSON.parse(brotliDecompressSync(again.bytes).toString("utf8")).data as { id: string }[];
    expect((await sobor.json(`/api/blog/articles/${row!.id}`, { method: "PATCH", secret: true, body: { data: { title: { ru: "Новое название" } } } })).status).toBe(200);
    const after = await read(list, { "accept-encoding": "br" });
    expect(after.response.headers.get("x-sobor-cache")).toBe("miss");
    expect(brotliDecompressSync(after.bytes).toString("utf8")).toContain("Новое название");
    // Kept as brotli alone: a client taking no compression, or gzip, gets the same JSON made from it.
    const plain = await read(list, {});
    expect(plain.response.headers.get("x-sobor-cache")).toBe("hit");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.equals(brotliDecompressSync(after.bytes))).toBe(true);
    const gzip = await read(list, { "accept-encoding": "gzip" });
    expect(gzip.response.headers.get("x-sobor-cache")).toBe("hit");
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });

  it("sends a small answer, and one that depends on the caller, as it is", async () => {
    const small = await read("/api/blog/articles?limit=1", { "accept-encoding": "br" });
    expect(small.response.status).toBe(200);
    expect(small.response.headers.get("content-encoding")).toBeNull();
    // The secret key's caller sees drafts too: its answer is its own, never compressed beside reflected input.
    const own = await read(list, { "accept-encoding": "br" }, true);
    expect(own.response.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(own.bytes.toString("utf8")).data).toHaveLength(20);
  });
});
