import { expect, test } from "@playwright/test";
import { api } from "./helpers";

const unique = () => Math.random().toString(36).slice(2, 8);

test("the home page reads in Russian and in English", async ({ page }) => {
  const response = await page.goto("/ru");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { name: "Добро пожаловать в Преображенский собор" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Новости прихода" })).toBeVisible();

  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Welcome to the Transfiguration Cathedral" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Parish news" })).toBeVisible();
});

test("the bare address the README names is the Russian home, on a phone too, cached like any page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const visit of ["fresh", "cached"]) {
    const response = await page.goto("/");
    expect(response?.status(), visit).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page).toHaveTitle(/\S/);
    await expect(page.getByRole("heading", { name: "Добро пожаловать в Преображенский собор" }).first()).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  }
});

test("without a language prefix the default language is used", async ({ page }) => {
  await page.goto("/blog/articles/foundation");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { name: "Основание собора" }).first()).toBeVisible();
});

test("a visitor goes from the home page to an article and to its category", async ({ page }) => {
  await page.goto("/ru/blog");
  await page.getByRole("link", { name: /Основание собора/ }).first().click();
  await expect(page).toHaveURL(/\/ru\/blog\/articles\/foundation$/);
  await expect(page.getByRole("heading", { name: "Основание собора" }).first()).toBeVisible();

  await page.goto("/ru/blog");
  await page.getByRole("link", { name: /История/ }).first().click();
  await expect(page).toHaveURL(/\/ru\/blog\/categories\/history$/);
  await expect(page.getByText("Колокола собора").first()).toBeVisible();
});

test("a page's tree travels in one data block of its HTML, a client navigation's in its loader data, and routes in the manifest file", async ({ page, request }) => {
  const html = await (await request.get("/ru/blog/articles/foundation")).text();
  const blocks = [...html.matchAll(/<script type="application\/json" id="sobor-page-tree">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const tree = JSON.parse(blocks[0]![1]!) as { language: string; page: { url: string } };
  expect(tree.language).toBe("ru");
  // Not a second time inside React Router's stream.
  expect(html).not.toContain("treeJson");
  // No route manifest worked out for this page inside it: the browser loads the manifest file.
  expect(html).not.toContain("__reactRouterManifest");
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/manifest-[\w-]+\.js"/);
  const data = await (await request.get("/ru/blog/articles/foundation.data")).text();
  expect(data).toContain("treeJson");

  // The browser reads the block once, then navigates on the client with the loader data.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/ru/blog");
  // Hydrated (the account bar fills in in the browser): a click now is a client navigation.
  await expect(page.getByRole("region", { name: "Учётная запись" }).getByRole("link", { name: "Войти" })).toBeVisible();
  const navigations: string[] = [];
  page.on("request", (r) => r.url().endsWith(".data") && navigations.push(r.url()));
  // The browser holds every route from the manifest file: it never asks the server for routes.
  const manifestAsks: string[] = [];
  page.on("request", (r) => r.url().includes("/__manifest") && manifestAsks.push(r.url()));
  // The list's widget hydrates on its own (when it comes into view), after the account bar: until
  // React holds its link, a click is a full page load. Wait for the link to be React's.
  const link = page.getByRole("link", { name: /Основание собора/ }).first();
  await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
  await link.click();
  // The list shows the title too: the article is there once the url and its text are.
  await expect(page).toHaveURL(/\/ru\/blog\/articles\/foundation$/);
  await expect(page.getByText("Каменный собор освятили спустя полвека").first()).toBeVisible();
  expect(navigations.length).toBeGreaterThan(0);
  expect(manifestAsks).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/ru\/blog$/);
  await expect(page.getByRole("link", { name: /Основание собора/ }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("head carries the page metadata, canonical and alternate languages", async ({ page }) => {
  await page.goto("/ru");
  await expect(page).toHaveTitle("Преображенский собор Новоозёрска — демо");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ru$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en$/);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Преображенский собор");
});

test("an edit through the API shows on the next load", async ({ page, request }) => {
  await page.goto("/ru/blog/articles/library");
  const first = await page.getByRole("heading", { level: 1 }).first().textContent();
  expect(first).toContain("Приходская библиотека");
  const [article] = await api(request, "GET", "/api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=library");
  const title = `Библиотека ${unique()}`;
  await api(request, "PATCH", `/api/blog/articles/${article.id}`, { title: { ...article.title, ru: title } });
  await page.reload();
  await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
});

test("robots.txt and sitemap.xml describe the site", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap:");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/en/blog/articles/foundation</loc>");
});
