import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";
import { api } from "./helpers";

// The schedule and event calendar (product-list-smolny-calendar) on the home page and on /events:
// tabs, the strip of dates from today−3 to today+6 (past days dimmed and not selectable), the
// day carousel, the edge buttons, an empty day, and the DD.MM.YYYY HH:mm date-time picker.
// The test makes its own events (dated from today), so it does not depend on the demo dates.

const run = Date.now().toString(36);
// A busy machine (several browser suites at once) is slow to start sessions and load chunks.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };
const DAY = 86_400_000;

/** YYYY-MM-DD and DD.MM.YYYY of today + n days in Europe/Moscow. */
function moscowDay(offset: number) {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + offset * DAY));
  const [y, m, d] = parts.split("-");
  return { iso: parts, dotted: `${d}.${m}.${y}` };
}

/** A product of a schedule variant with its 'date-of-the-event' attribute at HH:mm Moscow on today + offset. */
async function datedProduct(request: APIRequestContext, variant: "smolny-event" | "smolny-divine", title: string, offset: number, time: string) {
  const [key] = await api(request, "GET", "/api/ecommerce/attribute-keys?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=date-of-the-event");
  const product = await api(request, "POST", "/api/ecommerce/products", { slug: `e2e-${variant}-${offset}-${run}`, variant, title: { ru: title, en: title } });
  const attribute = await api(request, "POST", "/api/ecommerce/attributes", { datetime: `${moscowDay(offset).iso}T${time}:00+03:00` });
  await api(request, "POST", "/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: key.id, attributeId: attribute.id });
  await api(request, "POST", "/api/ecommerce/products-to-attributes", { productId: product.id, attributeId: attribute.id });
  return product;
}

/**
 * Opens a page, brings the schedule into view (it hydrates when it comes near the viewport) and
 * waits until it is hydrated (its carousels are running).
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(async () => {
    await schedule(page).scrollIntoViewIfNeeded();
    await expect(page.locator("[data-schedule][data-ready]")).toHaveCount(1, { timeout: 2_000 });
  }).toPass(SLOW);
}

const schedule = (page: Page) => page.locator("[data-ecommerce-widget=product-list-smolny-calendar]");
const dayPanel = (page: Page) => schedule(page).locator("[data-day-panel]:not([aria-hidden])").first();

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(800); // the day carousel's scroll animation
  await schedule(page).screenshot({ path: `/tmp/shop-${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(800);
  await schedule(page).screenshot({ path: `/tmp/shop-${name}-phone.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const EVENT = `Вечер духовной музыки ${run}`;
const SERVICE = `Утреня ${run}`;
const PAST = `Прошедшее событие ${run}`;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  await datedProduct(request, "smolny-event", EVENT, 1, "15:35");
  await datedProduct(request, "smolny-divine", SERVICE, 2, "06:05");
  await datedProduct(request, "smolny-event", PAST, -2, "12:00");
  await request.dispose();
});

/** Whether a date slot shows inside the strip (the strip's viewport clips the others). */
async function inStrip(slot: Locator): Promise<boolean> {
  return slot.evaluate((element) => {
    const strip = element.closest("[role=group]")!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.left >= strip.left - 1 && box.right <= strip.right + 1;
  });
}

test("the home page shows both tabs, services first; the strip starts today and past days cannot be chosen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/ru");
  const tabs = schedule(page).getByRole("tab");
  await expect(tabs).toHaveText(["Богослужения", "Ближайшие мероприятия"]);
  await expect(schedule(page).getByRole("tab", { name: "Богослужения" })).toHaveAttribute("aria-selected", "true");

  const panel = schedule(page).getByRole("tabpanel");
  const days = panel.locator("[data-day]");
  await expect(days).toHaveCount(10);
  // Three past days, dimmed and disabled; today chosen.
  await expect(panel.locator("[data-day][data-past]")).toHaveCount(3);
  for (const past of await panel.locator("[data-day][data-past]").all()) await expect(past).toBeDisabled();
  await expect(panel.locator(`[data-day="${moscowDay(0).iso}"]`)).toHaveAttribute("aria-pressed", "true");
  // 7 slots on a screen wider than 1024 px, from index 3 (today) to today + 6.
  for (let offset = 0; offset <= 6; offset++) await expect.poll(() => inStrip(panel.locator(`[data-day="${moscowDay(offset).iso}"]`))).toBe(true);
  expect(await inStrip(panel.locator(`[data-day="${moscowDay(-1).iso}"]`))).toBe(false);

  // The service two days ahead, through the edge button (one day per press).
  const next = panel.getByRole("button", { name: "Следующий день" });
  await next.click();
  await expect(panel.locator(`[data-day="${moscowDay(1).iso}"]`)).toHaveAttribute("aria-pressed", "true");
  await next.click();
  await expect(dayPanel(page).getByText(SERVICE)).toBeVisible();
  await expect(dayPanel(page).locator("time").filter({ hasText: "06:05" })).toBeVisible();
  await screenshots(page, "schedule-services");
  await panel.getByRole("button", { name: "Предыдущий день" }).click();
  await expect(panel.locator(`[data-day="${moscowDay(1).iso}"]`)).toHaveAttribute("aria-pressed", "true");

  // The events tab: tomorrow's event at 15:35 (Moscow), never the past one.
  await schedule(page).getByRole("tab", { name: "Ближайшие мероприятия" }).click();
  await expect(page.locator("[data-schedule=events][data-ready]")).toHaveCount(1, SLOW);
  const events = schedule(page).getByRole("tabpanel");
  await events.locator(`[data-day="${moscowDay(1).iso}"]`).click();
  await expect(dayPanel(page).getByRole("link", { name: EVENT })).toBeVisible();
  await expect(dayPanel(page).locator("time").filter({ hasText: "15:35" })).toBeVisible();
  await expect(schedule(page).getByText(PAST)).toHaveCount(0);
  await screenshots(page, "schedule-events");
});

test("items of a day are ascending; an empty day says so with two social networks", async ({ page }) => {
  await open(page, "/ru/events");
  // Elsewhere than the home page only the events tab shows, preselected.
  await expect(schedule(page).getByRole("tab")).toHaveText(["Ближайшие мероприятия"]);
  await expect(schedule(page).getByRole("tab")).toHaveAttribute("aria-selected", "true");

  // Each day: ascending times, or the empty note.
  const panel = schedule(page).getByRole("tabpanel");
  let sawEmpty = false;
  for (let offset = 0; offset <= 6; offset++) {
    await panel.locator(`[data-day="${moscowDay(offset).iso}"]`).click();
    const current = dayPanel(page);
    await expect(current).toHaveAttribute("data-day-panel", moscowDay(offset).iso);
    const times = await current.locator("time").allTextContents();
    expect([...times].sort()).toEqual(times);
    if (!times.length) {
      sawEmpty = true;
      await expect(current.getByText("Мероприятий не запланировано")).toBeVisible();
      await expect(current.getByRole("link", { name: "ВКонтакте" })).toHaveAttribute("target", "_blank");
      await expect(current.getByRole("link", { name: "Telegram" })).toHaveAttribute("href", "https://t.me/novoozyorsk_demo_cathedral");
    }
  }
  expect(sawEmpty).toBe(true);
});

test("the date-time picker accepts only DD.MM.YYYY HH:mm, offers hours 0-23 and minutes in steps of 5", async ({ page }) => {
  await open(page, "/ru/events");
  const input = schedule(page).getByLabel("Перейти к дате");
  await input.fill("32.13.2026 25:00");
  await input.blur();
  await expect(schedule(page).getByText("Введите дату в формате ДД.ММ.ГГГГ ЧЧ:ММ")).toBeVisible();
  await input.fill(`${moscowDay(1).dotted} 9:00`);
  await input.blur();
  await expect(schedule(page).getByText("Введите дату в формате ДД.ММ.ГГГГ ЧЧ:ММ")).toBeVisible();

  // A valid date within the week chooses its day.
  await input.fill(`${moscowDay(1).dotted} 15:30`);
  await expect(schedule(page).getByText("Введите дату в формате ДД.ММ.ГГГГ ЧЧ:ММ")).toHaveCount(0);
  await expect(schedule(page).locator(`[data-day="${moscowDay(1).iso}"]`)).toHaveAttribute("aria-pressed", "true");
  await expect(dayPanel(page).getByText(EVENT)).toBeVisible();

  // The picker: 24 hour buttons, 12 minute buttons; choosing sets the text. (The input in the
  // middle of the screen, so the popover does not flip sides while the test scrolls.)
  await input.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await schedule(page).getByRole("button", { name: "Выбрать дату и время" }).click();
  const picker = page.getByRole("dialog", { name: "Выбрать дату и время" });
  const hours = picker.getByRole("group", { name: "Часы" }).getByRole("button");
  const minutes = picker.getByRole("group", { name: "Минуты" }).getByRole("button");
  await expect(hours).toHaveCount(24);
  await expect(hours.first()).toHaveText("00");
  await expect(hours.last()).toHaveText("23");
  await expect(minutes).toHaveCount(12);
  await expect(minutes).toHaveText(["00", "05", "10", "15", "20", "25", "30", "35", "40", "45", "50", "55"]);
  await hours.filter({ hasText: "18" }).click();
  await minutes.filter({ hasText: "45" }).click();
  await expect(input).toHaveValue(`${moscowDay(1).dotted} 18:45`);
  await page.screenshot({ path: "/tmp/shop-date-time-picker-desktop.png" });
  await page.keyboard.press("Escape");

  // Far away from the week: a note, the chosen day stays.
  await input.fill("01.01.2020 10:00");
  await expect(schedule(page).getByText("В расписании — сегодня и шесть следующих дней.")).toBeVisible();
});
