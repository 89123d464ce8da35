import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { PageProvider } from "../../src/core/page/page-context.js";
import { fileUrl, ResponsiveImage, srcSetWidths } from "../../src/modules/file-storage/widgets/ResponsiveImage.js";

const render = (props: Parameters<typeof ResponsiveImage>[0]) => renderToStaticMarkup(createElement(ResponsiveImage, props));
/** Rendered on a page in `language` (the site's languages ru, then en). */
const renderOn = (language: string, props: Parameters<typeof ResponsiveImage>[0]) => {
  const tree: PageTree = { page: { id: "p", variant: "default" }, language, path: "/", params: {}, metadata: null, layouts: [], widgets: [], data: {} };
  return renderToStaticMarkup(createElement(PageProvider, { value: { tree, i18n: { languages: ["ru", "en"], defaultLanguage: "ru" } } }, createElement(ResponsiveImage, props)));
};
const attr = (html: string, name: string) => html.match(new RegExp(` ${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, "&");

describe("fileUrl", () => {
  it("keeps https urls and served paths, puts other paths under /public", () => {
    expect(fileUrl({ file: "https://cdn.example.org/a.jpg" })).toBe("https://cdn.example.org/a.jpg");
    expect(fileUrl({ file: "/uploads/2026/05/a.png" })).toBe("/uploads/2026/05/a.png");
    expect(fileUrl({ file: "/public/images/a.png" })).toBe("/public/images/a.png");
    expect(fileUrl({ file: "/images/a.png" })).toBe("/public/images/a.png");
    expect(fileUrl({ file: "images/a.png" })).toBe("/public/images/a.png");
    expect(fileUrl(null)).toBe("");
  });
});

describe("ResponsiveImage", () => {
  it("lists resized copies up to the file's width, with width, height, alt and lazy loading", () => {
    const html = render({ file: { file: "/uploads/2026/05/a.png", width: 1000, height: 600, alt: { en: "Dome" }, mimeType: "image/png" }, sizes: "50vw", className: "w-full" });
    const srcSet = attr(html, "srcSet") ?? attr(html, "srcset")!;
    expect(srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["320w", "640w", "960w", "1000w"]);
    expect(srcSet).toContain("/api/file-storage/image?src=%2Fuploads%2F2026%2F05%2Fa.png&w=320 320w");
    expect(srcSet).toContain("&w=1280 1000w"); // the endpoint never enlarges: 1000 px come back
    expect(attr(html, "width")).toBe("1000");
    expect(attr(html, "height")).toBe("600");
    expect(attr(html, "alt")).toBe("Dome");
    expect(attr(html, "sizes")).toBe("50vw");
    expect(attr(html, "loading")).toBe("lazy");
    expect(attr(html, "class")).toBe("w-full");
  });

  it("shows the file's alt in the page's language, else the default language's; an alt prop wins", () => {
    const file = { file: "/images/dome.jpg", width: 800, height: 600, alt: { ru: "Купол собора", en: "The cathedral's dome" } };
    expect(attr(renderOn("ru", { file }), "alt")).toBe("Купол собора");
    expect(attr(renderOn("en", { file }), "alt")).toBe("The cathedral&#x27;s dome");
    expect(attr(renderOn("en", { file: { ...file, alt: { ru: "Купол собора" } } }), "alt")).toBe("Купол собора");
    expect(attr(renderOn("en", { file: { ...file, alt: {} } }), "alt")).toBe("");
    expect(attr(renderOn("en", { file, alt: "" }), "alt")).toBe("");
  });

  it("loads a priority image eagerly", () => {
    const html = render({ file: { file: "/images/hero.jpg", width: 2400, height: 1200 }, priority: true });
    expect(attr(html, "loading")).toBe("eager");
    expect(attr(html, "fetchPriority") ?? attr(html, "fetchpriority")).toBe("high");
    expect((attr(html, "srcSet") ?? attr(html, "srcset"))!.split(", ")).toHaveLength(5);
    expect(attr(html, "src")).toContain("src=%2Fpublic%2Fimages%2Fhero.jpg");
  });

  it("uses https files and SVGs as they are, without srcSet", () => {
    const remote = render({ file: { file: "https://cdn.example.org/a.jpg", width: 800, height: 600 } });
    expect(attr(remote, "src")).toBe("https://cdn.example.org/a.jpg");
    expect(remote).not.toMatch(/srcset/i);
    const svg = render({ file: { file: "/public/logo.svg" } });
    expect(attr(svg, "src")).toBe("/public/logo.svg");
    expect(svg).not.toMatch(/srcset/i);
  });

  it("offers every width when the file's width is unknown", () => {
    expect(srcSetWidths({ file: "/a.png" })).toEqual([320, 640, 960, 1280, 1920]);
    expect(srcSetWidths({ file: "/a.png", width: 200 })).toEqual([200]);
    expect(srcSetWidths({ file: "/a.png", width: 1920 })).toEqual([320, 640, 960, 1280, 1920]);
  });
});
