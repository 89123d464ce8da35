import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, paymentIntents, paymentIntentsToInvoices } from "../../src/modules/billing/entities.js";
import { mailerOf } from "../../src/modules/notification/server/index.js";
import { subjectsToBillingModulePaymentIntents } from "../../src/links/rbac.js";
import { ordersToBillingModulePaymentIntents, ordersToFileStorageModuleFiles } from "../../src/links/ecommerce.js";
import { signInAsAdmin, type Tokens } from "../helpers/accounts.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { shop, type Buyer, type Row } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let s: ReturnType<typeof shop>;
let admin: Tokens;
let rub: Row;
let usd: Row;
let candle: Row; // 100 ₽, 2 $
let icon: Row; // 250.5 ₽
let book: Row; // no price

beforeAll(async () => {
  // The buyer's own Pay/Cancel on the dummy page exists only in self-service mode (demos, tests).
  sobor = await startTestSobor({ siteUrl: "https://sobor.example", env: { DUMMY_PAYMENTS: "self-service" } });
  s = shop(sobor);
  admin = await signInAsAdmin(sobor);
  rub = await s.currency("rub", "₽", true);
  usd = await s.currency("usd", "$");
  candle = await s.product([[rub, 100], [usd, 2]]);
  icon = await s.product([[rub, 250.5]]);
  book = await s.product([]);
});
afterAll(() => sobor?.close());

const add = async (buyer: Buyer, productId: string, quantity = 1) => (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId, quantity } })).body.data as Row;
const checkoutOrders = (buyer: Buyer, orderIds: string[], data: Row = {}) =>
  s.as(buyer, `${buyer.base}/orders/checkout`, { method: "POST", data: { provider: "dummy", email: "buyer@example.org", ecommerceModule: { orders: orderIds.map((id) => ({ id })) }, ...data } });
const checkoutOrder = (buyer: Buyer, orderId: string, data: Row = {}) =>
  s.as(buyer, `${buyer.base}/orders/${orderId}/checkout`, { method: "POST", data: { provider: "dummy", email: "buyer@example.org", ...data } });
const buyNow = (buyer: Buyer, productId: string, data: Row = {}) =>
  s.as(buyer, `${buyer.base}/products/${productId}/checkout`, { method: "POST", data: { provider: "dummy", email: "buyer@example.org", quantity: 1, ...data } });
const invoicesOfOrder = (orderId: string) =>
  sobor.context.db
    .select({ id: invoices.id })
    .from(ordersToBillingModulePaymentIntents)
    .innerJoin(paymentIntentsToInvoices, eq(paymentIntentsToInvoices.paymentIntentId, ordersToBillingModulePaymentIntents.billingModulePaymentIntentId))
    .innerJoin(invoices, eq(invoices.id, paymentIntentsToInvoices.invoiceId))
    .where(eq(ordersToBillingModulePaymentIntents.orderId, orderId));
const dummy = (invoice: Row) => {
  const url = new URL(invoice.paymentUrl);
  return { path: `/api/billing/dummy/${invoice.id}`, token: url.searchParams.get("token")! };
};

describe("checkout validation", () => {
  it("400 'Invalid provider' for an unknown, missing or unconfigured provider; nothing changes", async () => {
    const buyer = await s.anonymous();
    const order = await add(buyer, candle.id);
    for (const provider of ["paypal", undefined, "", "stripe", "cloudpayments", "0xprocessing"]) {
      expectError(await checkoutOrders(buyer, [order.id], { provider }), 400, /^Invalid provider$/);
      expectError(await checkoutOrder(buyer, order.id, { provider }), 400, /^Invalid provider$/);
      expectError(await buyNow(buyer, candle.id, { provider }), 400, /^Invalid provider$/);
    }
    const [after] = (await s.as(buyer, `${buyer.base}/orders`)).body.data;
    expect(after).toMatchObject({ id: order.id, type: "cart", status: "new", billingModule: { invoices: [] } });
  });

  it("validates email, quantity, the order list and the currency", async () => {
    const buyer = await s.anonymous();
    const order = await add(buyer, candle.id);
    for (const email of ["", "nope", undefined, 5]) expectError(await checkoutOrders(buyer, [order.id], { email }), 400, /email/);
    expectError(await checkoutOrders(buyer, []), 400, /^orderId is required$/);
    expectError(await s.as(buyer, `${buyer.base}/orders/checkout`, { method: "POST", data: { provider: "dummy", email: "a@example.org", ecommerceModule: { orders: [{}] } } }), 400, /^orderId is required$/);
    expectError(await s.as(buyer, `${buyer.base}/orders/checkout`, { method: "POST", data: { provider: "dummy", email: "a@example.org" } }), 400, /^orderId is required$/);
    expectError(await checkoutOrders(buyer, ["00000000-0000-4000-8000-000000000000"]), 404);
    for (const quantity of [0, -2, 1.5, "two"]) expectError(await buyNow(buyer, candle.id, { quantity }), 400, /quantity/);
    expectError(await checkoutOrders(buyer, [order.id], { billingModule: { currency: { id: "00000000-0000-4000-8000-000000000000" } } }), 400, /currency/);
    expectError(await checkoutOrders(buyer, [order.id], { billingModule: { currency: { id: "rub" } } }), 400, /currency/);
    expectError(await buyNow(buyer, "00000000-0000-4000-8000-000000000000"), 404);
  });

  it("a product without a price in the currency: the price message, and the order stays in the cart", async () => {
    const buyer = await s.anonymous();
    const order = { id: (await s.forceLine(buyer, book.id)).orderId };
    expectError(await checkoutOrder(buyer, order.id), 400, /^Product doesn't have price attributes connected to billing module currency\.$/);
    const iconOrder = await add(buyer, icon.id);
    expectError(await checkoutOrder(buyer, iconOrder.id, { billingModule: { currency: { id: usd.id } } }), 400, /price attributes/);
    expect((await s.as(buyer, `${buyer.base}/orders/quantity`)).body.data).toBe(2);
  });
});

describe("checkout", () => {
  it("makes one invoice for the orders (default currency), moves them to paying/history, records and links the payment", async () => {
    const buyer = await s.registered();
    const a = await add(buyer, candle.id, 2);
    const b = await add(buyer, icon.id, 1);
    const answer = await checkoutOrders(buyer, [a.id, b.id], { comment: "К празднику", email: " Buyer@Example.org " });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const invoice = answer.body.data.billingModule.invoices[0];
    expect(answer.body.data.billingModule.invoices).toHaveLength(1);
    expect(invoice).toEqual({ id: expect.any(String), amount: 450.5, status: "open", provider: "dummy", paymentUrl: expect.stringMatching(new RegExp(`^https://sobor\\.example/ru/billing/dummy/${invoice.id}\\?token=[A-Za-z0-9_-]{43}$`)) });
    const orders = answer.body.data.ecommerceModule.orders;
    expect(orders.map((o: Row) => o.id)).toEqual([a.id, b.id]);
    for (const order of orders) {
      expect(order).toMatchObject({ status: "paying", type: "history", comment: "К празднику", billingModule: { invoices: [invoice], currency: { id: rub.id, symbol: "₽" } } });
    }
    const { db } = sobor.context;
    const [intent] = await db.select().from(paymentIntents).innerJoin(ordersToBillingModulePaymentIntents, eq(ordersToBillingModulePaymentIntents.billingModulePaymentIntentId, paymentIntents.id)).where(eq(ordersToBillingModulePaymentIntents.orderId, a.id));
    expect(intent!.billing_payment_intents).toMatchObject({ amount: 450.5, currencySymbol: "₽", status: "open", provider: "dummy", email: "buyer@example.org", comment: "К празднику" });
    const subjectLinks = await db.select().from(subjectsToBillingModulePaymentIntents).where(eq(subjectsToBillingModulePaymentIntents.billingModulePaymentIntentId, intent!.billing_payment_intents.id));
    expect(subjectLinks).toEqual([expect.objectContaining({ subjectId: buyer.subjectId })]);
    // The token is kept hashed and never shown.
    const [stored] = await db.select({ token: invoices.token }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(invoice.paymentUrl).not.toContain(stored!.token);
    const viaApi = await sobor.json(`/api/billing/invoices/${invoice.id}`, { secret: true });
    expect(viaApi.body.data).not.toHaveProperty("token");
    // The cart is empty now; the orders list shows them as history.
    expect((await s.as(buyer, `${buyer.base}/orders/quantity`)).body.data).toBe(0);
  });

  it("sends the buyer an invoice mail with the payment link (kept in the outbox without SMTP)", async () => {
    const buyer = await s.anonymous();
    const email = `${uniqueText("mail")}@example.org`;
    const order = await add(buyer, candle.id, 3);
    const answer = await checkoutOrder(buyer, order.id, { email, billingModule: { currency: { id: usd.id } } });
    expect(answer.status).toBe(201);
    const invoice = answer.body.data.billingModule.invoices[0];
    expect(invoice.amount).toBe(6);
    await mailerOf(sobor.context).flush();
    const outbox = await sobor.json(`/api/notification/messages?filters[and][0][column]=to&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(email)}`, { secret: true });
    expect(outbox.body.data).toHaveLength(1);
    expect(outbox.body.data[0]).toMatchObject({ status: "pending", subject: expect.stringContaining(invoice.id.slice(0, 8)) });
    expect(outbox.body.data[0].text).toContain(invoice.paymentUrl);
    expect(outbox.body.data[0].text).toContain("6 $");
  });

  it("checking out the same orders twice answers the same invoice, never a second one", async () => {
    const buyer = await s.registered();
    const order = await add(buyer, candle.id);
    const first = await checkoutOrder(buyer, order.id);
    const second = await checkoutOrder(buyer, order.id, { provider: "dummy", email: "other@example.org" });
    const third = await checkoutOrders(buyer, [order.id]);
    expect(first.status).toBe(201);
    expect([second.status, third.status]).toEqual([200, 200]);
    const id = first.body.data.billingModule.invoices[0].id;
    expect(second.body.data.billingModule.invoices.map((i: Row) => i.id)).toEqual([id]);
    expect(third.body.data.billingModule.invoices.map((i: Row) => i.id)).toEqual([id]);
    expect(await invoicesOfOrder(order.id)).toHaveLength(1);
    // Mixed with a new order: 409, nothing made.
    const fresh = await add(buyer, icon.id);
    expectError(await checkoutOrders(buyer, [order.id, fresh.id]), 409);
    expect(await invoicesOfOrder(fresh.id)).toHaveLength(0);
  });

  it("parallel checkouts of one order make one invoice", async () => {
    const buyer = await s.anonymous();
    const order = await add(buyer, icon.id, 2);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? checkoutOrder(buyer, order.id) : checkoutOrders(buyer, [order.id]))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => a.body.data.billingModule.invoices[0].id));
    expect(ids.size).toBe(1);
    expect(await invoicesOfOrder(order.id)).toHaveLength(1);
  });

  it("buy now: a new order with the product and quantity, checked out at once; the cart is untouched", async () => {
    const buyer = await s.anonymous();
    const cart = await add(buyer, candle.id, 1);
    const answer = await buyNow(buyer, candle.id, { quantity: 3, comment: "О здравии: Анна" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [order] = answer.body.data.ecommerceModule.orders;
    expect(order.id).not.toBe(cart.id);
    expect(order).toMatchObject({ type: "history", status: "paying", comment: "О здравии: Анна", ordersToProducts: [{ productId: candle.id, quantity: 3 }] });
    expect(answer.body.data.billingModule.invoices[0]).toMatchObject({ amount: 300, provider: "dummy", status: "open" });
    // Buy now twice is two purchases.
    expect((await buyNow(buyer, candle.id)).body.data.billingModule.invoices[0].id).not.toBe(answer.body.data.billingModule.invoices[0].id);
    const all = (await s.as(buyer, `${buyer.base}/orders`)).body.data;
    expect(all.find((o: Row) => o.id === cart.id).ordersToProducts[0].quantity).toBe(1);
    // With a store.
    const store = await s.create("/api/ecommerce/stores", { title: { ru: "Лавка" } });
    expect((await buyNow(buyer, icon.id, { storeId: store.id })).status).toBe(201);
  });

  it("mails one address at most 10 invoices an hour; checkouts are limited per client IP", async () => {
    const buyer = await s.anonymous();
    const email = `${uniqueText("flood")}@example.org`;
    for (let i = 0; i < 12; i++) expect((await buyNow(buyer, candle.id, { email })).status).toBe(201);
    await mailerOf(sobor.context).flush();
    const outbox = await sobor.json(`/api/notification/messages/count?filters[and][0][column]=to&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(email)}`, { secret: true });
    expect(outbox.body.data).toBe(10);

    sobor.context.config.trustProxy = true;
    try {
      const fromIp = { "x-forwarded-for": "203.0.113.9" };
      const attempt = () => s.as(buyer, `${buyer.base}/orders/checkout`, { method: "POST", data: { provider: "dummy", email }, headers: fromIp });
      for (let i = 0; i < 30; i++) expectError(await attempt(), 400, /orderId is required/);
      const limited = await attempt();
      expectError(limited, 429);
    } finally {
      sobor.context.config.trustProxy = false;
    }
  });

  it("lists the offered providers: dummy only without keys", async () => {
    expect((await sobor.json("/api/billing/providers")).body).toEqual({ data: ["dummy"] });
  });
});

describe("the dummy provider", () => {
  async function checkedOut(quantity = 1) {
    const buyer = await s.anonymous();
    const order = await add(buyer, candle.id, quantity);
    const answer = await checkoutOrder(buyer, order.id);
    return { buyer, order, invoice: answer.body.data.billingModule.invoices[0] as Row };
  }

  it("shows the invoice to the token's holder: amount, currency, status; 403 wrong token, 400 none, 404 unknown", async () => {
    const { invoice } = await checkedOut(2);
    const { path, token } = dummy(invoice);
    const shown = await sobor.json(`${path}?token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ id: invoice.id, amount: 200, status: "open", provider: "dummy", mode: "self-service", currency: { id: rub.id, slug: "rub", symbol: "₽", title: "RUB" } });
    expectError(await sobor.json(`${path}?token=${token}x`), 403);
    expectError(await sobor.json(`${path}?token=${dummy((await checkedOut()).invoice).token}`), 403);
    expectError(await sobor.json(path), 400, /token/);
    expectError(await sobor.json(`/api/billing/dummy/00000000-0000-4000-8000-000000000000?token=${token}`), 404);
    expectError(await sobor.json(`/api/billing/dummy/nope?token=${token}`), 400, /uuid/);
    expectError(await sobor.json(`${path}/pay?token=wrong`, { method: "POST" }), 403);
    expectError(await sobor.json(`${path}/cancel`, { method: "POST" }), 400, /token/);
    expect((await sobor.json(`${path}?token=${token}`)).body.data.status).toBe("open");
  });

  it("Pay marks the invoice and its orders paid, and links a generated 1500×1500 receipt to each order", async () => {
    const { buyer, order, invoice } = await checkedOut(3);
    const { path, token } = dummy(invoice);
    const paid = await sobor.json(`${path}/pay`, { method: "POST", body: { data: { token } } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ id: invoice.id, status: "paid", amount: 300 });
    const [view] = (await s.as(buyer, `${buyer.base}/orders`)).body.data;
    expect(view).toMatchObject({ id: order.id, status: "paid", type: "history", billingModule: { invoices: [{ id: invoice.id, status: "paid" }] } });
    expect(view.fileStorageModule.files).toEqual([expect.objectContaining({ width: 1500, height: 1500, mimeType: "image/png" })]);
    expect(view.receipt).toBe(view.fileStorageModule.files[0].file);
    const file = await sobor.json(`/api/file-storage/files/${view.fileStorageModule.files[0].id}`);
    expect(file.body.data).toMatchObject({ width: 1500, height: 1500, extension: "png" });
    const [intent] = await sobor.context.db.select({ status: paymentIntents.status }).from(paymentIntents).innerJoin(ordersToBillingModulePaymentIntents, eq(ordersToBillingModulePaymentIntents.billingModulePaymentIntentId, paymentIntents.id)).where(eq(ordersToBillingModulePaymentIntents.orderId, order.id));
    expect(intent!.status).toBe("paid");

    // Paying again changes nothing (no second receipt); canceling a paid invoice is a 409.
    expect((await sobor.json(`${path}/pay?token=${token}`, { method: "POST" })).status).toBe(200);
    expectError(await sobor.json(`${path}/cancel?token=${token}`, { method: "POST" }), 409, /paid/);
    const receipts = await sobor.context.db.select().from(ordersToFileStorageModuleFiles).where(eq(ordersToFileStorageModuleFiles.orderId, order.id));
    expect(receipts).toHaveLength(1);
    // The buyer's checkout of the paid order still answers the one invoice.
    expect((await checkoutOrder(buyer, order.id)).body.data.billingModule.invoices).toEqual([expect.objectContaining({ id: invoice.id, status: "paid" })]);
  });

  it("Cancel marks the invoice and its orders canceled; Pay afterwards is a 409", async () => {
    const { buyer, order, invoice } = await checkedOut();
    const { path, token } = dummy(invoice);
    const canceled = await sobor.json(`${path}/cancel?token=${token}`, { method: "POST" });
    expect(canceled.body.data).toMatchObject({ status: "canceled" });
    const [view] = (await s.as(buyer, `${buyer.base}/orders`)).body.data;
    expect(view).toMatchObject({ id: order.id, status: "canceled", billingModule: { invoices: [{ status: "canceled" }] }, fileStorageModule: { files: [] } });
    expect((await sobor.json(`${path}/cancel?token=${token}`, { method: "POST" })).status).toBe(200);
    expectError(await sobor.json(`${path}/pay?token=${token}`, { method: "POST" }), 409, /canceled/);
  });

  it("an admin moves a paid order on through the generic PATCH", async () => {
    const { order, invoice } = await checkedOut();
    const { path, token } = dummy(invoice);
    await sobor.json(`${path}/pay?token=${token}`, { method: "POST" });
    for (const status of ["approving", "packaging", "delivering", "delivered"]) {
      const moved = await s.as(admin, `/api/ecommerce/orders/${order.id}`, { method: "PATCH", data: { status } });
      expect(moved.body.data.status).toBe(status);
    }
    const rows = await sobor.context.db.select({ id: invoices.id, status: invoices.status }).from(invoices).where(inArray(invoices.id, [invoice.id]));
    expect(rows[0]!.status).toBe("paid");
  });
});
