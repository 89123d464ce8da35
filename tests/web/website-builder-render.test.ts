// Server rendering of the website-builder widgets (what a reader without JavaScript gets).
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PageTree } from "../../src/core/page/page-tree.js";
import type { WbButtonsArray, WbFile, WbSlide, WbSlider, WbWidgetData } from "../../src/modules/website-builder/widget-data-types.js";
import { WebsiteBuilderWidget } from "../../src/modules/website-builder/widgets/index.js";
import { widgetViews } from "../../src/modules/website-builder/widgets/widget.js";
import { PageProvider } from "../../src/core/page/page-context.js";
import { renderComplete } from "../helpers/render-page.js";

const link = (orderIndex = 0, variant = "default") => ({ orderIndex, variant, className: null });
let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

const file = (name: string, orderIndex = 0, width = 1600): WbFile => ({
  id: id(), variant: "default", className: null, containerClassName: null, file: `images/${name}.jpg`, width, height: 900, alt: { ru: `Alt ${name}`, en: `Alt ${name} (en)` },
  mimeType: "image/jpeg", extension: "jpg", link: link(orderIndex),
});

const button = (ru: string, url: string | null, linkVariant = "default", variant = "default") => ({
  id: id(), variant, className: null, slug: ru, title: { ru, en: `${ru} (en)` }, subtitle: {}, url, files: [], link: link(0, linkVariant),
});

const array = (variant: string, linkVariant: string, buttons: ReturnType<typeof button>[]): WbButtonsArray => ({
  id: id(), variant, className: null, slug: "a", title: {}, description: {}, buttons, link: link(0, linkVariant),
});

const slide = (title: string, files: WbFile[], variant = "default"): WbSlide => ({
  id: id(), variant, className: null, slug: title, title: { ru: title }, subtitle: {}, description: {}, url: null, files, buttonsArrays: [], link: link(),
});

const slider = (variant: string, slides: WbSlide[]): WbSlider => ({
  id: id(), variant, className: null, slug: "s", title: { ru: "Слайды" }, subtitle: {}, description: {}, slides, link: link(),
});

function widget(variant: string, extra: Partial<WbWidgetData> = {}): WbWidgetData {
  return {
    id: id(), variant, className: null, slug: `w-${n}`, anchor: null, title: { ru: `Заголовок ${variant}`, en: `Title ${variant}` },
    subtitle: { ru: "Подзаголовок" }, description: { ru: "Описание" }, buttonsArrays: [], logotypes: [], sliders: [], features: [], files: [],
    ...extra,
  };
}

/** Renders one widget as the page engine would, on a page whose only widget it is. */
function render(data: WbWidgetData | undefined, language = "ru"): Promise<string> {
  const widgetId = data?.id ?? id();
  const external = { module: "website-builder", id: widgetId, variant: "default" };
  const tree: PageTree = {
    page: { id: id(), variant: "default" }, language, path: "/", params: {}, metadata: null, layouts: [],
    widgets: [{ widget: { id: id(), variant: "default" }, externals: [external] }],
    data: { "website-builder": data ? { [widgetId]: data } : {} },
  };
  const element = createElement(WebsiteBuilderWidget, { external, data });
  // Pages render inside the router (the search page reads its words from the url).
  const page = createElement(PageProvider, { value: { tree, i18n: { languages: ["ru", "en"], defaultLanguage: "ru" } } }, element);
  return renderComplete(createElement(MemoryRouter, { initialEntries: [`/${language}`] }, page));
}

describe("website-builder widgets on the server", () => {
  it("has a view for every widget variant the entity declares", async () => {
    const { widgets } = await import("../../src/modules/website-builder/entities.js");
    expect(Object.keys(widgetViews).sort()).toEqual([...widgets.$entity.variants].sort());
  });

  it.each(Object.keys(widgetViews))("renders %s with its title in the page language", async (variant) => {
    const html = await render(widget(variant, { features: [], buttonsArrays: [array("default", "default", [button("Кнопка", "/x")])] }));
    expect(html).toContain(`Заголовок ${variant}`);
    expect(html).toContain('href="/ru/x"');
    expect(await render(widget(variant), "en")).toContain(`Title ${variant}`);
  });

  it("renders nothing for an unknown variant or a missing widget", async () => {
    expect(await render(widget("no-such-variant"))).toBe("");
    expect(await render(widget("constructor"))).toBe("");
    expect(await render(undefined)).toBe("");
  });

  it("navbar: logotype area, default items then additional ones, a hamburger, external links in a new tab", async () => {
    const html = await render(
      widget("navbar-default", {
        logotypes: [{ id: id(), variant: "default", className: null, slug: "l", title: { ru: "Собор" }, url: null, files: [file("logo", 0, 96)], link: link() }],
        buttonsArrays: [
          array("default", "additional", [button("Войти", "/login")]),
          array("default", "default", [button("О соборе", "/about"), button("ВКонтакте", "https://vk.example/sobor")]),
          array("smolny-dropdown", "default", [button("Приходу", null, "primary"), button("Записки", "/notes")]),
        ],
      }),
    );
    expect(html).toMatch(/<header[^>]*class="[^"]*sticky/);
    expect(html).toContain('href="/ru"'); // a logotype without a url links home
    expect(html.indexOf("О соборе")).toBeLessThan(html.indexOf("Войти"));
    expect(html).toContain('href="https://vk.example/sobor" target="_blank" rel="noreferrer"');
    expect(html).toMatch(/<button[^>]*aria-label="Открыть меню"[^>]*aria-expanded="false"/);
    // The same page in the other language, named in it (issue 15).
    expect(html).toMatch(/<a[^>]*href="\/en"[^>]*hrefLang="en"[^>]*lang="en"[^>]*>English<\/a>/);
    expect(html).toMatch(/<button[^>]*aria-haspopup="true" aria-expanded="false"[^>]*>Приходу/);
    expect(html).not.toContain("Записки"); // the dropdown's panel opens on demand
  });

  it("navbar: a search button in the page's language opens the site search (the field itself waits for a click or the phone menu)", async () => {
    const data = () => widget("navbar-default", { buttonsArrays: [array("default", "default", [button("О соборе", "/about")])] });
    const ru = await render(data());
    expect(ru).toMatch(/<button[^>]*aria-label="Открыть поиск"[^>]*aria-expanded="false"/);
    expect(ru).not.toContain('role="search"');
    const en = await render(data(), "en");
    expect(en).toMatch(/<button[^>]*aria-label="Open search"/);
    expect(en).not.toContain("Открыть поиск");
  });

  it("slider: the default variant is 340 px high on phones and 530 px on large screens; the first hero image is eager", async () => {
    const html = await render(widget("default", { title: {}, sliders: [slider("default", [slide("Первый", [file("a")]), slide("Второй", [file("b")])])] }));
    expect(html).toContain("h-[340px] lg:h-[530px]");
    expect(html).toMatch(/<h1[^>]*>Первый<\/h1>/); // a hero without a title: its first slide is the page's h1
    expect(html).toMatch(/<img[^>]*alt="Alt a"[^>]*loading="eager"/);
    expect(html).toMatch(/<img[^>]*alt="Alt b"[^>]*loading="lazy"/);
    expect(html).toMatch(/srcSet="[^"]*\/api\/file-storage\/image\?src=[^"]*&amp;w=320 320w/);
    // A file's alt is localised: the English page shows its English text.
    const en = await render(widget("default", { title: {}, sliders: [slider("default", [slide("Первый", [file("a")])])] }), "en");
    expect(en).toMatch(/<img[^>]*alt="Alt a \(en\)"/);
  });

  it("thin slide: the file with orderIndex 1 is the background, the others go to the side", async () => {
    const html = await render(widget("default", { sliders: [slider("smolny-thin", [slide("Тонкий", [file("side-0", 0), file("background", 1), file("side-2", 2)], "smolny-thin")])] }));
    const images = [...html.matchAll(/<img[^>]*alt="Alt ([^"]+)"/g)].map((m) => m[1]);
    expect(images).toEqual(["background", "side-0", "side-2"]);
    expect(html).toMatch(/data-slot="side"/);
  });

  it("features: faq as native disclosures, rich text rendered", async () => {
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Да, без вспышки.", marks: [{ type: "bold" }] }] }] };
    const html = await render(
      widget("content-faq", {
        features: [{ id: id(), variant: "default", className: null, slug: "f", title: { ru: "Можно ли фотографировать?" }, subtitle: {}, description: { ru: doc }, files: [], buttonsArrays: [], link: link() }],
      }),
    );
    expect(html).toMatch(/<details[^>]*><summary[^>]*><span>Можно ли фотографировать\?<\/span>/);
    expect(html).toContain("<strong>Да, без вспышки.</strong>");
  });
});
