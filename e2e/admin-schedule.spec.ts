import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { signInBrowser } from "./helpers";

// The parish office puts an event on the schedule from one admin screen (it took five generic
// forms): kind, titles, place, dates a week apart, the category the other events sit in; the
// site then shows the event's page, and a date taken off the schedule is gone from the list.

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 4)}`;
const ZONE = "Europe/Moscow";

/** A day `days` from today on the site's clock, as YYYY-MM-DD. */
const dayAhead = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));

// Each test's browser is the administrator's.
test.beforeEach(({ context }) => signInBrowser(context, E2E_ADMIN.email, E2E_ADMIN.password));

test("on a phone the admin's start page shows the everyday tasks before the list of every module", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/admin");
  const everyday = page.getByRole("region", { name: "Every day" });
  await expect(everyday.getByRole("link")).toHaveText([/^Schedule/, /^News and articles/, /^Notes and orders/, /^Requests/, /^Site pages/, /^Mail/]);
  const tasks = (await everyday.boundingBox())!;
  const modules = (await page.getByRole("navigation", { name: "Models" }).boundingBox())!;
  expect(tasks.y + tasks.height).toBeLessThanOrEqual(modules.y);
  await page.screenshot({ path: "/tmp/admin-start-390.png", fullPage: false });
});

test("the schedule's fortnight is in the url: a reload and Back keep the one shown", async ({ page }) => {
  await page.goto("/admin/ecommerce/schedule");
  const heading = page.getByRole("heading", { level: 2, name: /^Даты с/ });
  // Live once its dates have come from the API.
  await expect(page.getByRole("region", { name: /^Даты с/ }).getByText("Всенощное бдение").first()).toBeVisible();
  const now = await heading.innerText();
  await page.getByRole("button", { name: "Позже →" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${dayAhead(14)}$`));
  await expect(heading).not.toHaveText(now);
  const later = await heading.innerText();
  await page.reload();
  await expect(heading).toHaveText(later);
  await page.goBack();
  await expect(heading).toHaveText(now);
});

test("an administrator puts a new event on the schedule with two dates, sees it on the site, and removes one date", async ({ page, context }) => {
  // The start page offers the office's everyday tasks first; the schedule is one of them.
  await page.goto("/admin");
  const everyday = page.getByRole("region", { name: "Каждый день" });
  await everyday.getByRole("link", { name: /^Расписание/ }).click();
  await expect(page).toHaveURL(/\/admin\/ecommerce\/schedule$/);
  await expect(page.getByRole("heading", { level: 1, name: "Расписание" })).toBeVisible();
  // The demo's services are on this fortnight's list, by day.
  const dates = page.getByRole("region", { name: /^Даты с/ });
  await expect(dates.getByText("Всенощное бдение").first()).toBeVisible();

  const form = page.getByRole("form", { name: "Добавить в расписание" });
  // Nothing filled in: the office is told what is missing, and nothing is sent.
  await form.getByRole("button", { name: "Добавить в расписание" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Напишите название по-русски" })).toBeVisible();
  await expect(form.getByRole("alert").filter({ hasText: "Укажите хотя бы одну дату" })).toBeVisible();

  await form.getByRole("combobox", { name: "Вид" }).selectOption({ label: "Мероприятие" });
  // The demo's events all sit in 'Мероприятия': a new event is suggested there too.
  await expect(form.getByRole("checkbox", { name: "Мероприятия" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Книги" })).not.toBeChecked();
  const title = `Вечер духовной музыки ${stamp}`;
  await form.getByLabel("Название по-русски").fill(title);
  await form.getByLabel("Название по-английски").fill(`An evening of sacred music ${stamp}`);
  await form.getByLabel("Место по-русски").fill("Нижний храм");
  const first = dayAhead(2);
  await form.getByLabel("Дата и время 1").fill(`${first}T19:00`);
  await form.getByRole("button", { name: "Ещё дата (через неделю)" }).click();
  await expect(form.getByLabel("Дата и время 2")).toHaveValue(`${dayAhead(9)}T19:00`);
  await form.getByRole("button", { name: "Добавить в расписание" }).click();
  const added = form.getByRole("status");
  await expect(added).toContainText(`«${title}» в расписании. Добавлено дат: 2.`);
  // The form is ready for the next one.
  await expect(form.getByLabel("Название по-русски")).toHaveValue("");
  await expect(form.getByLabel("Дата и время 1")).toHaveValue("");
  await expect(form.getByLabel("Дата и время 2")).toHaveCount(0);

  // The list shows it on its day, as an event.
  const row = dates.getByRole("listitem").filter({ hasText: title });
  await expect(row).toHaveCount(2);
  await expect(row.first()).toContainText("19:00");
  await expect(row.first()).toContainText("Нижний храм");
  await expect(row.first()).toContainText("Мероприятие");

  // Its page on the site.
  const [site] = await Promise.all([context.waitForEvent("page"), added.getByRole("link", { name: "Открыть страницу на сайте" }).click()]);
  await expect(site.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(site.getByText("Нижний храм").first()).toBeVisible();
  await site.close();

  // One date taken off the schedule, after a question.
  await row.first().getByRole("button", { name: /^Убрать/ }).click();
  const question = page.getByRole("alertdialog", { name: "Убрать эту дату из расписания?" });
  await expect(question).toContainText(title);
  await question.getByRole("button", { name: "Убрать" }).click();
  await expect(page.getByText("Дата убрана")).toBeVisible();
  await expect(row).toHaveCount(1);

  // Another date for the same event, chosen from those the site has.
  await form.getByLabel("Ещё даты к тому, что уже есть").check();
  await form.getByRole("combobox", { name: "Богослужение или мероприятие" }).selectOption({ label: `${title} — Мероприятие` });
  await form.getByLabel("Дата и время 1").fill(`${dayAhead(3)}T10:00`);
  await form.getByRole("button", { name: "Добавить в расписание" }).click();
  await expect(form.getByRole("status")).toContainText(`«${title}» в расписании. Добавлено дат: 1.`);
  await expect(row).toHaveCount(2);
  await expect(row.first()).toContainText("10:00");

  // A draft: no public page yet, so the office gets a preview link; the next item is public again by default.
  await form.getByLabel("Новое богослужение или мероприятие").check();
  const draft = `Лекция для катехизаторов ${stamp}`;
  await form.getByLabel("Название по-русски").fill(draft);
  await form.getByLabel("Дата и время 1").fill(`${dayAhead(4)}T18:30`);
  await form.getByLabel("Сразу показать на сайте").uncheck();
  await form.getByRole("button", { name: "Добавить в расписание" }).click();
  await expect(form.getByRole("status")).toContainText(`«${draft}» в расписании. Добавлено дат: 1.`);
  await expect(form.getByLabel("Сразу показать на сайте")).toBeChecked();
  await expect(dates.getByRole("listitem").filter({ hasText: draft })).toContainText("черновик");
  const [preview] = await Promise.all([context.waitForEvent("page"), form.getByRole("status").getByRole("link", { name: "Посмотреть черновик на сайте" }).click()]);
  await expect(preview.getByRole("heading", { level: 1, name: draft })).toBeVisible();
  await preview.close();
  await page.screenshot({ path: "/tmp/admin-schedule.png", fullPage: true });

  // The English admin has the same screen in English.
  await page.goto("/en/admin/ecommerce/schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Add to the schedule" }).getByLabel("Title in English")).toBeVisible();
});
