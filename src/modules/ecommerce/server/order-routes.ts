import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { entityOf } from "../../../core/entity/define.js";
import { publicColumns } from "../../../core/entity/service.js";
import { Writes } from "../../../core/history/writes.js";
import { badRequest, conflict, notFound } from "../../../core/http/errors.js";
import { z } from "zod";
import { rowSchemaOf } from "../../../core/entity/schemas.js";
import { ok } from "../../../core/http/route-docs.js";
import { validate } from "../../../core/http/validate.js";
import { checkoutAttributes, currencyTotals, quantity } from "./answer-schemas.js";
import type { AppContext } from "../../../core/module.js";
import type { CheckoutAttributes } from "../api-types.js";
import { orders, ordersToProducts, products } from "../entities.js";
import { clearOldOrders } from "./clear-old-orders.js";
import { resolveCurrency } from "./currency.js";
import { authorizeOrder } from "./order-access.js";
import { linesOfOrders, linesWhere } from "./order-views.js";
import { intervalsOf, NO_PRICE, pricesOf } from "./prices.js";
import { idParams, quantityBody } from "./schemas.js";
import { quantityOf, roundMoney, totalsOf } from "./totals.js";

/**
 * SPEC §7 Order extras under /api/ecommerce: an order's total, quantity and checkout attributes,
 * a line's total and quantity change (for the order's subject, admins and the secret key), and
 * clearing old carts (admins and the secret key). Mounted before the generic CRUD routes.
 */
export function orderRoutes(app: Hono, context: AppContext): void {
  const { db } = context;
  const ordersDef = entityOf(orders);
  const noStore = (c: Context) => c.header("Cache-Control", "no-store");

  /** 404 unless the order exists (asked after access, so a stranger learns nothing). */
  async function orderOf(orderId: string) {
    const [order] = await db.select({ id: orders.id, type: orders.type }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) throw notFound(`No order ${orderId}`);
    return order;
  }

  const orderParams = idParams("id");

  app.post(
    "/api/ecommerce/orders/clear-old-orders",
    validate({ summary: "Delete carts untouched for 30 days", responses: { 200: ok(z.object({ deleted: z.number().int(), ids: z.array(z.string()) })) } }), async (c) => {
    await context.policy.authorize(c, ordersDef, "write");
    const ids = await clearOldOrders(context);
    return c.json({ data: { deleted: ids.length, ids } });
  });

  app.get("/api/ecommerce/orders/:id/total", validate({ params: orderParams, summary: "An order's total per currency", responses: { 200: ok(currencyTotals) } }), async (c) => {
    const orderId = c.var.input.params.id;
    await authorizeOrder(context, c, orderId, "read");
    await orderOf(orderId);
    const lines = await linesOfOrders(db, [orderId]);
    noStore(c);
    return c.json({ data: totalsOf(lines, await pricesOf(db, lines.map((line) => line.productId))) });
  });

  app.get("/api/ecommerce/orders/:id/quantity", validate({ params: orderParams, summary: "The number of items in an order", responses: { 200: ok(quantity) } }), async (c) => {
    const orderId = c.var.input.params.id;
    await authorizeOrder(context, c, orderId, "read");
    await orderOf(orderId);
    noStore(c);
    return c.json({ data: quantityOf(await linesOfOrders(db, [orderId])) });
  });

  /** What a payment for the order would be: amount in the currency, product type and interval. */
  app.get("/api/ecommerce/orders/:id/checkout-attributes/:billingModuleCurrencyId", validate({ params: idParams("id", "billingModuleCurrencyId"), summary: "What a payment for the order would be", responses: { 200: ok(checkoutAttributes) } }), async (c) => {
    const { id: orderId, billingModuleCurrencyId: currencyId } = c.var.input.params;
    await authorizeOrder(context, c, orderId, "read");
    await orderOf(orderId);
    const lines = await linesOfOrders(db, [orderId]);
    if (!lines.length) throw badRequest(`Order ${orderId} has no products`);
    const productIds = lines.map((line) => line.productId);
    const currency = await resolveCurrency(db, currencyId);
    const prices = new Map((await pricesOf(db, productIds, currency.id)).map((price) => [price.productId, price.number]));
    const unpriced = lines.find((line) => !prices.has(line.productId));
    if (unpriced) throw badRequest(NO_PRICE, [{ message: `product ${unpriced.productId} has no price in ${currency.symbol ?? currency.slug}` }]);
    const types = await db.selectDistinct({ type: products.type }).from(products).innerJoin(ordersToProducts, eq(ordersToProducts.productId, products.id)).where(eq(ordersToProducts.orderId, orderId));
    if (types.length > 1) throw badRequest("The order holds products of different types (one_off and subscription)");
    const intervals = [...new Set((await intervalsOf(db, productIds)).values())];
    if (intervals.length > 1) throw badRequest("The order's products have different billing intervals");
    const answer: CheckoutAttributes = {
      amount: roundMoney(lines.reduce((sum, line) => sum + prices.get(line.productId)! * line.quantity, 0)),
      type: String(types[0]?.type ?? "one_off"),
      ...(intervals[0] ? { interval: intervals[0] } : {}),
      billingModuleCurrency: { id: currency.id, symbol: currency.symbol },
    };
    noStore(c);
    return c.json({ data: answer });
  });

  /** A line's quantity (JSON or form data `{"data": {"quantity"}}`); a subject changes only its cart. */
  app.patch("/api/ecommerce/orders/:id/orders-to-products/:orderToProductId", validate({ params: idParams("id", "orderToProductId"), body: quantityBody, summary: "Change a line's quantity", responses: { 200: ok(rowSchemaOf(entityOf(ordersToProducts))) } }), async (c) => {
    const { params, body } = c.var.input;
    const { id: orderId, orderToProductId: lineId } = params;
    const { quantity } = body;
    const access = await authorizeOrder(context, c, orderId, "write");
    const order = await orderOf(orderId);
    if (access === "owner" && order.type !== "cart") throw conflict(`Only a cart order can be changed; order ${orderId} is checked out`);
    const now = new Date();
    const writes = new Writes();
    const updated = await writes.transaction(db, async (tx) => {
      const [line] = await tx
        .update(ordersToProducts)
        .set({ quantity, updatedAt: now })
        .where(and(eq(ordersToProducts.id, lineId), eq(ordersToProducts.orderId, orderId)))
        .returning(publicColumns(entityOf(ordersToProducts)));
      if (!line) throw notFound(`No line ${lineId} in order ${orderId}`);
      await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId));
      writes.add("ecommerce", "orders-to-products", "update", [lineId]);
      writes.add("ecommerce", "orders", "update", [orderId]);
      return line;
    });
    writes.publish(context.bus);
    return c.json({ data: updated });
  });

  app.get("/api/ecommerce/orders-to-products/:id/total", validate({ params: orderParams, summary: "A line's total per currency", responses: { 200: ok(currencyTotals) } }), async (c) => {
    const lineId = c.var.input.params.id;
    const [line] = await linesWhere(db, eq(ordersToProducts.id, lineId));
    // Access is asked of the line's order; an unknown line is a 404 only for the trusted.
    if (!line) {
      await context.policy.authorize(c, entityOf(ordersToProducts), "read");
      throw notFound(`No line ${lineId}`);
    }
    await authorizeOrder(context, c, line.orderId, "read");
    noStore(c);
    return c.json({ data: totalsOf([line], await pricesOf(db, [line.productId])) });
  });
}
