import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { sessionReady as browserSessionReady } from "./helpers";

// The shop in a real browser on the seeded demo catalogue: browse, add to cart, change the
// quantity, delete, check out with the dummy provider, pay, and see the order paid — as a
// registered subject, and as an anonymous visitor who registers afterwards (the cart is kept).
// Then the commemoration-note form goes to the payment page.
//
// Registration is rate limited per IP (10 a minute): this file registers twice.

const run = Date.now().toString(36);
// A busy machine (several browser suites at once) is slow to start sessions and load chunks.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };
const email = (name: string) => `e2e-shop-${name}-${run}@example.org`;
const PASSWORD = "e2e-shop-password";
const REGISTRATION = "/ru/rbac/subject/authentication/email-and-password/registration";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const cartButton = (page: Page) => page.getByRole("button", { name: /^Cart: \d+$/ });
const productBlock = (page: Page) => page.getByRole("group", { name: "В корзине" });

/** Desktop and phone screenshots of the page as it is now (looked at by hand, not compared). */
async function screenshots(page: Page, name: string, { fullPage = true } = {}) {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  // From the top: a full-page shot of a scrolled page draws the sticky navbar mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `/tmp/shop-${name}-desktop.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shop-${name}-phone.png`, fullPage });
  await page.setViewportSize(size);
}

async function register(page: Page, login: string) {
  await page.goto(REGISTRATION);
  await page.getByLabel("Электронная почта").fill(login);
  await page.getByLabel("Пароль").fill(PASSWORD);
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/ru$/, SLOW);
}

/** Waits until the session keeper has a subject (the cart needs one). */
async function sessionReady(page: Page) {
  await browserSessionReady(page.context(), SLOW.timeout);
}

async function expectToast(page: Page, text: string) {
  await expect(toasts(page).getByText(text).first()).toBeVisible();
}

/** Adds the product of the current product page to the cart, with a quantity. */
async function addToCart(page: Page, quantity = 1) {
  const add = page.getByRole("button", { name: "Add to cart" });
  await expect(add).toBeEnabled(SLOW);
  for (let i = 1; i < quantity; i++) await page.getByRole("button", { name: "Больше" }).first().click();
  await add.click();
  await expectToast(page, "Updated successfully");
  await expect(productBlock(page)).toBeVisible();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  return { context, page: await context.newPage() };
}

/** The dummy payment page: amount, then Pay or Cancel, then the result. */
async function payOrCancel(page: Page, action: "Pay" | "Cancel", amount: string | RegExp) {
  await expect(page).toHaveURL(/\/billing\/dummy\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByRole("heading", { name: "Оплата счёта" })).toBeVisible();
  await expect(page.locator("[data-amount]")).toHaveText(amount);
  await screenshots(page, `dummy-${action.toLowerCase()}`);
  await page.getByRole("button", { name: action, exact: true }).click();
  await expect(page.getByRole("heading", { name: action === "Pay" ? "Счёт оплачен" : "Платёж отменён" })).toBeVisible();
}

function orderCard(page: Page, status: string): Locator {
  return page.locator("article[data-order]").filter({ has: page.locator(`[data-status="${status}"]`) });
}

test.describe("a registered subject", () => {
  test("browses the catalogue, adds, changes, deletes, checks out with the dummy provider, pays and sees the order paid", async ({ browser }) => {
    const { context, page } = await newPage(browser);
    const login = email("buyer");
    await register(page, login);
    await expect(cartButton(page)).toHaveAccessibleName("Cart: 0", SLOW);

    // Browse: the shop, a store, a product.
    await page.getByRole("banner").getByRole("link", { name: "Лавка" }).first().click();
    await expect(page).toHaveURL(/\/ru\/ecommerce$/);
    await expect(page.getByRole("heading", { name: "Церковная лавка" })).toBeVisible();
    await screenshots(page, "catalogue");
    await page.locator("[data-store=church-shop]").getByRole("link", { name: "More" }).click();
    await expect(page).toHaveURL(/\/ru\/ecommerce\/stores\/church-shop$/);
    await expect(page.getByRole("heading", { level: 1, name: "Церковная лавка" })).toBeVisible();
    const icon = page.locator("[data-product=icon-kazan]");
    await expect(icon.getByText("1 500 ₽")).toBeVisible();
    await screenshots(page, "store");
    await icon.getByRole("link", { name: "Икона Казанской Божией Матери" }).click();
    await expect(page).toHaveURL(/\/ru\/ecommerce\/products\/icon-kazan$/);
    await expect(page.getByRole("heading", { level: 1, name: "Икона Казанской Божией Матери" })).toBeVisible();

    // The currency toggle: the default currency (roubles), then dollars, then back.
    const price = page.locator("[data-price]").first();
    await expect(price).toHaveText("1 500 ₽");
    await page.getByRole("group", { name: "Валюта" }).getByRole("button", { name: "$" }).click();
    await expect(price).toHaveText("$19");
    await page.getByRole("group", { name: "Валюта" }).getByRole("button", { name: "₽" }).click();
    await expect(price).toHaveText("1 500 ₽");

    // Add, change the quantity, delete.
    await addToCart(page);
    await expect(cartButton(page)).toHaveAccessibleName("Cart: 1");
    const quantity = productBlock(page).getByLabel(/^Количество: /);
    await expect(quantity).toHaveValue("1");
    await productBlock(page).getByRole("button", { name: "Больше" }).click();
    await productBlock(page).getByRole("button", { name: "Больше" }).click();
    await productBlock(page).getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Updated successfully");
    await expect(cartButton(page)).toHaveAccessibleName("Cart: 3");
    await expect(quantity).toHaveValue("3");
    await expect(productBlock(page).getByText("4 500 ₽")).toBeVisible();
    await screenshots(page, "product-in-cart");
    await productBlock(page).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Deleted successfully");
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart: 0");

    // Two items in the cart: this icon twice and a candle.
    await addToCart(page, 2);
    await page.goto("/ru/ecommerce/products/candle-large");
    await addToCart(page);
    await expect(cartButton(page)).toHaveAccessibleName("Cart: 3");

    // The cart drawer: both orders, the total, the provider and the invoice email.
    await cartButton(page).click();
    const drawer = page.getByRole("dialog", { name: "Cart" });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator("[data-order]")).toHaveCount(2);
    await expect(drawer.getByText("Икона Казанской Божией Матери")).toBeVisible();
    await expect(drawer.getByLabel("Итого").getByText("3 100 ₽")).toBeVisible();
    await expect(drawer.getByRole("combobox", { name: "Способ оплаты" })).toHaveText(/dummy/);
    await expect(drawer.getByLabel("Email для счёта")).toHaveValue(login);
    await screenshots(page, "cart-drawer", { fullPage: false });
    await drawer.getByRole("button", { name: "Checkout" }).click();

    // The dummy provider's page: pay; the orders are paid and the cart is empty.
    await payOrCancel(page, "Pay", "3 100 ₽");
    await screenshots(page, "dummy-paid");
    await page.getByRole("link", { name: "Мои заказы" }).click();
    await expect(page).toHaveURL(/\/ru\/ecommerce\/orders$/);
    await expect(orderCard(page, "paid")).toHaveCount(2);
    await expect(orderCard(page, "paid").first().getByText("Оплачен")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart: 0");
    await screenshots(page, "orders");
    await context.close();
  });
});

test.describe("an anonymous visitor", () => {
  test("fills a cart, registers, keeps the cart, checks out in dollars and cancels the payment", async ({ browser }) => {
    const { context, page } = await newPage(browser);
    await page.goto("/ru/ecommerce/products/book-psalter");
    await sessionReady(page);
    await addToCart(page, 2);
    // The header's cart is for signed-in subjects only.
    await expect(cartButton(page)).toHaveCount(0);
    // The checkout page works for the visitor too.
    await page.goto("/ru/ecommerce/cart");
    await expect(page.locator("[data-order]")).toHaveCount(1);
    await expect(page.getByText("Псалтирь")).toBeVisible();

    const login = email("visitor");
    await register(page, login);
    await expect(cartButton(page)).toHaveAccessibleName("Cart: 2", SLOW);

    await page.goto("/ru/ecommerce/cart");
    const checkout = page.getByRole("form", { name: "Checkout" });
    await expect(page.locator("[data-order]")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Псалтирь" })).toBeVisible();
    await page.getByRole("group", { name: "Валюта" }).getByRole("button", { name: "$" }).click();
    await expect(checkout.getByLabel("Итого").locator("dd").first()).toHaveText("$12");
    await expect(checkout.getByLabel("Email для счёта")).toHaveValue(login);
    await screenshots(page, "checkout");
    await checkout.getByRole("button", { name: "Checkout" }).click();

    await payOrCancel(page, "Cancel", "$12");
    await page.getByRole("link", { name: "Мои заказы" }).click();
    await expect(orderCard(page, "canceled")).toHaveCount(1);
    await expect(orderCard(page, "canceled").getByText("Отменён")).toBeVisible();
    await context.close();
  });
});

test.describe("the commemoration-note form", () => {
  test("needs a type and a name, then goes to the payment page", async ({ browser }) => {
    const { context, page } = await newPage(browser);
    await page.goto("/ru/notes");
    await sessionReady(page);
    const form = page.getByRole("form", { name: "Подать записку" });
    const submit = form.getByRole("button", { name: "Подать записку" });
    await expect(submit).toBeDisabled();

    await form.getByRole("combobox", { name: "Тип записки" }).click();
    const options = page.getByRole("option");
    await expect(options).toHaveText(["На молебен", "На панихиду", "На литургию (о здравии или упокоении)", "На чтение псалтири"]);
    await page.getByRole("option", { name: "На панихиду" }).click();
    await expect(form.locator("[data-donation]")).toHaveText("100 руб.");
    await expect(submit).toBeEnabled();

    // Both name fields empty: the message shows on the button for 3 seconds.
    await submit.click();
    const message = form.getByRole("button", { name: "Пожалуйста, заполните хотя бы одно поле" });
    await expect(message).toBeVisible();
    await expect(message).toBeHidden({ timeout: 5_000 });
    await expect(submit).toBeVisible();

    // The card number copies; the label says so for 2 seconds.
    await form.getByRole("button", { name: /^Копировать: / }).click();
    await expect(form.getByRole("button", { name: /^Скопировано: / })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("0000111122223333");

    await form.getByLabel("Об упокоении").fill("Иоанна, Марии");
    await form.getByLabel("Email для квитанции").fill(email("note"));
    await screenshots(page, "note-form");
    await submit.click();
    await expect(page).toHaveURL(/\/billing\/dummy\/[0-9a-f-]{36}\?token=/);
    await expect(page.locator("[data-amount]")).toHaveText("100 ₽");
    await context.close();
  });
});
