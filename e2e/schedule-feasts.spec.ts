import { expect, test, type Page } from "@playwright/test";

// Issue 15: services on great feasts are marked in the schedule. The browser's clock is fixed on
// a great feast; the schedule works out its days from the browser's today, and the day's panel
// carries the feast's rank and name (from the feasts table, placed by the church calendar).

test.describe.configure({ timeout: 90_000 });
const SLOW = { timeout: 30_000 };

/** Errors the page logs or throws (a hydration mismatch among them). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function openHome(page: Page, url: string, moscowTime: string) {
  await page.clock.setFixedTime(new Date(moscowTime));
  await page.goto(url);
  await page.locator('[data-schedule="services"]').scrollIntoViewIfNeeded();
}

test("on the Entry of the Theotokos the Russian schedule marks the day as a twelve great feast", async ({ page }) => {
  const errors = errorsOf(page);
  await openHome(page, "/ru", "2026-12-04T10:00:00+03:00");
  const services = page.getByRole("tabpanel", { name: "Богослужения" });
  const today = services.getByRole("region", { name: "пятница, 4 декабря" });
  await expect(today).toContainText("Двунадесятый праздник: Введение во храм Пресвятой Богородицы", SLOW);
  await today.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/schedule-feast-ru.png" });
  // The next day is an ordinary one: no mark.
  await services.getByRole("button", { name: "Следующий день" }).click();
  const next = services.getByRole("region", { name: "суббота, 5 декабря" });
  await expect(next).toBeVisible();
  await expect(next).not.toContainText("праздник");
  // The page was rendered on the server's day, the browser moved it to its own: no mismatch.
  expect(errors).toEqual([]);
});

test("on Christmas the English schedule marks the Nativity of Christ, on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = errorsOf(page);
  await openHome(page, "/en", "2027-01-07T09:00:00+03:00");
  const today = page.getByRole("tabpanel", { name: "Divine services" }).getByRole("region", { name: /7 January/ });
  await expect(today).toContainText("Great feast of the Twelve: The Nativity of Christ", SLOW);
  await today.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/schedule-feast-en-390.png" });
  expect(errors).toEqual([]);
});
