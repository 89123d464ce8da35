// The page tree travels as one JSON text (src/web/page/tree-json.ts): what the browser reads back
// must be the tree the server rendered, Dates included, or hydration would differ.
import { describe, expect, it } from "vitest";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { treeFromJson, treeToJson, writeTree } from "../../src/web/page/tree-json.js";

const config = { languages: ["ru", "en"], defaultLanguage: "ru" };
const created = new Date("2026-11-28T04:20:00.123Z");
const tree = {
  page: { id: "p1", createdAt: created, title: { ru: "Главная", en: "Home" } },
  language: "ru",
  path: "/",
  params: {},
  metadata: [],
  layouts: [],
  widgets: [],
  data: {
    "church-calendar": { w1: { days: [{ at: new Date("2026-12-19T00:00:00Z"), title: "Свт. Николая" }] } },
    blog: {
      w2: {
        // Text that looks like a date, or like a written Date with more to it, stays what it was.
        title: "2026-11-28T04:20:00.123Z",
        note: { "$sobor:date": "soon" },
        pair: { "$sobor:date": 5, other: true },
        nothing: null,
        count: 0,
      },
    },
  },
} as unknown as PageTree;

describe("tree JSON", () => {
  it("gives back the tree it was written from, with Dates as Dates", () => {
    const back = treeFromJson(treeToJson(tree, "ru", config));
    expect(back).toEqual(tree);
    const page = back.page as unknown as { createdAt: Date };
    expect(page.createdAt).toBeInstanceOf(Date);
    expect(page.createdAt.getTime()).toBe(created.getTime());
    const day = (back.data["church-calendar"] as Record<string, { days: { at: unknown }[] }>).w1!.days[0]!.at;
    expect(day).toBeInstanceOf(Date);
  });

  it("trims the widgets' data to the page's languages, and nothing else", () => {
    const en = treeFromJson(treeToJson(tree, "en", config));
    expect((en.page as unknown as { title: unknown }).title).toEqual({ ru: "Главная", en: "Home" });
    const withTitles = { ...tree, data: { blog: { w3: { title: { ru: "Новости", en: "News" } } } } } as unknown as PageTree;
    expect(treeFromJson(treeToJson(withTitles, "ru", config)).data).toEqual({ blog: { w3: { title: { ru: "Новости" } } } });
  });

  it("reads a field named __proto__ as data, never as the object's prototype", () => {
    const hostile = { ...tree, data: { blog: JSON.parse(`{"w4": {"__proto__": {"polluted": true}, "at": {"$sobor:date": 0}}}`) } } as unknown as PageTree;
    const w4 = (treeFromJson(treeToJson(hostile, "ru", config)).data.blog as Record<string, Record<string, unknown>>).w4!;
    expect(Object.getPrototypeOf(w4)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(w4.at).toEqual(new Date(0));
  });

  it("keeps text that looks like a date as text", () => {
    const blog = treeFromJson(treeToJson(tree, "ru", config)).data.blog as Record<string, Record<string, unknown>>;
    expect(blog.w2!.title).toBe("2026-11-28T04:20:00.123Z");
    expect(blog.w2!.note).toEqual({ "$sobor:date": "soon" });
    expect(blog.w2!.pair).toEqual({ "$sobor:date": 5, other: true });
  });

  it("gives the server the tree the browser reads from the text, each module's data read once per object and language", () => {
    const first = writeTree(tree, "ru", config);
    expect(first.json).toBe(treeToJson(tree, "ru", config));
    expect(first.read).toEqual(treeFromJson(first.json));
    expect((first.read.page as unknown as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
    // A second page sharing the header's data object (the host's shared parts) takes its reading as it was.
    const second = writeTree({ ...tree, path: "/blog" }, "ru", config);
    expect(second.read.data.blog).toBe(first.read.data.blog);
    expect(second.read.path).toBe("/blog");
    expect(second.read.page).not.toBe(first.read.page);
    // Another language is written on its own, trimmed for it.
    const withTitles = { ...tree, data: { blog: { w3: { title: { ru: "Новости", en: "News" } } } } } as unknown as PageTree;
    const ru = writeTree(withTitles, "ru", { languages: ["ru", "en"], defaultLanguage: "en" });
    const en = writeTree(withTitles, "en", { languages: ["ru", "en"], defaultLanguage: "en" });
    expect(ru.read.data.blog).toEqual({ w3: { title: { ru: "Новости", en: "News" } } });
    expect(en.read.data.blog).toEqual({ w3: { title: { en: "News" } } });
    expect(treeFromJson(en.json).data.blog).toEqual(en.read.data.blog);
  });

  it("leaves Dates written as ISO text everywhere else, a failed write included", () => {
    treeToJson(tree, "ru", config);
    expect(JSON.stringify({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => treeToJson({ ...tree, data: { blog: cycle } } as unknown as PageTree, "ru", config)).toThrow(TypeError);
    expect(JSON.stringify(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"');
  });
});
