import { expect, test } from "@playwright/test";

// Issue 15, Search: the site search page finds articles, services, events and products by their
// words, with Russian word forms, and links to them.

test.describe.configure({ timeout: 90_000 });
const SLOW = { timeout: 30_000 };

test("a parishioner searches 'колокол' in Russian and opens the article about the bells", async ({ page }) => {
  await page.goto("/ru/search");
  await expect(page.getByRole("heading", { level: 1, name: "Поиск по сайту" })).toBeVisible();
  const box = page.getByRole("searchbox", { name: "Что найти" });
  await box.fill("колокол");
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/\/ru\/search\?q=/);
  const result = page.getByRole("link", { name: "Колокола собора" });
  await expect(result).toBeVisible(SLOW);
  await expect(page.getByRole("listitem").filter({ has: result })).toContainText("Статья");
  await page.screenshot({ path: "/tmp/search-ru.png", fullPage: true });
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
