import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInBrowser } from "./helpers";

// Issue 15, part A: the addresses a visitor reaches the site by, and the links that lead to its
// pages. The bare '/', a record that does not exist, the calendar in the navbar, 'My orders' in
// the user menu, the cart of a visitor who has not signed in, and the phone's date strip.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
// A busy machine (several browser suites at once) is slow to start sessions and load chunks.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };
// The shop's and the header's words as the specification quotes them, or their Russian texts once
// the interface speaks the page's language (issue 15, part B).
const LOGIN = /^(Login|Войти)$/;
const ADD_TO_CART = /^(Add to cart|В корзину)$/;
const CART = /^(Cart|Корзина): \d+$/;
const OPEN_MENU = /^(Open menu|Открыть меню)$/;

test("the bare / shows the Russian home with its title, head and header", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page).toHaveTitle("Преображенский собор Новоозёрска — демо");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ru$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en$/);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Новости" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Добро пожаловать в Преображенский собор" }).first()).toBeVisible();
  await page.screenshot({ path: "/tmp/routes-bare-root.png" });
});

test("a record that does not exist answers 404 with the site's 404 page", async ({ page }) => {
  for (const path of ["/ru/blog/articles/no-such-article", "/ru/ecommerce/products/no-such-product", "/en/blog/categories/no-such-category", "/ru/ecommerce/stores/no-such-store"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    const heading = path.startsWith("/en") ? "Page not found" : "Страница не найдена";
    await expect(page.getByRole("heading", { name: heading }), path).toBeVisible();
    // The page's chrome stays: a visitor can go on from it.
    await expect(page.getByRole("banner"), path).toBeVisible();
  }
  await page.screenshot({ path: "/tmp/routes-missing-article.png" });
  // The same template with a record that exists is the record's page.
  expect((await page.goto("/ru/blog/articles/foundation"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Основание собора" }).first()).toBeVisible();
});

test("the navbar links the 7-day calendar, on a desktop and in the phone's menu", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/ru");
  await page.getByRole("banner").getByRole("link", { name: "Календарь" }).click();
  await expect(page).toHaveURL(/\/ru\/events$/);
  await expect(page.locator("[data-ecommerce-widget=product-list-smolny-calendar]")).toBeVisible();

  await page.goto("/en");
  await expect(page.getByRole("banner").getByRole("link", { name: "Calendar" })).toHaveAttribute("href", "/en/events");

  await page.setViewportSize(PHONE);
  await page.goto("/ru");
  await page.getByRole("button", { name: OPEN_MENU }).click();
  const menu = page.getByRole("dialog");
  await menu.getByRole("link", { name: "Календарь" }).click();
  await expect(page).toHaveURL(/\/ru\/events$/);
});

for (const [device, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
  test(`${device}: the signed-in user menu leads to My orders`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await signInBrowser(context, `orders-${Date.now().toString(36)}@e2e.test`, "orders-password-1");
    await page.goto("/ru");
    await page.getByRole("button", { name: "Меню учётной записи" }).click(SLOW);
    const item = page.getByRole("menuitem", { name: "Мои заказы" });
    await expect(item).toHaveAttribute("href", "/ru/ecommerce/orders");
    await page.screenshot({ path: `/tmp/routes-user-menu-${device}.png` });
    await item.click();
    await expect(page).toHaveURL(/\/ru\/ecommerce\/orders$/);

    await page.goto("/en");
    await page.getByRole("button", { name: "Account menu" }).click(SLOW);
    await expect(page.getByRole("menuitem", { name: "My orders" })).toHaveAttribute("href", "/en/ecommerce/orders");
  });

  test(`${device}: a visitor who has not signed in gets the cart button once the cart holds an item`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/ru/ecommerce/products/icon-kazan");
    // Not signed in: 'Login', and no cart while it is empty.
    await expect(page.getByRole("link", { name: LOGIN })).toBeVisible(SLOW);
    await expect(page.getByRole("button", { name: CART })).toHaveCount(0);

    await page.getByRole("button", { name: ADD_TO_CART }).click(SLOW);
    const cart = page.getByRole("button", { name: CART });
    await expect(cart).toHaveAccessibleName(/: 1$/, SLOW);
    await expect(cart).toBeVisible(SLOW);
    // Still there on the next page, and it opens the cart with the item.
    await page.goto("/ru");
    await expect(cart).toBeVisible(SLOW);
    await cart.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByText("Икона Казанской Божией Матери")).toBeVisible(SLOW);
    await page.screenshot({ path: `/tmp/routes-anonymous-cart-${device}.png` });
  });
}

/** Whether a date slot shows whole inside the strip (the strip's viewport clips the others). */
async function inStrip(slot: Locator): Promise<boolean> {
  return slot.evaluate((element) => {
    const strip = element.closest("[role=group]")!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.left >= strip.left - 1 && box.right <= strip.right + 1;
  });
}

async function openSchedule(page: Page, url: string) {
  await page.goto(url);
  const widget = page.locator("[data-ecommerce-widget=product-list-smolny-calendar]");
  await expect(async () => {
    await widget.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-schedule][data-ready]")).toHaveCount(1, { timeout: 2_000 });
  }).toPass(SLOW);
  return widget.getByRole("tabpanel");
}

test("on a phone, stepping the date strip with the arrows keeps the chosen day in view", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const panel = await openSchedule(page, "/ru/events");
  const next = panel.getByRole("button", { name: "Следующий день" });
  const previous = panel.getByRole("button", { name: "Предыдущий день" });
  const chosen = panel.locator('[data-day][aria-pressed="true"]');
  // Every step forward to the last day, then back to today: the chosen day is always whole in view.
  for (const [button, steps] of [[next, 6], [previous, 6]] as const) {
    for (let step = 0; step < steps; step++) {
      const before = await chosen.getAttribute("data-day");
      await button.click();
      await expect(chosen).not.toHaveAttribute("data-day", before!);
      await expect.poll(() => inStrip(chosen), { message: `after step ${step + 1}` }).toBe(true);
    }
  }
  await page.screenshot({ path: "/tmp/routes-phone-strip.png" });
});

test("a menu anchor does not hide its heading under the sticky header", async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/ru");
    if (viewport === PHONE) {
      await page.getByRole("button", { name: OPEN_MENU }).click();
      await page.getByRole("dialog").getByRole("link", { name: "Расписание" }).click();
    } else {
      await page.getByRole("banner").getByRole("link", { name: "Расписание" }).click();
    }
    await expect(page).toHaveURL(/#schedule$/);
    const target = page.locator("#schedule");
    // Scrolled to the anchor, with its top below the header's bottom.
    await expect
      .poll(async () => {
        const header = await page.getByRole("banner").boundingBox();
        const box = await target.boundingBox();
        return !!header && !!box && box.y >= header.y + header.height - 1 && box.y < viewport.height / 2;
      })
      .toBe(true);
  }
});
