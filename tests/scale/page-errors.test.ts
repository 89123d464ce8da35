// What the site answers when a page cannot be shown: a failing page's error screen speaks its url's
// language, and a method no page serves is refused before its body is read. Runs the built render
// (`npm run test:scale`).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { siteBuilt, startSiteSobor } from "../helpers/site.js";
import type { TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;

beforeAll(async () => {
  if (!siteBuilt) return;
  sobor = await startSiteSobor();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await sobor?.close();
});

/** The page's visible text: the HTML without its scripts and tags. */
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe.skipIf(!siteBuilt)("a page that fails", () => {
  it("shows the error screen in its url's language, with the error's message and a Reload button in that language", async () => {
    // Kept, not printed: the failure is the test's own doing.
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const resolve = vi.spyOn(hostService(sobor.context), "resolve").mockRejectedValue(new Error("the database went away"));
    try {
      const screens = [
        { path: "/ru/failing-page", title: "Ошибка", failed: "Ой! Что-то пошло не так...", reload: "Обновить", otherReload: "Reload" },
        { path: "/en/failing-page", title: "Error", failed: "Oh no! Something went wrong...", reload: "Reload", otherReload: "Обновить" },
      ];
      for (const screen of screens) {
        const response = await sobor.request(screen.path);
        expect(response.status, screen.path).toBe(500);
        const html = await response.text();
        expect(html).toContain(`<title>${screen.title}</title>`);
        const text = visibleText(html);
        expect(text).toContain(screen.failed);
        expect(text).toContain(screen.reload);
        expect(text).toContain("the database went away");
        expect(text).not.toContain(screen.otherReload);
      }
    } finally {
      resolve.mockRestore();
      vi.mocked(process.stderr.write).mockRestore();
    }
  });
});

describe.skipIf(!siteBuilt)("a method no page serves", () => {
  it("is a 405 naming GET and HEAD, in both languages, for a page, the home and a path that is no page", async () => {
    for (const [method, path] of [["POST", "/ru"], ["PUT", "/en/blog"], ["DELETE", "/"], ["POST", "/ru/no-such-page"]] as const) {
      const response = await sobor.request(path, { method, body: method === "DELETE" ? undefined : "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(await response.text()).toBe("405 · Метод не поддерживается · Method not allowed");
    }
    // GET and HEAD still reach the pages (this site has none: the 404 screen, not a 405).
    const get = await sobor.request("/ru/no-such-page");
    expect(get.status).toBe(404);
    expect(visibleText(await get.text())).toContain("Страница не найдена");
    expect((await sobor.request("/ru/no-such-page", { method: "HEAD" })).status).toBe(404);
  });
});
