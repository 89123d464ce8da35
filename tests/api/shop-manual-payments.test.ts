import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleActions } from "../../src/core/admin/model.js";
import type { AdminEntity } from "../../src/core/admin/types.js";
import { readPaymentsConfig } from "../../src/modules/billing/server/settings.js";
import { invoices } from "../../src/modules/billing/entities.js";
import { mailerOf } from "../../src/modules/notification/server/index.js";
import { register, signInAsAdmin, type Tokens } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { shop, type Buyer, type Row } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Issue 10, Money: with DUMMY_PAYMENTS=manual (the default) the dummy provider is a bank
// transfer an administrator confirms. The buyer's own Pay/Cancel is refused; the admin's
// mark-paid / cancel on the invoice or the order settles like a provider's notice.

let sobor: TestSobor;
let s: ReturnType<typeof shop>;
let admin: Tokens;
let rub: Row;
let candle: Row;

beforeAll(async () => {
  // No DUMMY_PAYMENTS in the config: the default must be the safe one.
  sobor = await startTestSobor({ siteUrl: "https://sobor.example", env: {} });
  s = shop(sobor);
  admin = await signInAsAdmin(sobor);
  rub = await s.currency("rub", "₽", true);
  candle = await s.product([[rub, 100]]);
});
afterAll(() => sobor?.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** An anonymous buyer checks out one order with the dummy provider, in a language. */
async function checkedOut(email = "buyer@example.org", lang = "ru") {
  const buyer = await s.anonymous();
  const order = (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id, quantity: 2 } })).body.data as Row;
  const answer = await s.as(buyer, `${buyer.base}/orders/${order.id}/checkout`, { method: "POST", data: { provider: "dummy", email, lang } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const invoice = answer.body.data.billingModule.invoices[0] as Row;
  const token = new URL(invoice.paymentUrl).searchParams.get("token")!;
  return { buyer, order, invoice, page: `/api/billing/dummy/${invoice.id}`, token };
}

const orderOf = async (buyer: Buyer, orderId: string) => ((await s.as(buyer, `${buyer.base}/orders`)).body.data as Row[]).find((o) => o.id === orderId)!;
const invoiceStatus = async (id: string) => (await sobor.context.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id)))[0]!.status;

/** Mail to an address, from the outbox (no SMTP configured), newest last. */
async function mailTo(email: string): Promise<Row[]> {
  await mailerOf(sobor.context).flush();
  const outbox = await sobor.json(`/api/notification/messages?filters[and][0][column]=to&filters[and][0][method]=eq&filters[and][0][value]=${encodeURIComponent(email)}&orderBy[and][0][column]=createdAt&orderBy[and][0][method]=asc`, { secret: true });
  return outbox.body.data;
}

describe("DUMMY_PAYMENTS", () => {
  it("is manual unless set to self-service; any other value refuses to start, naming the setting", () => {
    expect(readPaymentsConfig({}).dummy).toBe("manual");
    expect(readPaymentsConfig({ DUMMY_PAYMENTS: "self-service" }).dummy).toBe("self-service");
    expect(() => readPaymentsConfig({ DUMMY_PAYMENTS: "yes" })).toThrow(/DUMMY_PAYMENTS must be one of manual, self-service \(got 'yes'\)/);
  });
});

describe("the buyer on a manual site", () => {
  it("cannot pay or cancel their own invoice: 403, and the invoice and order stay unpaid", async () => {
    const { buyer, order, invoice, page, token } = await checkedOut();
    const shown = await sobor.json(`${page}?token=${token}`);
    expect(shown.body.data).toMatchObject({ id: invoice.id, status: "open", mode: "manual" });
    expectError(await sobor.json(`${page}/pay?token=${token}`, { method: "POST" }), 403, /administrator/);
    expectError(await sobor.json(`${page}/pay`, { method: "POST", body: { data: { token } } }), 403, /administrator/);
    expectError(await sobor.json(`${page}/cancel?token=${token}`, { method: "POST" }), 403, /administrator/);
    expect(await invoiceStatus(invoice.id)).toBe("open");
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "paying", billingModule: { invoices: [{ id: invoice.id, status: "open" }] } });
  });
});

describe("an administrator's mark-paid and cancel", () => {
  it("on the order: settles invoice and order, generates the receipt, mails the buyer in their language; a repeat is a 409", async () => {
    const email = "paid-order@example.org";
    const { buyer, order, invoice } = await checkedOut(email, "en");
    const paid = await s.as(admin, `/api/ecommerce/orders/${order.id}/mark-paid`, { method: "POST" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ id: order.id, status: "paid" });
    expect(await invoiceStatus(invoice.id)).toBe("paid");
    const view = await orderOf(buyer, order.id);
    expect(view).toMatchObject({ status: "paid", billingModule: { invoices: [{ id: invoice.id, status: "paid" }] } });
    expect(view.fileStorageModule.files).toHaveLength(1);

    const mails = await mailTo(email);
    const receivedMail = mails.find((m) => /Payment received/.test(m.subject));
    expect(receivedMail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(receivedMail!.subject).toContain(invoice.id.slice(0, 8));
    expect(receivedMail!.text).toContain("200 ₽");

    expectError(await s.as(admin, `/api/ecommerce/orders/${order.id}/mark-paid`, { method: "POST" }), 409, /no open invoice/);
    expectError(await s.as(admin, `/api/ecommerce/orders/${order.id}/cancel`, { method: "POST" }), 409);
    expectError(await s.as(admin, `/api/billing/invoices/${invoice.id}/mark-paid`, { method: "POST" }), 409, /already paid/);
    expect((await mailTo(email)).filter((m) => /Payment received/.test(m.subject))).toHaveLength(1);
  });

  it("on the invoice: the order follows; the paid mail is in Russian for a Russian checkout", async () => {
    const email = "paid-invoice@example.org";
    const { buyer, order, invoice } = await checkedOut(email, "ru");
    const paid = await sobor.json(`/api/billing/invoices/${invoice.id}/mark-paid`, { method: "POST", secret: true });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toEqual({ id: invoice.id, status: "paid" });
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "paid" });
    expect((await mailTo(email)).map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Оплата получена/));
    expectError(await sobor.json(`/api/billing/invoices/${invoice.id}/mark-paid`, { method: "POST", secret: true }), 409);
  });

  it("cancel moves invoice and order to canceled without a mail; paying it afterwards is a 409", async () => {
    const email = "canceled@example.org";
    const { buyer, order, invoice } = await checkedOut(email);
    const canceled = await s.as(admin, `/api/ecommerce/orders/${order.id}/cancel`, { method: "POST" });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: "canceled" });
    expect(await invoiceStatus(invoice.id)).toBe("canceled");
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "canceled" });
    expectError(await s.as(admin, `/api/billing/invoices/${invoice.id}/cancel`, { method: "POST" }), 409, /already canceled/);
    expectError(await s.as(admin, `/api/billing/invoices/${invoice.id}/mark-paid`, { method: "POST" }), 409, /canceled/);
    expect((await mailTo(email)).filter((m) => /Оплата получена|Payment received/.test(m.subject))).toHaveLength(0);
  });

  it("answers 400 for a malformed id, 404 for an unknown one, 409 for an order never checked out", async () => {
    for (const path of ["/api/billing/invoices/nope/mark-paid", "/api/ecommerce/orders/nope/cancel", "/api/billing/invoices/1'--/cancel"]) {
      expectError(await s.as(admin, path, { method: "POST" }), 400, /uuid/);
    }
    expectError(await s.as(admin, `/api/billing/invoices/${UNKNOWN}/mark-paid`, { method: "POST" }), 404);
    expectError(await s.as(admin, `/api/ecommerce/orders/${UNKNOWN}/mark-paid`, { method: "POST" }), 404);
    const buyer = await s.anonymous();
    const cart = (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } })).body.data as Row;
    expectError(await s.as(admin, `/api/ecommerce/orders/${cart.id}/mark-paid`, { method: "POST" }), 409, /no open invoice/);
  });

  it("is for administrators only: 401 without a session, 403 for the buyer or another user; nothing moves", async () => {
    const { buyer, order, invoice } = await checkedOut();
    const user = await register(sobor);
    for (const path of [`/api/billing/invoices/${invoice.id}/mark-paid`, `/api/ecommerce/orders/${order.id}/mark-paid`, `/api/ecommerce/orders/${order.id}/cancel`]) {
      expectError(await sobor.json(path, { method: "POST" }), 401);
      expectError(await s.as(buyer, path, { method: "POST" }), 403);
      expectError(await s.as(user, path, { method: "POST" }), 403);
    }
    expect(await invoiceStatus(invoice.id)).toBe("open");
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: "paying" });
  });
});

describe("the admin's Mark paid / Cancel buttons", () => {
  it("are declared on invoices and orders, and show only while the payment is awaited", async () => {
    const { body } = await sobor.json("/api/admin/entities", { secret: true });
    const entity = (module: string, name: string) => (body.data as AdminEntity[]).find((e) => e.module === module && e.name === name)!;
    const invoice = entity("billing", "invoices");
    const order = entity("ecommerce", "orders");
    for (const [e, waiting] of [[invoice, "open"], [order, "paying"]] as const) {
      expect(e.admin.actions!.map((a) => [a.route, a.label.en, a.label.ru])).toEqual([
        ["mark-paid", "Mark paid", "Отметить оплаченным"],
        ["cancel", "Cancel payment", "Отменить оплату"],
      ]);
      expect(visibleActions(e, { id: "x", status: waiting }).map((a) => a.route)).toEqual(["mark-paid", "cancel"]);
      expect(visibleActions(e, { id: "x", status: "paid" })).toEqual([]);
      expect(visibleActions(e, { id: "x", status: "canceled" })).toEqual([]);
    }
    // Entities without actions send none.
    expect(entity("blog", "articles").admin.actions).toBeUndefined();
  });
});
