// The admin names every module, entity, field and enum value in Russian, from the modules'
// declarations (src/modules/*/admin/labels.ts): a Russian admin shows no code names.
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
        return [...(w.module === undefined ? [] : [w.module]), ...Object.values(w.entities ?? {}), ...Object.values(w.fields ?? {}), ...Object.values(w.values ?? {}).flatMap((v) => Object.values(v))];
      };
      for (const text of texts("ru")) if (!text.trim() || englishWords(text).length) problems.push(`${module} ru: '${text}'`);
      for (const text of texts("en")) if (!text.trim() || CYRILLIC.test(text)) problems.push(`${module} en: '${text}'`);
    }
    expect(problems).toEqual([]);
  });

  it("names a relation by its two sides and falls back to the code name in English", () => {
    const relation = entities.find((e) => e.module === "blog" && e.name === "categories-to-articles")!;
    expect(ru.entity(relation)).toBe(`${ru.entity(relation.relation!.left)} — ${ru.entity(relation.relation!.right)}`);
    expect(en.entity(relation)).toBe("Categories to articles");
    expect(en.field({ module: "blog", name: "articles" }, "adminTitle")).toBe("Admin title");
    expect(ru.field({ module: "blog", name: "articles" }, "adminTitle")).toMatch(CYRILLIC);
  });

  it("shows an enum value no module named in English as words, and a code as it is", () => {
    expect(en.value({ module: "ecommerce", name: "orders" }, "status", "paid")).toBe("Paid");
    expect(en.value({ module: "ecommerce", name: "products" }, "type", "one_off")).toBe("One off");
    expect(en.value({ module: "notification", name: "templates" }, "key", "order-status-changed")).toBe("Order status changed");
    expect(en.value({ module: "rbac", name: "permissions" }, "method", "GET")).toBe("GET");
    expect(en.value({ module: "rbac", name: "permissions" }, "method", "*")).toBe("*");
    expect(ru.value({ module: "ecommerce", name: "orders" }, "status", "paid")).toMatch(CYRILLIC);
  });
});
