import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { sessionReady as browserSessionReady } from "./helpers";

// The shop in a real browser on the seeded demo catalogue: browse, add to cart, change the
// quantity, delete, check out with the dummy provider, pay, and see the order paid — as a
// registered subject, and as an anonymous visitor who registers afterwards (the cart is kept).
// Then the commemoration-note form: its thank-you panel offers the online payment and shows it paid on the way back.
//
// Registration is rate limited per IP (10 a minute): this file registers twice.

const run = Date.now().toString(36);
// A busy machine (several browser suites at once) is slow to start sessions and load chunks.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };
const email = (name: string) => `e2e-shop-${name}-${run}@example.org`;
const PASSWORD = "e2e-shop-password";
const REGISTRATION = "/ru/rbac/subject/authentication/email-and-password/registration";

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const cartButton = (page: Page) => page.getByRole("button", { name: /^Корзина: \d+$/ });
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
  await page.getByLabel("Пароль", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Создать учётную запись" }).click();
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
  const add = page.getByRole("button", { name: "В корзину" });
  await expect(add).toBeEnabled(SLOW);
  for (let i = 1; i < quantity; i++) await page.getByRole("button", { name: "Больше" }).first().click();
  await add.click();
  await expectToast(page, "Сохранено");
  await expect(productBlock(page)).toBeVisible();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  return { context, page: await context.newPage() };
}

/** The dummy payment page: amount, then Pay or Cancel, then the result. */
async function payOrCancel(page: Page, action: "Оплатить" | "Отменить", amount: string | RegExp) {
  await expect(page).toHaveURL(/\/billing\/dummy\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByRole("heading", { name: "Оплата счёта" })).toBeVisible();
  await expect(page.locator("[data-amount]")).toHaveText(amount);
  await screenshots(page, `dummy-${action === "Оплатить" ? "pay" : "cancel"}`);
  await page.getByRole("button", { name: action, exact: true }).click();
  await expect(page.getByRole("heading", { name: action === "Оплатить" ? "Счёт оплачен" : "Платёж отменён" })).toBeVisible();
}

function orderCard(page: Page, status: string): Locator {
  return page.locator("article[data-order]").filter({ has: page.locator(`[data-status="${status}"]`) });
}

/**
 * Picks a currency in the toggle and waits for a price to show it. The toggle works once its widget
 * has hydrated; under load the first click can come earlier, so the click is repeated until it takes.
 */
async function chooseCurrency(page: Page, symbol: string, shown: Locator, text: string) {
  await expect(async () => {
    await page.getByRole("group", { name: "Валюта" }).getByRole("button", { name: symbol }).click();
    await expect(shown).toHaveText(text, { timeout: 1000 });
  }).toPass(SLOW);
}

test.describe("a registered subject", () => {
  test("browses the catalogue, adds, changes, deletes, checks out with the dummy provider, pays and sees the order paid", async ({ browser }) => {
    const { context, page } = await newPage(browser);
    const login = email("buyer");
    await register(page, login);
    await expect(cartButton(page)).toHaveAccessibleName("Корзина: 0", SLOW);

    // Browse: the shop, a store, a product.
    await page.getByRole("banner").getByRole("link", { name: "Лавка" }).first().click();
    await expect(page).toHaveURL(/\/ru\/ecommerce$/);
    await expect(page.getByRole("heading", { name: "Церковная лавка" })).toBeVisible();
    await screenshots(page, "catalogue");
    await page.locator("[data-store=church-shop]").getByRole("link", { name: "Подробнее" }).click();
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
    await chooseCurrency(page, "$", price, "$19");
    await page.getByRole("group", { name: "Валюта" }).getByRole("button", { name: "₽" }).click();
    await expect(price).toHaveText("1 500 ₽");

    // Add, change the quantity, delete.
    await addToCart(page);
    await expect(cartButton(page)).toHaveAccessibleName("Корзина: 1");
    const quantity = productBlock(page).getByLabel(/^Количество: /);
    await expect(quantity).toHaveValue("1");
    // The quantity saves itself a moment after the last click (no 'Update' button).
    await productBlock(page).getByRole("button", { name: "Больше" }).click();
    await productBlock(page).getByRole("button", { name: "Больше" }).click();
    await expect(productBlock(page).getByRole("status")).toHaveText("Сохранено");
    await expect(cartButton(page)).toHaveAccessibleName("Корзина: 3");
    await expect(quantity).toHaveValue("3");
    await expect(productBlock(page).getByText("4 500 ₽")).toBeVisible();
    await screenshots(page, "product-in-cart");
    await productBlock(page).getByRole("button", { name: "Удалить" }).click();
    await expectToast(page, "Удалено");
    await expect(page.getByRole("button", { name: "В корзину" })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Корзина: 0");

    // Two items in the cart: this icon twice and a candle.
    await addToCart(page, 2);
    await page.goto("/ru/ecommerce/products/candle-large");
    await addToCart(page);
    await expect(cartButton(page)).toHaveAccessibleName("Корзина: 3");

    // The cart drawer: both orders, the total, the provider and the invoice email.
    await cartButton(page).click();
    const drawer = page.getByRole("dialog", { name: "Корзина" });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator("[data-order]")).toHaveCount(2);
    await expect(drawer.getByText("Икона Казанской Божией Матери")).toBeVisible();
    await expect(drawer.getByLabel("Итого").getByText("3 100 ₽")).toBeVisible();
    await expect(drawer.getByRole("combobox", { name: "Способ оплаты" })).toHaveText(/Банковский перевод/);
    await expect(drawer.getByLabel("Эл. почта для счёта")).toHaveValue(login);
    await screenshots(page, "cart-drawer", { fullPage: false });
    await drawer.getByRole("button", { name: "Оформить заказ" }).click();

    // The dummy provider's page: pay; the orders are paid and the cart is empty.
    await payOrCancel(page, "Оплатить", "3 100 ₽");
    await screenshots(page, "dummy-paid");
    await page.getByRole("link", { name: "Мои заказы" }).click();
    await expect(page).toHaveURL(/\/ru\/ecommerce\/orders$/);
    await expect(orderCard(page, "paid")).toHaveCount(2);
    await expect(orderCard(page, "paid").first().getByText("Оплачен")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Корзина: 0");
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
    await expect(cartButton(page)).toHaveAccessibleName("Корзина: 2", SLOW);

    await page.goto("/ru/ecommerce/cart");
    const checkout = page.getByRole("form", { name: "Оформить заказ" });
    await expect(page.locator("[data-order]")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Псалтирь" })).toBeVisible();
    await chooseCurrency(page, "$", checkout.getByLabel("Итого").locator("dd").first(), "$12");
    await expect(checkout.getByLabel("Эл. почта для счёта")).toHaveValue(login);
    await screenshots(page, "checkout");
    await checkout.getByRole("button", { name: "Оформить заказ" }).click();

    await payOrCancel(page, "Отменить", "$12");
    await page.getByRole("link", { name: "Мои заказы" }).click();
    await expect(orderCard(page, "canceled")).toHaveCount(1);
    await expect(orderCard(page, "canceled").getByText("Отменён")).toBeVisible();
    await context.close();
  });
});

test.describe("the cart drawer", () => {
  // A usability tester's path: + once in the drawer, then Checkout at once. The quantity used to
  // wait for an 'Update' click, so the invoice was for 1 while the drawer showed 2.
  test("saves a changed quantity by itself, and Checkout invoices the quantity on screen", async ({ browser }) => {
    const { context, page } = await newPage(browser);
    await page.goto("/en/ecommerce/products/icon-kazan");
    await sessionReady(page);
    const add = page.getByRole("button", { name: "Add to cart" });
    await expect(add).toBeEnabled(SLOW);
    await add.click();
    const inCart = page.getByRole("group", { name: "In the cart" });
    await expect(inCart).toBeVisible();
    const headerCart = page.getByRole("button", { name: /^Cart: \d+$/ });
    await expect(headerCart).toHaveAccessibleName("Cart: 1", SLOW);

    // + in the drawer: the line shows 2 at once; the server's total follows by itself.
    await headerCart.click();
    const drawer = page.getByRole("dialog", { name: "Cart" });
    await expect(drawer.getByLabel(/^Quantity: /)).toHaveValue("1");
    await expect(drawer.getByRole("button", { name: "Update" })).toHaveCount(0);
    await drawer.getByRole("button", { name: "More" }).click();
    await expect(drawer.getByLabel(/^Quantity: /)).toHaveValue("2");
    await expect(drawer.locator("[data-order]").getByText(/^3,000\s₽$/)).toBeVisible();
    await expect(drawer.getByLabel("Total", { exact: true }).locator("dd").first()).toHaveText(/^3,000\s₽$/);
    await expect(drawer.getByRole("status")).toHaveText("Updated successfully");
    // The header counts it too (behind the open drawer it is out of reach: close it first).
    await page.keyboard.press("Escape");
    await expect(headerCart).toHaveAccessibleName("Cart: 2");

    // Saved on the server: a new page shows 2.
    await page.reload();
    await expect(inCart.getByLabel(/^Quantity: /)).toHaveValue("2", SLOW);
    await expect(headerCart).toHaveAccessibleName("Cart: 2", SLOW);

    // + and leave the page at once, before the save would have gone by itself: it goes on the way out.
    await headerCart.click();
    await expect(drawer.getByLabel(/^Quantity: /)).toHaveValue("2");
    await drawer.getByRole("button", { name: "More" }).click();
    await expect(drawer.getByLabel(/^Quantity: /)).toHaveValue("3");
    await page.reload();
    // The save and the new page's read of the cart race; the new quantity is there once it landed.
    await expect(async () => {
      await page.reload();
      await expect(inCart.getByLabel(/^Quantity: /)).toHaveValue("3", { timeout: 3_000 });
    }).toPass(SLOW);

    // + once more and Checkout straight away, before the save would have gone by itself.
    await headerCart.click();
    await expect(drawer.getByLabel(/^Quantity: /)).toHaveValue("3");
    await drawer.getByLabel("Invoice email").fill(email("drawer"));
    await drawer.getByRole("button", { name: "More" }).click();
    await expect(drawer.getByLabel(/^Quantity: /)).toHaveValue("4");
    await drawer.getByRole("button", { name: "Checkout" }).click();

    // The invoice is for the 4 on screen, and so is the order.
    await expect(page).toHaveURL(/\/billing\/dummy\/[0-9a-f-]{36}\?token=/, SLOW);
    await expect(page.locator("[data-amount]")).toHaveText(/^6,000\s₽$/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByRole("heading", { name: "The invoice is paid" })).toBeVisible();
    await page.getByRole("link", { name: "My orders" }).click();
    await expect(orderCard(page, "paid")).toHaveCount(1, SLOW);
    await expect(orderCard(page, "paid").getByText("× 4")).toBeVisible();
    await context.close();
  });
});

test.describe("the commemoration-note form", () => {
  test("needs a type and a name; its panel offers 'Pay online', and the way back shows the note paid", async ({ browser }) => {
    const { context, page } = await newPage(browser);
    await page.goto("/ru/notes");
    await sessionReady(page);
    const form = page.getByRole("form", { name: "Подать записку" });
    const submit = form.getByRole("button", { name: "Подать записку" });
    await expect(submit).toBeDisabled();

    await form.getByRole("combobox", { name: "Тип записки" }).click();
    const options = page.getByRole("option");
    // The kinds of SPEC §3, each with its suggested donation.
    await expect(options).toHaveText(["На молебен — 100 ₽", "На панихиду — 100 ₽", "На литургию (о здравии или упокоении) — 50 ₽", "На чтение псалтири — 300 ₽"]);
    await page.getByRole("option", { name: "На панихиду" }).click();
    await expect(form.locator("[data-donation]")).toHaveText("100 ₽");
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

    await form.getByLabel("Об упокоении").fill("Иоанна\nМарии");
    await form.getByLabel("Эл. почта для квитанции").fill(email("note"));
    await screenshots(page, "note-form");
    await submit.click();

    // An online payment (self-service here): the panel stays and offers it.
    await expect(page.getByRole("heading", { name: "Спасибо! Записка принята." })).toBeVisible();
    await expect(page.locator("[data-note-names]")).toHaveText("Об упокоении:\nИоанна\nМарии", { useInnerText: true });
    await page.getByRole("link", { name: "Оплатить онлайн" }).click();
    await expect(page).toHaveURL(/\/billing\/dummy\/[0-9a-f-]{36}\?token=/);
    await expect(page.locator("[data-amount]")).toHaveText("100 ₽");
    await page.getByRole("button", { name: "Оплатить", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Счёт оплачен" })).toBeVisible();

    // Back on the notes page: the same panel, now paid; 'send another' is the empty form.
    await page.getByRole("link", { name: "Вернуться на сайт" }).click();
    await expect(page).toHaveURL(/\/ru\/notes\?note=[0-9a-f-]{36}$/);
    await expect(page.getByText("Пожертвование получено. Спасибо!")).toBeVisible();
    await expect(page.locator("[data-note-names]")).toHaveText("Об упокоении:\nИоанна\nМарии", { useInnerText: true });
    await expect(page.getByRole("link", { name: "Оплатить онлайн" })).toHaveCount(0);
    await page.getByRole("button", { name: "Подать ещё одну записку" }).click();
    await expect(form.getByLabel("Об упокоении")).toHaveValue("");
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });
});
