import { describe, expect, it } from "vitest";
import { createEventBus } from "../../src/core/events/bus";
import { createPageCache, DEFAULT_PAGE_CACHE_BYTES, pageCacheBytes } from "../../src/modules/host/server/page-cache";

const page = (text: string, reads: string[]) => ({
  body: { identity: Buffer.from(text) },
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
    expect(cache.get("/ru")!.body.identity!.toString()).toBe("home");
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

  it("stores a page rendered while another path was revalidated, not one whose own path (or a path above it) was", () => {
    const cache = createPageCache(createEventBus());
    const mark = cache.mark();
    cache.drop("/ru/contacts");
    cache.set("http://site/ru/events", page("events", ["blog/articles"]), mark);
    expect(cache.get("http://site/ru/events")).toBeDefined();
    cache.drop("/ru/blog");
    cache.set("http://site/ru/blog/articles/easter", page("old", ["blog/articles"]), mark);
    expect(cache.get("http://site/ru/blog/articles/easter")).toBeUndefined();
  });

  it("drops a path's pages and those under it, in every language when the path names none, and no other", () => {
    const cache = createPageCache(createEventBus(), { languages: ["ru", "en"] });
    const keys = ["http://site/ru/blog", "http://site/en/blog/articles/easter", "http://site/blog", "http://site/ru/news/blog", "http://site/ru/blogs", "http://site/ru"];
    for (const key of keys) cache.set(key, page(key, ["blog/articles"]), cache.mark());
    cache.drop("/blog");
    expect(keys.filter((key) => cache.get(key))).toEqual(["http://site/ru/news/blog", "http://site/ru/blogs", "http://site/ru"]);
    cache.drop("/ru/news");
    expect(keys.filter((key) => cache.get(key))).toEqual(["http://site/ru/blogs", "http://site/ru"]);
    // A first segment that is no language is part of the path, not a prefix to look past.
    cache.set("http://site/news/blog", page("news", ["blog/articles"]), cache.mark());
    cache.drop("/blog");
    expect(cache.get("http://site/news/blog")).toBeDefined();
  });

  it("does not store a page rendered before drops it no longer remembers one by one", () => {
    const cache = createPageCache(createEventBus());
    const mark = cache.mark();
    for (let i = 0; i < 100; i++) cache.drop(`/ru/other-${i}`);
    cache.set("http://site/ru/events", page("events", ["blog/articles"]), mark);
    expect(cache.get("http://site/ru/events")).toBeUndefined();
    const later = cache.mark();
    cache.set("http://site/ru/events", page("events", ["blog/articles"]), later);
    expect(cache.get("http://site/ru/events")).toBeDefined();
  });

  describe("bounded by bytes", () => {
    const kib = (n: number, reads = ["blog/articles"]) => ({ ...page("x".repeat(n * 1024), reads) });

    it("drops the least recently used pages to make room, never holding more than its bound", () => {
      const cache = createPageCache(createEventBus(), { maxBytes: 100 * 1024 });
      for (const key of ["/a", "/b", "/c"]) cache.set(key, kib(30), cache.mark());
      cache.get("/a"); // /b is now the least recently used
      cache.set("/d", kib(30), cache.mark());
      expect(cache.get("/b")).toBeUndefined();
      expect(["/a", "/c", "/d"].map((key) => Boolean(cache.get(key)))).toEqual([true, true, true]);
      expect(cache.bytes()).toBeLessThanOrEqual(100 * 1024);
      // A large page takes the room of several small ones.
      cache.set("/large", kib(80), cache.mark());
      expect(cache.get("/large")).toBeDefined();
      expect(cache.size()).toBe(1);
    });

    it("keeps many small pages where it keeps few large ones", () => {
      const cache = createPageCache(createEventBus(), { maxBytes: 100 * 1024 });
      for (let i = 0; i < 200; i++) cache.set(`/small/${i}`, kib(0.25), cache.mark());
      expect(cache.size()).toBe(200);
      for (let i = 0; i < 10; i++) cache.set(`/large/${i}`, kib(20), cache.mark());
      expect(cache.size()).toBeLessThanOrEqual(5);
      expect(cache.bytes()).toBeLessThanOrEqual(100 * 1024);
    });

    it("does not store a page larger than the whole bound, and stores nothing when the bound is 0", () => {
      const cache = createPageCache(createEventBus(), { maxBytes: 10 * 1024 });
      cache.set("/small", kib(1), cache.mark());
      cache.set("/huge", kib(11), cache.mark());
      expect(cache.get("/huge")).toBeUndefined();
      expect(cache.get("/small")).toBeDefined();
      const off = createPageCache(createEventBus(), { maxBytes: 0 });
      off.set("/ru", kib(1), off.mark());
      expect(off.size()).toBe(0);
    });

    it("counts a page's better compressed copies against the bound, and frees pages dropped by a write", () => {
      const bus = createEventBus();
      const cache = createPageCache(bus, { maxBytes: 100 * 1024 });
      const entry = cache.set("/a", kib(40), cache.mark())!;
      cache.set("/b", kib(40, ["crm/forms"]), cache.mark());
      // Compressed copies that no longer fit beside /b push it out, not the page they belong to.
      cache.upgrade("/a", entry, { identity: entry.body.identity, gzip: Buffer.alloc(15 * 1024), br: Buffer.alloc(10 * 1024) });
      expect(cache.get("/b")).toBeUndefined();
      expect(cache.get("/a")!.body.br!.byteLength).toBe(10 * 1024);
      bus.publish(write("blog", "articles"));
      expect(cache.bytes()).toBe(0);
    });

    it("does not upgrade an entry a write dropped while it was being compressed", () => {
      const bus = createEventBus();
      const cache = createPageCache(bus);
      const entry = cache.set("/a", kib(1), cache.mark())!;
      bus.publish(write("blog", "articles"));
      cache.upgrade("/a", entry, { identity: entry.body.identity, br: Buffer.alloc(10) });
      expect(cache.get("/a")).toBeUndefined();
      expect(cache.bytes()).toBe(0);
    });

    it("is sized by PAGE_CACHE_MB", () => {
      expect(pageCacheBytes({})).toBe(DEFAULT_PAGE_CACHE_BYTES);
      expect(pageCacheBytes({ PAGE_CACHE_MB: "16" })).toBe(16 * 1024 * 1024);
      expect(pageCacheBytes({ PAGE_CACHE_MB: "0" })).toBe(0);
      expect(() => pageCacheBytes({ PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB/);
    });
  });

  it("drops every page, and keeps none rendered meanwhile, when writes in other processes may have been missed", () => {
    const bus = createEventBus();
    const cache = createPageCache(bus);
    cache.set("http://site/ru", page("home", ["blog/articles"]), cache.mark());
    cache.set("http://site/en/contacts", page("contacts", ["website-builder/buttons"]), cache.mark());
    const mark = cache.mark();
    bus.eventsLost();
    expect(cache.size()).toBe(0);
    expect(cache.bytes()).toBe(0);
    cache.set("http://site/ru/events", page("rendered across the gap", ["church-calendar/events"]), mark);
    expect(cache.get("http://site/ru/events")).toBeUndefined();
    cache.set("http://site/ru/events", page("rendered after", ["church-calendar/events"]), cache.mark());
    expect(cache.get("http://site/ru/events")).toBeDefined();
  });
});
