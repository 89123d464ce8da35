// A cached page depends on exactly what its widgets' graphs read: a write to a record it shows
// through a relation (a slide's image) drops it, with no cache key written by hand anywhere; a
// write to something it does not show keeps it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPageCache } from "../../src/modules/host/server/page-cache.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import type { WbWidgetData } from "../../src/modules/website-builder/widget-data-types.js";
import { sliderPage } from "../helpers/slider-page.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;

async function create(path: string, data: Record<string, unknown>): Promise<Record<string, any>> {
  const { status, body } = await sobor.json(`/api/${path}`, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`POST ${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

async function patch(path: string, data: Record<string, unknown>) {
  const { status } = await sobor.json(`/api/${path}`, { method: "PATCH", secret: true, body: { data } });
  expect(status).toBe(200);
}

async function load(url: string) {
  const resolution = await hostService(sobor.context).resolve(url);
  if (resolution.status !== 200) throw new Error(`${url}: ${resolution.status}`);
  return resolution.loaded;
}

const url = `/graph-cache-${process.pid}`;
let widgetId: string;
let fileId: string;

beforeAll(async () => {
  sobor = await startTestSobor();
  ({ widgetId, fileId } = await sliderPage(sobor, { url, title: "Graph cache", alt: "Первое" }));
});
afterAll(() => sobor.close());

const altOf = (loaded: Awaited<ReturnType<typeof load>>) =>
  (loaded.tree.data["website-builder"]?.[widgetId] as WbWidgetData).sliders[0]!.slides[0]!.files[0]!.alt;

describe("a cached page and the graph it read", () => {
  it("is dropped by a write to a related record three relations away, and kept by an unrelated write", async () => {
    const cache = createPageCache(sobor.context.bus);
    const store = async () => {
      const mark = cache.mark();
      const loaded = await load(url);
      cache.set(url, { body: { identity: Buffer.alloc(0), gzip: Buffer.alloc(0), br: Buffer.alloc(0) }, status: 200, headers: [], reads: loaded.reads }, mark);
      return loaded;
    };
    expect(altOf(await store())).toEqual({ ru: "Первое" });
    expect(cache.get(url)).toBeDefined();

    // Nothing on the page: a crm form.
    await create("crm/forms", { title: { ru: "Анкета" } });
    expect(cache.get(url)).toBeDefined();

    await patch(`file-storage/files/${fileId}`, { alt: { ru: "Второе" } });
    await vi.waitFor(() => expect(cache.get(url)).toBeUndefined());
    expect(altOf(await store())).toEqual({ ru: "Второе" });
    expect(cache.get(url)).toBeDefined();
  });
});
