import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, ordersToProducts } from "../../src/modules/ecommerce/entities.js";
import { bearer, PASSWORD, register, signInAsAdmin, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { shop, type Buyer, type Row } from "../helpers/shop.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let s: ReturnType<typeof shop>;
let admin: Tokens;
let rub: Row;
let usd: Row;
let eur: Row;
let candle: Row; // 100 ₽, 2 $
let icon: Row; // 250.5 ₽
let book: Row; // no price

beforeAll(async () => {
  sobor = await startTestSobor({ env: {} });
  s = shop(sobor);
  admin = await signInAsAdmin(sobor);
  rub = await s.currency("rub", "₽", true);
  usd = await s.currency("usd", "$");
  eur = await s.currency("eur", "€");
  candle = await s.product([[rub, 100], [usd, 2]]);
  icon = await s.product([[rub, 250.5]]);
  book = await s.product([]);
});
afterAll(() => sobor?.close());

const add = (buyer: Buyer, data: Row) => s.as(buyer, `${buyer.base}/orders`, { method: "POST", data });
const list = async (buyer: Buyer, query = "") => (await s.as(buyer, `${buyer.base}/orders${query}`)).body.data as Row[];

describe("add to cart", () => {
  it("makes a cart order (type cart, status new) with one line, linked to the subject and the store", async () => {
    const buyer = await s.anonymous();
    const store = await s.create("/api/ecommerce/stores", { title: { ru: "Лавка" } });
    const answer = await add(buyer, { productId: candle.id, quantity: 2, storeId: store.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = answer.body.data;
    expect(order).toMatchObject({ type: "cart", status: "new", ordersToProducts: [{ productId: candle.id, quantity: 2, product: { id: candle.id } }] });
    expect(order.billingModule).toEqual({ invoices: [], currency: null });
    const links = await sobor.json(`/api/rbac/subjects-to-ecommerce-module-orders?filters[and][0][column]=ecommerceModuleOrderId&filters[and][0][method]=eq&filters[and][0][value]=${order.id}`, { secret: true });
    expect(links.body.data).toEqual([expect.objectContaining({ subjectId: buyer.subjectId })]);
    const storeLinks = await sobor.json(`/api/ecommerce/stores-to-orders?filters[and][0][column]=orderId&filters[and][0][method]=eq&filters[and][0][value]=${order.id}`, { secret: true });
    expect(storeLinks.body.data).toEqual([expect.objectContaining({ storeId: store.id })]);
    // The admin knows it by its number, not by generated words.
    const record = (await sobor.json(`/api/ecommerce/orders/${order.id}`, { secret: true })).body.data;
    expect(record.adminTitle).toBe(`№ ${record.number}`);
  });

  it("grows the existing line instead of adding a second one (quantity defaults to 1)", async () => {
    const buyer = await s.registered();
    const first = await add(buyer, { productId: candle.id });
    expect(first.status).toBe(201);
    const again = await add(buyer, { productId: candle.id, quantity: 3 });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.ordersToProducts).toEqual([expect.objectContaining({ quantity: 4 })]);
    // Another product makes another cart order.
    expect((await add(buyer, { productId: icon.id })).status).toBe(201);
    expect(await list(buyer)).toHaveLength(2);
  });

  it("20 parallel adds of one product give one line of quantity 20", async () => {
    const buyer = await s.anonymous();
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(buyer, { productId: candle.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const orders = await list(buyer);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.ordersToProducts).toEqual([expect.objectContaining({ productId: candle.id, quantity: 20 })]);
    expect((await s.as(buyer, `${buyer.base}/orders/quantity`)).body).toEqual({ data: 20 });
  });

  it("a line grows up to 100,000 and no further: 409, the line unchanged", async () => {
    const buyer = await s.anonymous();
    expect((await add(buyer, { productId: candle.id, quantity: 99_999 })).status).toBe(201);
    expect((await add(buyer, { productId: candle.id, quantity: 1 })).status).toBe(200);
    expectError(await add(buyer, { productId: candle.id, quantity: 1 }), 409, /at most 100000/);
    expectError(await add(buyer, { productId: candle.id, quantity: 100_000 }), 409, /at most 100000/);
    const [order] = await list(buyer);
    expect(order!.ordersToProducts).toEqual([expect.objectContaining({ productId: candle.id, quantity: 100_000 })]);
  });

  it("'productId is required'; 400 for a bad quantity; 404 for an unknown product or store", async () => {
    const buyer = await s.anonymous();
    expectError(await add(buyer, {}), 400, /^productId is required$/);
    expectError(await add(buyer, { productId: "" }), 400, /^productId is required$/);
    expectError(await add(buyer, { productId: "nope" }), 400, /productId/);
    for (const quantity of [0, -1, 1.5, "x"]) expectError(await add(buyer, { productId: candle.id, quantity }), 400, /quantity/);
    expectError(await add(buyer, { productId: "00000000-0000-4000-8000-000000000000" }), 404, /product/);
    expectError(await add(buyer, { productId: candle.id, storeId: "00000000-0000-4000-8000-000000000000" }), 404, /store/);
    expect(await list(buyer)).toEqual([]);
    // Form data works as well as JSON.
    const form = new FormData();
    form.set("data", JSON.stringify({ productId: icon.id, quantity: "2" }));
    const multipart = await sobor.json(`${buyer.base}/orders`, { method: "POST", body: form, headers: bearer(buyer.tokens.jwt) });
    expect(multipart.status).toBe(201);
    expect(multipart.body.data.ordersToProducts[0].quantity).toBe(2);
  });
});

describe("the subject's orders", () => {
  it("lists them with lines, products, line prices, status and type, in one query, filtered by the contract's query", async () => {
    const buyer = await s.registered();
    await add(buyer, { productId: candle.id, quantity: 3 });
    await s.forceLine(buyer, book.id);
    await s.as(buyer, `${buyer.base}/orders`); // the session check is now cached
    const { queries, result: answer } = await leastQueries(sobor, () => s.as(buyer, `${buyer.base}/orders`));
    expect(queries).toBe(1);
    expect(answer.status).toBe(200);
    const [first, second] = answer.body.data;
    expect(first).toMatchObject({ type: "cart", status: "new", ordersToProducts: [{ quantity: 3, product: { id: candle.id, title: candle.title } }] });
    expect(first.ordersToProducts[0].prices).toEqual([
      { price: 100, total: 300, billingModuleCurrency: { id: rub.id, symbol: "₽" } },
      { price: 2, total: 6, billingModuleCurrency: { id: usd.id, symbol: "$" } },
    ]);
    expect(second.ordersToProducts[0]).toMatchObject({ productId: book.id, prices: [] });
    const filtered = await list(buyer, `?filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=${second.id}`);
    expect(filtered.map((o) => o.id)).toEqual([second.id]);
    expectError(await s.as(buyer, `${buyer.base}/orders?filters[and][0][column]=nope&filters[and][0][method]=eq&filters[and][0][value]=1`), 400);
  });

  it("is that subject's or an admin's: 403 for another subject, 401 without a session", async () => {
    const owner = await s.registered();
    const stranger = await s.anonymous();
    const { body } = await add(owner, { productId: candle.id });
    const orderId = body.data.id;
    const paths: [string, string, unknown?][] = [
      ["GET", `${owner.base}/orders`],
      ["GET", `${owner.base}/orders/total`],
      ["GET", `${owner.base}/orders/quantity`],
      ["POST", `${owner.base}/orders`, { productId: candle.id }],
      ["PATCH", `${owner.base}/orders/${orderId}`, { ordersToProducts: [{ id: body.data.ordersToProducts[0].id, quantity: 5 }] }],
      ["DELETE", `${owner.base}/orders/${orderId}`],
      ["GET", `${owner.base}/orders/${orderId}/total`],
      ["GET", `${owner.base}/orders/${orderId}/quantity`],
      ["POST", `${owner.base}/orders/checkout`, { provider: "dummy", email: "x@example.org", ecommerceModule: { orders: [{ id: orderId }] } }],
      ["POST", `${owner.base}/orders/${orderId}/checkout`, { provider: "dummy", email: "x@example.org" }],
      ["POST", `${owner.base}/products/${candle.id}/checkout`, { provider: "dummy", email: "x@example.org", quantity: 1 }],
    ];
    for (const [method, path, data] of paths) {
      expectError(await s.as(stranger, path, { method, data }), 403);
      expectError(await sobor.json(path, { method, ...(data ? { body: { data } } : {}) }), 401);
    }
    // Nothing changed; the admin sees (and may change) the owner's cart.
    const asAdmin = await s.as(admin, `${owner.base}/orders`);
    expect(asAdmin.body.data).toEqual([expect.objectContaining({ id: orderId, ordersToProducts: [expect.objectContaining({ quantity: 1 })] })]);
    expect((await s.as(admin, `${owner.base}/orders`, { method: "POST", data: { productId: candle.id } })).status).toBe(200);
    expect((await sobor.json(`${owner.base}/orders/quantity`, { secret: true })).body).toEqual({ data: 2 });
  });

  it("another subject's order id is a 404 inside one's own routes", async () => {
    const owner = await s.registered();
    const other = await s.registered();
    const { body } = await add(owner, { productId: candle.id });
    expectError(await s.as(other, `${other.base}/orders/${body.data.id}/total`), 404);
    expectError(await s.as(other, `${other.base}/orders/${body.data.id}`, { method: "DELETE" }), 404);
    expectError(await s.as(other, `${other.base}/orders/${body.data.id}`, { method: "PATCH", data: { ordersToProducts: [{ id: body.data.ordersToProducts[0].id, quantity: 2 }] } }), 404);
  });
});

describe("cart update and delete", () => {
  it("PATCH sets line quantities; DELETE removes the order with its lines", async () => {
    const buyer = await s.registered();
    const { body } = await add(buyer, { productId: candle.id });
    const order = body.data;
    const lineId = order.ordersToProducts[0].id;
    const updated = await s.as(buyer, `${buyer.base}/orders/${order.id}`, { method: "PATCH", data: { ordersToProducts: [{ id: lineId, quantity: 7 }] } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.ordersToProducts).toEqual([expect.objectContaining({ id: lineId, quantity: 7 })]);

    for (const quantity of [0, 2.5, -3, "many", null]) {
      expectError(await s.as(buyer, `${buyer.base}/orders/${order.id}`, { method: "PATCH", data: { ordersToProducts: [{ id: lineId, quantity }] } }), 400, /quantity/);
    }
    expectError(await s.as(buyer, `${buyer.base}/orders/${order.id}`, { method: "PATCH", data: { ordersToProducts: [{ quantity: 2 }] } }), 400, /id is required/);
    expectError(await s.as(buyer, `${buyer.base}/orders/${order.id}`, { method: "PATCH", data: {} }), 400, /ordersToProducts/);
    expectError(await s.as(buyer, `${buyer.base}/orders/${order.id}`, { method: "PATCH", data: { ordersToProducts: [{ id: "00000000-0000-4000-8000-000000000000", quantity: 2 }] } }), 404);
    expectError(await s.as(buyer, `${buyer.base}/orders/%20`, { method: "PATCH", data: { ordersToProducts: [{ id: lineId, quantity: 2 }] } }), 400, /^orderId is required$/);
    expectError(await s.as(buyer, `${buyer.base}/orders/%20`, { method: "DELETE" }), 400, /^orderId is required$/);
    expect((await list(buyer))[0]!.ordersToProducts[0].quantity).toBe(7);

    const deleted = await s.as(buyer, `${buyer.base}/orders/${order.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id).toBe(order.id);
    expect(await list(buyer)).toEqual([]);
    const lines = await sobor.context.db.select().from(ordersToProducts).where(eq(ordersToProducts.orderId, order.id));
    expect(lines).toEqual([]);
    expectError(await s.as(buyer, `${buyer.base}/orders/${order.id}`, { method: "DELETE" }), 404);
  });

  it("a checked-out order is no longer the cart's: 409 on change or delete", async () => {
    const buyer = await s.registered();
    const { body } = await add(buyer, { productId: candle.id });
    const checkout = await s.as(buyer, `${buyer.base}/orders/${body.data.id}/checkout`, { method: "POST", data: { provider: "dummy", email: "buyer@example.org" } });
    expect(checkout.status).toBe(201);
    expectError(await s.as(buyer, `${buyer.base}/orders/${body.data.id}`, { method: "PATCH", data: { ordersToProducts: [{ id: body.data.ordersToProducts[0].id, quantity: 2 }] } }), 409);
    expectError(await s.as(buyer, `${buyer.base}/orders/${body.data.id}`, { method: "DELETE" }), 409);
    // The cart totals no longer count it.
    expect((await s.as(buyer, `${buyer.base}/orders/quantity`)).body).toEqual({ data: 0 });
    expect((await s.as(buyer, `${buyer.base}/orders/total`)).body).toEqual({ data: [] });
  });
});

describe("totals and quantities", () => {
  it("totals per currency (price × quantity), only in currencies every line has a price in", async () => {
    const buyer = await s.registered();
    const a = (await add(buyer, { productId: candle.id, quantity: 3 })).body.data;
    expect((await s.as(buyer, `${buyer.base}/orders/total`)).body).toEqual({
      data: [
        { total: 300, billingModuleCurrency: { id: rub.id, symbol: "₽" } },
        { total: 6, billingModuleCurrency: { id: usd.id, symbol: "$" } },
      ],
    });
    const b = (await add(buyer, { productId: icon.id, quantity: 2 })).body.data;
    expect((await s.as(buyer, `${buyer.base}/orders/total`)).body).toEqual({ data: [{ total: 801, billingModuleCurrency: { id: rub.id, symbol: "₽" } }] });
    expect((await s.as(buyer, `${buyer.base}/orders/quantity`)).body).toEqual({ data: 5 });
    // Per order.
    expect((await s.as(buyer, `${buyer.base}/orders/${b.id}/total`)).body).toEqual({ data: [{ total: 501, billingModuleCurrency: { id: rub.id, symbol: "₽" } }] });
    expect((await s.as(buyer, `${buyer.base}/orders/${a.id}/quantity`)).body).toEqual({ data: 3 });
    // A product priced in no currency (forced in: add-to-cart refuses it) is left out of the
    // total, as checkout leaves it out; it does not hide the others' total.
    await s.forceLine(buyer, book.id);
    expect((await s.as(buyer, `${buyer.base}/orders/total`)).body).toEqual({ data: [{ total: 801, billingModuleCurrency: { id: rub.id, symbol: "₽" } }] });
  });

  it("an empty cart totals nothing and counts 0; the total costs the same few reads whatever the cart holds", async () => {
    const buyer = await s.anonymous();
    expect((await s.as(buyer, `${buyer.base}/orders/total`)).body).toEqual({ data: [] });
    expect((await s.as(buyer, `${buyer.base}/orders/quantity`)).body).toEqual({ data: 0 });
    const totalCost = () => leastQueries(sobor, () => s.as(buyer, `${buyer.base}/orders/total`));
    await add(buyer, { productId: (await s.product([[rub, 10]])).id });
    const oneLine = await totalCost();
    for (let i = 1; i < 5; i++) await add(buyer, { productId: (await s.product([[rub, 10 + i]])).id });
    const fiveLines = await totalCost();
    // Lines and prices are two reads; a session re-check may add one on a slow machine.
    expect(fiveLines.queries).toBe(oneLine.queries);
    expect(fiveLines.queries).toBeLessThanOrEqual(3);
    expect(fiveLines.result.body.data).toEqual([{ total: 60, billingModuleCurrency: { id: rub.id, symbol: "₽" } }]);
  });
});

describe("anonymous carts", () => {
  it("an anonymous visitor's cart stays when it registers (the subject is kept)", async () => {
    const visitor = await s.anonymous();
    const { body } = await add(visitor, { productId: candle.id, quantity: 2 });
    const tokens = await register(sobor, uniqueEmail("buyer"), PASSWORD, bearer(visitor.tokens.jwt));
    const member = s.buyerOf(tokens);
    expect(member.subjectId).toBe(visitor.subjectId);
    expect(await list(member)).toEqual([expect.objectContaining({ id: body.data.id, ordersToProducts: [expect.objectContaining({ quantity: 2 })] })]);
    // The anonymous session was replaced; the new one keeps adding to the same line.
    expectError(await add(visitor, { productId: candle.id }), 401);
    expect((await add(member, { productId: candle.id })).body.data.ordersToProducts[0].quantity).toBe(3);
  });
});

describe("order extras", () => {
  const extras = (orderId: string) => `/api/ecommerce/orders/${orderId}`;

  it("GET /api/ecommerce/orders/{id}/total and /quantity for the owner, an admin and the key; 403/401 for others", async () => {
    const owner = await s.registered();
    const stranger = await s.registered();
    const order = (await add(owner, { productId: icon.id, quantity: 2 })).body.data;
    const total = { data: [{ total: 501, billingModuleCurrency: { id: rub.id, symbol: "₽" } }] };
    expect((await s.as(owner, `${extras(order.id)}/total`)).body).toEqual(total);
    expect((await s.as(admin, `${extras(order.id)}/total`)).body).toEqual(total);
    expect((await sobor.json(`${extras(order.id)}/quantity`, { secret: true })).body).toEqual({ data: 2 });
    expectError(await s.as(stranger, `${extras(order.id)}/total`), 403);
    expectError(await sobor.json(`${extras(order.id)}/quantity`), 401);
    expectError(await sobor.json(`${extras("00000000-0000-4000-8000-000000000000")}/total`, { secret: true }), 404);
  });

  it("checkout attributes: the amount in a currency, the products' type; the price message when one is missing", async () => {
    const owner = await s.registered();
    const order = (await add(owner, { productId: candle.id, quantity: 4 })).body.data;
    const attrs = await s.as(owner, `${extras(order.id)}/checkout-attributes/${usd.id}`);
    expect(attrs.body).toEqual({ data: { amount: 8, type: "one_off", billingModuleCurrency: { id: usd.id, symbol: "$" } } });
    expectError(await s.as(owner, `${extras(order.id)}/checkout-attributes/${eur.id}`), 400, /^Product doesn't have price attributes connected to billing module currency\.$/);
    expectError(await s.as(owner, `${extras(order.id)}/checkout-attributes/00000000-0000-4000-8000-000000000000`), 400, /currency/);
  });

  it("PATCH .../orders-to-products/{id} changes a line's quantity (JSON or form data); GET orders-to-products/{id}/total", async () => {
    const owner = await s.registered();
    const order = (await add(owner, { productId: candle.id })).body.data;
    const lineId = order.ordersToProducts[0].id;
    const form = new FormData();
    form.set("data", JSON.stringify({ quantity: 5 }));
    const patched = await sobor.json(`${extras(order.id)}/orders-to-products/${lineId}`, { method: "PATCH", body: form, headers: bearer(owner.tokens.jwt) });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data).toMatchObject({ id: lineId, quantity: 5 });
    expect((await s.as(owner, `/api/ecommerce/orders-to-products/${lineId}/total`)).body).toEqual({
      data: [
        { total: 500, billingModuleCurrency: { id: rub.id, symbol: "₽" } },
        { total: 10, billingModuleCurrency: { id: usd.id, symbol: "$" } },
      ],
    });
    expectError(await s.as(owner, `${extras(order.id)}/orders-to-products/${lineId}`, { method: "PATCH", data: { quantity: 0 } }), 400, /quantity/);
    const stranger = await s.registered();
    expectError(await s.as(stranger, `${extras(order.id)}/orders-to-products/${lineId}`, { method: "PATCH", data: { quantity: 2 } }), 403);
    expectError(await s.as(stranger, `/api/ecommerce/orders-to-products/${lineId}/total`), 403);
    expectError(await s.as(owner, `${extras(order.id)}/orders-to-products/00000000-0000-4000-8000-000000000000`, { method: "PATCH", data: { quantity: 2 } }), 404);
  });

  it("clear-old-orders removes only carts untouched for 30 days (admin or key only)", async () => {
    const buyer = await s.registered();
    const old = (await add(buyer, { productId: candle.id })).body.data;
    const oldButLineTouched = (await add(buyer, { productId: icon.id })).body.data;
    const fresh = (await add(buyer, { productId: (await s.product([[rub, 5]])).id })).body.data;
    const paid = (await add(await s.registered(), { productId: candle.id })).body.data;
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const { db } = sobor.context;
    await db.update(orders).set({ updatedAt: longAgo }).where(inArray(orders.id, [old.id, oldButLineTouched.id, paid.id]));
    await db.update(ordersToProducts).set({ updatedAt: longAgo }).where(inArray(ordersToProducts.orderId, [old.id, paid.id]));
    await db.update(orders).set({ type: "history", status: "paid" }).where(eq(orders.id, paid.id));

    expectError(await s.as(buyer, "/api/ecommerce/orders/clear-old-orders", { method: "POST" }), 403);
    expectError(await sobor.json("/api/ecommerce/orders/clear-old-orders", { method: "POST" }), 401);
    const cleared = await s.as(admin, "/api/ecommerce/orders/clear-old-orders", { method: "POST" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.ids).toContain(old.id);
    for (const id of [oldButLineTouched.id, fresh.id, paid.id]) expect(cleared.body.data.ids).not.toContain(id);
    const left = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, [old.id, oldButLineTouched.id, fresh.id, paid.id]));
    expect(left.map((r) => r.id).sort()).toEqual([oldButLineTouched.id, fresh.id, paid.id].sort());
    expect((await sobor.json("/api/ecommerce/orders/clear-old-orders", { method: "POST", secret: true })).body.data.deleted).toBe(0);
  });

  it("admins move an order's status through the generic PATCH", async () => {
    const buyer = await s.registered();
    const order = (await add(buyer, { productId: candle.id })).body.data;
    const moved = await s.as(admin, `/api/ecommerce/orders/${order.id}`, { method: "PATCH", data: { status: "packaging" } });
    expect(moved.body.data.status).toBe("packaging");
    expectError(await s.as(buyer, `/api/ecommerce/orders/${order.id}`, { method: "PATCH", data: { status: "delivered" } }), 403);
    expectError(await s.as(admin, `/api/ecommerce/orders/${order.id}`, { method: "PATCH", data: { status: "lost" } }), 400, /status/);
  });
});
