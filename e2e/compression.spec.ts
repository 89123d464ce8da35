import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/** A raw GET (no automatic decoding), to see exactly what the server sends. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

test("pages are sent compressed to browsers that accept it, from the page cache's copy", async ({ baseURL }) => {
  // Retried: another spec's write may drop the cached page between the two requests.
  await expect(async () => {
    const plain = await rawGet(`${baseURL}/en`);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("Welcome to the Transfiguration Cathedral");

    const brotli = await rawGet(`${baseURL}/en`, "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["x-sobor-cache"]).toBe("hit");
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

    const gzip = await rawGet(`${baseURL}/en`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  }).toPass({ timeout: 15_000 });
});

test("an uncached page (with a query string) is compressed too", async ({ baseURL }) => {
  const page = await rawGet(`${baseURL}/en?utm=compression`, "gzip");
  expect(page.status).toBe(200);
  expect(page.headers["content-encoding"]).toBe("gzip");
  expect(page.headers["x-sobor-cache"]).toBeUndefined();
  expect(gunzipSync(page.body).toString()).toContain("Welcome to the Transfiguration Cathedral");
});

test("scripts are served from their brotli and gzip copies made at build time", async ({ baseURL }) => {
  const html = (await rawGet(`${baseURL}/en`)).body.toString();
  const script = html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const plain = await rawGet(`${baseURL}${script}`);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  const brotli = await rawGet(`${baseURL}${script}`, "gzip, deflate, br");
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers["cache-control"]).toContain("immutable");
  expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
});
