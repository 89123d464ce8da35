import { describe, expect, it } from "vitest";
import { withDraftPreview } from "../../src/core/entity/drafts";
import { createEventBus } from "../../src/core/events/bus";
import { createSharedParts } from "../../src/modules/host/server/shared-parts";

const write = (module: string, entity: string) => ({ module, entity, action: "update" as const, ids: ["x"] });

/** A part maker that counts its runs, reads `entity` and the params it is told to. */
function maker(entity: string, read: (params: Record<string, string>) => string = () => "same") {
  let runs = 0;
  const make = async (params: Record<string, string>, reads: Set<string>) => {
    runs++;
    reads.add(entity);
    return { made: runs, shown: read(params) };
  };
  return { make, runs: () => runs };
}

describe("a page tree's shared parts", () => {
  it("makes a part once for every url whose parameters it did not read, and gives its reads to each page", async () => {
    const parts = createSharedParts(createEventBus());
    const header = maker("website-builder/buttons");
    const pageReads = new Set<string>();
    await parts.get("data:website-builder", { "blog.articles.slug": "easter" }, new Set(), header.make);
    const again = await parts.get("data:website-builder", { "blog.articles.slug": "christmas" }, pageReads, header.make);
    expect(header.runs()).toBe(1);
    expect(again).toEqual({ made: 1, shown: "same" });
    expect([...pageReads]).toEqual(["website-builder/buttons"]);
  });

  it("makes it again for another value of a parameter it read, and keeps the one for the same value", async () => {
    const parts = createSharedParts(createEventBus());
    const article = maker("blog/articles", (params) => params["blog.articles.slug"]!);
    expect(await parts.get("data:blog", { "blog.articles.slug": "easter" }, new Set(), article.make)).toEqual({ made: 1, shown: "easter" });
    expect(await parts.get("data:blog", { "blog.articles.slug": "easter", other: "x" }, new Set(), article.make)).toEqual({ made: 1, shown: "easter" });
    expect(await parts.get("data:blog", { "blog.articles.slug": "christmas" }, new Set(), article.make)).toEqual({ made: 2, shown: "christmas" });
  });

  it("counts asking for a parameter the url does not have as reading it: a url that has it gets its own part", async () => {
    const parts = createSharedParts(createEventBus());
    const current = maker("blog/articles", (params) => params["blog.articles.slug"] ?? "none");
    expect(await parts.get("data:blog", {}, new Set(), current.make)).toEqual({ made: 1, shown: "none" });
    expect(await parts.get("data:blog", { "blog.articles.slug": "easter" }, new Set(), current.make)).toEqual({ made: 2, shown: "easter" });
    expect(await parts.get("data:blog", { "blog.articles.slug": "easter" }, new Set(), current.make)).toEqual({ made: 2, shown: "easter" });
  });

  it("counts listing the parameters as reading them all", async () => {
    const parts = createSharedParts(createEventBus());
    const lister = maker("blog/articles", (params) => Object.keys(params).join(","));
    await parts.get("data:blog", { a: "1" }, new Set(), lister.make);
    await parts.get("data:blog", { a: "1" }, new Set(), lister.make);
    expect(lister.runs()).toBe(2);
  });

  it("drops a part on a write to what it read, and keeps it on other writes", async () => {
    const bus = createEventBus();
    const parts = createSharedParts(bus);
    const header = maker("website-builder/buttons");
    await parts.get("data:website-builder", {}, new Set(), header.make);
    bus.publish(write("blog", "articles"));
    await parts.get("data:website-builder", {}, new Set(), header.make);
    expect(header.runs()).toBe(1);
    bus.publish(write("website-builder", "buttons"));
    expect(await parts.get("data:website-builder", {}, new Set(), header.make)).toMatchObject({ made: 2 });
  });

  it("does not keep a part made while a write to what it read landed", async () => {
    const bus = createEventBus();
    const parts = createSharedParts(bus);
    let runs = 0;
    const slow = async (_params: Record<string, string>, reads: Set<string>) => {
      runs++;
      reads.add("website-builder/buttons");
      // The write lands between the part's read and its return.
      bus.publish(write("website-builder", "buttons"));
      await Promise.resolve();
      return runs;
    };
    await parts.get("data:website-builder", {}, new Set(), slow);
    await parts.get("data:website-builder", {}, new Set(), slow);
    expect(runs).toBe(2);
  });

  it("neither uses nor keeps a part under a draft preview", async () => {
    const parts = createSharedParts(createEventBus());
    const header = maker("website-builder/buttons");
    await parts.get("data:website-builder", {}, new Set(), header.make);
    const preview = { entity: "website-builder/buttons", id: "b", values: { title: { ru: "Черновик" } } };
    expect(await withDraftPreview(preview, () => parts.get("data:website-builder", {}, new Set(), header.make))).toMatchObject({ made: 2 });
    expect(await parts.get("data:website-builder", {}, new Set(), header.make)).toMatchObject({ made: 1 });
  });

  it("reads a part again once it is older than its age, and keeps at most its count", async () => {
    const aged = createSharedParts(createEventBus(), { maxAgeMs: 0 });
    const header = maker("website-builder/buttons");
    await aged.get("k", {}, new Set(), header.make);
    await aged.get("k", {}, new Set(), header.make);
    expect(header.runs()).toBe(2);

    const few = createSharedParts(createEventBus(), { maxParts: 2 });
    for (const key of ["a", "b", "c"]) await few.get(key, {}, new Set(), maker("x/y").make);
    expect(few.size()).toBe(2);
  });

  it("makes every part again, and keeps none made meanwhile, when writes in other processes may have been missed", async () => {
    const bus = createEventBus();
    const parts = createSharedParts(bus);
    const header = maker("website-builder/buttons");
    await parts.get("data:website-builder", {}, new Set(), header.make);
    bus.eventsLost();
    await parts.get("data:website-builder", {}, new Set(), header.make);
    expect(header.runs()).toBe(2);

    // A part being made while the gap was noticed may hold an old row: it is not kept.
    const footer = maker("website-builder/logotypes");
    await parts.get("data:footer", {}, new Set(), async (params, reads) => {
      bus.eventsLost();
      return footer.make(params, reads);
    });
    await parts.get("data:footer", {}, new Set(), footer.make);
    expect(footer.runs()).toBe(2);
  });
});
