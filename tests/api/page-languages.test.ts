import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import "../../src/web/widgets.js";
import { siteSeedDir } from "../../src/app/site-seed.js";
import { seedDatabase } from "../../src/core/seed/seed.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { pageMeta } from "../../src/web/page/head.js";
import { CYRILLIC, foreignWords } from "../helpers/language-check.js";
import { renderPage } from "../helpers/render-page.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Every seeded page, in each language, server-rendered as the site does: its words (text and the
// labels screen readers read) and its <head> are in the page's language. The browser suite
// (e2e/languages.spec.ts) adds what only the browser shows: dialogs, the cart, toasts.

let sobor: TestSobor;
let paths: string[] = [];

beforeAll(async () => {
  sobor = await startTestSobor();
  await seedDatabase(sobor.context.db, siteSeedDir, "insert-missing");
  const sitemap = await (await sobor.request("/sitemap.xml")).text();
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}, 120_000);
afterAll(async () => {
  await sobor.close();
});

const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&nbsp;/g, " ");

/** The words a visitor meets: text, aria-label, placeholder, title and images' alt; parts marked with another lang left out. */
function wordsOf(html: string, language: string): string[] {
  const own = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(new RegExp(`<(\\w+)[^>]*\\slang="(?!${language}")[^"]*"[^>]*>[\\s\\S]*?</\\1>`, "g"), " ");
  const text = own.replace(/<[^>]+>/g, "\n");
  const labels = [...own.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) => m[1]!);
  return [...new Set([...text.split("\n"), ...labels].map((s) => decode(s).trim()).filter(Boolean))];
}

async function render(path: string) {
  const resolution = await hostService(sobor.context).resolve(path);
  if (resolution.status !== 200) throw new Error(`${path}: ${resolution.status}`);
  return { tree: resolution.loaded.tree, html: await renderPage(resolution.loaded.tree, sobor.context.i18n) };
}

describe("every seeded page speaks its own language", () => {
  it("lists both languages of every page in the sitemap", () => {
    expect(paths).toContain("/ru");
    expect(paths).toContain("/en");
    const ru = paths.filter((p) => p.startsWith("/ru")).map((p) => p.slice(3));
    const en = paths.filter((p) => p.startsWith("/en")).map((p) => p.slice(3));
    expect(en.sort()).toEqual(ru.sort());
  });

  it("no English words on a ru page and no Russian ones on an en page (text and screen-reader labels)", async () => {
    const problems: string[] = [];
    for (const path of paths) {
      const language = path.split("/")[1]!;
      const { html } = await render(path);
      for (const words of wordsOf(html, language)) {
        const foreign = foreignWords(words, language);
        if (foreign.length) problems.push(`${path}: '${words}'`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it("an en page's title and description are English, a ru page's Russian", async () => {
    const problems: string[] = [];
    for (const path of paths) {
      const language = path.split("/")[1]!;
      const { tree } = await render(path);
      const meta = pageMeta(tree, "https://example.test", sobor.context.i18n);
      const title = String((meta.find((m) => "title" in m) as { title?: string } | undefined)?.title ?? "");
      const description = String((meta.find((m) => (m as { name?: string }).name === "description") as { content?: string } | undefined)?.content ?? "");
      for (const [what, text] of [["title", title], ["description", description]] as const) {
        if (!text) problems.push(`${path}: no ${what}`);
        else if (language === "en" ? CYRILLIC.test(text) : !CYRILLIC.test(text)) problems.push(`${path}: ${what} '${text}'`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it("the navbar links the same page in the other language", async () => {
    const { html } = await render("/ru/blog/articles/bells");
    expect(html).toMatch(/<a[^>]*href="\/en\/blog\/articles\/bells"[^>]*hrefLang="en"[^>]*lang="en"[^>]*>English<\/a>/i);
    const { html: english } = await render("/en/blog/articles/bells");
    expect(english).toMatch(/<a[^>]*href="\/ru\/blog\/articles\/bells"[^>]*hrefLang="ru"[^>]*lang="ru"[^>]*>Русский<\/a>/i);
  }, 60_000);
});
