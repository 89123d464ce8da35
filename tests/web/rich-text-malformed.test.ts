// Rich text is stored JSON anyone with write access can send: a malformed node must not take a page down.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isEmptyRichText, plainText, RichText } from "../../src/core/page/rich-text.js";

const malformed = {
  type: "doc",
  content: [
    { type: "paragraph", content: "not a list" },
    { type: "paragraph", content: [{ type: "text", text: 42, marks: { type: "bold" } }] },
    null,
    { type: "paragraph", content: [{ type: "text", text: "Свечи у входа", marks: [{ type: "bold" }] }] },
  ],
};

describe("rich text with malformed nodes", () => {
  it("renders the well-formed parts and skips the rest", () => {
    const html = renderToStaticMarkup(createElement(RichText, { value: malformed }));
    expect(html).toContain("<strong>Свечи у входа</strong>");
    expect(html).not.toContain("not a list");
    expect(html).not.toContain("42");
  });

  it("reads only well-formed text when asking whether it is empty or for its plain text", () => {
    expect(isEmptyRichText(malformed)).toBe(false);
    expect(isEmptyRichText({ type: "doc", content: [{ type: "paragraph", content: { text: "x" } }] })).toBe(true);
    expect(plainText(malformed)).toBe("Свечи у входа");
  });
});
