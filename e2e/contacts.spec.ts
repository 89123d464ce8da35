import { expect, test, type Page } from "@playwright/test";

// Issue 15, "Contacts are empty": the contacts block on the home page and the contacts page shows
// the address, the hours, a phone number to tap, both networks and a map that lets the page
// scroll until it is clicked — in Russian and in English.

const texts = {
  ru: { heading: "Контакты", address: "ул. Вымышленная, 1, г. Новоозёрск", hours: "Пн–Сб 8:00–20:00", vk: "ВКонтакте", activate: "Нажмите, чтобы пользоваться картой", map: "Карта проезда к собору" },
  en: { heading: "Contacts", address: "1 Fictional Street, Novoozyorsk", hours: "Mon–Sat 8:00–20:00", vk: "VK", activate: "Click to use the map", map: "Map: how to reach the cathedral" },
};

/** What a click in the middle of the map's frame lands on: the frame itself, or something over it. */
const hitsFrame = (page: Page, frameTitle: string) =>
  page.evaluate((title) => {
    const frame = [...document.querySelectorAll("iframe")].find((f) => f.title === title)!;
    const box = frame.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === frame;
  }, frameTitle);

for (const language of ["ru", "en"] as const) {
  for (const path of ["", "/contacts"]) {
    test(`the contacts block on /${language}${path} has the address, phone, networks and a map behind a click`, async ({ page }) => {
      const t = texts[language];
      await page.goto(`/${language}${path}`);
      const block = page.locator("section", { has: page.getByRole("heading", { name: t.heading, exact: true }) });
      await block.scrollIntoViewIfNeeded();
      await expect(block.getByText(t.address)).toBeVisible();
      await expect(block.getByText(t.hours)).toBeVisible();

      const phone = block.getByRole("link", { name: "+7 000 000-00-00" });
      await expect(phone).toHaveAttribute("href", "tel:+70000000000");
      await expect(phone).not.toHaveAttribute("target", /.+/);
      await expect(block.getByRole("link", { name: t.vk, exact: true })).toHaveAttribute("href", /^https:\/\/vk\.com\//);
      await expect(block.getByRole("link", { name: "Telegram", exact: true })).toHaveAttribute("href", /^https:\/\/t\.me\//);

      const map = block.locator(`iframe[title="${t.map}"]`);
      await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
      const overlay = block.getByRole("button", { name: t.activate });
      await expect(overlay).toBeVisible();
      // Until clicked, a click or a wheel over the map reaches the overlay, not the map.
      expect(await hitsFrame(page, t.map)).toBe(false);
      await overlay.click();
      await expect(map).toBeVisible();
      await expect.poll(() => hitsFrame(page, t.map)).toBe(true);
    });
  }
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the contacts page shows the number to tap, both networks and the map under its overlay", async ({ page }) => {
    await page.goto("/ru/contacts");
    const block = page.locator("section", { has: page.getByRole("heading", { name: "Контакты", exact: true }) });
    const phone = block.getByRole("link", { name: "+7 000 000-00-00" });
    await expect(phone).toBeInViewport();
    await expect(phone).toHaveAttribute("href", "tel:+70000000000");
    await expect(block.getByRole("link", { name: "ВКонтакте", exact: true })).toBeVisible();
    await expect(block.getByRole("link", { name: "Telegram", exact: true })).toBeVisible();
    const overlay = block.getByRole("button", { name: "Нажмите, чтобы пользоваться картой" });
    await overlay.scrollIntoViewIfNeeded();
    expect(await hitsFrame(page, texts.ru.map)).toBe(false);
    await overlay.tap();
    await expect.poll(() => hitsFrame(page, texts.ru.map)).toBe(true);
  });
});
