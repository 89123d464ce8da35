import { expect, test, type Page } from "@playwright/test";

// Issue 15, Search: the site search page finds articles, services, events and products by their
// words, with Russian word forms, and links to them.

test.describe.configure({ timeout: 90_000 });

/** The seeded article's result (other specs add namesakes of their own while the suite runs). */
const seededBells = (page: Page) => page.getByRole("link", { name: "Колокола собора" }).and(page.locator('[href="/ru/blog/articles/bells"]'));
const SLOW = { timeout: 30_000 };

test("a parishioner searches 'колокол' in Russian and opens the article about the bells", async ({ page }) => {
  await page.goto("/ru/search");
  await expect(page.getByRole("heading", { level: 1, name: "Поиск по сайту" })).toBeVisible();
  const box = page.getByRole("searchbox", { name: "Что найти" });
  await box.fill("колокол");
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/\/ru\/search\?q=/);
  // The seeded article (other specs add namesakes of their own while the suite runs).
  const result = page.getByRole("link", { name: "Колокола собора" }).and(page.locator('[href="/ru/blog/articles/bells"]'));
  await expect(result).toBeVisible(SLOW);
  await expect(page.getByRole("listitem").filter({ has: result })).toContainText("Статья");
  await page.screenshot({ path: "/tmp/search-ru.png", fullPage: true });
  // Switching the language keeps the search (it used to open an empty English search).
  const toEnglish = page.getByRole("navigation", { name: "Язык сайта" }).getByRole("link", { name: "English" });
  await expect(toEnglish.first()).toHaveAttribute("href", `/en/search?q=${encodeURIComponent("колокол")}`);
  await result.click();
  await expect(page).toHaveURL(/\/ru\/blog\/articles\/bells$/);
});

test("the English search finds by English word forms, and says when nothing is found", async ({ page }) => {
  await page.goto("/en/search?q=bell");
  await expect(page.getByRole("link", { name: "The cathedral bells" })).toBeVisible(SLOW);
  await expect(page.getByRole("searchbox", { name: "What to find" })).toHaveValue("bell");
  await page.goto("/en/search?q=zzzyxq");
  await expect(page.getByText("Nothing found. Try other words.")).toBeVisible(SLOW);
});

// The navbar's search box (issue 15): on a desktop a search button in the bar opens the field, on
// a phone the field is in the menu; either way the words go to the page language's search page.

test("on a desktop the navbar's search finds the bells by another word form ('колокола')", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/ru");
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Открыть поиск" }).click();
  const box = header.getByRole("search", { name: "Поиск по сайту" }).getByRole("searchbox", { name: "Поиск по сайту" });
  await expect(box).toBeFocused();
  await box.fill("колокола");
  await page.screenshot({ path: "/tmp/navbar-search-1440.png" });
  await box.press("Enter");
  await expect(page).toHaveURL(/\/ru\/search\?q=%D0%BA%D0%BE%D0%BB%D0%BE%D0%BA%D0%BE%D0%BB%D0%B0$/);
  await expect(page.getByRole("searchbox", { name: "Что найти" })).toHaveValue("колокола");
  await expect(seededBells(page)).toBeVisible(SLOW);
});

test("Escape (or a click outside) closes the navbar's search, focus back on its button; at 1024 px the bar still fits", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/en");
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Open search" }).click();
  const box = header.getByRole("searchbox", { name: "Search the site" });
  await expect(box).toBeFocused();
  await page.screenshot({ path: "/tmp/navbar-search-1024.png" });
  await box.press("Escape");
  await expect(box).toBeHidden();
  await expect(header.getByRole("button", { name: "Open search" })).toBeFocused();
  // Nothing in the bar spills past the screen's edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  // A click outside closes it too.
  await header.getByRole("button", { name: "Open search" }).click();
  await expect(box).toBeVisible();
  await page.getByRole("heading", { level: 1 }).first().click();
  await expect(box).toBeHidden();
  await header.getByRole("button", { name: "Open search" }).click();
  await box.fill("bells");
  await header.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=bells$/);
  await expect(page.getByRole("link", { name: "The cathedral bells" })).toBeVisible(SLOW);
});

test("on a phone the search is in the menu and finds 'колокола'", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ru");
  const header = page.getByRole("banner");
  // The bar keeps the brand, the language and the menu: the search waits in the menu.
  await expect(header.getByRole("button", { name: "Открыть поиск" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "/tmp/navbar-390.png" });
  await header.getByRole("button", { name: "Открыть меню" }).click();
  const menu = page.getByRole("dialog");
  const box = menu.getByRole("searchbox", { name: "Поиск по сайту" });
  await box.fill("колокола");
  await page.screenshot({ path: "/tmp/navbar-search-390-menu.png" });
  await menu.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/\/ru\/search\?q=/);
  await expect(seededBells(page)).toBeVisible(SLOW);
  await page.screenshot({ path: "/tmp/navbar-search-390-results.png", fullPage: true });
});
