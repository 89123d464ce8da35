import { describe, expect, it } from "vitest";
import { createReaderCache } from "../../src/core/http/reader-cache.js";

const entry = (bytes: number, ...reads: string[]) => ({ bytes, reads });

describe("reader cache (the page and read caches' store)", () => {
  it("drops exactly the entries that read a written type", () => {
    const cache = createReaderCache<ReturnType<typeof entry>>(1000);
    cache.set("article", entry(10, "blog/articles", "file-storage/files"));
    cache.set("list", entry(10, "blog/articles"));
    cache.set("cart", entry(10, "ecommerce/orders"));
    cache.dropReaders("blog/articles");
    expect([...cache.keys()]).toEqual(["cart"]);
    expect(cache.bytes()).toBe(10);
    // The dropped entries left the other types' index too: kept again reading articles only, a
    // write to files (which the old entry read) leaves the page.
    cache.set("article", entry(10, "blog/articles"));
    cache.dropReaders("file-storage/files");
    expect([...cache.keys()]).toEqual(["cart", "article"]);
  });

  it("forgets what an entry read once it is replaced, removed or evicted", () => {
    const cache = createReaderCache<ReturnType<typeof entry>>(30);
    cache.set("page", entry(10, "blog/articles"));
    cache.set("page", entry(10, "blog/categories"));
    cache.dropReaders("blog/articles");
    expect(cache.get("page")?.reads).toEqual(["blog/categories"]);

    cache.remove("page");
    cache.set("page", entry(10, "ecommerce/products"));
    cache.dropReaders("blog/categories");
    expect(cache.get("page")?.reads).toEqual(["ecommerce/products"]);

    // Evicted for room, then kept again reading something else: a write to the old type leaves it.
    cache.set("a", entry(10, "x"));
    cache.set("b", entry(10, "y"));
    cache.set("c", entry(10, "y"));
    cache.set("d", entry(10, "x"));
    expect([...cache.keys()]).toEqual(["b", "c", "d"]);
    cache.set("a", entry(10, "z"));
    expect([...cache.keys()]).toEqual(["c", "d", "a"]);
    cache.dropReaders("x");
    expect([...cache.keys()]).toEqual(["c", "a"]);
  });

  it("stays within its bytes, dropping the least recently used first, and refuses what could never fit", () => {
    const cache = createReaderCache<ReturnType<typeof entry>>(30);
    cache.set("a", entry(10, "t"));
    cache.set("b", entry(10, "t"));
    cache.set("c", entry(10, "t"));
    cache.get("a");
    cache.set("d", entry(10, "t"));
    expect([...cache.keys()]).toEqual(["c", "a", "d"]);
    expect(cache.bytes()).toBe(30);
    expect(cache.set("huge", entry(31, "t"))).toBe(false);
    expect(cache.size()).toBe(3);
  });

  it("makes room among the others when an entry grows, never dropping the grown one", () => {
    const cache = createReaderCache<ReturnType<typeof entry>>(30);
    cache.set("a", entry(10, "t"));
    cache.set("b", entry(10, "t"));
    cache.set("c", entry(10, "t"));
    const grown = cache.get("a")!;
    grown.bytes = 20;
    cache.reweighed("a", 10);
    expect([...cache.keys()]).toEqual(["c", "a"]);
    expect(cache.bytes()).toBe(30);
    cache.dropReaders("t");
    expect(cache.bytes()).toBe(0);
  });
});
