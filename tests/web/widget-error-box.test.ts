// One widget failing leaves the rest of the page: a module that could not load a widget's data
// shows that widget's error box in the server's HTML, and a widget that throws while rendering is
// left for the browser (its boundary shows the box there) while every other widget renders.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ErrorFallback } from "../../src/core/page/error-fallback.js";
import { PageProvider } from "../../src/core/page/page-context.js";
import { describe, expect, it } from "vitest";
import { WIDGET_DATA_ERROR, type PageTree } from "../../src/core/page/page-tree.js";
import { registerWidgetRenderer, type ModuleWidgetProps } from "../../src/core/page/widget-registry.js";
import { renderPage } from "../helpers/render-page.js";

const i18n = { languages: ["ru", "en"], defaultLanguage: "ru" };

registerWidgetRenderer("test-healthy", ({ data }: ModuleWidgetProps) => createElement("h2", null, String((data as { title: string }).title)));
registerWidgetRenderer("test-throwing", () => {
  throw new Error("a widget's own bug");
});

function treeOf(...widgets: { module: string; data: unknown }[]): PageTree {
  const data: PageTree["data"] = {};
  const hostWidgets = widgets.map(({ module, data: widgetData }, i) => {
    const id = `00000000-0000-4000-8000-00000000000${i}`;
    (data[module] ??= {})[id] = widgetData;
    return { widget: { id: `host-${i}`, variant: "default" }, externals: [{ module, id, variant: "default" }] };
  });
  return { page: { id: "page", variant: "default" }, language: "ru", path: "/test", params: {}, metadata: null, layouts: [], widgets: hostWidgets, data };
}

describe("a widget that fails", () => {
  it("to load its data shows its error box in the page's HTML, and the widgets beside it render", async () => {
    const html = await renderPage(
      treeOf({ module: "test-healthy", data: { title: "Исправный блок" } }, { module: "test-healthy", data: { [WIDGET_DATA_ERROR]: "the database did not answer" } }),
      i18n,
    );
    expect(html).toContain("<h2>Исправный блок</h2>");
    expect(html).toMatch(/<div role="alert"[^>]*>the database did not answer<\/div>/);
  });

  it("to render is left for the browser, and the widgets beside it render", async () => {
    const html = await renderPage(treeOf({ module: "test-throwing", data: {} }, { module: "test-healthy", data: { title: "Исправный блок" } }), i18n);
    expect(html).toContain("<h2>Исправный блок</h2>");
    // React's mark for a boundary the browser renders again (where the error boundary takes it).
    expect(html).toContain("<!--$!-->");
    expect(html).not.toContain("a widget's own bug");
  });
});

describe("a widget's error box", () => {
  it("for an error without a message of its own says so in the page's language", () => {
    const box = (language: string, error?: unknown) =>
      renderToString(createElement(PageProvider, { value: { tree: { ...treeOf(), language }, i18n } }, createElement(ErrorFallback, { error })));
    expect(box("ru")).toContain("Ой! Что-то пошло не так...");
    expect(box("en", new Error(""))).toContain("Oh no! Something went wrong...");
    expect(box("en", new Error("the map service did not answer"))).toContain("the map service did not answer");
  });
});
