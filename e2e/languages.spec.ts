import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test as base, type Page } from "@playwright/test";
import { CYRILLIC } from "../tests/helpers/language-check";
import { expectOwnLanguage, inTabs, signInBrowser } from "./helpers";
import { startOwnServer } from "./own-server";

// Issue 15: a page speaks one language. Every seeded page of the sitemap, in ru and in en, and the
// states only a browser shows (the sign-in form with its error toast, the cart drawer, the
// checkout page, the payment page) carry no English interface word on a ru page and no Russian
// one on an en page; the navbar switches an article to the other language and back.
// The pages are read on a server of this file's own, holding the seed only: the shared server's
// pages also list what other specs create (their test titles are in no language).

const test = base.extend<object, { ownOrigin: string }>({
  ownOrigin: [
    async ({ playwright }, use) => {
      const server = await startOwnServer(playwright, { DUMMY_PAYMENTS: "self-service" });
      await use(server.origin);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ ownOrigin }, use) => use(ownOrigin),
});

const WORDS = {
  ru: { accountBar: "Учётная запись", login: "Войти", toasts: /Уведомления/, other: "English" },
  en: { accountBar: "Account", login: "Login", toasts: /Notifications/, other: "Русский" },
} as const;
type Language = keyof typeof WORDS;

const SEED = fileURLToPath(new URL("../src/site/seed", import.meta.url));


/** The page is hydrated and its session known: the header's account bar shows its sign-in link. */
async function ready(page: Page, language: Language) {
  await expect(page.getByRole("region", { name: WORDS[language].accountBar }).getByRole("link", { name: WORDS[language].login })).toBeVisible();
}

/**
 * The seeded pages of the sitemap (other specs add records and pages of their own while the
 * suite runs): static pages from the seed's pages.json, template pages for the seeded records.
 */
async function seededPaths(page: Page, language: Language): Promise<string[]> {
  const seed = (module: string, entity: string) => JSON.parse(readFileSync(join(SEED, module, `${entity}.json`), "utf8")) as Record<string, unknown>[];
  const seeded = new Set<string>();
  for (const { url } of seed("host", "pages") as { url: string }[]) {
    const template = url.match(/\[(\w[\w-]*)\.([\w-]+)\.slug\]/);
    if (!template) seeded.add(url);
    else if (existsSync(join(SEED, template[1]!, `${template[2]}.json`))) for (const row of seed(template[1]!, template[2]!)) seeded.add(url.replace(template[0], String(row.slug)));
  }
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return paths.filter((path) => (path === `/${language}` ? seeded.has("/") : path.startsWith(`/${language}/`) && seeded.has(path.slice(language.length + 1))));
}

for (const language of ["ru", "en"] as const) {
  test(`every seeded ${language} page shows its interface in ${language} only`, async ({ page, context }) => {
    test.setTimeout(300_000);
    const paths = await seededPaths(page, language);
    expect(paths.length).toBeGreaterThan(40);
    // The logout page signs out and goes home; it is covered by the accounts spec.
    await inTabs(context, paths.filter((path) => !path.endsWith("/logout")), async (tab, path) => {
      await tab.goto(path);
      await ready(tab, language);
      await expect(tab.locator("html")).toHaveAttribute("lang", language);
      if (language === "en") expect(await tab.title(), path).not.toMatch(CYRILLIC);
      await expectOwnLanguage(tab, language, path);
    });
  });

  test(`the sign-in form and its error toast, the cart, checkout and payment pages are in ${language}`, async ({ page, context }) => {
    const words = WORDS[language];
    // A wrong password: the server's 'Invalid credentials' is shown in the page's language.
    await page.goto(`/${language}/rbac/subject/authentication/select-method`);
    await ready(page, language);
    await page.getByRole("button", { name: language === "ru" ? "Почта и пароль" : "Login and password" }).click();
    const form = page.getByRole("form", { name: language === "ru" ? "Почта и пароль" : "Login and password" });
    await form.getByLabel(language === "ru" ? "Электронная почта" : "Email", { exact: true }).fill(`nobody-${Date.now()}@example.org`);
    await form.getByLabel(language === "ru" ? "Пароль" : "Password", { exact: true }).fill("wrong-password-1");
    await form.getByRole("button", { name: language === "ru" ? "Войти" : "Sign in" }).click();
    await expect(page.getByRole("region", { name: words.toasts }).getByText(language === "ru" ? "Неверная почта или пароль" : "Invalid credentials")).toBeVisible();
    await expectOwnLanguage(page, language, "sign-in with a wrong password");

    // A product added to the cart: the success toast, the cart drawer with its provider's label.
    await signInBrowser(context, `e2e-languages-${language}-${Date.now()}@example.org`, "e2e-languages-password");
    await page.goto(`/${language}/ecommerce/products/icon-kazan`);
    // The user menu of a signed-in visitor: their role is named in the page's language.
    await page.getByRole("button", { name: language === "ru" ? "Меню учётной записи" : "Account menu" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectOwnLanguage(page, language, "user menu");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    const add = page.getByRole("button", { name: language === "ru" ? "В корзину" : "Add to cart" });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole("region", { name: words.toasts }).getByText(language === "ru" ? "Сохранено" : "Updated successfully").first()).toBeVisible();
    await expectOwnLanguage(page, language, "product in the cart");
    const cart = page.getByRole("button", { name: language === "ru" ? "Корзина: 1" : "Cart: 1" });
    await cart.click();
    const drawer = page.getByRole("dialog", { name: language === "ru" ? "Корзина" : "Cart" });
    await expect(drawer.getByRole("combobox", { name: language === "ru" ? "Способ оплаты" : "Payment method" })).toHaveText(language === "ru" ? /Банковский перевод/ : /Bank transfer/);
    await expectOwnLanguage(page, language, "cart drawer");

    // The cart page, then its checkout: the payment page is in the same language.
    await page.goto(`/${language}/ecommerce/cart`);
    const checkout = page.getByRole("form", { name: language === "ru" ? "Оформить заказ" : "Checkout" });
    await expect(checkout.getByRole("button", { name: language === "ru" ? "Оформить заказ" : "Checkout" })).toBeEnabled();
    await expectOwnLanguage(page, language, "cart page");
    await checkout.getByRole("button", { name: language === "ru" ? "Оформить заказ" : "Checkout" }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/billing/dummy/[0-9a-f-]{36}\\?token=`));
    await expect(page.getByRole("button", { name: language === "ru" ? "Оплатить" : "Pay", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: language === "ru" ? "Отменить" : "Cancel", exact: true })).toBeVisible();
    await expectOwnLanguage(page, language, "payment page");
  });
}

test("the navbar switches an article to the same article in English and back", async ({ page }) => {
  await page.goto("/ru/blog/articles/bells");
  await ready(page, "ru");
  const toEnglish = page.getByRole("navigation", { name: "Язык сайта" }).getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("hreflang", "en");
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/blog\/articles\/bells$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await ready(page, "en");
  expect(await page.title()).not.toMatch(CYRILLIC);
  await page.screenshot({ path: "/tmp/languages-article-en.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/languages-article-en-phone.png" });
  await page.getByRole("navigation", { name: "Site language" }).getByRole("link", { name: "Русский" }).click();
  await expect(page).toHaveURL(/\/ru\/blog\/articles\/bells$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});
