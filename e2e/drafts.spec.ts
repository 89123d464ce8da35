import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PORT } from "../playwright.config";
import { api, signInBrowser } from "./helpers";

// Drafts in the back office (issue 12): an article edited as a draft leaves the public page as
// it was, its preview in a new tab shows the edit, Publish makes it live; an article created as a
// draft goes live at the time scheduled for it: the browser runs on Playwright's clock, the
// server's runner publishes a few seconds later on the real one, and the test waits for that state.

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ context }) => {
  await signInBrowser(context, E2E_ADMIN.email, E2E_ADMIN.password);
});

/** The article template page, with the overview widget, unless the site has one. */
async function ensureArticlePage(request: APIRequestContext) {
  const url = "/blog/articles/[blog.articles.slug]";
  const found = await api<{ id: string }[]>(request, "GET", `/api/host/pages?filters[and][0][column]=url&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(url)}`);
  if (found.length) return;
  const page = await api(request, "POST", "/api/host/pages", { url, title: url });
  const blogWidget = await api(request, "POST", "/api/blog/widgets", { variant: "article-overview-default" });
  const hostWidget = await api(request, "POST", "/api/host/widgets", {});
  await api(request, "POST", "/api/host/pages-to-widgets", { pageId: page.id, widgetId: hostWidget.id });
  await api(request, "POST", "/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "blog", externalWidgetId: blogWidget.id });
}

/** The article's card in the admin list (its badge is checked before the dialog covers it), then its edit dialog. */
async function findCard(page: Page, adminTitle: string) {
  await page.goto("/en/admin/blog/articles");
  await expect(page.getByText(/^\d+ records?$/).first()).toBeVisible();
  await page.getByLabel("Search articles").fill(adminTitle);
  return page.getByRole("article", { name: adminTitle });
}

async function openEdit(page: Page, adminTitle: string) {
  await page.getByRole("article", { name: adminTitle }).getByRole("button", { name: "Edit" }).click();
  return page.getByRole("dialog", { name: `Edit · ${adminTitle}` });
}

test("an article edited as a draft: the site keeps the old text, the preview shows the new, Publish makes it live", async ({ page, context }) => {
  await ensureArticlePage(page.request);
  const adminTitle = `Draft ${stamp}`;
  const slug = `draft-${stamp}`;
  await api(page.request, "POST", "/api/blog/articles", { adminTitle, slug, title: { ru: "Старое расписание", en: "Old vigil times" } });
  const visitor = await context.newPage();
  await visitor.goto(`/en/blog/articles/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Old vigil times" })).toBeVisible();

  const card = await findCard(page, adminTitle);
  let edit = await openEdit(page, adminTitle);
  const titleEn = () => edit.getByRole("textbox", { name: "Title (en)", exact: true });
  await titleEn().fill("New vigil times");
  await edit.getByRole("textbox", { name: "Title (ru)", exact: true }).fill("Новое расписание");
  await edit.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved").first()).toBeVisible();
  await expect(edit.getByRole("note", { name: "Draft" })).toContainText("The public site shows the published version");
  await page.screenshot({ path: "test-results/drafts-admin-form.png", fullPage: true });
  // The list marks it; the form opens again on the draft, not on what the site shows.
  await edit.getByRole("button", { name: "Close" }).click();
  await expect(card.getByText("Draft changes")).toBeVisible();
  edit = await openEdit(page, adminTitle);
  await expect(titleEn()).toHaveValue("New vigil times");

  // The public page is as published.
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: "Old vigil times" })).toBeVisible();

  // The preview, in a new tab: the real page with the draft, never cached, never indexed.
  const [preview] = await Promise.all([context.waitForEvent("page"), edit.getByRole("button", { name: "Preview", exact: true }).click()]);
  await preview.waitForURL(/\/preview\//);
  // The link opens in the admin's language (English at /en/admin).
  await expect(preview.getByRole("heading", { level: 1, name: "New vigil times" })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await preview.screenshot({ path: "test-results/drafts-preview.png" });
  const answer = await page.request.get(preview.url());
  expect(answer.headers()["cache-control"]).toContain("no-store");
  expect(answer.headers()["x-robots-tag"]).toContain("noindex");
  // A link changed by one character is refused, in the link's language.
  const token = new URL(preview.url()).pathname.split("/").at(-1)!;
  const tampered = await page.request.get(preview.url().replace(token, `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`));
  expect(tampered.status()).toBe(403);
  expect(await tampered.text()).toMatch(/not valid|недействительна/);

  await edit.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published").first()).toBeVisible();
  await expect(edit.getByRole("note", { name: "Draft" })).toHaveCount(0);
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: "New vigil times" })).toBeVisible({ timeout: 1000 });
  }).toPass();
});

test("the form shows the page with the draft beside it, refreshed at each Save draft, while the site keeps the published text", async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await ensureArticlePage(page.request);
  const adminTitle = `Pane ${stamp}`;
  const slug = `pane-${stamp}`;
  await api(page.request, "POST", "/api/blog/articles", { adminTitle, slug, title: { ru: "Всенощное бдение в шесть", en: "Vigil at six" } });

  await findCard(page, adminTitle);
  const edit = await openEdit(page, adminTitle);
  const pane = edit.getByRole("region", { name: "Live preview" });
  await expect(pane).toBeVisible();
  // Beside the form on a laptop screen, not under it.
  const [form, beside] = [await edit.getByRole("form", { name: "Edit record" }).boundingBox(), await pane.boundingBox()];
  expect(beside!.x).toBeGreaterThan(form!.x + form!.width - 1);
  const shown = pane.getByTitle(/^Live preview/).contentFrame();
  // In the admin's language first (English at /en/admin), and in each of the site's languages on demand.
  await expect(shown.getByRole("heading", { level: 1, name: "Vigil at six" })).toBeVisible();
  await pane.getByRole("button", { name: "RU", exact: true }).click();
  await expect(shown.getByRole("heading", { level: 1, name: "Всенощное бдение в шесть" })).toBeVisible();
  await pane.getByRole("button", { name: "EN", exact: true }).click();
  await expect(shown.getByRole("heading", { level: 1, name: "Vigil at six" })).toBeVisible();

  await edit.getByRole("textbox", { name: "Title (en)", exact: true }).fill("Vigil at seven");
  await edit.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved").first()).toBeVisible();
  await expect(shown.getByRole("heading", { level: 1, name: "Vigil at seven" })).toBeVisible();
  await page.screenshot({ path: "test-results/drafts-live-preview-laptop.png" });

  // A visitor still reads the published text.
  const visitor = await context.newPage();
  await visitor.goto(`/en/blog/articles/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Vigil at six" })).toBeVisible();

  // A second save reloads it again.
  await edit.getByRole("textbox", { name: "Title (en)", exact: true }).fill("Vigil at half past seven");
  await edit.getByRole("button", { name: "Save draft" }).click();
  await expect(shown.getByRole("heading", { level: 1, name: "Vigil at half past seven" })).toBeVisible();

  // Collapsible: hidden, the form takes the dialog; shown again on demand.
  await pane.getByRole("button", { name: "Hide live preview" }).click();
  await expect(pane).toHaveCount(0);
  await edit.getByRole("button", { name: "Show live preview" }).click();
  await expect(shown.getByRole("heading", { level: 1 })).toBeVisible();

  // On a phone the pane comes under the form, as wide as the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(pane).toBeVisible();
  const [narrowForm, under] = [await edit.getByRole("form", { name: "Edit record" }).boundingBox(), await pane.boundingBox()];
  expect(under!.y).toBeGreaterThan(narrowForm!.y + narrowForm!.height - 1);
  expect(under!.width).toBeLessThanOrEqual(390);
  await pane.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/drafts-live-preview-phone.png" });
  await expect(visitor.getByRole("heading", { level: 1, name: "Vigil at six" })).toBeVisible();
});

/** A datetime-local value (to the second) of an instant on the given zone's clock. */
function wallTime(timeZone: string, at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The server's clock, as its Date header tells it (to the second). */
async function serverNow(request: APIRequestContext): Promise<number> {
  return Date.parse((await request.get("/api/health")).headers().date!);
}

test("an article created as a draft goes live at the time scheduled for it; a cancelled schedule goes away", async ({ page, context }) => {
  await ensureArticlePage(page.request);
  const adminTitle = `Scheduled ${stamp}`;
  const slug = `scheduled-${stamp}`;
  const article = await api(page.request, "POST", "/api/admin/drafts/blog/articles", { adminTitle, slug, title: { ru: "Пасхальная служба", en: "Easter service" } });
  const visitor = await context.newPage();
  const first = await visitor.goto(`/en/blog/articles/${slug}`);
  expect(first?.status()).toBe(404);

  const card = await findCard(page, adminTitle);
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  const edit = await openEdit(page, adminTitle);
  await expect(edit.getByRole("note", { name: "Draft" })).toContainText("Not on the public site");
  const publishing = edit.getByRole("region", { name: "Publishing" });
  const when = publishing.getByLabel(/^When/);
  const timeZone = (await publishing.getByText(/^When \(/).textContent())!.match(/\((.+)\)/)![1]!;
  const scheduled = publishing.getByRole("list", { name: "Scheduled" });

  // The browser's clock is the server's, held still (timers keep running): what the editor
  // picks and what the list says ('in 10 seconds') follow from it, not from when the test ran.
  let now = (await serverNow(page.request)) + 1000;
  await page.clock.setFixedTime(now);
  await expect(when).toHaveAttribute("min", wallTime(timeZone, now));

  // One to cancel...
  await publishing.getByLabel("Action").selectOption("unpublish");
  await when.fill(wallTime(timeZone, now + 30 * 60_000));
  await publishing.getByRole("button", { name: "Schedule" }).click();
  await expect(scheduled.getByRole("listitem")).toContainText("· in 30 minutes");
  await scheduled.getByRole("listitem").filter({ hasText: "Unpublish at" }).getByRole("button", { name: "Cancel" }).click();
  await expect(scheduled).toHaveCount(0);

  // ...and the one that publishes, a few seconds ahead on the server's clock.
  now = (await serverNow(page.request)) + 1000;
  await page.clock.setFixedTime(now);
  const at = now + 10_000;
  await publishing.getByLabel("Action").selectOption("publish");
  await when.fill(wallTime(timeZone, at));
  await publishing.getByRole("button", { name: "Schedule" }).click();
  const item = scheduled.getByRole("listitem").filter({ hasText: "Publish at" });
  await expect(item).toContainText(`Publish at ${wallTime(timeZone, at).replace("T", " ")} · in 10 seconds`);
  await page.screenshot({ path: "test-results/drafts-scheduled.png" });

  // The time comes on the browser's clock: the list says it is due and the panel reads the record
  // again until the server's job runner (JOB_POLL_MS is short for the browser tests) has published it.
  await page.clock.setFixedTime(at + 1000);
  await expect(item).toContainText("due now");
  await expect(scheduled).toHaveCount(0, { timeout: 30_000 });
  await expect(edit.getByRole("note", { name: "Draft" })).toHaveCount(0);

  // A visitor (no session) can read it now.
  const anonymous = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  expect((await anonymous.get(`/api/blog/articles/${article.id}`)).status()).toBe(200);
  await anonymous.dispose();
  await expect(async () => {
    await visitor.goto(`/en/blog/articles/${slug}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Easter service" })).toBeVisible({ timeout: 1000 });
  }).toPass();
});
