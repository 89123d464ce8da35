import { expect, test } from "@playwright/test";

test("an unknown url answers the site's 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/ru/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Страница не найдена" })).toBeVisible();
  await page.goto("/en/this-page-does-not-exist");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
