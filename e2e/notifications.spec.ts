import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { signInBrowser } from "./helpers";

// Issue 13, notification: a reader subscribes to topics on the settings page (in the page's
// language), and an administrator edits a mail template and sees its preview.

const run = Date.now().toString(36);

test("a reader subscribes to new articles in a category from the settings page", async ({ browser }) => {
  const context = await browser.newContext();
  await signInBrowser(context, `e2e-subscriber-${run}@example.org`, "correct horse battery");
  const page = await context.newPage();
  await page.goto("/en/rbac/subjects/settings");
  await expect(page.getByRole("heading", { name: "Subscriptions" })).toBeVisible();
  const news = page.getByRole("checkbox", { name: "New articles in News" });
  await expect(news).not.toBeChecked();
  await news.check();
  await page.getByRole("button", { name: "Save subscriptions" }).click();
  await expect(page.getByText("Subscriptions saved")).toBeVisible();

  // Kept on the server: a fresh page shows the choice, and the API says so.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "New articles in News" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Updates on my orders" })).not.toBeChecked();
  const answer = await context.request.get("/api/notification/subscriptions");
  const { data } = await answer.json();
  expect(data.topics.filter((t: { subscribed: boolean }) => t.subscribed).map((t: { slug: string }) => t.slug)).toEqual(["news"]);

  // The Russian page speaks Russian.
  await page.goto("/ru/rbac/subjects/settings");
  await expect(page.getByRole("heading", { name: "Рассылки" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Новые статьи в разделе «Новости»" })).toBeChecked();
  await context.close();
});

test("an administrator edits a mail template and previews it", async ({ browser }) => {
  const context = await browser.newContext();
  await signInBrowser(context, E2E_ADMIN.email, E2E_ADMIN.password);
  const page = await context.newPage();
  await page.goto("/en/admin/notification/template-editor");
  await expect(page.getByRole("heading", { name: "Mail templates" })).toBeVisible();
  await page.getByRole("button", { name: "EN" }).click();
  const subject = page.getByRole("textbox", { name: "Subject" });
  await expect(subject).toHaveValue("Order {{number}}: {{status}}");
  await subject.fill(`Order {{number}} is now {{status}} ${run}`);
  await expect(page.getByTestId("preview-subject")).toHaveText(`Order 1042 is now on its way ${run}`);
  const mail = page.frameLocator('iframe[title="Mail preview"]');
  await expect(mail.getByText("Open the order")).toBeVisible();
  await expect(mail.getByText("The status of your order 1042 has changed: on its way.")).toBeVisible();
  await expect(page.getByText("Sent to a topic's subscribers, with a signed link to unsubscribe.")).toBeVisible();
  await page.screenshot({ path: "/tmp/w13b-shots/template-editor.png", fullPage: true });
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText("Template saved")).toBeVisible();

  // Saved for English only: a reload starts from the saved words, Russian keeps the shipped ones.
  await page.reload();
  await page.getByRole("button", { name: "EN" }).click();
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(`Order {{number}} is now {{status}} ${run}`);
  await page.getByRole("button", { name: "RU" }).click();
  await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("Заказ № {{number}}: {{status}}");
  await context.close();
});

test("an administrator sees the administrators' notices on the settings page, ticked, and may leave one", async ({ browser }) => {
  const context = await browser.newContext();
  await signInBrowser(context, E2E_ADMIN.email, E2E_ADMIN.password);
  const page = await context.newPage();
  await page.goto("/en/rbac/subjects/settings");
  const notices = page.getByRole("group", { name: "Notices for administrators" });
  const notes = notices.getByRole("checkbox", { name: "Commemoration notes sent (for administrators)" });
  await expect(notices.getByRole("checkbox", { name: "Requests sent with the site's forms (for administrators)" })).toBeChecked();
  await expect(notes).toBeChecked();
  await page.screenshot({ path: "/tmp/w13b-shots/settings-notices.png", fullPage: true });
  await notes.uncheck();
  await page.getByRole("button", { name: "Save subscriptions" }).click();
  await expect(page.getByText("Subscriptions saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "Notices for administrators" }).getByRole("checkbox", { name: "Commemoration notes sent (for administrators)" })).not.toBeChecked();
  const { data } = await (await context.request.get("/api/notification/subscriptions")).json();
  expect(data.notices.map((n: { kind: string; subscribed: boolean }) => [n.kind, n.subscribed])).toEqual([
    ["form-requests", true],
    ["notes", false],
  ]);
  // Back as it was, for the other specs' notices.
  await page.getByRole("group", { name: "Notices for administrators" }).getByRole("checkbox", { name: "Commemoration notes sent (for administrators)" }).check();
  await page.getByRole("button", { name: "Save subscriptions" }).click();
  await expect(page.getByText("Subscriptions saved")).toBeVisible();

  // A reader has no such group.
  const reader = await browser.newContext();
  await signInBrowser(reader, `e2e-no-notices-${run}@example.org`, "correct horse battery");
  const readerPage = await reader.newPage();
  await readerPage.goto("/en/rbac/subjects/settings");
  await expect(readerPage.getByRole("heading", { name: "Subscriptions" })).toBeVisible();
  await expect(readerPage.getByRole("checkbox").first()).toBeVisible();
  await expect(readerPage.getByRole("group", { name: "Notices for administrators" })).toHaveCount(0);
  await reader.close();
  await context.close();
});
