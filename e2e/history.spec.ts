import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { api, signInBrowser } from "./helpers";

// Versions in the back office: a record's History compares two versions field by field
// (localised text per language) and restores the older one; a deleted record comes back from
// the Deleted list; the audit log screen shows who did it.

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ context }) => {
  await signInBrowser(context, E2E_ADMIN.email, E2E_ADMIN.password);
});

/** Finds the article in the admin's list, opens its form and its History tab; answers the form's dialog. */
async function openArticleHistory(page: Page, title: string) {
  await page.goto("/en/admin/blog/articles");
  await expect(page.getByText(/^\d+ records?$/).first()).toBeVisible();
  await page.getByLabel("Search articles").fill(title);
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: `Edit · ${title}` });
  await edit.getByRole("tab", { name: "History" }).click();
  return edit;
}

test("restore an older version from the History diff", async ({ page }) => {
  const title = `History ${stamp}`;
  const article = await api(page.request, "POST", "/api/blog/articles", { adminTitle: title, slug: `history-${stamp}`, title: { ru: "Пасхальное расписание", en: "Easter schedule" } });
  // Someone breaks it.
  await api(page.request, "PATCH", `/api/blog/articles/${article.id}`, { title: { ru: "Сломано", en: "Broken" } });

  const edit = await openArticleHistory(page, title);
  const history = edit.getByRole("region", { name: "History" });
  await expect(history.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(2);
  // By default the last change: the older title against the newer, per language.
  const changed = history.getByRole("table", { name: "Changed fields" });
  // Each language that changed is its own row.
  const ru = changed.getByRole("row", { name: /Title \(ru\)/ });
  await expect(ru).toContainText("Пасхальное расписание");
  await expect(ru).toContainText("Сломано");
  const en = changed.getByRole("row", { name: /Title \(en\)/ });
  await expect(en).toContainText("Easter schedule");
  await expect(en).toContainText("Broken");

  await history.getByRole("button", { name: "Restore the compared version" }).click();
  await history.getByRole("button", { name: "Yes, restore" }).click();
  await expect(page.getByText("Restored: the older version is now the current one").first()).toBeVisible();
  await expect(history.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("list", { name: "Versions" }).getByRole("listitem").first()).toContainText("Restored");
  await expect(history.getByRole("list", { name: "Versions" }).getByRole("listitem").first()).toContainText(E2E_ADMIN.email);
  expect((await api(page.request, "GET", `/api/blog/articles/${article.id}`)).title).toEqual({ ru: "Пасхальное расписание", en: "Easter schedule" });

  // The form shows the restored record.
  await edit.getByRole("tab", { name: "Record" }).click();
  await expect(edit.getByLabel("Admin title", { exact: true })).toHaveValue(title);
});

test("restore as a draft: the older version waits in the draft, beside the live preview, while the site keeps the current one", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const title = `Draft restore ${stamp}`;
  const article = await api(page.request, "POST", "/api/blog/articles", { adminTitle: title, slug: `draft-restore-${stamp}`, title: { ru: "Пасхальное расписание", en: "Easter schedule" } });
  await api(page.request, "PATCH", `/api/blog/articles/${article.id}`, { title: { ru: "Сломано", en: "Broken" } });

  const edit = await openArticleHistory(page, title);
  const history = edit.getByRole("region", { name: "History" });
  await history.getByRole("button", { name: "Restore the compared version" }).click();
  await expect(history).toContainText("The site shows it at once.");
  await history.getByRole("button", { name: "Restore as a draft" }).click();
  await expect(page.getByText("Restored as a draft").first()).toBeVisible();
  // Nothing changed on the site, and no version was made.
  expect((await api(page.request, "GET", `/api/blog/articles/${article.id}`)).title).toEqual({ ru: "Сломано", en: "Broken" });
  await expect(history.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(2);

  await edit.getByRole("tab", { name: "Record" }).click();
  await expect(edit.getByRole("note", { name: "Draft" })).toBeVisible();
  await expect(edit.getByRole("textbox", { name: "Title (en)", exact: true })).toHaveValue("Easter schedule");
  await expect(edit.getByRole("region", { name: "Live preview" }).getByTitle(/^Live preview/).contentFrame().getByRole("heading", { level: 1, name: "Easter schedule" })).toBeVisible();
  await page.screenshot({ path: "test-results/history-restore-as-draft.png" });
});

test("the History names a linked record by its title, added and removed", async ({ page }) => {
  const title = `Links ${stamp}`;
  const article = await api(page.request, "POST", "/api/blog/articles", { adminTitle: title, slug: `links-${stamp}` });
  const product = await api(page.request, "POST", "/api/ecommerce/products", { adminTitle: `Paschal candle ${stamp}`, slug: `paschal-candle-${stamp}` });
  const link = await api(page.request, "POST", "/api/blog/articles-to-ecommerce-module-products", { articleId: article.id, ecommerceModuleProductId: product.id });

  const edit = await openArticleHistory(page, title);
  const history = edit.getByRole("region", { name: "History" });
  const links = history.getByRole("list", { name: "Changed links" });
  await expect(links.getByRole("listitem")).toHaveText(`Articles — Products: added “Paschal candle ${stamp}”`);
  await expect(links).not.toContainText(product.id);
  await page.screenshot({ path: "test-results/history-link-title.png" });

  await api(page.request, "DELETE", `/api/blog/articles-to-ecommerce-module-products/${link.id}`);
  await edit.getByRole("button", { name: "Close" }).click();
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Edit" }).click();
  await edit.getByRole("tab", { name: "History" }).click();
  await expect(history.getByRole("list", { name: "Changed links" }).getByRole("listitem")).toHaveText(`Articles — Products: removed “Paschal candle ${stamp}”`);
});

test("a deleted record comes back from the Deleted list, and the audit log names who did what", async ({ page }) => {
  const title = `Deleted ${stamp}`;
  const article = await api(page.request, "POST", "/api/blog/articles", { adminTitle: title, slug: `deleted-${stamp}` });
  await api(page.request, "DELETE", `/api/blog/articles/${article.id}`);

  await page.goto("/en/admin/blog/articles");
  await expect(page.getByText(/^\d+ records?$/).first()).toBeVisible();
  await page.getByRole("button", { name: "Deleted" }).click();
  const deleted = page.getByRole("region", { name: "Deleted records" });
  await deleted.getByRole("button", { name: `Restore ${title}` }).click();
  await expect(page.getByText(`Restored ${title}`).first()).toBeVisible();
  await expect(deleted.getByRole("button", { name: `Restore ${title}` })).toHaveCount(0);
  expect((await api(page.request, "GET", `/api/blog/articles/${article.id}`)).adminTitle).toBe(title);

  await page.goto("/en/admin/audit/log");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  // The newest entries load in the browser: the screen is live (hydrated) before the filters are touched.
  await expect(page.getByRole("region", { name: "Audit entries" }).getByRole("row").filter({ hasText: article.id }).first()).toBeVisible();
  await page.getByLabel("Who").fill(E2E_ADMIN.email);
  await page.getByLabel("Entity").selectOption("blog/articles");
  await page.getByRole("button", { name: "Apply" }).click();
  const entry = page.getByRole("region", { name: "Audit entries" }).getByRole("row").filter({ hasText: article.id });
  await expect(entry.filter({ hasText: "restore" })).toHaveCount(1);
  await expect(entry.filter({ hasText: "restore" })).toContainText(E2E_ADMIN.email);
  await expect(entry.filter({ hasText: "(admin)" })).toHaveCount(1);
});

test("the audit log's date range keeps the entries of the days chosen, on the site's clock", async ({ page }) => {
  const title = `Dated ${stamp}`;
  const article = await api(page.request, "POST", "/api/blog/articles", { adminTitle: title, slug: `dated-${stamp}` });
  // The day it was written on the site's clock (Europe/Moscow), and the days either side.
  const day = (offsetDays: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(new Date(Date.parse(article.createdAt) + offsetDays * 86_400_000));

  await page.goto("/en/admin/audit/log");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const entries = page.getByRole("region", { name: "Audit entries" });
  const entry = entries.getByRole("row").filter({ hasText: article.id });
  // The newest entries load in the browser: the screen is live (hydrated) before the filters are touched.
  await expect(entry.first()).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  // Written with the API key (the test's api helper), so 'who' is that source.
  await filters.getByLabel("Who").fill("api-key");
  await filters.getByLabel("Entity").selectOption("blog/articles");
  const range = async (from: string, to: string) => {
    await filters.getByLabel("From", { exact: true }).fill(from);
    await filters.getByLabel("To", { exact: true }).fill(to);
    await filters.getByRole("button", { name: "Apply" }).click();
  };

  // The day itself (both ends inclusive): the create is there.
  await range(day(0), day(0));
  await expect(entry.filter({ hasText: "create" })).toHaveCount(1);
  // Up to the day before: gone, and so is every later entry.
  await range(day(-7), day(-1));
  await expect(entry).toHaveCount(0);
  await expect(entries.getByText("No entries match.")).toBeVisible();
  // From the day after: nothing yet.
  await range(day(1), day(2));
  await expect(entries.getByText("No entries match.")).toBeVisible();
  // Only From (open-ended): back.
  await filters.getByLabel("To", { exact: true }).fill("");
  await filters.getByLabel("From", { exact: true }).fill(day(0));
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(entry.filter({ hasText: "create" })).toHaveCount(1);
});
