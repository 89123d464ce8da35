import { describe, expect, it } from "vitest";
import { createEventBus } from "../../src/core/events/bus.js";
import { createReadCache, DEFAULT_READ_CACHE_BYTES, readCacheBytes } from "../../src/core/http/read-cache.js";

describe("read cache", () => {
  it("drops an entity's answers when it is written", () => {
    const bus = createEventBus();
    const cache = createReadCache(bus);
    cache.set("k", "blog/articles", "[1]", cache.version("blog/articles"));
    expect(cache.get("k")).toBe("[1]");
    bus.publish({ module: "blog", entity: "articles", action: "delete", ids: ["x"] });
    expect(cache.get("k")).toBeUndefined();
  });

  it("does not keep an answer computed while a write of its entity landed", () => {
    const bus = createEventBus();
    const cache = createReadCache(bus);
    const before = cache.version("blog/articles");
    // The read started, then a delete committed and was announced, then the read finished.
    bus.publish({ module: "blog", entity: "articles", action: "delete", ids: ["x"] });
    cache.set("k", "blog/articles", "[stale]", before);
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", "blog/articles", "[fresh]", cache.version("blog/articles"));
    expect(cache.get("k")).toBe("[fresh]");
    // Writes of other entities do not matter.
    const other = cache.version("blog/articles");
    bus.publish({ module: "blog", entity: "categories", action: "create", ids: ["y"] });
    cache.set("k2", "blog/articles", "[ok]", other);
    expect(cache.get("k2")).toBe("[ok]");
  });

  it("keeps an answer that depends on several entities until any of them is written, and not one computed across such a write", () => {
    const bus = createEventBus();
    const cache = createReadCache(bus);
    const ends = ["blog/categories-to-articles", "blog/articles"];
    cache.set("links", ends, "[1]", cache.version(ends));
    expect(cache.get("links")).toBe("[1]");
    bus.publish({ module: "blog", entity: "articles", action: "update", ids: ["x"] });
    expect(cache.get("links")).toBeUndefined();

    const before = cache.version(ends);
    bus.publish({ module: "blog", entity: "articles", action: "update", ids: ["x"] });
    cache.set("links", ends, "[stale]", before);
    expect(cache.get("links")).toBeUndefined();
  });
});

describe("read cache bound", () => {
  it("drops the least recently used answers to stay within its bytes, and is sized by READ_CACHE_MB", () => {
    const cache = createReadCache(createEventBus(), { maxBytes: 10_000 });
    const body = "[" + "x".repeat(2_000) + "]"; // about 4 KB in memory
    cache.set("/a", "blog/articles", body);
    cache.set("/b", "blog/articles", body);
    cache.get("/a");
    cache.set("/c", "blog/articles", body);
    expect(cache.get("/b")).toBeUndefined();
    expect([cache.get("/a"), cache.get("/c")]).toEqual([body, body]);
    expect(cache.bytes()).toBeLessThanOrEqual(10_000);
    expect(readCacheBytes({ READ_CACHE_MB: "8" })).toBe(8 * 1024 * 1024);
    expect(readCacheBytes({})).toBe(DEFAULT_READ_CACHE_BYTES);
    expect(() => readCacheBytes({ READ_CACHE_MB: "-1" })).toThrow(/READ_CACHE_MB/);
  });
});
