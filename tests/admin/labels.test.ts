// The admin names every module, entity, field and enum value in Russian, and every render variant
// in Russian and English, from the modules' declarations (src/modules/*/admin/labels.ts): a
// Russian admin shows no code names.
import { describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { createLabeller } from "../../src/core/admin/labels.js";
import { adminEntities } from "../../src/core/admin/server.js";
import { adminLabels } from "../../src/web/admin/labels.js";
import { adminScreens } from "../../src/web/admin/screens.js";
import { CYRILLIC, englishWords } from "../helpers/language-check.js";

const entities = adminEntities();
const ru = createLabeller(adminLabels, "ru", entities);
const en = createLabeller(adminLabels, "en", entities);

describe("admin labels", () => {
  it("every module, entity, field and enum value has a Russian name", () => {
    const missing: string[] = [];
    const modules = new Set([...entities.map((e) => e.module), ...adminScreens.map((s) => s.module)]);
    for (const module of modules) if (!ru.declared("module", { module, name: "" })) missing.push(module);
    for (const entity of entities) {
      const at = `${entity.module}/${entity.name}`;
      if (!ru.declared("entity", entity)) missing.push(at);
      for (const field of entity.fields) {
        if (!ru.declared("field", entity, field.name)) missing.push(`${at}.${field.name}`);
        for (const value of field.values ?? []) if (!ru.declared("value", entity, field.name, value)) missing.push(`${at}.${field.name}=${value}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("Russian names are Russian and English ones have no Cyrillic", () => {
    const problems: string[] = [];
    for (const { module, words } of adminLabels) {
      const texts = (language: "ru" | "en") => {
        const w = words[language] ?? {};
        return [
          ...(w.module === undefined ? [] : [w.module]),
          ...Object.values(w.entities ?? {}),
          ...Object.values(w.fields ?? {}),
          ...Object.values(w.values ?? {}).flatMap((v) => Object.values(v)),
          ...Object.values(w.variants ?? {}),
        ];
      };
      for (const text of texts("ru")) if (!text.trim() || englishWords(text).length) problems.push(`${module} ru: '${text}'`);
      for (const text of texts("en")) if (!text.trim() || CYRILLIC.test(text)) problems.push(`${module} en: '${text}'`);
    }
    expect(problems).toEqual([]);
  });

  it("names a relation by its two sides and falls back to the code name in English", () => {
    const relation = entities.find((e) => e.module === "blog" && e.name === "categories-to-articles")!;
    expect(ru.entity(relation)).toBe(`${ru.entity(relation.relation!.left)} — ${ru.entity(relation.relation!.right)}`);
    expect(en.entity(relation)).toBe("Categories — Articles");
    // A side in another module is called by its own name, not by the relation's code name.
    const files = entities.find((e) => e.module === "blog" && e.name === "articles-to-file-storage-module-files")!;
    expect(en.entity(files)).toBe("Articles — Files");
    expect(en.field({ module: "blog", name: "articles" }, "adminTitle")).toBe("Admin title");
    expect(ru.field({ module: "blog", name: "articles" }, "adminTitle")).toMatch(CYRILLIC);
  });

  it("tells the office that a note's names are in its order's comment, in both languages", () => {
    const orders = { module: "ecommerce", name: "orders" };
    expect(ru.field(orders, "comment")).toBe("Комментарий; у записки — имена");
    expect(en.field(orders, "comment")).toBe("Comment; a note's names");
    // Only the orders' comment: another entity's comment stays a comment.
    expect(ru.field({ module: "ecommerce", name: "products" }, "comment")).toBe("Комментарий");
  });

  it("shows an enum value no module named in English as words, and a code as it is", () => {
    expect(en.value({ module: "ecommerce", name: "orders" }, "status", "paid")).toBe("Paid");
    expect(en.value({ module: "ecommerce", name: "products" }, "type", "one_off")).toBe("One off");
    expect(en.value({ module: "notification", name: "templates" }, "key", "order-status-changed")).toBe("Order status changed");
    expect(en.value({ module: "rbac", name: "permissions" }, "method", "GET")).toBe("GET");
    expect(en.value({ module: "rbac", name: "permissions" }, "method", "*")).toBe("*");
    expect(ru.value({ module: "ecommerce", name: "orders" }, "status", "paid")).toMatch(CYRILLIC);
  });

  describe("variants", () => {
    const withVariants = entities.filter((e) => e.variants.length);

    it("every variant of every entity has a name in Russian and in English, not its code", () => {
      const problems: string[] = [];
      for (const entity of withVariants) {
        for (const code of entity.variants) {
          const at = `${entity.module}/${entity.name} '${code}'`;
          const named = { ru: ru.variant(entity, code), en: en.variant(entity, code) };
          if (!named.ru.trim() || named.ru === code || !CYRILLIC.test(named.ru) || englishWords(named.ru).length) problems.push(`${at} ru: '${named.ru}'`);
          if (!named.en.trim() || named.en === code || CYRILLIC.test(named.en)) problems.push(`${at} en: '${named.en}'`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("an entity's variants have different names, so an editor can tell them apart", () => {
      const clashes: string[] = [];
      for (const entity of withVariants) {
        for (const labeller of [ru, en]) {
          const names = entity.variants.map((code) => labeller.variant(entity, code));
          const twice = names.filter((name, index) => names.indexOf(name) !== index);
          if (twice.length) clashes.push(`${entity.module}/${entity.name}: ${twice.join(", ")}`);
        }
      }
      expect(clashes).toEqual([]);
    });

    it("every variant a module names is one its entities declare (no name left behind by a rename)", () => {
      const stale: string[] = [];
      for (const { module, words } of adminLabels) {
        const own = withVariants.filter((e) => e.module === module);
        for (const language of ["ru", "en"] as const) {
          for (const key of Object.keys(words[language]?.variants ?? {})) {
            const [name, code] = key.includes(".") ? key.split(".") : [undefined, key];
            if (!own.some((e) => (name === undefined || e.name === name) && e.variants.includes(code!))) stale.push(`${module} ${language}: ${key}`);
          }
        }
      }
      expect(stale).toEqual([]);
    });

    it("names 'default' for every module unless the module says otherwise, and shows an undeclared code as it is", () => {
      const categories = { module: "blog", name: "categories" };
      expect(ru.variant(categories, "default")).toBe("Обычный");
      expect(en.variant(categories, "default")).toBe("Default");
      // An entity's own name wins over the module's and the framework's.
      const slides = { module: "website-builder", name: "slides" };
      const sliders = { module: "website-builder", name: "sliders" };
      expect(ru.variant(slides, "smolny-thin")).not.toBe(ru.variant(sliders, "smolny-thin"));
      expect(ru.variant({ module: "blog", name: "widgets" }, "default")).not.toBe("Обычный");
      expect(ru.variant(categories, "retired-card")).toBe("retired-card");
      expect(en.variant(categories, "retired-card")).toBe("retired-card");
    });
  });
});
