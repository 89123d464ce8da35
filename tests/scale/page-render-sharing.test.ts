// Visitors who ask for one cold page at the same moment share one render of it (the rest wait
// for that render instead of each making their own), and the page cache then answers. Runs the
// site's render, so it lives with the tests that run after `npm run build` (`npm run test:scale`).
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { siteBuilt, startSiteSobor } from "../helpers/site.js";
import type { TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
const url = `/sharing-${process.pid}`;
let pageId: string;

beforeAll(async () => {
  if (!siteBuilt) return;
  sobor = await startSiteSobor();
  const { status, body } = await sobor.json("/api/host/pages", { method: "POST", secret: true, body: { data: { url, title: "Shared render" } } });
  expect(status).toBe(201);
  pageId = body.data.id;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await sobor?.close();
});

/** Lets every request already sent run up to where it waits (no timer: turns of the event loop). */
async function settle() {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe.skipIf(!siteBuilt)("one render for concurrent visitors of a cold page", () => {
  it("renders the page once for ten simultaneous requests, each answered in full", async () => {
    const host = hostService(sobor.context);
    const resolve = host.resolve.bind(host);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    // The page's resolution waits until all ten requests are in, so they are surely concurrent.
    const spy = vi.spyOn(host, "resolve").mockImplementation(async (pathname) => {
      await held;
      return resolve(pathname);
    });
    const answers = Array.from({ length: 10 }, (_, i) => sobor.request(`/ru${url}`, { headers: { "accept-encoding": i % 2 ? "br" : "identity" } }));
    await settle();
    release();
    const responses = await Promise.all(answers);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(responses.map((r) => r.headers.get("x-sobor-cache")).sort()).toEqual(["miss", ...Array(9).fill("shared")]);
    const bodies = await Promise.all(responses.map(async (r) => {
      const bytes = Buffer.from(await r.arrayBuffer());
      return r.headers.get("content-encoding") === "br" ? brotliDecompressSync(bytes).toString() : bytes.toString();
    }));
    expect(bodies[0]).toContain("Shared render");
    expect(new Set(bodies).size).toBe(1);
    // Sharers are served the cached copy's policy (inline scripts by hash), never another's nonce.
    const sharer = responses.find((r) => r.headers.get("x-sobor-cache") === "shared")!;
    expect(sharer.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);

    const later = await sobor.request(`/ru${url}`, { headers: { "accept-encoding": "br" } });
    expect(later.headers.get("x-sobor-cache")).toBe("hit");
    expect(brotliDecompressSync(Buffer.from(await later.arrayBuffer())).toString()).toBe(bodies[0]);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("renders again after a write to what the page showed", async () => {
    const host = hostService(sobor.context);
    const spy = vi.spyOn(host, "resolve");
    spy.mockClear();
    expect((await sobor.json(`/api/host/pages/${pageId}`, { method: "PATCH", secret: true, body: { data: { title: "Shared render, renamed" } } })).status).toBe(200);
    const after = await sobor.request(`/ru${url}`);
    expect(after.headers.get("x-sobor-cache")).toBe("miss");
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
