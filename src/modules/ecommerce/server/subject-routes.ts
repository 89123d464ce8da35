import type { Context, Hono } from "hono";
import { entityOf } from "../../../core/entity/define.js";
import { z } from "zod";
import { badRequest } from "../../../core/http/errors.js";
import { parseListQuery } from "../../../core/http/query.js";
import { ok } from "../../../core/http/route-docs.js";
import { validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { providerFor, siteOrigin } from "../../billing/index.js";
import { authorizeSubject, rbacOf } from "../../rbac/server/index.js";
import { clientIp, languageQuery } from "../../rbac/server/request.js";
import { mailLanguage } from "../../notification/server/service.js";
import { orders } from "../entities.js";
import { addToCart, deleteCartOrder, updateCartOrder } from "./cart.js";
import { checkout } from "./checkout.js";
import { noteCheckout, noteNotice } from "./notes.js";
import { cartLines, linesOfOrders, subjectOrderViews } from "./order-views.js";
import { ownedOrders } from "./ownership.js";
import { pricesOf } from "./prices.js";
import { addToCartBody, cartUpdateBody, idParams, orderCheckoutBody, ordersCheckoutBody, productCheckoutBody } from "./schemas.js";
import { quantityOf, totalsOf, type Line } from "./totals.js";
import { checkoutAnswer, currencyTotals, orderView, quantity } from "./answer-schemas.js";

export const SUBJECT_SHOP_BASE = "/api/rbac/subjects/:id/ecommerce-module";
export const CHECKOUT_RULE = { max: 30, windowMs: 60_000 };

const subjectParams = idParams("id");
const subjectOrderParams = idParams("id", "orderId");
const checkedOut = { 200: ok(checkoutAnswer, "Checked out again (the open invoice)"), 201: ok(checkoutAnswer, "Checked out: pay at the invoice's paymentUrl") };

/**
 * The cart and checkout of one subject (SPEC §7 Subject commerce), for that subject or an admin
 * (the rbac guard, asked again here): orders with their lines, add to cart, change and delete
 * a cart order, totals per currency and quantities, and the three checkouts.
 */
/** The language of the buyer's mail: `?lang=`, else the body's `lang`, else Accept-Language's, else Russian. */
const mailLanguageOf = (c: Context, queryLang: string | undefined, bodyLang: string | undefined) => mailLanguage(queryLang ?? bodyLang, c.req.header("accept-language"));

export function subjectShopRoutes(app: Hono, context: AppContext): void {
  const rbac = rbacOf(context);
  const { db } = context;
  const base = SUBJECT_SHOP_BASE;
  const ordersDef = entityOf(orders);

  /** 401/403 unless the caller may act as the subject (its id already checked to be a uuid). */
  async function subjectOf(c: Context, id: string): Promise<string> {
    await authorizeSubject(rbac, c, id);
    return id;
  }

  /** The orders list takes the contract's list query, checked against the orders' columns. */
  const listQuery = z.record(z.string(), z.unknown()).transform((query) => parseListQuery(ordersDef, query));

  const noStore = (c: Context) => c.header("Cache-Control", "no-store");

  /** Checkouts per client IP (each may call a provider and send a mail): 30 a minute. */
  const limitCheckouts = (c: Context) => rbac.limiter.consume({ action: "checkout", ip: clientIp(c, context.config.trustProxy) }, CHECKOUT_RULE);

  async function totalsAnswer(c: Context, lines: Line[]) {
    const totals = totalsOf(lines, await pricesOf(db, lines.map((line) => line.productId)));
    noStore(c);
    return c.json({ data: totals });
  }

  /** The subject's orders (all types; filter with the contract's query), with lines, products, invoices and receipts. */
  app.get(`${base}/orders`, validate({ params: subjectParams, query: listQuery, summary: "The subject's orders with lines, invoices and receipts", responses: { 200: ok(z.array(orderView)) } }), async (c) => {
    const subjectId = await subjectOf(c, c.var.input.params.id);
    noStore(c);
    return c.json({ data: await subjectOrderViews(db, subjectId, c.var.input.query) });
  });

  app.get(`${base}/orders/total`, validate({ params: subjectParams, summary: "The cart's total per currency", responses: { 200: ok(currencyTotals) } }), async (c) => totalsAnswer(c, await cartLines(db, await subjectOf(c, c.var.input.params.id))));

  app.get(`${base}/orders/quantity`, validate({ params: subjectParams, summary: "The number of items in the cart", responses: { 200: ok(quantity) } }), async (c) => {
    const lines = await cartLines(db, await subjectOf(c, c.var.input.params.id));
    noStore(c);
    return c.json({ data: quantityOf(lines) });
  });

  app.post(
    `${base}/orders`,
    validate({ params: subjectParams, body: addToCartBody, summary: "Add a product to the cart", responses: { 200: ok(orderView, "Added to the open cart"), 201: ok(orderView, "A new cart") } }), async (c) => {
    const subjectId = await subjectOf(c, c.var.input.params.id);
    const { order, created } = await addToCart(context, subjectId, c.var.input.body);
    return c.json({ data: order }, created ? 201 : 200);
  });

  app.post(`${base}/orders/checkout`, validate({ params: subjectParams, query: languageQuery, body: ordersCheckoutBody, summary: "Check out cart orders", responses: checkedOut }), async (c) => {
    const subjectId = await subjectOf(c, c.var.input.params.id);
    const { ecommerceModule, billingModule, ...input } = c.var.input.body;
    const provider = providerFor(context, input.provider);
    await limitCheckouts(c);
    // Counted as an attempt before refusing: a script cannot probe without spending its limit.
    const orders = ecommerceModule?.orders ?? [];
    if (!orders.length || orders.some((order) => !order.id)) {
      throw badRequest("orderId is required", [{ message: "ecommerceModule.orders: must list at least one {id}" }]);
    }
    const { answer, created } = await checkout(context, {
      ...input,
      orderIds: [...new Set(orders.map((order) => order.id!))],
      currencyId: billingModule,
      subjectId,
      provider,
      siteUrl: siteOrigin(context.config, c),
      lang: mailLanguageOf(c, c.var.input.query.lang, input.lang),
    });
    return c.json({ data: answer }, created ? 201 : 200);
  });

  app.patch(`${base}/orders/:orderId`, validate({ params: subjectOrderParams, body: cartUpdateBody, summary: "Change a cart order's quantities", responses: { 200: ok(orderView) } }), async (c) => {
    const { params, body } = c.var.input;
    const subjectId = await subjectOf(c, params.id);
    return c.json({ data: await updateCartOrder(context, subjectId, params.orderId, body.ordersToProducts) });
  });

  app.delete(`${base}/orders/:orderId`, validate({ params: subjectOrderParams, summary: "Delete a cart order", responses: { 200: ok(orderView) } }), async (c) => {
    const subjectId = await subjectOf(c, c.var.input.params.id);
    return c.json({ data: await deleteCartOrder(context, subjectId, c.var.input.params.orderId) });
  });

  app.get(`${base}/orders/:orderId/total`, validate({ params: subjectOrderParams, summary: "An order's total per currency", responses: { 200: ok(currencyTotals) } }), async (c) => {
    const subjectId = await subjectOf(c, c.var.input.params.id);
    const { orderId } = c.var.input.params;
    await ownedOrders(db, subjectId, [orderId]);
    return totalsAnswer(c, await linesOfOrders(db, [orderId]));
  });

  app.get(`${base}/orders/:orderId/quantity`, validate({ params: subjectOrderParams, summary: "The number of items in an order", responses: { 200: ok(quantity) } }), async (c) => {
    const subjectId = await subjectOf(c, c.var.input.params.id);
    const { orderId } = c.var.input.params;
    await ownedOrders(db, subjectId, [orderId]);
    noStore(c);
    return c.json({ data: quantityOf(await linesOfOrders(db, [orderId])) });
  });

  app.post(`${base}/orders/:orderId/checkout`, validate({ params: subjectOrderParams, query: languageQuery, body: orderCheckoutBody, summary: "Check out one order", responses: checkedOut }), async (c) => {
    const { params, body } = c.var.input;
    const subjectId = await subjectOf(c, params.id);
    const { billingModule, ...input } = body;
    const provider = providerFor(context, input.provider);
    await limitCheckouts(c);
    const { answer, created } = await checkout(context, {
      ...input,
      orderIds: [params.orderId],
      currencyId: billingModule,
      subjectId,
      provider,
      siteUrl: siteOrigin(context.config, c),
      lang: mailLanguageOf(c, c.var.input.query.lang, input.lang),
    });
    return c.json({ data: answer }, created ? 201 : 200);
  });

  app.post(`${base}/products/:productId/checkout`, validate({ params: idParams("id", "productId"), query: languageQuery, body: productCheckoutBody, summary: "Buy one product now (a note, a donation)", responses: { 201: checkedOut[201] } }), async (c) => {
    const { params, body: input } = c.var.input;
    const subjectId = await subjectOf(c, params.id);
    const provider = providerFor(context, input.provider);
    await limitCheckouts(c);
    const lang = mailLanguageOf(c, c.var.input.query.lang, input.lang);
    const note = await noteCheckout(db, params.productId, { health: input.aboutHealthNames, repose: input.aboutDeathNames }, lang, input.comment);
    const { answer } = await checkout(context, {
      subjectId,
      buyNow: { productId: params.productId, quantity: input.quantity, storeId: input.storeId },
      provider,
      email: input.email,
      comment: note ? note.comment : input.comment,
      currencyId: input.billingModule,
      siteUrl: siteOrigin(context.config, c),
      lang,
      mail: note?.mail,
    });
    if (note) {
      const symbol = answer.ecommerceModule.orders[0]?.billingModule.currency?.symbol;
      noteNotice(context, { kind: note.kind, names: { health: input.aboutHealthNames, repose: input.aboutDeathNames }, email: input.email, invoice: answer.billingModule.invoices[0], symbol });
    }
    return c.json({ data: answer }, 201);
  });
}
