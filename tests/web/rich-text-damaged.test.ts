// A stored rich-text document is whatever its writer sent. One whose parts are not what the editor
// makes (a `content` that is not a list, null children, marks that are not a list, a number for
// text, a heading level that is not one) reads as the text it does hold, on a public page, in a
// page head and in the admin's lists (one walker each, in src/core/text/plain-text.ts).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { localisedText } from "../../src/core/admin/model.js";
import { isEmptyRichText, plainText, RichText } from "../../src/core/page/rich-text.js";

const damaged = {
  type: "doc",
  content: [
    null,
    "stray",
    { type: "paragraph", content: "not a list" },
    { type: "heading", attrs: { level: "first" }, content: [{ type: "text", text: "Часы" }] },
    { type: "paragraph", content: [{ type: "text", text: "Вход ", marks: "bold" }, { type: "text", text: 42 }, { type: "text", text: "свободный", marks: [null, { type: "bold" }] }] },
  ],
};

const render = (value: unknown) => renderToString(createElement(RichText, { value }));

describe("a damaged rich-text document", () => {
  it("renders the text it holds and drops the rest, as an object or as its JSON text", () => {
    for (const value of [damaged, JSON.stringify(damaged)]) {
      const html = render(value);
      expect(html).toContain("<h2>Часы</h2><p>Вход <strong>свободный</strong></p>");
      expect(html).not.toContain("stray");
      expect(html).not.toContain("42");
    }
  });

  it("is not empty where it holds text, and empty where nothing it holds is text", () => {
    expect(isEmptyRichText(damaged)).toBe(false);
    expect(isEmptyRichText({ type: "doc", content: "not a list" })).toBe(true);
    expect(isEmptyRichText({ type: "doc", content: [null, { type: "paragraph", content: [{ text: 7 }] }] })).toBe(true);
  });

  it("gives its text for a page head and for the admin's lists", () => {
    expect(plainText(damaged)).toBe("Часы Вход свободный");
    expect(localisedText({ ru: JSON.stringify(damaged) }, "ru")).toBe("Часы Вход свободный");
  });

  it("is read as text when its JSON is a list or not a document at all", () => {
    expect(render("[1, 2]")).toContain("<p>[1, 2]</p>");
    expect(plainText("[1, 2]")).toBe("[1, 2]");
    expect(render([{ type: "text", text: "x" }])).toBe("");
    expect(localisedText({ ru: "{broken" }, "ru")).toBe("{broken");
  });
});
