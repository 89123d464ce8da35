// Issue 15, "services become merchandise": divine services, events and unpriced products never
// enter a cart, and one bad line never blocks checkout of the others.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ordersToProducts } from "../../src/modules/ecommerce/entities.js";
import { expectError } from "../helpers/records.js";
import { shop, type Buyer, type Row } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let s: ReturnType<typeof shop>;
let rub: Row;
let candle: Row; // 100 ₽
let book: Row; // no price
let liturgy: Row; // a divine service, no price
let concert: Row; // an event with a ticket price

beforeAll(async () => {
  sobor = await startTestSobor({ siteUrl: "https://sobor.example", env: { DUMMY_PAYMENTS: "self-service" } });
  s = shop(sobor);
  rub = await s.currency("rub", "₽", true);
  candle = await s.product([[rub, 100]]);
  book = await s.product([], { title: { ru: "Псалтирь без цены", en: "Unpriced psalter" } });
  liturgy = await s.product([], { variant: "smolny-divine", title: { ru: "Божественная литургия", en: "Divine Liturgy" } });
  concert = await s.product([[rub, 500]], { variant: "smolny-event", title: { ru: "Концерт хора", en: "Choir concert" } });
});
afterAll(() => sobor?.close());

const add = (buyer: Buyer, productId: string) => s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId } });
const orders = async (buyer: Buyer) => (await s.as(buyer, `${buyer.base}/orders`)).body.data as Row[];
const checkoutOrders = (buyer: Buyer, orderIds: string[], lang = "ru") =>
  s.as(buyer, `${buyer.base}/orders/checkout`, { method: "POST", data: { provider: "dummy", email: "buyer@example.org", lang, ecommerceModule: { orders: orderIds.map((id) => ({ id })) } } });

describe("what can enter a cart", () => {
  it("refuses an unpriced product, a divine service and an event (priced or not) with a 409 naming it; the cart stays empty", async () => {
    const buyer = await s.anonymous();
    expectError(await add(buyer, book.id), 409, /^'Unpriced psalter' has no price, so it cannot be put in a cart$/);
    expectError(await add(buyer, liturgy.id), 409, /'Divine Liturgy' is a divine service or event of the schedule/);
    expectError(await add(buyer, concert.id), 409, /'Choir concert' is a divine service or event of the schedule/);
    const buyNow = (productId: string) =>
      s.as(buyer, `${buyer.base}/products/${productId}/checkout`, { method: "POST", data: { provider: "dummy", email: "buyer@example.org" } });
    expectError(await buyNow(book.id), 409, /has no price/);
    expectError(await buyNow(liturgy.id), 409, /divine service or event/);
    expect(await orders(buyer)).toEqual([]);
    expect((await add(buyer, candle.id)).status).toBe(201);
  });
});

describe("a cart with a line nothing can charge", () => {
  it("checks out the priced order and names the unpriced one, which stays in the cart; a retry answers the same invoice", async () => {
    const buyer = await s.registered();
    const good = (await add(buyer, candle.id)).body.data as Row;
    const { orderId: bad } = await s.forceLine(buyer, book.id);
    // The cart's total counts what checkout will charge.
    expect((await s.as(buyer, `${buyer.base}/orders/total`)).body.data).toEqual([{ total: 100, billingModuleCurrency: { id: rub.id, symbol: "₽" } }]);
    const answer = await checkoutOrders(buyer, [good.id, bad]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const data = answer.body.data;
    expect(data.billingModule.invoices).toEqual([expect.objectContaining({ amount: 100, status: "open" })]);
    expect(data.ecommerceModule.orders.map((o: Row) => o.id)).toEqual([good.id]);
    expect(data.skipped).toEqual([
      { lineId: expect.any(String), orderId: bad, productId: book.id, title: "Псалтирь без цены", quantity: 1, message: "'Псалтирь без цены' has no price and was left out of this checkout; it stays in the cart" },
    ]);
    const cart = await orders(buyer);
    expect(cart.find((o) => o.id === bad)).toMatchObject({ type: "cart", status: "new" });
    expect(cart.find((o) => o.id === good.id)).toMatchObject({ type: "history", status: "paying" });
    const again = await checkoutOrders(buyer, [good.id, bad]);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.billingModule.invoices[0].id).toBe(data.billingModule.invoices[0].id);
  });

  it("splits an order holding both: the priced line is checked out, the unpriced one moves to a cart order of its own", async () => {
    const buyer = await s.anonymous();
    const order = (await add(buyer, candle.id)).body.data as Row;
    const { lineId } = await s.forceLine(buyer, book.id, order.id, 2);
    const answer = await checkoutOrders(buyer, [order.id], "en");
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const data = answer.body.data;
    expect(data.billingModule.invoices[0].amount).toBe(100);
    expect(data.ecommerceModule.orders[0].ordersToProducts.map((l: Row) => l.productId)).toEqual([candle.id]);
    expect(data.skipped).toHaveLength(1);
    expect(data.skipped[0]).toMatchObject({ lineId, productId: book.id, title: "Unpriced psalter", quantity: 2 });
    const keptIn = data.skipped[0].orderId;
    expect(keptIn).not.toBe(order.id);
    const [line] = await sobor.context.db.select().from(ordersToProducts).where(eq(ordersToProducts.id, lineId));
    expect(String(line!.orderId)).toBe(keptIn);
    const cart = (await orders(buyer)).filter((o) => o.type === "cart");
    expect(cart).toEqual([expect.objectContaining({ id: keptIn, ordersToProducts: [expect.objectContaining({ id: lineId, quantity: 2 })] })]);
  });

  it("a cart of only unpriced lines answers 400 naming them, and nothing changes", async () => {
    const buyer = await s.anonymous();
    const { orderId } = await s.forceLine(buyer, book.id);
    const answer = await checkoutOrders(buyer, [orderId]);
    expectError(answer, 400, /price attributes/);
    expect(JSON.stringify(answer.body.cause)).toContain("Псалтирь без цены");
    expect(await orders(buyer)).toEqual([expect.objectContaining({ id: orderId, type: "cart", status: "new" })]);
  });
});
