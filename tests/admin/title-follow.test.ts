// A new record's adminTitle and slug follow its title until the person edits them
// (src/core/admin/title-follow.ts), run on a real react-hook-form form of a declared entity.
import { createFormControl } from "react-hook-form";
import { describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { defaultValues, type FormValues } from "../../src/core/admin/schema.js";
import { adminEntities } from "../../src/core/admin/server.js";
import { followedValue, followTitle, sourceText, titleFollowOf, withFollowedTitle } from "../../src/core/admin/title-follow.js";
import type { AdminEntity } from "../../src/core/admin/types.js";
import { adminOverrides } from "../../src/web/admin/overrides.js";

const languages = ["ru", "en"];
const defaultLanguage = "ru";
const entities = adminEntities();
const entity = (module: string, name: string): AdminEntity => entities.find((e) => e.module === module && e.name === name)!;

/** A create form of `e` as EntityForm opens it, following; `type` changes a field as its input does. */
function openCreateForm(e: AdminEntity) {
  const follow = titleFollowOf(e, adminOverrides)!;
  const generated = defaultValues(e, languages, undefined, adminOverrides);
  const form = createFormControl<FormValues>({ defaultValues: withFollowedTitle(follow, generated, { languages, defaultLanguage }) });
  const stop = followTitle(form, follow, { languages, defaultLanguage, fallback: generated });
  // What useController's onChange does with a person's input.
  const type = (name: string, value: unknown) => form.register(name).onChange({ target: { name, value }, type: "change" });
  const typeTitle = (ru: string, en = "") => type("title", { ru, en });
  return { form, generated, type, typeTitle, stop, value: (name: string) => form.getValues(name) as unknown };
}

describe("what follows what in a create form", () => {
  it("follows the title with adminTitle and slug; a file's name with an upload's adminTitle", () => {
    expect(titleFollowOf(entity("ecommerce", "products"), adminOverrides)).toEqual({
      source: { name: "title", kind: "title" },
      targets: [
        { name: "adminTitle", kind: "adminTitle" },
        { name: "slug", kind: "slug" },
      ],
    });
    // A plain-text title (a role's) and no adminTitle.
    expect(titleFollowOf(entity("rbac", "roles"), adminOverrides)).toEqual({ source: { name: "title", kind: "title" }, targets: [{ name: "slug", kind: "slug" }] });
    expect(titleFollowOf(entity("file-storage", "files"), adminOverrides)).toEqual({
      source: { name: "file", kind: "file" },
      targets: [{ name: "adminTitle", kind: "adminTitle" }],
    });
    // Nothing to follow: a subject has a slug and no title.
    expect(titleFollowOf(entity("rbac", "subjects"), adminOverrides)).toBeUndefined();
    // A field the form's place fixes does not follow.
    expect(titleFollowOf(entity("ecommerce", "products"), adminOverrides, { slug: "fixed" })?.targets.map((t) => t.name)).toEqual(["adminTitle"]);
  });

  it("reads the title in the default language, else in another one", () => {
    const follow = titleFollowOf(entity("ecommerce", "products"), adminOverrides)!;
    expect(sourceText(follow, { ru: "  Рождественский   концерт ", en: "Christmas concert" }, languages, "ru")).toBe("Рождественский концерт");
    expect(sourceText(follow, { ru: "", en: "Christmas concert" }, languages, "ru")).toBe("Christmas concert");
    expect(sourceText(follow, { ru: "Концерт" }, languages, "en")).toBe("Концерт");
    expect(sourceText(follow, {}, languages, "ru")).toBe("");
    expect(sourceText(titleFollowOf(entity("file-storage", "files"), adminOverrides)!, "/uploads/%D0%9F%D0%B0%D1%81%D1%85%D0%B0.jpg?v=2", languages, "ru")).toBe("Пасха.jpg");
  });

  it("gives the title, its slug, or the fallback when there is no title", () => {
    expect(followedValue("slug", "Рождественский концерт", "amber-harbor-falcon-x1y2")).toBe("rozhdestvenskii-kontsert");
    expect(followedValue("adminTitle", "Рождественский концерт", "Amber harbor falcon")).toBe("Рождественский концерт");
    expect(followedValue("slug", "", "amber-harbor-falcon-x1y2")).toBe("amber-harbor-falcon-x1y2");
    expect(followedValue("slug", "!!!", "amber-harbor-falcon-x1y2")).toBe("amber-harbor-falcon-x1y2");
    expect(followedValue("adminTitle", "", "Amber harbor falcon")).toBe("Amber harbor falcon");
    expect(followedValue("adminTitle", "x".repeat(300), "")).toHaveLength(200);
    expect(followedValue("slug", "Easter 2025.JPG", "", "file")).toBe("easter-2025");
  });
});

describe("a create form following its title", () => {
  it("opens with the generated fallback, then follows the Russian title as it is typed", async () => {
    const { generated, typeTitle, value, stop } = openCreateForm(entity("ecommerce", "products"));
    expect(value("slug")).toBe(generated.slug);
    expect(value("adminTitle")).toBe(generated.adminTitle);
    await typeTitle("Р");
    expect(value("slug")).toBe("r");
    await typeTitle("Рождественский");
    await typeTitle("Рождественский концерт");
    expect(value("slug")).toBe("rozhdestvenskii-kontsert");
    expect(value("adminTitle")).toBe("Рождественский концерт");
    // The English title does not move them while the Russian (the site's default language) is there.
    await typeTitle("Рождественский концерт", "Christmas concert");
    expect(value("slug")).toBe("rozhdestvenskii-kontsert");
    // No title at all: back to the fallback.
    await typeTitle("", "");
    expect(value("slug")).toBe(generated.slug);
    expect(value("adminTitle")).toBe(generated.adminTitle);
    stop();
  });

  it("follows an English title while there is no Russian one", async () => {
    const { typeTitle, value } = openCreateForm(entity("blog", "articles"));
    await typeTitle("", "Easter service");
    expect(value("slug")).toBe("easter-service");
    expect(value("adminTitle")).toBe("Easter service");
    await typeTitle("Пасхальная служба", "Easter service");
    expect(value("slug")).toBe("paskhalnaya-sluzhba");
  });

  it("stops following in a field the person edits, and only in that one", async () => {
    const { type, typeTitle, value } = openCreateForm(entity("ecommerce", "products"));
    await typeTitle("Рождественский концерт");
    await type("slug", "christmas");
    await typeTitle("Рождественский концерт хора");
    expect(value("slug")).toBe("christmas");
    expect(value("adminTitle")).toBe("Рождественский концерт хора");
    await type("adminTitle", "Концерт (админка)");
    await typeTitle("Рождественский концерт хора и оркестра");
    expect(value("adminTitle")).toBe("Концерт (админка)");
    // Cleared by the person, a field stays empty (the form then asks for it).
    await type("slug", "");
    await typeTitle("Концерт");
    expect(value("slug")).toBe("");
  });

  it("stops when the person edits the field before typing a title", async () => {
    const { type, typeTitle, value } = openCreateForm(entity("billing", "currencies"));
    await type("adminTitle", "Rouble");
    await typeTitle("Рубль");
    expect(value("adminTitle")).toBe("Rouble");
    expect(value("slug")).toBe("rubl");
  });

  it("follows a plain-text title (a role's) and a file's name (an upload's)", async () => {
    const role = openCreateForm(entity("rbac", "roles"));
    await role.type("title", "Регент хора");
    expect(role.value("slug")).toBe("regent-khora");
    const file = openCreateForm(entity("file-storage", "files"));
    await file.type("file", "Пасха 2025.jpg");
    expect(file.value("adminTitle")).toBe("Пасха 2025.jpg");
  });

  it("no longer follows once unsubscribed (the form now edits the saved record)", async () => {
    const { typeTitle, value, stop } = openCreateForm(entity("ecommerce", "products"));
    await typeTitle("Концерт");
    stop();
    await typeTitle("Другой концерт");
    expect(value("slug")).toBe("kontsert");
  });
});
