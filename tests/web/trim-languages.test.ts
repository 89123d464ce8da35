import { describe, expect, it } from "vitest";
import { localise } from "../../src/core/i18n/languages.js";
import { pickLocalised } from "../../src/core/page/rich-text.js";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { shownLanguages } from "../../src/web/page/trim-languages.js";
import { treeFromJson, treeToJson } from "../../src/web/page/tree-json.js";

const config = { languages: ["ru", "en"], defaultLanguage: "ru" };
const doc = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const emptyDoc = { type: "doc", content: [{ type: "paragraph" }] };

// Every shape a localised field takes: both languages, one, empty strings, empty documents.
const values: Record<string, unknown>[] = [
  { ru: "Собор", en: "Cathedral" },
  { ru: "Собор" },
  { en: "Cathedral" },
  { ru: "", en: "Cathedral" },
  { ru: "Собор", en: "" },
  { ru: "", en: "" },
  { ru: doc("Текст"), en: doc("Text") },
  { ru: emptyDoc, en: doc("Text") },
  { en: doc("Text") },
];

/** The widgets' data as the browser receives it with a page in `language` (tree-json.ts). */
const sent = <T>(data: T, language: string): T => {
  const tree = { page: { id: "p" }, language, path: "/", params: {}, metadata: [], layouts: [], widgets: [], data } as unknown as PageTree;
  return treeFromJson(treeToJson(tree, language, config)).data as T;
};

describe("the languages a page sends", () => {
  it.each(["ru", "en"])("keeps what a %s page can show of every localised field, exactly", (language) => {
    for (const value of values) {
      const trimmed = shownLanguages(value, language, config);
      expect(localise(trimmed, language, "ru")).toBe(localise(value, language, "ru"));
      expect(pickLocalised(trimmed, language, "ru")).toEqual(pickLocalised(value, language, "ru"));
    }
  });

  it("drops the other languages from a Russian page where Russian is there, deep in the data", () => {
    const createdAt = new Date("2026-11-22T10:00:00Z");
    const data = { blog: { w1: { widget: { id: "w1", title: { ru: "Новости", en: "News" }, createdAt }, articles: [{ title: { ru: "Основание", en: "Foundation" }, slug: "foundation" }] } } };
    const ru = sent(data, "ru");
    expect(ru.blog.w1.widget.title).toEqual({ ru: "Новости" });
    expect(ru.blog.w1.articles[0]).toEqual({ title: { ru: "Основание" }, slug: "foundation" });
    expect(ru.blog.w1.widget.createdAt).toEqual(createdAt);
    // An English page keeps Russian as its fallback.
    expect(sent(data, "en").blog.w1.widget.title).toEqual({ en: "News", ru: "Новости" });
    // The loaded data itself is untouched.
    expect(data.blog.w1.widget.title).toEqual({ ru: "Новости", en: "News" });
  });

  it("never throws on malformed rich text: a document holding no text reads as empty, so the other language is kept and shown", () => {
    const broken = { ru: { type: "doc", content: "not a list" }, en: "x" };
    const trimmed = shownLanguages(broken, "ru", config);
    expect(trimmed).toEqual(broken);
    expect(pickLocalised(trimmed, "ru", "ru")).toBe("x");
  });

  it("leaves objects that are not keyed by languages alone", () => {
    const data = { link: { url: "/x", ru: "not a localised field" }, empty: {} };
    expect(sent(data, "en")).toEqual(data);
  });
});
