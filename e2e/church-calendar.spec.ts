import { expect, test, type Page } from "@playwright/test";

// The Orthodox calendar (issue 15): the civil and Julian dates, the day's feasts (fixed by the
// Julian date, movable from the Paschalion) and the fast — on the home page (today) and on
// /calendar (the week). The browser's clock is fixed; the block moves from the day the page was
// rendered on to the browser's own today once it hydrates.

test.describe.configure({ timeout: 90_000 });
const SLOW = { timeout: 30_000 };

const calendar = (page: Page) => page.locator("[data-church-calendar]");

async function openAt(page: Page, url: string, moscowTime: string) {
  await page.clock.setFixedTime(new Date(moscowTime));
  await page.goto(url);
  await calendar(page).scrollIntoViewIfNeeded();
}

test("on Christmas 2027 the week's calendar shows the Nativity on Julian December 25, then Svyatki", async ({ page }) => {
  await openAt(page, "/ru/calendar", "2027-01-07T09:00:00+03:00");
  await expect(page.getByRole("heading", { name: "Церковный календарь" })).toBeVisible();
  const days = page.getByRole("list", { name: "Церковный календарь на неделю" }).getByRole("article");
  await expect(days.first()).toHaveAccessibleName("четверг, 7 января 2027 г.", SLOW);
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText("Сегодня");
  await expect(days.first()).toContainText("25 декабря по старому стилю");
  await expect(days.first().getByRole("listitem")).toHaveText("Рождество Христово, Двунадесятый праздник");
  await expect(days.first()).toContainText("Сплошная седмица: поста нет");
  // Friday 8 January is in Svyatki: no Friday fast.
  await expect(days.nth(1)).toContainText("Сплошная седмица: поста нет");
  await page.screenshot({ path: "/tmp/church-calendar-week.png", fullPage: true });
});

test("on Pascha 2026 the English home page shows the Resurrection, and Clean Monday is Great Lent", async ({ page }) => {
  await openAt(page, "/en", "2026-04-12T10:00:00+03:00");
  const today = calendar(page).getByRole("article");
  await expect(today).toHaveAccessibleName("Sunday, 12 April 2026", SLOW);
  await expect(today).toContainText("30 March Old Style");
  await expect(today).toContainText("Pascha: the Resurrection of Christ");
  await expect(today).toContainText("Not a fast day");

  await openAt(page, "/en", "2026-02-23T10:00:00+03:00");
  await expect(today).toHaveAccessibleName("Monday, 23 February 2026", SLOW);
  await expect(today).toContainText("Clean Monday: Great Lent begins");
  await expect(today).toContainText("Great Lent");
  await expect(today).toContainText("10 February Old Style");
});

test("an ordinary Wednesday in Russian: no feast, a fast day", async ({ page }) => {
  await openAt(page, "/ru", "2026-11-25T12:00:00+03:00");
  const today = calendar(page).getByRole("article");
  await expect(today).toHaveAccessibleName("среда, 25 ноября 2026 г.", SLOW);
  await expect(today).toContainText("12 ноября по старому стилю");
  await expect(today).toContainText("Праздников в календаре нет");
  await expect(today).toContainText("Постный день (среда, пятница)");
});

test("saints' days from the seed: the week of the Entry of the Theotokos names St Alexander Nevsky and St Catherine", async ({ page }) => {
  await openAt(page, "/ru/calendar", "2026-12-04T12:00:00+03:00");
  const week = page.getByRole("list", { name: "Церковный календарь на неделю" });
  await expect(week.getByRole("article").first()).toHaveAccessibleName("пятница, 4 декабря 2026 г.", SLOW);
  await expect(week.getByRole("article", { name: "пятница, 4 декабря 2026 г." })).toContainText("Введение во храм Пресвятой Богородицы");
  await expect(week.getByRole("article", { name: "воскресенье, 6 декабря 2026 г." })).toContainText("Благоверный князь Александр Невский");
  await expect(week.getByRole("article", { name: "понедельник, 7 декабря 2026 г." })).toContainText("Великомученица Екатерина");
});
