import { describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { adminEntities } from "../../src/core/admin/server.js";
import { defaultValues } from "../../src/core/admin/schema.js";
import { randomAdminTitle, randomSlug } from "../../src/core/entity/random-words.js";
import { adminOverrides } from "../../src/web/admin/overrides.js";
import { englishWords } from "../helpers/language-check";

const many = <T>(make: () => T) => Array.from({ length: 200 }, make);

describe("generated titles and slugs", () => {
  it("a Russian admin's new record gets a Russian title: three words, no Latin", () => {
    for (const title of many(() => randomAdminTitle("ru"))) {
      expect(title.split(" ")).toHaveLength(3);
      expect(title).toMatch(/^[А-ЯЁ][а-яё]+ [а-яё]+ [а-яё]+$/);
      expect(englishWords(title)).toEqual([]);
    }
  });

  it("the adjective agrees with its noun ('Тихая гавань', never 'Тихий гавань')", () => {
    // Enough titles that each of these nouns comes up (one in 30 each), so every check runs.
    const titles = Array.from({ length: 3000 }, () => randomAdminTitle("ru").split(" "));
    for (const [noun, ending] of [["гавань", /(ая|яя)$/], ["поле", /(ое|ее)$/], ["сокол", /(ый|ий|ой)$/]] as const) {
      const adjectives = titles.filter((words) => words[1] === noun).map((words) => words[0]!);
      expect(adjectives.length).toBeGreaterThan(0);
      for (const adjective of adjectives) expect(adjective).toMatch(ending);
    }
  });

  it("other languages, and the API's default, get English words; titles differ", () => {
    const titles = many(() => randomAdminTitle());
    for (const title of titles) expect(title).toMatch(/^[A-Z][a-z]+ [a-z]+ [a-z]+$/);
    expect(randomAdminTitle("en")).toMatch(/^[A-Z][a-z]+ [a-z]+ [a-z]+$/);
    expect(new Set(titles).size).toBeGreaterThan(150);
  });

  it("slugs stay Latin, lowercase and distinct in every language (they go into urls)", () => {
    const slugs = many(randomSlug);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+-[a-z]+-[a-z]+-[0-9a-z]{4}$/);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("the admin's new-record form starts with a title in the admin's language", () => {
    const article = adminEntities().find((e) => e.module === "blog" && e.name === "articles")!;
    expect(String(defaultValues(article, ["ru", "en"], undefined, adminOverrides, "UTC", "ru").adminTitle)).toMatch(/^[А-ЯЁ][а-яё]+ [а-яё]+ [а-яё]+$/);
    expect(String(defaultValues(article, ["ru", "en"], undefined, adminOverrides, "UTC", "en").adminTitle)).toMatch(/^[A-Z][a-z]+ [a-z]+ [a-z]+$/);
    // An existing record keeps its own title.
    expect(defaultValues(article, ["ru", "en"], { id: "x", adminTitle: "Хор" }, adminOverrides, "UTC", "ru").adminTitle).toBe("Хор");
  });
});
