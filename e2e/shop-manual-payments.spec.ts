import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN, E2E_SECRET } from "../playwright.config";
import { sessionReady, signInBrowser } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

// Issue 10, Money: on a real site (DUMMY_PAYMENTS=manual, the default) the dummy provider is a
// bank transfer. The buyer sends a commemoration note; its thank-you panel links to the
// donation details, a page that says it is received and shows them, with no Pay button; the
// administrator presses Mark paid on the order in the admin; the buyer's order shows paid.
//
// The suite's shared server runs in self-service mode (the shop spec pays itself), so this file
// starts its own built server in manual mode on a free port, and stops it afterwards.

test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

let server: OwnServer | undefined;
let origin = "";

test.beforeAll(async ({ playwright }) => {
  server = await startOwnServer(playwright, { DUMMY_PAYMENTS: "manual" });
  origin = server.origin;
});

test.afterAll(async () => server?.stop());

/** A trusted read (secret key): `data` of the answer. */
async function read(request: APIRequestContext, path: string): Promise<any> {
  const response = await request.get(`${origin}${path}`, { headers: { "x-rbac-secret-key": E2E_SECRET } });
  expect(response.status(), path).toBe(200);
  return (await response.json()).data;
}

const eq = (column: string, value: string) => `filters[and][0][column]=${column}&filters[and][0][method]=eq&filters[and][0][value]=${value}`;

test("a note paid by bank transfer: the buyer sees it received with the donation details, the admin marks the order paid", async ({ browser, request }) => {
  // The buyer sends a note.
  const buyer = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  const page = await buyer.newPage();
  await page.goto("/ru/notes");
  await sessionReady(buyer, SLOW.timeout);
  const form = page.getByRole("form", { name: "Подать записку" });
  await form.getByRole("combobox", { name: "Тип записки" }).click();
  await page.getByRole("option", { name: "На панихиду" }).click();
  await form.getByLabel("Об упокоении").fill("Иоанна");
  await form.getByLabel("Эл. почта для квитанции").fill(`e2e-manual-${Date.now().toString(36)}@example.org`);
  await form.getByRole("button", { name: "Подать записку" }).click();
  await page.getByRole("link", { name: "Реквизиты для перевода" }).click();

  // The payment page: received, the amount, the transfer details; nothing to press.
  await expect(page).toHaveURL(/\/billing\/dummy\/[0-9a-f-]{36}\?token=/, SLOW);
  const invoiceId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { name: "Спасибо, заявка принята" })).toBeVisible(SLOW);
  await expect(page.locator("[data-amount]")).toHaveText("100 ₽");
  await expect(page.getByRole("heading", { name: "Пожертвования на храм" })).toBeVisible();
  await expect(page.getByText("Получатель: Демо-приход (вымышленные реквизиты).")).toBeVisible();
  await expect(page.getByRole("button", { name: "Оплатить", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Отменить", exact: true })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/shop-manual-received.png", fullPage: true });

  // The order that invoice pays for.
  const [intentLink] = await read(request, `/api/billing/payment-intents-to-invoices?${eq("invoiceId", invoiceId)}`);
  const [orderLink] = await read(request, `/api/ecommerce/orders-to-billing-module-payment-intents?${eq("billingModulePaymentIntentId", intentLink.paymentIntentId)}`);
  const orderId: string = orderLink.orderId;

  // The administrator marks it paid in the admin (after a confirmation).
  const admin = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  await signInBrowser(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  const adminPage = await admin.newPage();
  await adminPage.goto("/en/admin/ecommerce/orders");
  const row = adminPage.getByRole("article").filter({ hasText: orderId.slice(0, 8) });
  await expect(row).toHaveCount(1, SLOW);
  await expect(row.getByText("Awaiting payment", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: "Mark paid" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Mark paid?" });
  await expect(confirm).toContainText("Has the money arrived?");
  await confirm.getByRole("button", { name: "Mark paid" }).click();
  await expect(adminPage.getByText("Done").first()).toBeVisible();
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Cancel payment" })).toHaveCount(0);

  // The buyer's page now says paid.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Счёт оплачен" })).toBeVisible(SLOW);
  expect((await read(request, `/api/billing/invoices/${invoiceId}`)).status).toBe("paid");
  await admin.close();
  await buyer.close();
});
