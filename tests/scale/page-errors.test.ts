// What the site answers when a page cannot be shown: a failing page's error screen speaks its url's
// language, and a method no page serves is refused before its body is read. Runs the built render
// (`npm run test:scale`).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hasWebBuild, mountWeb } from "../../src/app/web.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

const built = hasWebBuild();
let sobor: TestSobor;

beforeAll(async () => {
  if (!built) return;
  sobor = await startTestSobor();
  await mountWeb(sobor.app, sobor.context);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await sobor?.close();
});

/** The page's visible text: the HTML without its scripts and tags. */
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe.skipIf(!built)("a page that fails", () => {
  it("shows the error screen in its url's language, with the error's message and a Reload button in that language", async () => {
    // Kept, not printed: the failure is the test's own doing.
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const resolve = vi.spyOn(hostService(sobor.context), "resolve").mockRejectedValue(new Error("the database went away"));
    try {
      const russian = await sobor.request("/ru/failing-page");
      expect(russian.status).toBe(500);
      const russianHtml = await russian.text();
      expect(russianHtml).toContain("<title>Ошибка</title>");
      const ru = visibleText(russianHtml);
      expect(ru).toContain("Ой! Что-то пошло не так...");
      expect(ru).toContain("Обновить");
      expect(ru).toContain("the database went away");
      expect(ru).not.toContain("Reload");

      const english = await sobor.request("/en/failing-page");
      expect(english.status).toBe(500);
      const englishHtml = await english.text();
      expect(englishHtml).toContain("<title>Error</title>");
      const en = visibleText(englishHtml);
      expect(en).toContain("Oh no! Something went wrong...");
      expect(en).toContain("Reload");
      expect(en).not.toContain("Обновить");
    } finally {
      resolve.mockRestore();
      vi.mocked(process.stderr.write).mockRestore();
    }
  });
});

describe.skipIf(!built)("a method no page serves", () => {
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
