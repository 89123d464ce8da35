import { and, eq, gte, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { recordAction } from "../../../core/history/observers.js";
import type { AppContext } from "../../../core/module.js";
import { orders, ordersToProducts } from "../entities.js";
import { ordersToBillingModulePaymentIntents } from "../../../links/ecommerce.js";
import { announceOrderDeletes } from "./cart.js";

/** Cart orders nobody touched for this long are removed. */
export const CART_TTL_DAYS = 30;

/**
 * Deletes cart orders untouched for CART_TTL_DAYS: neither the order nor any of its lines changed
 * since, and no payment was ever asked for it. History orders are never removed. One statement,
 * in one transaction with its audit entries.
 */
export async function clearOldOrders(context: AppContext, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - CART_TTL_DAYS * 24 * 60 * 60 * 1000);
  const touchedLine = context.db
    .select({ one: sql`1` })
    .from(ordersToProducts)
    .where(and(eq(ordersToProducts.orderId, orders.id), gte(ordersToProducts.updatedAt, cutoff)));
  const payment = context.db
    .select({ one: sql`1` })
    .from(ordersToBillingModulePaymentIntents)
    .where(eq(ordersToBillingModulePaymentIntents.orderId, orders.id));
  const ids = await context.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const deleted = await tx
      .delete(orders)
      .where(and(eq(orders.type, "cart"), lt(orders.updatedAt, cutoff), notExists(touchedLine), notExists(payment)))
      .returning({ id: orders.id });
    const ids = deleted.map((row) => String(row.id));
    if (ids.length) await recordAction(tx, { entity: "ecommerce/orders", ids, action: "delete" });
    return ids;
  });
  announceOrderDeletes(context, ids);
  return ids;
}
