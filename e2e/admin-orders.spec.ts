import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { api, signInBrowser, subjectOfJwt } from "./helpers";

// Orders and people findable in the admin (issue 11), as an administrator: an order's card shows
// its number, customer email and total; the list is filtered by status and by a date range (kept
// in the url); the order opens its customer, and the customer's 'Orders (2)' opens their orders.
// A note sent from the site without an account shows the email given with it as its customer and
// its kind, and the search finds it by that email, in the Russian and the English admin.

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const email = `parishioner-${stamp}@example.org`;
/** Today on the site's clock (the demo site's time zone). */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(new Date());
const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(new Date(Date.now() + 86_400_000));

const sender = `note-sender-${stamp}@example.org`;
/** A note's kind (its product's title) in Russian and English. */
const noteKind = { ru: `На молебен ${stamp}`, en: `For a moleben ${stamp}` };

let subjectId: string;
let paid: { id: string; number: number };
let fresh: { id: string; number: number };
let note: number;

test.beforeAll(async ({ request }) => {
  const registered = await request.post("/api/rbac/subjects/authentication/email-and-password/registration", {
    data: { data: { login: email, password: "correct horse battery" } },
  });
  expect(registered.status()).toBe(201);
  subjectId = subjectOfJwt((await registered.json()).data.jwt)!;
  // The site's own rouble: a second '₽' would give the shop's currency switcher two buttons alike.
  const [currency] = await api<{ id: string }[]>(request, "GET", "/api/billing/currencies?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=rub");
  const key = await api(request, "POST", "/api/ecommerce/attribute-keys", { type: "price", field: "number", title: { en: "Price" } });
  const product = await api(request, "POST", "/api/ecommerce/products", { title: { ru: `Свеча ${stamp}`, en: `Candle ${stamp}` } });
  const price = await api(request, "POST", "/api/ecommerce/attributes", { number: 120 });
  await api(request, "POST", "/api/ecommerce/products-to-attributes", { productId: product.id, attributeId: price.id });
  await api(request, "POST", "/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: key.id, attributeId: price.id });
  await api(request, "POST", "/api/ecommerce/attributes-to-billing-module-currencies", { attributeId: price.id, billingModuleCurrencyId: currency!.id });
  const order = async (status: string, quantity: number) => {
    const row = await api(request, "POST", "/api/ecommerce/orders", { status, type: "history" });
    await api(request, "POST", "/api/rbac/subjects-to-ecommerce-module-orders", { subjectId, ecommerceModuleOrderId: row.id });
    await api(request, "POST", "/api/ecommerce/orders-to-products", { orderId: row.id, productId: product.id, quantity });
    return { id: row.id as string, number: row.number as number };
  };
  paid = await order("paid", 3);
  fresh = await order("new", 1);

  // A note, sent as the notes page sends it: by a visitor without an account, with an email.
  const notes = await api(request, "POST", "/api/ecommerce/products", { variant: "smolny-note", title: noteKind });
  const donation = await api(request, "POST", "/api/ecommerce/attributes", { number: 120 });
  await api(request, "POST", "/api/ecommerce/products-to-attributes", { productId: notes.id, attributeId: donation.id });
  await api(request, "POST", "/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: key.id, attributeId: donation.id });
  await api(request, "POST", "/api/ecommerce/attributes-to-billing-module-currencies", { attributeId: donation.id, billingModuleCurrencyId: currency!.id });
  const init = await request.post("/api/rbac/subjects/authentication/init");
  expect(init.status()).toBe(201);
  const jwt = (await init.json()).data.jwt as string;
  const sent = await request.post(`/api/rbac/subjects/${subjectOfJwt(jwt)}/ecommerce-module/products/${notes.id}/checkout`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: { data: { provider: "dummy", quantity: 1, email: sender, aboutHealthNames: "Марии" } },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  note = (await sent.json()).data.ecommerceModule.orders[0].number;
});

test.beforeEach(async ({ context }) => {
  await signInBrowser(context, E2E_ADMIN.email, E2E_ADMIN.password);
});

const card = (page: Page, number: number) => page.getByRole("article", { name: `№ ${number}`, exact: true });

test("an order's card shows its customer and total; status and date filters narrow the list", async ({ page }) => {
  await page.goto("/en/admin/ecommerce/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();

  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: "Paid", exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=paid/);
  const filters = page.getByRole("group", { name: "Filters" });
  await filters.getByLabel(/Created from/).fill(today);
  await filters.getByLabel(/Created to/).fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));

  const order = card(page, paid.number);
  await expect(order).toBeVisible();
  await expect(order.getByRole("link", { name: `Customer: ${email}` })).toBeVisible();
  await expect(order).toContainText("Total360\u00a0₽");
  await expect(order).toContainText("StatusPaid");
  await expect(card(page, fresh.number)).toHaveCount(0);

  await page.screenshot({ path: "/tmp/o/orders-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(order.getByRole("link", { name: `Customer: ${email}` })).toBeVisible();
  await page.screenshot({ path: "/tmp/o/orders-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A range that starts tomorrow holds none of today's orders; the filters come back with Back.
  await filters.getByLabel(/Created from/).fill(tomorrow);
  await filters.getByLabel(/Created to/).fill(tomorrow);
  await expect(page.getByText("No found items.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/status=|from=|to=/);
  await expect(card(page, fresh.number)).toBeVisible();
});

test("an order opens its customer, and the customer's orders open filtered to them", async ({ page }) => {
  await page.goto(`/en/admin/ecommerce/orders?status=paid`);
  const order = card(page, paid.number);
  await order.getByRole("link", { name: `Customer: ${email}` }).click();

  await expect(page).toHaveURL(new RegExp(`/en/admin/rbac/subjects\\?id=${subjectId}`));
  await expect(page.getByRole("heading", { level: 1, name: "Subjects" })).toBeVisible();
  // Titled by the email, not the random slug.
  const subject = page.getByRole("article", { name: email });
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(subject).toContainText(`Email${email}`);
  await expect(subject).toContainText("RolesUser");
  await page.screenshot({ path: "/tmp/o/subject.png", fullPage: true });

  await subject.getByRole("link", { name: "Orders (2)" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/ecommerce/orders\\?customer=${subjectId}`));
  await expect(page.getByRole("group", { name: "Filters" })).toContainText(`Customer: ${email}`);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(card(page, paid.number)).toBeVisible();
  await expect(card(page, fresh.number)).toBeVisible();
  await page.getByRole("button", { name: "Clear customer filter" }).click();
  await expect(page).not.toHaveURL(/customer=/);
});

test("a note sent without an account shows its sender's email and kind, and is found by that email", async ({ page }) => {
  await page.goto("/en/admin/ecommerce/orders");
  await page.getByLabel("Search orders").fill(sender);
  const order = card(page, note);
  await expect(order).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(order).toContainText(`Customer${sender}`);
  await expect(order).toContainText(`Note${noteKind.en}`);
  // A visitor has no account to open.
  await expect(order.getByRole("link", { name: /^Customer:/ })).toHaveCount(0);

  await page.goto(`/admin/ecommerce/orders?q=${encodeURIComponent(sender)}`);
  const ru = card(page, note);
  await expect(ru).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(ru).toContainText(`Покупатель${sender}`);
  await expect(ru).toContainText(`Записка${noteKind.ru}`);
  await page.screenshot({ path: "/tmp/o/orders-note.png", fullPage: true });
});
