import { describe, expect, it } from "vitest";
import { createEventBus } from "../../src/core/events/bus";
import { createPageCache } from "../../src/modules/host/server/page-cache";

const page = (text: string, reads: string[]) => ({
  body: { identity: Buffer.from(text), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
  status: 200,
  headers: [] as [string, string][],
  reads: new Set(reads),
});

const write = (module: string, entity: string) => ({ module, entity, action: "update" as const, ids: ["x"] });

describe("page cache", () => {
  it("keeps a page until something it read is written", () => {
    const bus = createEventBus();
    const cache = createPageCache(bus);
    cache.set("/ru", page("home", ["blog/articles"]), cache.mark());
    bus.publish(write("crm", "forms"));
    expect(Buffer.from(cache.get("/ru")!.body.identity).toString()).toBe("home");
    bus.publish(write("blog", "articles"));
    expect(cache.get("/ru")).toBeUndefined();
  });

  it("does not store a page rendered while something it read was written", () => {
    const bus = createEventBus();
    const cache = createPageCache(bus);
    const mark = cache.mark();
    bus.publish(write("blog", "articles"));
    cache.set("/ru", page("stale", ["blog/articles"]), mark);
    expect(cache.get("/ru")).toBeUndefined();
  });

  it("stores a page rendered while only unrelated rows were written", () => {
    const bus = createEventBus();
    const cache = createPageCache(bus);
    const mark = cache.mark();
    bus.publish(write("rbac", "sessions"));
    cache.set("/ru", page("fresh", ["blog/articles"]), mark);
    expect(cache.get("/ru")).toBeDefined();
  });

  it("does not store a page rendered across a revalidation", () => {
    const bus = createEventBus();
    const cache = createPageCache(bus);
    const mark = cache.mark();
    cache.drop("/");
    cache.set("/ru", page("old", ["blog/articles"]), mark);
    expect(cache.get("/ru")).toBeUndefined();
  });
});
