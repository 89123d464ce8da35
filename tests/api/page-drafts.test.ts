// Drafts of host pages (issue 12): a page's draft edit stays off the public site (generic API,
// find-by-url, the rendered page) until published; a page created as a draft is a 404 for
// visitors and opens through a signed preview link; a draft that moves a page previews at the new
// url while visitors keep the old one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDraftPreview } from "../../src/core/entity/drafts.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { openPreview } from "../../src/modules/host/server/draft-preview.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
const tag = `${process.pid}-${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  sobor = await startTestSobor();
});

afterAll(async () => {
  await sobor?.close();
});

async function call(method: string, path: string, data?: Record<string, unknown>, expected = method === "POST" ? [200, 201] : [200]) {
  const { status, body } = await sobor.json(`/api/${path}`, { method, secret: true, body: data === undefined ? undefined : { data } });
  if (!expected.includes(status)) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** What a visitor's browser is shown at a path: the page's title, or 404. */
async function shown(path: string): Promise<string | 404> {
  const resolution = await hostService(sobor.context).resolve(path);
  return resolution.status === 200 ? String(resolution.loaded.tree.page.title) : 404;
}

const findByUrl = (url: string) => sobor.json(`/api/host/pages/find-by-url?url=${encodeURIComponent(url)}`);
const publicPage = (id: string) => sobor.json(`/api/host/pages/${id}`);

/** A preview link made by an admin, opened as the site opens it: the path and the page shown there. */
async function preview(id: string) {
  const link = await call("POST", "host/previews", { module: "host", entity: "pages", id });
  const token = new URL(link.url as string).pathname.split("/").at(-1)!;
  const opening = await openPreview(sobor.context, token);
  if (opening.status !== 200) throw new Error(`preview of ${id}: ${opening.status} ${opening.reason}`);
  return { path: opening.path, title: await withDraftPreview(opening.preview, () => shown(opening.path)) };
}

describe("host page drafts", () => {
  it("keeps a page's draft edit off the public API and page until it is published", async () => {
    const url = `/vigil-${tag}`;
    const page = await call("POST", "host/pages", { url, title: "Vigil at six" });
    const saved = await call("PUT", `admin/drafts/host/pages/${page.id}`, { title: "Vigil at seven" });
    expect(saved.draft).toEqual({ title: "Vigil at seven" });

    expect((await publicPage(page.id)).body.data.title).toBe("Vigil at six");
    expect((await findByUrl(url)).body.data.title).toBe("Vigil at six");
    expect(await shown(url)).toBe("Vigil at six");
    expect(await shown(`/en${url}`)).toBe("Vigil at six");
    // The preview shows the draft at the page's url; visitors still do not.
    expect(await preview(page.id)).toEqual({ path: url, title: "Vigil at seven" });
    expect(await shown(url)).toBe("Vigil at six");

    await call("POST", `admin/drafts/host/pages/${page.id}/publish`);
    expect((await publicPage(page.id)).body.data.title).toBe("Vigil at seven");
    expect((await findByUrl(url)).body.data.title).toBe("Vigil at seven");
    expect(await shown(url)).toBe("Vigil at seven");
  });

  it("serves a page created as a draft to no visitor, and to whoever holds its preview link", async () => {
    const url = `/easter-${tag}`;
    const page = await call("POST", "admin/drafts/host/pages", { url, title: "Easter timetable" });
    expect(page.published).toBe(false);

    expect(await shown(url)).toBe(404);
    expect((await findByUrl(url)).status).toBe(404);
    expect((await publicPage(page.id)).status).toBe(404);
    expect((await sobor.json("/api/host/pages/urls")).body.data).not.toContainEqual([`easter-${tag}`]);

    expect(await preview(page.id)).toEqual({ path: url, title: "Easter timetable" });
    // A draft saved on an unpublished page edits it in place; the preview follows.
    await call("PUT", `admin/drafts/host/pages/${page.id}`, { title: "Easter timetable, final" });
    expect((await preview(page.id)).title).toBe("Easter timetable, final");
    // The preview lets its one page through, not others.
    const other = await call("POST", "admin/drafts/host/pages", { url: `/other-${tag}`, title: "Other draft" });
    const link = await call("POST", "host/previews", { module: "host", entity: "pages", id: page.id });
    const opening = await openPreview(sobor.context, new URL(link.url as string).pathname.split("/").at(-1)!);
    if (opening.status !== 200) throw new Error("preview refused");
    expect(await withDraftPreview(opening.preview, () => shown(`/other-${tag}`))).toBe(404);
    expect(other.published).toBe(false);

    await call("POST", `admin/drafts/host/pages/${page.id}/publish`);
    expect(await shown(url)).toBe("Easter timetable, final");
    expect((await findByUrl(url)).body.data.title).toBe("Easter timetable, final");
    expect((await sobor.json("/api/host/pages/urls")).body.data).toContainEqual([`easter-${tag}`]);
  });

  it("previews a draft that moves a page at its new url, while visitors keep the old one", async () => {
    const before = `/parish-${tag}`;
    const after = `/parish-life-${tag}`;
    const page = await call("POST", "host/pages", { url: before, title: "Parish" });
    await call("PUT", `admin/drafts/host/pages/${page.id}`, { url: after, title: "Parish life" });

    expect(await preview(page.id)).toEqual({ path: after, title: "Parish life" });
    expect(await shown(before)).toBe("Parish");
    expect(await shown(after)).toBe(404);

    await call("POST", `admin/drafts/host/pages/${page.id}/publish`);
    expect(await shown(after)).toBe("Parish life");
    expect(await shown(before)).toBe(404);
  });
});
