import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeAll, encodeJson, encodeOnce, encodingHeaders, identityOf, owned, ownedBody, preferredEncoding, storedIn } from "../../src/core/http/compression";

describe("response compression", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it("encodes a page once in each encoding, each decoding to the same bytes", async () => {
    const html = Buffer.from(`<!doctype html><html><body>${"<p>Преображенский собор</p>".repeat(500)}</body></html>`);
    const page = await encodeAll(html);
    expect(brotliDecompressSync(page.br).equals(html)).toBe(true);
    expect(gunzipSync(page.gzip).equals(html)).toBe(true);
    expect(page.br.length).toBeLessThan(html.length / 10);
    expect(gunzipSync(await encodeOnce(html, "gzip")).equals(html)).toBe(true);
    expect(brotliDecompressSync(await encodeOnce(html, "br")).equals(html)).toBe(true);
    expect(await encodeOnce(html, undefined)).toBe(html);
  });

  it("gives a body kept in one form in any other: as it is, or in the other encoding", async () => {
    const html = Buffer.from(`<!doctype html><html><body>${"<p>Записки о здравии</p>".repeat(300)}</body></html>`);
    const br = await encodeOnce(html, "br");
    const gz = await encodeOnce(html, "gzip");
    expect((await identityOf({ br })).equals(html)).toBe(true);
    expect((await identityOf({ gzip: gz })).equals(html)).toBe(true);
    expect(await identityOf({ identity: html, br })).toBe(html);
    expect(await storedIn({ br }, "br")).toBe(br);
    expect(gunzipSync(await storedIn({ br }, "gzip")).equals(html)).toBe(true);
    expect(brotliDecompressSync(await storedIn({ gzip: gz }, "br")).equals(html)).toBe(true);
    expect((await storedIn({ gzip: gz }, undefined)).equals(html)).toBe(true);
    await expect(identityOf({})).rejects.toThrow("no form");
  });

  it("gives a kept copy its own bytes, not a view of zlib's larger chunk", async () => {
    const json = Buffer.from(JSON.stringify({ data: Array.from({ length: 20 }, (_, i) => ({ id: i, title: "Статья о жизни прихода" })) }));
    const br = await encodeJson(json, "br");
    // The premise: zlib's small output is a view of a chunk several times its size.
    expect(br.buffer.byteLength).toBeGreaterThan(br.byteLength * 4);
    const kept = owned(br);
    expect(kept.equals(br)).toBe(true);
    expect(kept.buffer.byteLength).toBe(br.byteLength);
    const whole = Buffer.allocUnsafeSlow(100);
    expect(owned(whole)).toBe(whole);
    const body = ownedBody({ br, gzip: await encodeJson(json, "gzip") });
    expect([body.br!.buffer.byteLength, body.gzip!.buffer.byteLength]).toEqual([body.br!.byteLength, body.gzip!.byteLength]);
  });

  it("compresses JSON answers small and large (on the event loop and on the pool) to the same bytes back", async () => {
    const row = (i: number) => ({ id: i, slug: `article-${i}`, title: { ru: `Заметка ${i}`, en: `Note ${i}` } });
    for (const count of [20, 2000]) {
      const json = Buffer.from(JSON.stringify({ data: Array.from({ length: count }, (_, i) => row(i)) }));
      const br = await encodeJson(json, "br");
      const gz = await encodeJson(json, "gzip");
      expect(brotliDecompressSync(br).equals(json), `${json.length} bytes`).toBe(true);
      expect(gunzipSync(gz).equals(json), `${json.length} bytes`).toBe(true);
      expect(br.length).toBeLessThan(json.length / 3);
    }
  });

  it("keeps the cache's brotli within a few percent of the best for a page, in a 64 KB window", async () => {
    const html = Buffer.from(`<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="text-sm">Статья ${i} о жизни прихода</p>`).join("")}</body></html>`);
    const page = await encodeAll(html);
    const best = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(brotliDecompressSync(page.br).equals(html)).toBe(true);
    expect(page.br.length).toBeLessThan(best.length * 1.15);
  });

  it("labels the body with its encoding, length and Vary", () => {
    const headers = encodingHeaders([["content-type", "text/html"], ["content-length", "999"]], "br", 42);
    expect(headers.get("content-encoding")).toBe("br");
    expect(headers.get("content-length")).toBe("42");
    expect(headers.get("vary")).toBe("Accept-Encoding");
    expect(encodingHeaders([], undefined, 5).get("content-encoding")).toBeNull();
  });
});
