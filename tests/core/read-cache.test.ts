import { describe, expect, it } from "vitest";
import { createEventBus } from "../../src/core/events/bus.js";
import { createReadCache } from "../../src/core/http/read-cache.js";

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
});
