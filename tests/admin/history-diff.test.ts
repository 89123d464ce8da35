// The History's comparison of two versions, as the admin reads it: each language of a localised
// value on its own, rich text as its words (a document, or the JSON text a localised description
// keeps per language), links added, removed and changed with the linked record's entity named (so
// the screen can show its title), variants by the admin's names for them, and the bookkeeping
// timestamps left out.
import { describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { fieldChanges, linkChanges } from "../../src/core/admin/history/diff.js";
import { createLabeller } from "../../src/core/admin/labels.js";
import { adminEntities } from "../../src/core/admin/server.js";
import type { AdminEntity } from "../../src/core/admin/types.js";
import { adminLabels } from "../../src/web/admin/labels.js";

const entities = adminEntities();
const entity = (key: string): AdminEntity => entities.find((e) => `${e.module}/${e.name}` === key)!;
const articles = entity("blog/articles");
const slides = entity("website-builder/slides");
const languages = ["ru", "en"];
const ru = createLabeller(adminLabels, "ru", entities);

const doc = (...paragraphs: string[]) => ({
  type: "doc",
  content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text, marks: [{ type: "bold" }] }] })),
});

describe("field changes", () => {
  it("gives each changed language of a localised field its own change, unchanged languages none, in the site's order", () => {
    const changes = fieldChanges(
      articles,
      { title: { en: "Easter schedule", ru: "Пасхальное расписание", de: "Osterplan" }, adminTitle: "Easter" },
      { title: { ru: "Сломано", en: "Easter schedule", fr: "Horaire" }, adminTitle: "Easter" },
      languages,
    );
    expect(changes).toEqual([
      { name: "title", language: "ru", before: "Пасхальное расписание", after: "Сломано" },
      { name: "title", language: "de", before: "Osterplan", after: "" },
      { name: "title", language: "fr", before: "", after: "Horaire" },
    ]);
  });

  it("reads rich text as its words: a localised description's JSON per language, and a whole document", () => {
    const before = { description: { ru: JSON.stringify(doc("Всенощное бдение", "в шесть")), en: JSON.stringify(doc("Vigil at six")) } };
    const after = { description: { ru: JSON.stringify(doc("Всенощное бдение", "в семь")), en: JSON.stringify(doc("Vigil at six")) } };
    expect(fieldChanges(articles, before, after, languages)).toEqual([{ name: "description", language: "ru", before: "Всенощное бдение в шесть", after: "Всенощное бдение в семь" }]);

    // A rich-text field holding one document (not per language) compares as its text too.
    expect(fieldChanges(slides, { description: doc("Old text") }, { description: doc("New text") }, languages)).toEqual([{ name: "description", before: "Old text", after: "New text" }]);
    // Marks or formatting alone are not a change a reader sees.
    const plain = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Same words" }] }] };
    expect(fieldChanges(slides, { description: plain }, { description: doc("Same words") }, languages)).toEqual([]);
  });

  it("compares plain fields as text and ignores the timestamps every write moves", () => {
    const changes = fieldChanges(
      articles,
      { slug: "easter", published: true, updatedAt: "2026-01-01T00:00:00Z", createdAt: "2026-01-01T00:00:00Z", id: "a" },
      { slug: "pascha", published: false, updatedAt: "2026-01-02T00:00:00Z", createdAt: "2026-01-01T00:00:00Z", id: "a" },
      languages,
    );
    expect(changes).toEqual([
      { name: "slug", before: "easter", after: "pascha" },
      { name: "published", before: "true", after: "false" },
    ]);
  });

  it("shows a changed variant by its names, not its codes", () => {
    const [change] = fieldChanges(articles, { variant: "default" }, { variant: "smolny-history" }, languages, ru.variant);
    expect(change).toEqual({ name: "variant", before: ru.variant(articles, "default"), after: ru.variant(articles, "smolny-history") });
    expect([change!.before, change!.after]).not.toContain("smolny-history");
    expect(fieldChanges(articles, { variant: "default" }, { variant: "smolny-history" }, languages)).toEqual([{ name: "variant", before: "default", after: "smolny-history" }]);
  });
});

describe("link changes", () => {
  const relation = "blog/articles-to-ecommerce-module-products";
  const link = (id: string, productId: string, extra: Record<string, unknown> = {}) => ({ id, articleId: "article", ecommerceModuleProductId: productId, orderIndex: 0, variant: "default", ...extra });

  it("names links added, removed and moved, each with the linked record's id and entity", () => {
    const before = { [relation]: [link("l1", "p-kept"), link("l2", "p-removed"), link("l3", "p-moved")] };
    const after = { [relation]: [link("l1", "p-kept"), link("l3", "p-moved", { orderIndex: 2 }), link("l4", "p-added")] };
    const product = { module: "ecommerce", name: "products" };
    expect(linkChanges(articles, before, after)).toEqual([
      { relation, kind: "changed", target: "p-moved", other: product, detail: "orderIndex: 0 → 2" },
      { relation, kind: "added", target: "p-added", other: product },
      { relation, kind: "removed", target: "p-removed", other: product },
    ]);
  });

  it("names a link's changed variant as the admin calls it", () => {
    const widgets = entity("website-builder/widgets");
    const features = "website-builder/widgets-to-features";
    const feature = (variant: string) => ({ [features]: [{ id: "l1", widgetId: "w", featureId: "f", orderIndex: 0, variant }] });
    const relationRef = { module: "website-builder", name: "widgets-to-features" };
    const [change] = linkChanges(widgets, feature("default"), feature("smolny-faq"), ru.field, ru.variant);
    expect(change!.detail).toBe(`${ru.field(relationRef, "variant")}: ${ru.variant(relationRef, "default")} → ${ru.variant(relationRef, "smolny-faq")}`);
    expect(change!.detail).not.toMatch(/default|smolny/);
  });

  it("counts every link of a version that had none as added, and none when both are empty", () => {
    expect(linkChanges(articles, null, { [relation]: [link("l1", "p1")] })).toMatchObject([{ kind: "added", target: "p1" }]);
    expect(linkChanges(articles, { [relation]: [link("l1", "p1")] }, { [relation]: [] })).toMatchObject([{ kind: "removed", target: "p1" }]);
    expect(linkChanges(articles, { [relation]: [] }, undefined)).toEqual([]);
  });
});
