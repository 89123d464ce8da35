import { expect, test } from "@playwright/test";

// Issue 15, "services become merchandise": choosing a divine service in the schedule opens the
// service's own page — its date in Moscow time (whatever the visitor's clock says), the place, a
// note link and 'add to my calendar' — and never an Add to cart. Uses the demo schedule (the
// seed moves its dates to this week): the Divine Liturgy is served every day at 08:00 Moscow time.

test.describe.configure({ timeout: 120_000 });
// A visitor abroad: the page must still say 08:00, the cathedral's hour.
test.use({ timezoneId: "America/New_York" });

test("a divine service in the schedule opens a service page, never a product with Add to cart", async ({ page }) => {
  await page.goto("/ru");
  const schedule = page.locator("[data-ecommerce-widget=product-list-smolny-calendar]");
  await schedule.scrollIntoViewIfNeeded();
  await expect(page.getByRole("tab", { name: "Богослужения" })).toHaveAttribute("aria-selected", "true");
  const liturgy = schedule.locator("[data-day-panel]:not([aria-hidden])").first().getByRole("link", { name: "Божественная литургия" });
  await liturgy.click();

  await expect(page).toHaveURL(/\/ru\/ecommerce\/products\/divine-liturgy#at-\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Божественная литургия" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Ближайшие даты.*по московскому времени/ })).toBeVisible();
  // The date chosen in the schedule is the one marked, at 08:00 Moscow time.
  const chosen = page.locator(":target");
  await expect(chosen).toContainText("08:00");
  await expect(page.getByText("Главный храм собора")).toBeVisible();
  await expect(page.getByRole("link", { name: "Подать записку на это богослужение" })).toHaveAttribute("href", /\/notes$/);
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  await expect(page.getByText(/price attributes/)).toHaveCount(0);

  // 'Add to my calendar' downloads that date as iCalendar, at 08:00 in Europe/Moscow.
  const calendar = chosen.getByRole("link", { name: "Добавить в мой календарь" });
  const download = await page.request.get((await calendar.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await download.text();
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/\r\nDTSTART;TZID=Europe\/Moscow:\d{8}T080000\r\n/);
  expect(ics).toContain("SUMMARY:Божественная литургия");
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

  await page.screenshot({ path: "/tmp/c/service-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/c/service-phone.png", fullPage: true });
});

test("an event's page shows its ticket price as information, with no Add to cart and no note link", async ({ page }) => {
  await page.goto("/en/ecommerce/products/event-choir-concert");
  await expect(page.getByRole("heading", { level: 1, name: "Festive choir concert" })).toBeVisible();
  await expect(page.getByText("Moscow time")).toBeVisible();
  // Each coming date (the demo concert has two, a week apart) offers its own calendar file.
  const dates = page.getByRole("region", { name: "Coming dates (Moscow time)" }).getByRole("listitem");
  await expect(dates.first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to my calendar" })).toHaveCount(await dates.count());
  await expect(page.getByText("Admission:")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Submit a note/ })).toHaveCount(0);
});
