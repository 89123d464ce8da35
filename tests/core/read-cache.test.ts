import { describe, expect, it } from "vitest";
import { createEventBus } from "../../src/core/events/bus.js";
import { createReadCache, DEFAULT_READ_CACHE_BYTES, readCacheBytes } from "../../src/core/http/read-cache.js";
import type { StoredBody } from "../../src/core/http/compression.js";

/** An answer kept as text, and what a kept answer reads as. */
const text = (body: string): StoredBody => ({ identity: Buffer.from(body) });
const read = (body: StoredBody | undefined) => body?.identity?.toString();

describe("read cache", () => {
  it("drops an entity's answers when it is written", () => {
    const bus = createEventBus();
    const cache = createReadCache(bus);
    cache.set("k", "blog/articles", text("[1]"), cache.version("blog/articles"));
    expect(read(cache.get("k"))).toBe("[1]");
    bus.publish({ module: "blog", entity: "articles", action: "delete", ids: ["x"] });
    expect(cache.get("k")).toBeUndefined();
  });

  it("does not keep an answer computed while a write of its entity landed", () => {
    const bus = createEventBus();
    const cache = createReadCache(bus);
    const before = cache.version("blog/articles");
    // The read started, then a delete committed and was announced, then the read finished.
    bus.publish({ module: "blog", entity: "articles", action: "delete", ids: ["x"] });
    cache.set("k", "blog/articles", text("[stale]"), before);
    expect(cache.get("k")).toBeUndefined();
    cache.set("k", "blog/articles", text("[fresh]"), cache.version("blog/articles"));
    expect(read(cache.get("k"))).toBe("[fresh]");
    // Writes of other entities do not matter.
    const other = cache.version("blog/articles");
    bus.publish({ module: "blog", entity: "categories", action: "create", ids: ["y"] });
    cache.set("k2", "blog/articles", text("[ok]"), other);
    expect(read(cache.get("k2"))).toBe("[ok]");
  });

  it("keeps an answer that depends on several entities until any of them is written, and not one computed across such a write", () => {
    const bus = createEventBus();
    const cache = createReadCache(bus);
    const ends = ["blog/categories-to-articles", "blog/articles"];
    cache.set("links", ends, text("[1]"), cache.version(ends));
    expect(read(cache.get("links"))).toBe("[1]");
    bus.publish({ module: "blog", entity: "articles", action: "update", ids: ["x"] });
    expect(cache.get("links")).toBeUndefined();

    const before = cache.version(ends);
    bus.publish({ module: "blog", entity: "articles", action: "update", ids: ["x"] });
    cache.set("links", ends, text("[stale]"), before);
    expect(cache.get("links")).toBeUndefined();
  });
});

describe("read cache bound", () => {
  it("drops the least recently used answers to stay within its bytes, and is sized by READ_CACHE_MB", () => {
    const cache = createReadCache(createEventBus(), { maxBytes: 10_000 });
    const body = "[" + "x".repeat(4_000) + "]"; // about 4 KB in memory
    cache.set("/a", "blog/articles", text(body));
    cache.set("/b", "blog/articles", text(body));
    cache.get("/a");
    cache.set("/c", "blog/articles", text(body));
    expect(cache.get("/b")).toBeUndefined();
    expect([read(cache.get("/a")), read(cache.get("/c"))]).toEqual([body, body]);
    expect(cache.bytes()).toBeLessThanOrEqual(10_000);
    expect(readCacheBytes({ READ_CACHE_MB: "8" })).toBe(8 * 1024 * 1024);
    expect(readCacheBytes({})).toBe(DEFAULT_READ_CACHE_BYTES);
    expect(() => readCacheBytes({ READ_CACHE_MB: "-1" })).toThrow(/READ_CACHE_MB/);
  });
});

describe("read cache forms", () => {
  it("keeps an answer as it was sent, and another encoding beside it only while that answer is kept", () => {
    const bus = createEventBus();
    const cache = createReadCache(bus);
    const br = Buffer.alloc(2_000, 1);
    const gzip = Buffer.alloc(2_500, 2);
    cache.set("/list", "blog/articles", { br }, cache.version("blog/articles"));
    expect(cache.bytes()).toBe(2_000 + "/list".length * 2);
    const kept = cache.get("/list")!;
    expect(kept).toEqual({ br });
    // A gzip client's copy is kept beside it; the text a plain client got is not.
    cache.add("/list", kept, { gzip });
    cache.add("/list", kept, { identity: Buffer.alloc(20_000) });
    expect(cache.get("/list")).toEqual({ br, gzip });
    expect(cache.bytes()).toBe(4_500 + "/list".length * 2);
    // A copy made for an answer since dropped and kept again is not added to the new one.
    bus.publish({ module: "blog", entity: "articles", action: "update", ids: ["x"] });
    cache.set("/list", "blog/articles", { br }, cache.version("blog/articles"));
    cache.add("/list", kept, { gzip });
    expect(cache.get("/list")).toEqual({ br });
  });

  it("drops every answer, and keeps none computed meanwhile, when writes in other processes may have been missed", () => {
    const bus = createEventBus();
    const cache = createReadCache(bus);
    cache.set("k", "blog/articles", text("[1]"), cache.version("blog/articles"));
    const before = cache.version("crm/forms");
    bus.eventsLost();
    expect(cache.get("k")).toBeUndefined();
    expect(cache.bytes()).toBe(0);
    cache.set("k2", "crm/forms", text("[computed across the gap]"), before);
    expect(cache.get("k2")).toBeUndefined();
    cache.set("k2", "crm/forms", text("[after]"), cache.version("crm/forms"));
    expect(read(cache.get("k2"))).toBe("[after]");
  });
});
