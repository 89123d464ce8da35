import { and, desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { entityOf } from "../../../core/entity/define.js";
import { conflict, notFound } from "../../../core/http/errors.js";
import type { AppContext } from "../../../core/module.js";
import { invoices, paymentIntentsToInvoices } from "../../billing/entities.js";
import { settleOpen } from "../../billing/index.js";
import { orders } from "../entities.js";
import { ordersToBillingModulePaymentIntents } from "../../../links/ecommerce.js";
import { orderViews } from "./order-views.js";
import { idParams } from "./schemas.js";
import { ok } from "../../../core/http/route-docs.js";
import { validate } from "../../../core/http/validate.js";
import { orderView } from "./answer-schemas.js";

/**
 * POST /api/ecommerce/orders/{id}/mark-paid | /cancel: an administrator (or the secret key)
 * settles the order's open invoice, as a provider's notice would (the order moves with it, the
 * receipt and the buyer's mail follow). 409 when the order has no open invoice (never checked
 * out, or already paid or canceled).
 */
export function orderSettlementRoutes(app: Hono, context: AppContext): void {
  const { db } = context;
  const actions = { "mark-paid": "paid", cancel: "canceled" } as const;
  for (const [action, status] of Object.entries(actions)) {
    app.post(`/api/ecommerce/orders/:id/${action}`, validate({ params: idParams("id"), summary: "Settle the order's open invoice (administrators only)", responses: { 200: ok(orderView) } }), async (c) => {
      const orderId = c.var.input.params.id;
      await context.policy.authorize(c, entityOf(orders), "write");
      const [order] = await db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!order) throw notFound(`No order ${orderId}`);
      const [open] = await db
        .select({ id: invoices.id })
        .from(ordersToBillingModulePaymentIntents)
        .innerJoin(paymentIntentsToInvoices, eq(paymentIntentsToInvoices.paymentIntentId, ordersToBillingModulePaymentIntents.billingModulePaymentIntentId))
        .innerJoin(invoices, eq(invoices.id, paymentIntentsToInvoices.invoiceId))
        .where(and(eq(ordersToBillingModulePaymentIntents.orderId, orderId), eq(invoices.status, "open")))
        .orderBy(desc(invoices.createdAt))
        .limit(1);
      if (!open) throw conflict(`Order ${orderId} has no open invoice to settle (its status is ${order.status})`);
      await settleOpen(context, String(open.id), status);
      c.header("Cache-Control", "no-store");
      const [view] = await orderViews(db, [orderId]);
      return c.json({ data: view });
    });
  }
}
