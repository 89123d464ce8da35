import type { Context, Hono } from "hono";
import { entityOf } from "../../../core/entity/define.js";
import { readBody } from "../../../core/http/body.js";
import { parseListQuery, parseQueryString } from "../../../core/http/query.js";
import type { AppContext } from "../../../core/module.js";
import { providerFor, siteOrigin } from "../../billing/index.js";
import { authorizeSubject, rbacOf } from "../../rbac/server/index.js";
import { clientIp, requestLanguage } from "../../rbac/server/request.js";
import { orders } from "../entities.js";
import { addToCart, deleteCartOrder, updateCartOrder } from "./cart.js";
import { checkout } from "./checkout.js";
import { cartLines, linesOfOrders, subjectOrderViews } from "./order-views.js";
import { ownedOrders } from "./ownership.js";
import { idParam } from "./params.js";
import { pricesOf } from "./prices.js";
import { addToCartInput, cartUpdateInput, ordersCheckoutInput, productCheckoutInput } from "./schemas.js";
import { quantityOf, totalsOf, type Line } from "./totals.js";

export const SUBJECT_SHOP_BASE = "/api/rbac/subjects/:id/ecommerce-module";
export const CHECKOUT_RULE = { max: 30, windowMs: 60_000 };

const searchOf = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? "" : url.slice(at + 1);
};

/**
 * The cart and checkout of one subject (SPEC §7 Subject commerce), for that subject or an admin
 * (the rbac guard, asked again here): orders with their lines, add to cart, change and delete
 * a cart order, totals per currency and quantities, and the three checkouts.
 */
export function subjectShopRoutes(app: Hono, context: AppContext): void {
  const rbac = rbacOf(context);
  const { db } = context;
  const base = SUBJECT_SHOP_BASE;
  const ordersDef = entityOf(orders);

  /** 401/403 unless the caller may act as the subject; then its id (a uuid). */
  async function subjectOf(c: Context): Promise<string> {
    const id = c.req.param("id") ?? "";
    await authorizeSubject(rbac, c, id);
    return idParam(c, "id");
  }

  const noStore = (c: Context) => c.header("Cache-Control", "no-store");

  /** Checkouts per client IP (each may call a provider and send a mail): 30 a minute. */
  const limitCheckouts = (c: Context) => rbac.limiter.consume({ action: "checkout", ip: clientIp(c, context.config.trustProxy) }, CHECKOUT_RULE);

  async function totalsAnswer(c: Context, lines: Line[]) {
    const totals = totalsOf(lines, await pricesOf(db, lines.map((line) => line.productId)));
    noStore(c);
    return c.json({ data: totals });
  }

  /** The subject's orders (all types; filter with the contract's query), with lines, products, invoices and receipts. */
  app.get(`${base}/orders`, async (c) => {
    const subjectId = await subjectOf(c);
    const query = parseListQuery(ordersDef, parseQueryString(searchOf(c.req.url)));
    noStore(c);
    return c.json({ data: await subjectOrderViews(db, subjectId, query) });
  });

  app.get(`${base}/orders/total`, async (c) => totalsAnswer(c, await cartLines(db, await subjectOf(c))));

  app.get(`${base}/orders/quantity`, async (c) => {
    const lines = await cartLines(db, await subjectOf(c));
    noStore(c);
    return c.json({ data: quantityOf(lines) });
  });

  app.post(`${base}/orders`, async (c) => {
    const subjectId = await subjectOf(c);
    const input = addToCartInput((await readBody(c)).data);
    const { order, created } = await addToCart(context, subjectId, input);
    return c.json({ data: order }, created ? 201 : 200);
  });

  app.post(`${base}/orders/checkout`, async (c) => {
    const subjectId = await subjectOf(c);
    const { data } = await readBody(c);
    const provider = providerFor(context, (data as { provider?: unknown } | undefined)?.provider);
    await limitCheckouts(c);
    const input = ordersCheckoutInput(data);
    const { answer, created } = await checkout(context, {
      ...input,
      subjectId,
      provider,
      siteUrl: siteOrigin(context.config, c),
      lang: requestLanguage(c, input.lang),
    });
    return c.json({ data: answer }, created ? 201 : 200);
  });

  app.patch(`${base}/orders/:orderId`, async (c) => {
    const subjectId = await subjectOf(c);
    const orderId = idParam(c, "orderId");
    const lines = cartUpdateInput((await readBody(c)).data);
    return c.json({ data: await updateCartOrder(context, subjectId, orderId, lines) });
  });

  app.delete(`${base}/orders/:orderId`, async (c) => {
    const subjectId = await subjectOf(c);
    return c.json({ data: await deleteCartOrder(context, subjectId, idParam(c, "orderId")) });
  });

  app.get(`${base}/orders/:orderId/total`, async (c) => {
    const subjectId = await subjectOf(c);
    const orderId = idParam(c, "orderId");
    await ownedOrders(db, subjectId, [orderId]);
    return totalsAnswer(c, await linesOfOrders(db, [orderId]));
  });

  app.get(`${base}/orders/:orderId/quantity`, async (c) => {
    const subjectId = await subjectOf(c);
    const orderId = idParam(c, "orderId");
    await ownedOrders(db, subjectId, [orderId]);
    noStore(c);
    return c.json({ data: quantityOf(await linesOfOrders(db, [orderId])) });
  });

  app.post(`${base}/orders/:orderId/checkout`, async (c) => {
    const subjectId = await subjectOf(c);
    const orderId = idParam(c, "orderId");
    const { data } = await readBody(c);
    const provider = providerFor(context, (data as { provider?: unknown } | undefined)?.provider);
    await limitCheckouts(c);
    const input = ordersCheckoutInput(data, orderId);
    const { answer, created } = await checkout(context, { ...input, subjectId, provider, siteUrl: siteOrigin(context.config, c), lang: requestLanguage(c, input.lang) });
    return c.json({ data: answer }, created ? 201 : 200);
  });

  app.post(`${base}/products/:productId/checkout`, async (c) => {
    const subjectId = await subjectOf(c);
    const productId = idParam(c, "productId");
    const { data } = await readBody(c);
    const provider = providerFor(context, (data as { provider?: unknown } | undefined)?.provider);
    await limitCheckouts(c);
    const input = productCheckoutInput(data);
    const { answer } = await checkout(context, {
      subjectId,
      buyNow: { productId, quantity: input.quantity, storeId: input.storeId },
      provider,
      email: input.email,
      comment: input.comment,
      currencyId: input.currencyId,
      siteUrl: siteOrigin(context.config, c),
      lang: requestLanguage(c, input.lang),
    });
    return c.json({ data: answer }, 201);
  });
}
