import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { notFound } from "../../../core/http/errors.js";
import { subjectsToEcommerceModuleOrders } from "../../../links/rbac.js";
import { orders } from "../entities.js";

export interface OwnedOrder {
  id: string;
  status: string;
  type: string;
}

/**
 * The subject's orders among `orderIds` (404 naming the first that is not the subject's);
 * `lock` takes their rows for update, so two checkouts of one order queue up.
 */
export async function ownedOrders(db: Db, subjectId: string, orderIds: string[], options: { lock?: boolean } = {}): Promise<OwnedOrder[]> {
  const link = subjectsToEcommerceModuleOrders;
  const query = db
    .select({ id: orders.id, status: orders.status, type: orders.type })
    .from(orders)
    .innerJoin(link, and(eq(link.ecommerceModuleOrderId, orders.id), eq(link.subjectId, subjectId)))
    .where(inArray(orders.id, orderIds))
    .orderBy(orders.id);
  const rows = (options.lock ? await query.for("update", { of: orders }) : await query) as OwnedOrder[];
  const found = new Set(rows.map((row) => row.id));
  const missing = orderIds.find((id) => !found.has(id));
  if (missing) throw notFound(`No order ${missing} of this subject`);
  return orderIds.map((id) => rows.find((row) => row.id === id)!);
}

/** Whether the subject holds the order (subjects-to-ecommerce-module-orders). */
export async function ownsOrder(db: Db, subjectId: string, orderId: string): Promise<boolean> {
  const link = subjectsToEcommerceModuleOrders;
  const [row] = await db
    .select({ id: link.id })
    .from(link)
    .where(and(eq(link.subjectId, subjectId), eq(link.ecommerceModuleOrderId, orderId)))
    .limit(1);
  return row !== undefined;
}
