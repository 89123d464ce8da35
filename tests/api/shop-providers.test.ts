import { createHash, createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, paymentIntents, paymentIntentsToInvoices, webhookEvents } from "../../src/modules/billing/entities.js";
import { orders } from "../../src/modules/ecommerce/entities.js";
import { ordersToBillingModulePaymentIntents, ordersToFileStorageModuleFiles } from "../../src/links/ecommerce.js";
import { subjects } from "../../src/modules/rbac/entities.js";
import { subjectsToBillingModulePaymentIntents } from "../../src/links/rbac.js";
import { expectError } from "../helpers/records.js";
import { FAKE_KEYS, startFakeProviders, type FakeProviders } from "../helpers/fake-providers.js";
import { shop, type Buyer, type Row } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

const SITE = "https://sobor.example";
let fake: FakeProviders;
let sobor: TestSobor;
let s: ReturnType<typeof shop>;
let rub: Row;
let usd: Row;
let candle: Row; // 100 ₽, 2 $

beforeAll(async () => {
  fake = await startFakeProviders();
  sobor = await startTestSobor({
    siteUrl: SITE,
    // Each provider's keys as the environment gives them, pointed at the fake providers.
    env: {
      STRIPE_SECRET_KEY: FAKE_KEYS.stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_KEYS.stripe.webhookSecret,
      STRIPE_API_URL: fake.url,
      CLOUDPAYMENTS_PUBLIC_ID: FAKE_KEYS.cloudpayments.publicId,
      CLOUDPAYMENTS_API_SECRET: FAKE_KEYS.cloudpayments.apiSecret,
      CLOUDPAYMENTS_API_URL: `${fake.url}/cloudpayments`,
      TIPTOPPAY_PUBLIC_ID: FAKE_KEYS.tiptoppay.publicId,
      TIPTOPPAY_API_SECRET: FAKE_KEYS.tiptoppay.apiSecret,
      TIPTOPPAY_API_URL: `${fake.url}/tiptoppay`,
      PAYSELECTION_SITE_ID: FAKE_KEYS.payselection.siteId,
      PAYSELECTION_SECRET_KEY: FAKE_KEYS.payselection.secretKey,
      PAYSELECTION_API_URL: `${fake.url}/payselection`,
      PAYSELECTION_WEBHOOK_URL: "https://hooks.sobor.example/payselection",
      PAYSELECTION_INTERNATIONAL_SITE_ID: FAKE_KEYS.payselectionInternational.siteId,
      PAYSELECTION_INTERNATIONAL_SECRET_KEY: FAKE_KEYS.payselectionInternational.secretKey,
      PAYSELECTION_INTERNATIONAL_API_URL: `${fake.url}/payselection-international`,
      OXPROCESSING_MERCHANT_ID: FAKE_KEYS.oxprocessing.merchantId,
      OXPROCESSING_WEBHOOK_PASSWORD: FAKE_KEYS.oxprocessing.webhookPassword,
      OXPROCESSING_API_URL: `${fake.url}/ox`,
      OXPROCESSING_TEST: "true",
    },
  });
  s = shop(sobor);
  rub = await s.currency("rub", "₽", true);
  usd = await s.currency("usd", "$");
  candle = await s.product([[rub, 100], [usd, 2]]);
});
afterAll(async () => {
  await sobor?.close();
  await fake?.close();
});

/** A buyer's cart order of `quantity` candles checked out with `provider`: the order, invoice and buyer. */
async function checkedOut(provider: string, currency: Row, quantity = 1) {
  const buyer = await s.anonymous();
  const order = (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id, quantity } })).body.data;
  const answer = await s.as(buyer, `${buyer.base}/orders/${order.id}/checkout`, {
    method: "POST",
    data: { provider, email: "buyer@example.org", billingModule: { currency: { id: currency.id } } },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { buyer, order: order as Row, invoice: answer.body.data.billingModule.invoices[0] as Row };
}

async function orderOf(buyer: Buyer, orderId: string): Promise<Row> {
  return (await s.as(buyer, `${buyer.base}/orders`)).body.data.find((o: Row) => o.id === orderId);
}

const externalIdOf = async (invoiceId: string) => (await sobor.context.db.select({ externalId: invoices.externalId }).from(invoices).where(eq(invoices.id, invoiceId)))[0]!.externalId;
const eventsOf = (provider: string) => sobor.context.db.select().from(webhookEvents).where(eq(webhookEvents.provider, provider as never));
const receiptsOf = (orderId: string) => sobor.context.db.select().from(ordersToFileStorageModuleFiles).where(eq(ordersToFileStorageModuleFiles.orderId, orderId));

const webhook = (provider: string, body: string, headers: Record<string, string>, query = "") =>
  sobor.json(`/api/billing/webhooks/${provider}${query}`, { method: "POST", body, headers });

it("offers every configured provider, dummy last", async () => {
  expect((await sobor.json("/api/billing/providers")).body).toEqual({
    data: ["stripe", "0xprocessing", "payselection", "payselection-international", "tiptoppay", "cloudpayments", "dummy"],
  });
  expectError(await webhook("paypal", "{}", { "content-type": "application/json" }), 404);
  expectError(await webhook("dummy", "{}", { "content-type": "application/json" }), 404);
});

describe("stripe", () => {
  const stripe = new Stripe("sk_test_unused");
  const sign = (payload: string, secret = FAKE_KEYS.stripe.webhookSecret, timestamp?: number) => stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const event = (id: string, type: string, session: Row) => JSON.stringify({ id, object: "event", type, api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), data: { object: session } });

  it("creates a Checkout Session through the SDK: the amount in cents, the invoice id, the buyer; its url is the payment url", async () => {
    const { invoice } = await checkedOut("stripe", usd, 2);
    expect(invoice).toMatchObject({ provider: "stripe", amount: 4, status: "open", paymentUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/) });
    const request = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_KEYS.stripe.secretKey}`);
    expect(request.headers["idempotency-key"]).toBe(`sobor-invoice-${invoice.id}`);
    expect(request.fields).toMatchObject({
      mode: "payment",
      customer_email: "buyer@example.org",
      client_reference_id: invoice.id,
      metadata: { invoiceId: invoice.id },
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "400" } }],
      success_url: expect.stringContaining(`${SITE}/`),
    });
    expect(await externalIdOf(invoice.id)).toBe(invoice.paymentUrl.split("/").at(-1));
  });

  it("a signed checkout.session.completed pays the invoice and its orders; forged → 400; a replay does nothing", async () => {
    const { buyer, order, invoice } = await checkedOut("stripe", usd, 1);
    const sessionId = await externalIdOf(invoice.id);
    const session = { id: sessionId, object: "checkout.session", metadata: { invoiceId: invoice.id }, client_reference_id: invoice.id, amount_total: 200, currency: "usd", payment_status: "paid", status: "complete" };
    const payload = event(`evt_${invoice.id}`, "checkout.session.completed", session);

    // Forged: another secret, a changed body, no header, an old timestamp.
    expectError(await webhook("stripe", payload, { "stripe-signature": sign(payload, "whsec_forged"), "content-type": "application/json" }), 400, /Invalid signature/);
    const header = sign(payload);
    expectError(await webhook("stripe", payload.replace('"amount_total":200', '"amount_total":1'), { "stripe-signature": header, "content-type": "application/json" }), 400, /Invalid signature/);
    expectError(await webhook("stripe", payload, { "content-type": "application/json" }), 400, /Invalid signature/);
    expectError(await webhook("stripe", payload, { "stripe-signature": sign(payload, undefined, Math.floor(Date.now() / 1000) - 3600), "content-type": "application/json" }), 400);
    expect((await orderOf(buyer, order.id)).status).toBe("paying");

    const valid = await webhook("stripe", payload, { "stripe-signature": header, "content-type": "application/json" });
    expect(valid).toMatchObject({ status: 200, body: { data: { outcome: "paid" } } });
    const paid = await orderOf(buyer, order.id);
    expect(paid).toMatchObject({ status: "paid", billingModule: { invoices: [{ id: invoice.id, status: "paid" }] } });
    expect(paid.fileStorageModule.files).toHaveLength(1);

    const replay = await webhook("stripe", payload, { "stripe-signature": header, "content-type": "application/json" });
    expect(replay).toMatchObject({ status: 200, body: { data: { outcome: "replayed" } } });
    expect(await receiptsOf(order.id)).toHaveLength(1);
    expect((await eventsOf("stripe")).filter((e) => e.eventId === `evt_${invoice.id}`)).toEqual([expect.objectContaining({ outcome: "paid", invoiceId: invoice.id })]);
    // A later expiry of the paid session does not cancel it.
    const expired = event(`evt_expired_${invoice.id}`, "checkout.session.expired", { ...session, status: "expired" });
    expect((await webhook("stripe", expired, { "stripe-signature": sign(expired), "content-type": "application/json" })).body.data.outcome).toBe("ignored");
    expect((await orderOf(buyer, order.id)).status).toBe("paid");
  });

  it("an expired session cancels; a wrong amount or someone else's session changes nothing", async () => {
    const one = await checkedOut("stripe", usd, 1);
    const sessionId = await externalIdOf(one.invoice.id);
    const expired = event("evt_exp_1", "checkout.session.expired", { id: sessionId, object: "checkout.session", metadata: { invoiceId: one.invoice.id }, amount_total: 200, currency: "usd", payment_status: "unpaid" });
    expect((await webhook("stripe", expired, { "stripe-signature": sign(expired) })).body.data.outcome).toBe("canceled");
    expect((await orderOf(one.buyer, one.order.id)).status).toBe("canceled");

    const two = await checkedOut("stripe", usd, 1);
    const cheap = event("evt_cheap", "checkout.session.completed", { id: await externalIdOf(two.invoice.id), object: "checkout.session", metadata: { invoiceId: two.invoice.id }, amount_total: 1, currency: "usd", payment_status: "paid" });
    expect((await webhook("stripe", cheap, { "stripe-signature": sign(cheap) })).body.data.outcome).toBe("amount-mismatch");
    const stranger = event("evt_stranger", "checkout.session.completed", { id: "cs_someone_else", object: "checkout.session", metadata: { invoiceId: two.invoice.id }, amount_total: 200, currency: "usd", payment_status: "paid" });
    expect((await webhook("stripe", stranger, { "stripe-signature": sign(stranger) })).body.data.outcome).toBe("unknown-invoice");
    expect((await orderOf(two.buyer, two.order.id)).status).toBe("paying");
  });

  it("a provider refusing the payment is a 502 and the order stays in the cart", async () => {
    const buyer = await s.anonymous();
    const order = (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } })).body.data;
    fake.failNext();
    const answer = await s.as(buyer, `${buyer.base}/orders/${order.id}/checkout`, { method: "POST", data: { provider: "stripe", email: "buyer@example.org", billingModule: { currency: { id: usd.id } } } });
    expectError(answer, 502, /stripe/);
    expect(await orderOf(buyer, order.id)).toMatchObject({ type: "cart", status: "new", billingModule: { invoices: [] } });
  });
});

describe("the provider is called after the checkout committed, under no lock", () => {
  /** What another request sees while the provider is answering: it takes the buyer's row (NOWAIT) and reads the order's invoice. */
  const lookMeanwhile = (buyer: Buyer, orderId: string) =>
    sobor.context.db.transaction(async (tx) => {
      await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, buyer.subjectId)).for("update", { noWait: true });
      const [order] = await tx.select({ status: orders.status, type: orders.type }).from(orders).where(eq(orders.id, orderId));
      const invoice = await tx
        .select({ id: invoices.id, status: invoices.status, paymentUrl: invoices.paymentUrl })
        .from(ordersToBillingModulePaymentIntents)
        .innerJoin(paymentIntentsToInvoices, eq(paymentIntentsToInvoices.paymentIntentId, ordersToBillingModulePaymentIntents.billingModulePaymentIntentId))
        .innerJoin(invoices, eq(invoices.id, paymentIntentsToInvoices.invoiceId))
        .where(eq(ordersToBillingModulePaymentIntents.orderId, orderId));
      return { order, invoice };
    });

  it("while the provider answers, the invoice is committed (open, no payment url yet) and the buyer's row is free", async () => {
    const buyer = await s.anonymous();
    const order = (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } })).body.data;
    let seen: Awaited<ReturnType<typeof lookMeanwhile>> | undefined;
    fake.beforeNextAnswer(async () => {
      seen = await lookMeanwhile(buyer, order.id);
    });
    const answer = await s.as(buyer, `${buyer.base}/orders/${order.id}/checkout`, { method: "POST", data: { provider: "stripe", email: "buyer@example.org", billingModule: { currency: { id: usd.id } } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const invoice = answer.body.data.billingModule.invoices[0];
    expect(seen).toEqual({ order: { status: "paying", type: "history" }, invoice: [{ id: invoice.id, status: "open", paymentUrl: null }] });
    expect(invoice.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });

  it("a second checkout of the order while the first is at the provider answers the same payment", async () => {
    const buyer = await s.anonymous();
    const order = (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } })).body.data;
    const checkoutOnce = () => s.as(buyer, `${buyer.base}/orders/${order.id}/checkout`, { method: "POST", data: { provider: "stripe", email: "buyer@example.org", billingModule: { currency: { id: usd.id } } } });
    let second: ReturnType<typeof checkoutOnce> | undefined;
    fake.beforeNextAnswer(async () => {
      second = checkoutOnce();
    });
    const first = await checkoutOnce();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await second!;
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.billingModule.invoices).toEqual(first.body.data.billingModule.invoices);
    expect(first.body.data.billingModule.invoices[0].paymentUrl).toMatch(/^https:/);
  });

  it("a provider refusing a buy-now payment withdraws the invoice and the new order", async () => {
    const buyer = await s.anonymous();
    fake.failNext();
    const answer = await s.as(buyer, `${buyer.base}/products/${candle.id}/checkout`, { method: "POST", data: { provider: "stripe", email: "buyer@example.org", quantity: 1, billingModule: { currency: { id: usd.id } } } });
    expectError(answer, 502, /stripe/);
    expect((await s.as(buyer, `${buyer.base}/orders`)).body.data).toEqual([]);
    const mine = await sobor.context.db.select({ id: paymentIntents.id }).from(subjectsToBillingModulePaymentIntents).innerJoin(paymentIntents, eq(paymentIntents.id, subjectsToBillingModulePaymentIntents.billingModulePaymentIntentId)).where(eq(subjectsToBillingModulePaymentIntents.subjectId, buyer.subjectId));
    expect(mine).toEqual([]);
  });
});

describe.each(["cloudpayments", "tiptoppay"] as const)("%s", (provider) => {
  const keys = FAKE_KEYS[provider];
  const hmac = (body: string, secret = keys.apiSecret) => createHmac("sha256", secret).update(body).digest("base64");

  it("creates an order (orders/create, HTTP Basic) whose Url is the payment url", async () => {
    const { invoice } = await checkedOut(provider, rub, 2);
    expect(invoice).toMatchObject({ provider, amount: 200, paymentUrl: expect.stringMatching(new RegExp(`^https://orders\\.${provider}\\.example/d/`)) });
    const request = fake.requests.filter((r) => r.path === `/${provider}/orders/create`).at(-1)!;
    expect(request.fields).toMatchObject({ Amount: 200, Currency: "RUB", Email: "buyer@example.org", InvoiceId: invoice.id, JsonData: { invoiceId: invoice.id } });
  });

  it("a Pay notification signed with Content-HMAC pays; forged → 400; a replay answers {code: 0} and does nothing", async () => {
    const { buyer, order, invoice } = await checkedOut(provider, rub, 1);
    const transactionId = String(Math.floor(Math.random() * 1e9));
    const form = new URLSearchParams({ TransactionId: transactionId, Amount: "100.00", Currency: "RUB", InvoiceId: invoice.id, Status: "Completed", OperationType: "Payment", TestMode: "1", Email: "buyer@example.org" }).toString();
    const headers = (signature: string) => ({ "content-type": "application/x-www-form-urlencoded", "content-hmac": signature });

    expectError(await webhook(provider, form, headers(hmac(form, "forged-secret"))), 400, /Invalid signature/);
    expectError(await webhook(provider, form.replace("100.00", "1.00"), headers(hmac(form))), 400, /Invalid signature/);
    expectError(await webhook(provider, form, { "content-type": "application/x-www-form-urlencoded" }), 400, /Invalid signature/);

    expect(await webhook(provider, form, headers(hmac(form)))).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "paid", billingModule: { invoices: [{ status: "paid" }] } });
    expect(await webhook(provider, form, headers(hmac(form)))).toMatchObject({ status: 200, body: { code: 0 } });
    expect((await eventsOf(provider)).filter((e) => e.eventId === `pay:${transactionId}`)).toHaveLength(1);
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });

  it("JSON notifications with X-Content-HMAC; Check answers 0 for a payable invoice, 12 for a wrong amount, 10 for an unknown one; Fail changes nothing", async () => {
    const { buyer, order, invoice } = await checkedOut(provider, rub, 3);
    const json = (fields: Row) => JSON.stringify({ TransactionId: 77, Currency: "RUB", InvoiceId: invoice.id, ...fields });
    const send = (body: string, query: string) => webhook(provider, body, { "content-type": "application/json", "x-content-hmac": hmac(body) }, query);
    expect((await send(json({ Amount: 300 }), "?kind=check")).body).toEqual({ code: 0 });
    expect((await send(json({ Amount: 3 }), "?kind=check")).body).toEqual({ code: 12 });
    expect((await send(json({ Amount: 300, InvoiceId: "00000000-0000-4000-8000-000000000000" }), "?kind=check")).body).toEqual({ code: 10 });
    expect((await send(json({ Amount: 300, Reason: "InsufficientFunds", ReasonCode: 5051, Status: "Declined" }), "?kind=fail")).body).toEqual({ code: 0 });
    expect((await orderOf(buyer, order.id)).status).toBe("paying");
    expectError(await send(json({ Amount: 300 }), "?kind=nope"), 400, /kind/);
  });
});

describe.each([
  ["payselection", FAKE_KEYS.payselection, "https://hooks.sobor.example/payselection"],
  ["payselection-international", FAKE_KEYS.payselectionInternational, `${SITE}/api/billing/webhooks/payselection-international`],
] as const)("%s", (provider, keys, notificationUrl) => {
  const sign = (body: string, secret: string = keys.secretKey, url: string = notificationUrl) => createHmac("sha256", secret).update(`POST\n${url}\n${keys.siteId}\n${body}`).digest("hex");

  it("creates a payment link (signed request checked by the fake) whose Url is the payment url", async () => {
    const { invoice } = await checkedOut(provider, rub, 1);
    expect(invoice).toMatchObject({ provider, amount: 100, paymentUrl: expect.stringMatching(/^https:\/\/webform\.payselection\.example\/PS\d+$/) });
    const request = fake.requests.filter((r) => r.path === `/${provider}/webpayments/paylink_create`).at(-1)!;
    expect(request.fields.PaymentRequest).toMatchObject({ OrderId: invoice.id, Amount: "100.00", Currency: "RUB", CustomerInfo: { Email: "buyer@example.org" }, ExtraData: { WebhookUrl: notificationUrl } });
  });

  it("a Payment notification with X-WEBHOOK-SIGNATURE pays; forged or another site → 400; a replay does nothing", async () => {
    const { buyer, order, invoice } = await checkedOut(provider, rub, 2);
    const body = JSON.stringify({ Event: "Payment", TransactionId: `PS-${invoice.id}`, OrderId: invoice.id, Amount: "200.00", Currency: "RUB", IsTest: 1 });
    const headers = (signature: string, siteId: string = keys.siteId) => ({ "content-type": "application/json", "x-site-id": siteId, "x-webhook-signature": signature });
    expectError(await webhook(provider, body, headers(sign(body, "forged"))), 400, /Invalid signature/);
    expectError(await webhook(provider, body, headers(sign(body, keys.secretKey, "https://evil.example/hook"))), 400, /Invalid signature/);
    expectError(await webhook(provider, body, headers(sign(body), "99999")), 400, /Invalid signature/);
    expect((await orderOf(buyer, order.id)).status).toBe("paying");

    expect(await webhook(provider, body, headers(sign(body)))).toMatchObject({ status: 200, body: { data: { outcome: "paid" } } });
    expect((await orderOf(buyer, order.id)).status).toBe("paid");
    expect(await webhook(provider, body, headers(sign(body)))).toMatchObject({ status: 200, body: { data: { outcome: "replayed" } } });
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });
});

describe("0xprocessing", () => {
  const sign = (fields: Row, password = FAKE_KEYS.oxprocessing.webhookPassword) =>
    createHash("md5").update(`${fields.PaymentId}:${fields.MerchantId}:${fields.Email}:${fields.Currency}:${password}`).digest("hex");

  it("creates a payment in USD whose redirectUrl is the payment url; other currencies are refused", async () => {
    const { invoice } = await checkedOut("0xprocessing", usd, 3);
    expect(invoice).toMatchObject({ provider: "0xprocessing", amount: 6, paymentUrl: expect.stringMatching(/^https:\/\/app\.0xprocessing\.example\/Payment\/\d+$/) });
    const request = fake.requests.filter((r) => r.path === "/ox/Payment").at(-1)!;
    expect(request.fields).toMatchObject({ MerchantId: FAKE_KEYS.oxprocessing.merchantId, AmountUSD: "6.00", BillingID: invoice.id, Email: "buyer@example.org", Test: "true" });

    const buyer = await s.anonymous();
    const order = (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } })).body.data;
    expectError(await s.as(buyer, `${buyer.base}/orders/${order.id}/checkout`, { method: "POST", data: { provider: "0xprocessing", email: "a@example.org" } }), 400, /US dollars/);
  });

  it("a signed Success webhook pays, Canceled cancels; forged → 400; a replay does nothing", async () => {
    const { buyer, order, invoice } = await checkedOut("0xprocessing", usd, 1);
    const paymentId = await externalIdOf(invoice.id);
    const fields = { PaymentId: Number(paymentId), MerchantId: FAKE_KEYS.oxprocessing.merchantId, Email: "buyer@example.org", Currency: "USDT (TRC20)", Status: "Success", BillingID: invoice.id, AmountUSD: 2, TotalAmountUSD: 2, Test: true };
    const body = JSON.stringify({ ...fields, Signature: sign(fields) });
    const forged = JSON.stringify({ ...fields, Signature: sign(fields, "guess") });
    expectError(await webhook("0xprocessing", forged, { "content-type": "application/json" }), 400, /Invalid signature/);
    expect((await orderOf(buyer, order.id)).status).toBe("paying");
    expect(await webhook("0xprocessing", body, { "content-type": "application/json" })).toMatchObject({ status: 200, body: { data: { outcome: "paid" } } });
    expect((await orderOf(buyer, order.id)).status).toBe("paid");
    expect(await webhook("0xprocessing", body, { "content-type": "application/json" })).toMatchObject({ status: 200, body: { data: { outcome: "replayed" } } });
    expect(await receiptsOf(order.id)).toHaveLength(1);

    const other = await checkedOut("0xprocessing", usd, 1);
    const canceled = { ...fields, PaymentId: Number(await externalIdOf(other.invoice.id)), BillingID: other.invoice.id, Status: "Canceled" };
    expect((await webhook("0xprocessing", JSON.stringify({ ...canceled, Signature: sign(canceled) }), { "content-type": "application/json" })).body.data.outcome).toBe("canceled");
    expect((await orderOf(other.buyer, other.order.id)).status).toBe("canceled");
  });
});
