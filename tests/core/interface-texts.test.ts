import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredMessages } from "../../src/core/i18n/messages";
import { catalogues, INTERFACE_LANGUAGES } from "../../src/core/i18n/texts";
import { site } from "../../src/site/config";
import { CYRILLIC, englishWords } from "../helpers/language-check";

/**
 * Every source file that declares interface words, found by what it calls (widgets load lazily,
 * so importing the widget registry would miss some): a new catalogue is checked without listing it.
 */
const DECLARES = /\b(defineTexts|defineLanguageTexts|registerLanguageTexts|defineMessages)\(/;
function declaringFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declaringFiles(path);
    return /\.tsx?$/.test(entry.name) && !path.endsWith(join("i18n", "texts.ts")) && !path.endsWith(join("i18n", "messages.ts")) && DECLARES.test(readFileSync(path, "utf8")) ? [path] : [];
  });
}
const files = declaringFiles(join(import.meta.dirname, "../../src"));
beforeAll(async () => {
  for (const file of files) await import(file);
});

describe("interface catalogues", () => {
  it("covers every module's widgets (the registry is filled)", () => {
    const names = catalogues().map((c) => c.name);
    for (const name of ["ecommerce", "blog", "crm", "social", "rbac", "rbac.header", "billing.dummy-payment", "website-builder", "ui", "language-switcher"]) expect(names).toContain(name);
  });

  it("the site's languages are all interface languages", () => {
    for (const language of site.languages) expect(INTERFACE_LANGUAGES).toContain(language);
  });

  it("every phrase has a text in every language; ru is Russian, en has no Cyrillic", () => {
    const problems: string[] = [];
    for (const catalogue of catalogues()) {
      for (const [key, phrase] of Object.entries(catalogue.phrases)) {
        for (const language of INTERFACE_LANGUAGES) {
          const text = (phrase as Record<string, unknown>)[language];
          if (typeof text !== "string" || !text.trim()) problems.push(`${catalogue.name}.${key}: no ${language} text`);
        }
        if (typeof phrase.ru === "string" && englishWords(phrase.ru).length) problems.push(`${catalogue.name}.${key}: ru text in English: '${phrase.ru}'`);
        if (typeof phrase.en === "string" && CYRILLIC.test(phrase.en)) problems.push(`${catalogue.name}.${key}: en text in Russian: '${phrase.en}'`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every server message a visitor may see has a Russian and an English text", () => {
    const messages = registeredMessages();
    expect(messages.map(([message]) => message)).toContain("Invalid credentials");
    const problems = messages.filter(([, phrase]) => !CYRILLIC.test(phrase.ru) || englishWords(phrase.ru).length || CYRILLIC.test(phrase.en) || !phrase.en.trim());
    expect(problems).toEqual([]);
  });

  it("the check itself spots an untranslated ru text and lets names through", () => {
    expect(englishWords("Add to cart")).toEqual(["Add", "to", "cart"]);
    expect(englishWords("Напишите в Telegram или на name@example.com")).toEqual([]);
    expect(englishWords("Запись fe5dec85-0a43-4bad-beef-0a3151bf3d5b")).toEqual([]);
  });
});
