import { expect, test } from "@playwright/test";

test("an unknown url answers the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/ru/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
});
