// A public page through the HTTP page path (the site's render, the page cache, x-sobor-cache): a
// second visit is served from the cache; a write to a record the page shows three relations away
// (a slide's image, through widget → slider → slide → file) drops it with no cache key written by
// hand, and the next visit is rendered again with the new content. Needs the site's build, so it
// runs with the tests after `npm run build` (`npm run test:scale`).
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { sliderPage } from "../helpers/slider-page.js";
import { siteBuilt, startSiteSobor } from "../helpers/site.js";
import type { TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
const url = `/cache-through-http-${process.pid}`;
let fileId: string;

beforeAll(async () => {
  if (!siteBuilt) return;
  sobor = await startSiteSobor();
  ({ fileId } = await sliderPage(sobor, { url, title: "Cache through HTTP", alt: "Купол до реставрации" }));
});
afterAll(() => sobor?.close());

async function visit() {
  const response = await sobor.request(`/ru${url}`, { headers: { "accept-encoding": "identity" } });
  expect(response.status).toBe(200);
  return { cache: response.headers.get("x-sobor-cache"), html: await response.text() };
}

describe.skipIf(!siteBuilt)("the page cache through HTTP", () => {
  it("serves a hit, then a miss with the new content after a write three relations away", async () => {
    const first = await visit();
    expect(first.cache).toBe("miss");
    expect(first.html).toContain("Купол до реставрации");
    const second = await visit();
    expect(second.cache).toBe("hit");
    expect(second.html).toBe(first.html);

    const { status } = await sobor.json(`/api/file-storage/files/${fileId}`, { method: "PATCH", secret: true, body: { data: { alt: { ru: "Купол после реставрации" } } } });
    expect(status).toBe(200);
    // The write's event drops the page once it has committed: visit until the cache no longer answers.
    const fresh = await vi.waitFor(async () => {
      const again = await visit();
      expect(again.cache).toBe("miss");
      return again;
    });
    expect(fresh.html).toContain("Купол после реставрации");
    expect(fresh.html).not.toContain("Купол до реставрации");
    expect((await visit()).cache).toBe("hit");
  });
});

describe.skipIf(!siteBuilt)("what the page cache keeps of a page", () => {
  const page = `/ru${url}-kept`;
  const get = async (acceptEncoding: string) => {
    const response = await sobor.request(page, { headers: { "accept-encoding": acceptEncoding } });
    expect(response.status).toBe(200);
    return { cache: response.headers.get("x-sobor-cache"), encoding: response.headers.get("content-encoding"), body: Buffer.from(await response.arrayBuffer()) };
  };

  it("keeps a page as its first visitor took it, compressed, and serves every encoding from that", async () => {
    await sliderPage(sobor, { url: `${url}-kept`, title: "Kept compressed", alt: "Колокольня" });
    const cache = hostService(sobor.context).pageCache;
    cache.drop("/");
    const first = await get("gzip, deflate, br");
    expect(first).toMatchObject({ cache: "miss", encoding: "br" });
    const html = brotliDecompressSync(first.body);
    expect(html.toString()).toContain("Колокольня");
    // Only the brotli the visitor got is kept (with the headers), not the page's text beside it.
    expect(cache.size()).toBe(1);
    expect(cache.bytes()).toBeGreaterThan(first.body.length);
    expect(cache.bytes()).toBeLessThan(first.body.length + 4096);
    expect(first.body.length).toBeLessThan(html.length / 3);

    // A visitor taking no compression gets the page's text, one taking gzip gets gzip: the same page.
    const plain = await get("identity");
    expect(plain).toMatchObject({ cache: "hit", encoding: null });
    expect(plain.body.equals(html)).toBe(true);
    const gzip = await get("gzip");
    expect(gzip).toMatchObject({ cache: "hit", encoding: "gzip" });
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);
  });
});

describe.skipIf(!siteBuilt)("the site's shipped files through HTTP", () => {
  it("serves /public/... from the folder the site gives (AppContext.siteFiles), and nothing outside it", async () => {
    const favicon = await sobor.request("/public/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await favicon.text()).toContain("<svg");
    expect((await sobor.request("/public/../config.ts")).status).toBe(404);
    expect((await sobor.request("/public/no-such-file.png")).status).toBe(404);
  });
});
