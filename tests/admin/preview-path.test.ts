// The admin's live preview (src/core/admin/drafts/preview-pane.tsx) frames what POST
// /api/host/previews answers: a signed link's path on the admin's own origin, or, for a record no
// page on the site shows (answered 200 with no link, not a 404 the browser would log as an
// error), nothing: the pane then says there is no page.
import { describe, expect, it } from "vitest";
import { previewPath } from "../../src/core/admin/drafts/api.js";

describe("the live preview's link", () => {
  it("is the link's path and query, opened on whatever origin the admin is on", () => {
    expect(previewPath("https://cathedral.example/en/preview/abc.def", "http://localhost:3000")).toBe("/en/preview/abc.def");
    expect(previewPath("https://cathedral.example/preview/abc.def?x=1", "https://admin.example")).toBe("/preview/abc.def?x=1");
    expect(previewPath("/preview/abc.def", "http://localhost:3000")).toBe("/preview/abc.def");
  });

  it("is nothing for a record without a page: no frame, the pane's 'no page' note instead", () => {
    expect(previewPath(null, "http://localhost:3000")).toBeNull();
  });
});
