import { and, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import type { AppContext } from "../../../core/module.js";
import type { SettlementHook } from "../../billing/index.js";
import { orders } from "../entities.js";
import { ordersToBillingModulePaymentIntents } from "../../../links/ecommerce.js";
import { generateReceipts } from "./receipt.js";

async function ordersOfIntents(db: Db, paymentIntentIds: string[]): Promise<string[]> {
  if (!paymentIntentIds.length) return [];
  const rows = await db
    .select({ orderId: ordersToBillingModulePaymentIntents.orderId })
    .from(ordersToBillingModulePaymentIntents)
    .where(inArray(ordersToBillingModulePaymentIntents.billingModulePaymentIntentId, paymentIntentIds));
  return [...new Set(rows.map((row) => String(row.orderId)))];
}

/** Statuses a settlement may move an order from (an admin's later steps are never undone). */
const MOVABLE = { paid: ["new", "paying", "canceled"], canceled: ["new", "paying"] } as const;

/**
 * When an invoice settles, its orders follow: paid (then a receipt image is generated after the
 * commit) or canceled.
 */
export function orderSettlement(context: AppContext): SettlementHook {
  return {
    async inTransaction(tx, settled, writes) {
      const orderIds = await ordersOfIntents(tx, settled.paymentIntentIds);
      if (!orderIds.length) return;
      const moved = await tx
        .update(orders)
        .set({ status: settled.status, updatedAt: new Date() })
        .where(and(inArray(orders.id, orderIds), inArray(orders.status, [...MOVABLE[settled.status]])))
        .returning({ id: orders.id });
      writes.add("ecommerce", "orders", "update", moved.map((row) => row.id));
    },
    async afterCommit(settled) {
      if (settled.status !== "paid") return;
      await generateReceipts(context, await ordersOfIntents(context.db, settled.paymentIntentIds));
    },
  };
}
