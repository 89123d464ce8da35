import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { widgetData } from "../../src/modules/website-builder/server/widget-data.js";
import type { WbWidgetData } from "../../src/modules/website-builder/widget-data-types.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++sequence}-${Math.random().toString(36).slice(2, 6)}`;

/** Creates through the public API with the secret key, as an admin or a seed would. */
async function create(path: string, data: Record<string, unknown>): Promise<Record<string, any>> {
  const { status, body } = await sobor.json(`/api/${path}`, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`POST ${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

async function bulk(path: string, data: Record<string, unknown>[]): Promise<Record<string, any>[]> {
  const { status, body } = await sobor.json(`/api/${path}/bulk`, { method: "POST", secret: true, body: { data } });
  if (status !== 201 && status !== 200) throw new Error(`POST ${path}/bulk: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

const wb = (entity: string) => `website-builder/${entity}`;
const file = (name: string, width = 1600, height = 900) =>
  create("file-storage/files", { file: `images/${name}.jpg`, width, height, alt: { ru: `Alt ${name}`, en: `Alt ${name} (en)` }, mimeType: "image/jpeg" });

interface Built {
  url: string;
  navbarId: string;
  heroId: string;
  sliderId: string;
  menuArrayId: string;
}

/** A page with a layout holding a navbar, and its own hero widget with a slider and features. */
async function buildPage(): Promise<Built> {
  const url = `/${unique("wb-page")}`;
  const page = await create("host/pages", { url, title: "WB page" });
  const layout = await create("host/layouts", { title: { ru: "Основной", en: "Main" } });
  await create("host/pages-to-layouts", { pageId: page.id, layoutId: layout.id });

  // The navbar: logotype, a menu (default), a dropdown (default) and actions (additional).
  const navbar = await create(wb("widgets"), { variant: "navbar-default", title: { ru: "Собор", en: "Cathedral" } });
  const logotype = await create(wb("logotypes"), { title: { ru: "Собор", en: "Cathedral" }, url: "/" });
  await create(wb("logotypes-to-file-storage-module-files"), { logotypeId: logotype.id, fileStorageModuleFileId: (await file("logo", 96, 96)).id });
  await create(wb("widgets-to-logotypes"), { widgetId: navbar.id, logotypeId: logotype.id });

  const menu = await create(wb("buttons-arrays"), { title: { ru: "Меню" } });
  const [about, news] = [
    await create(wb("buttons"), { title: { ru: "О соборе", en: "About" }, url: "/about" }),
    await create(wb("buttons"), { title: { ru: "Новости", en: "News" }, url: "/blog/categories/news" }),
  ];
  await create(wb("buttons-arrays-to-buttons"), { buttonsArrayId: menu.id, buttonId: news!.id, orderIndex: 2 });
  await create(wb("buttons-arrays-to-buttons"), { buttonsArrayId: menu.id, buttonId: about!.id, orderIndex: 1 });
  await create(wb("buttons-to-file-storage-module-files"), { buttonId: about!.id, fileStorageModuleFileId: (await file("icon-about", 24, 24)).id });

  const dropdown = await create(wb("buttons-arrays"), { variant: "smolny-dropdown" });
  const trigger = await create(wb("buttons"), { title: { ru: "Приходу", en: "Parish" } });
  const notes = await create(wb("buttons"), { title: { ru: "Записки", en: "Notes" }, url: "/notes" });
  await create(wb("buttons-arrays-to-buttons"), { buttonsArrayId: dropdown.id, buttonId: trigger.id, variant: "primary" });
  await create(wb("buttons-arrays-to-buttons"), { buttonsArrayId: dropdown.id, buttonId: notes.id, orderIndex: 1 });

  const actions = await create(wb("buttons-arrays"), {});
  const login = await create(wb("buttons"), { variant: "smolny-primary", title: { ru: "Войти", en: "Login" }, url: "/rbac/subject/authentication/select-method" });
  await create(wb("buttons-arrays-to-buttons"), { buttonsArrayId: actions.id, buttonId: login.id });

  await create(wb("widgets-to-buttons-arrays"), { widgetId: navbar.id, buttonsArrayId: actions.id, variant: "additional", orderIndex: 0 });
  await create(wb("widgets-to-buttons-arrays"), { widgetId: navbar.id, buttonsArrayId: menu.id, orderIndex: 1 });
  await create(wb("widgets-to-buttons-arrays"), { widgetId: navbar.id, buttonsArrayId: dropdown.id, orderIndex: 2 });

  const navbarHost = await create("host/widgets", {});
  await create("host/widgets-to-external-widgets", { widgetId: navbarHost.id, externalModule: "website-builder", externalWidgetId: navbar.id });
  await create("host/layouts-to-widgets", { layoutId: layout.id, widgetId: navbarHost.id });

  // The hero: a slider with three slides, two features, a file of its own.
  const hero = await create(wb("widgets"), { variant: "default", title: { ru: "Добро пожаловать", en: "Welcome" } });
  const slider = await create(wb("sliders"), { variant: "default" });
  await create(wb("widgets-to-sliders"), { widgetId: hero.id, sliderId: slider.id });
  for (const [index, name] of ["first", "second", "third"].entries()) {
    const slide = await create(wb("slides"), { title: { ru: `Слайд ${name}`, en: `Slide ${name}` }, url: `/${name}` });
    await create(wb("sliders-to-slides"), { sliderId: slider.id, slideId: slide.id, orderIndex: 3 - index });
    await create(wb("slides-to-file-storage-module-files"), { slideId: slide.id, fileStorageModuleFileId: (await file(`slide-${name}`)).id });
  }
  const feature = await create(wb("features"), {
    title: { ru: "Богослужения" },
    description: { ru: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Ежедневно" }] }] } },
  });
  const faq = await create(wb("features"), { title: { ru: "Можно ли фотографировать?" } });
  await create(wb("widgets-to-features"), { widgetId: hero.id, featureId: feature.id, orderIndex: 0 });
  await create(wb("widgets-to-features"), { widgetId: hero.id, featureId: faq.id, variant: "smolny-faq", orderIndex: 1 });
  await create(wb("features-to-file-storage-module-files"), { featureId: feature.id, fileStorageModuleFileId: (await file("feature")).id });
  const featureButtons = await create(wb("buttons-arrays"), {});
  await create(wb("buttons-arrays-to-buttons"), { buttonsArrayId: featureButtons.id, buttonId: (await create(wb("buttons"), { title: { ru: "Расписание" }, url: "/schedule" })).id });
  await create(wb("features-to-buttons-arrays"), { featureId: feature.id, buttonsArrayId: featureButtons.id });
  await create(wb("widgets-to-file-storage-module-files"), { widgetId: hero.id, fileStorageModuleFileId: (await file("hero-extra")).id });

  const heroHost = await create("host/widgets", {});
  await create("host/widgets-to-external-widgets", { widgetId: heroHost.id, externalModule: "website-builder", externalWidgetId: hero.id });
  await create("host/pages-to-widgets", { pageId: page.id, widgetId: heroHost.id });

  return { url, navbarId: navbar.id, heroId: hero.id, sliderId: slider.id, menuArrayId: menu.id };
}

async function load(path: string) {
  const resolution = await hostService(sobor.context).resolve(path);
  expect(resolution.status).toBe(200);
  if (resolution.status !== 200) throw new Error("not found");
  return resolution.loaded;
}

let built: Built;

beforeAll(async () => {
  sobor = await startTestSobor();
  built = await buildPage();
});
afterAll(() => sobor.close());

describe("website-builder widget data", () => {
  it("loads the navbar's logotype, arrays in link order with their buttons, and the dropdown's primary", async () => {
    const { tree } = await load(built.url);
    const navbar = tree.data["website-builder"]?.[built.navbarId] as WbWidgetData;
    expect(navbar.variant).toBe("navbar-default");
    expect(navbar.title).toEqual({ ru: "Собор", en: "Cathedral" });
    expect(navbar.logotypes).toHaveLength(1);
    expect(navbar.logotypes[0]!.files[0]).toMatchObject({ file: "images/logo.jpg", width: 96, height: 96, alt: { ru: "Alt logo", en: "Alt logo (en)" } });

    expect(navbar.buttonsArrays.map((a) => [a.variant, a.link.variant])).toEqual([
      ["default", "additional"],
      ["default", "default"],
      ["smolny-dropdown", "default"],
    ]);
    const menu = navbar.buttonsArrays.find((a) => a.id === built.menuArrayId)!;
    expect(menu.buttons.map((b) => b.title.en)).toEqual(["About", "News"]);
    expect(menu.buttons[0]!.url).toBe("/about");
    expect(menu.buttons[0]!.files.map((f) => f.file)).toEqual(["images/icon-about.jpg"]);
    const dropdown = navbar.buttonsArrays.find((a) => a.variant === "smolny-dropdown")!;
    expect(dropdown.buttons.map((b) => [b.title.en, b.link.variant])).toEqual([
      ["Parish", "primary"],
      ["Notes", "default"],
    ]);
  });

  it("loads the hero's slider with slides in order, their files, features with files and buttons", async () => {
    const { tree } = await load(built.url);
    const hero = tree.data["website-builder"]?.[built.heroId] as WbWidgetData;
    expect(hero.sliders.map((s) => s.id)).toEqual([built.sliderId]);
    const slides = hero.sliders[0]!.slides;
    expect(slides.map((s) => s.title.en)).toEqual(["Slide third", "Slide second", "Slide first"]);
    expect(slides.map((s) => s.files[0]?.file)).toEqual(["images/slide-third.jpg", "images/slide-second.jpg", "images/slide-first.jpg"]);
    expect(slides[0]!.url).toBe("/third");

    expect(hero.features.map((f) => [f.title.ru, f.link.variant])).toEqual([
      ["Богослужения", "default"],
      ["Можно ли фотографировать?", "smolny-faq"],
    ]);
    expect(hero.features[0]!.description.ru).toMatchObject({ type: "doc" });
    expect(hero.features[0]!.files[0]!.file).toBe("images/feature.jpg");
    expect(hero.features[0]!.buttonsArrays[0]!.buttons[0]!.url).toBe("/schedule");
    expect(hero.files.map((f) => f.file)).toEqual(["images/hero-extra.jpg"]);
    // Only what the widgets render crosses the wire: no timestamps, no admin titles.
    expect(hero).not.toHaveProperty("createdAt");
    expect(slides[0]).not.toHaveProperty("adminTitle");
  });

  it("records every entity type it read, relations included, for the page cache", async () => {
    const { reads } = await load(built.url);
    for (const type of [
      "website-builder/widgets",
      "website-builder/widgets-to-buttons-arrays",
      "website-builder/buttons-arrays",
      "website-builder/buttons-arrays-to-buttons",
      "website-builder/buttons",
      "website-builder/buttons-to-file-storage-module-files",
      "website-builder/logotypes",
      "website-builder/logotypes-to-file-storage-module-files",
      "website-builder/sliders",
      "website-builder/sliders-to-slides",
      "website-builder/slides",
      "website-builder/slides-to-file-storage-module-files",
      "website-builder/slides-to-buttons-arrays",
      "website-builder/features",
      "website-builder/features-to-buttons-arrays",
      "website-builder/features-to-file-storage-module-files",
      "website-builder/widgets-to-file-storage-module-files",
      "file-storage/files",
    ]) {
      expect(reads, type).toContain(type);
    }
  });

  it("costs the same number of queries with 10 more slides and 10 more buttons", async () => {
    await load(built.url); // warm the page index
    // What a page costs when nothing of it is kept yet (the header of one page is not another's).
    const parts = hostService(sobor.context).parts;
    parts.clear();
    const { queries: small } = await sobor.context.database.countQueries(() => load(built.url));

    const slides = await bulk(wb("slides"), Array.from({ length: 10 }, (_, i) => ({ title: { ru: `Ещё ${i}` } })));
    const files = await bulk("file-storage/files", Array.from({ length: 10 }, (_, i) => ({ file: `images/more-${i}.jpg`, width: 800, height: 600 })));
    const arrays = await bulk(wb("buttons-arrays"), Array.from({ length: 10 }, () => ({})));
    const buttons = await bulk(wb("buttons"), Array.from({ length: 10 }, (_, i) => ({ title: { ru: `Кнопка ${i}` }, url: `/more/${i}` })));
    await bulk(wb("sliders-to-slides"), slides.map((s, i) => ({ sliderId: built.sliderId, slideId: s.id, orderIndex: 10 + i })));
    await bulk(wb("slides-to-file-storage-module-files"), slides.map((s, i) => ({ slideId: s.id, fileStorageModuleFileId: files[i]!.id })));
    await bulk(wb("slides-to-buttons-arrays"), slides.map((s, i) => ({ slideId: s.id, buttonsArrayId: arrays[i]!.id })));
    await bulk(wb("buttons-arrays-to-buttons"), arrays.map((a, i) => ({ buttonsArrayId: a.id, buttonId: buttons[i]!.id })));
    await bulk(wb("buttons-arrays-to-buttons"), buttons.map((b, i) => ({ buttonsArrayId: built.menuArrayId, buttonId: b.id, orderIndex: 10 + i })));
    await bulk(wb("buttons-to-file-storage-module-files"), buttons.map((b, i) => ({ buttonId: b.id, fileStorageModuleFileId: files[i]!.id })));

    parts.clear();
    const { result: { tree }, queries: large } = await sobor.context.database.countQueries(() => load(built.url));
    const hero = tree.data["website-builder"]?.[built.heroId] as WbWidgetData;
    expect(hero.sliders[0]!.slides).toHaveLength(13);
    expect(hero.sliders[0]!.slides[12]!.buttonsArrays[0]!.buttons[0]!.files[0]!.file).toBe("images/more-9.jpg");
    const navbar = tree.data["website-builder"]?.[built.navbarId] as WbWidgetData;
    expect(navbar.buttonsArrays.find((a) => a.id === built.menuArrayId)!.buttons).toHaveLength(12);

    expect(large).toBe(small);
    // The host's own few queries plus website-builder's fixed 14 at most.
    expect(large).toBeLessThanOrEqual(6 + 14);
  });

  it("answers nothing for ids it does not know, and no query at all for none", async () => {
    const reads = new Set<string>();
    const request = { db: sobor.context.db, language: "ru", params: {}, reads, keep: <T>(_name: string, make: (reads: Set<string>) => Promise<T>) => make(reads) };
    expect(await widgetData({ ...request, ids: [randomUUID(), "not-a-uuid"] })).toEqual({});
    const none = await sobor.context.database.countQueries(() => widgetData({ ...request, ids: [] }));
    expect(none.result).toEqual({});
    expect(none.queries).toBe(0);
    const data = await widgetData({ ...request, ids: [built.heroId, randomUUID()] });
    expect(Object.keys(data)).toEqual([built.heroId]);
  });
});
