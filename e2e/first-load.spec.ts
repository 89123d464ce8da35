import { expect, test, type Page } from "@playwright/test";
import { signInBrowser } from "./helpers";

/** The file names of the scripts the page has fetched so far. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") names.push(new URL(response.url()).pathname.split("/").pop()!);
  });
  return names;
}

const PHONE = { width: 390, height: 844 };

test("an anonymous visitor's home page loads neither TanStack Query nor the schedule until scrolled to it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const scripts = scriptsOf(page);
  await page.goto("/ru");
  // The keeper has started an anonymous session and the header shows 'Login' without asking /me.
  await expect(page.getByRole("region", { name: "Учётная запись" }).getByRole("link", { name: "Войти" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const schedule = page.locator("[data-ecommerce-widget=product-list-smolny-calendar]");
  // Readable from the server's HTML before its code is there.
  await expect(schedule.getByRole("tab", { name: "Богослужения" })).toBeVisible();
  await expect(page.locator("[data-schedule][data-ready]")).toHaveCount(0);
  expect(scripts.filter((name) => name.startsWith("query-client") || name.startsWith("schedule"))).toEqual([]);

  await schedule.scrollIntoViewIfNeeded();
  // Its chunk loads and hydrates now; on a busy machine that can take a while.
  await expect(page.locator("[data-schedule][data-ready]")).toHaveCount(1, { timeout: 30_000 });
  expect(scripts.some((name) => name.startsWith("schedule"))).toBe(true);
  expect(scripts.some((name) => name.startsWith("query-client"))).toBe(false);
});

test("a signed-in visitor's header loads the user menu with TanStack Query", async ({ page }) => {
  // Registered through the browser's own request API: the server's session cookies land in its jar.
  await signInBrowser(page.context(), `first-load-${Date.now()}@example.org`, "correct horse battery");
  const scripts = scriptsOf(page);
  await page.goto("/ru");
  await expect(page.getByRole("button", { name: "Меню учётной записи" })).toBeVisible();
  expect(scripts.some((name) => name.startsWith("query-client"))).toBe(true);
});

test("a page carries its own language and the default one, not every language", async ({ request }) => {
  const ru = await (await request.get("/ru")).text();
  expect(ru).toContain("Добро пожаловать в Преображенский собор");
  expect(ru).not.toContain("Welcome to the Transfiguration Cathedral");
  const en = await (await request.get("/en")).text();
  expect(en).toContain("Welcome to the Transfiguration Cathedral");
});
