import type { Context } from "hono";
import { entityOf } from "../../../core/entity/define.js";
import { hasSecretKey, type Operation } from "../../../core/http/access.js";
import type { AppContext } from "../../../core/module.js";
import { rbacOf } from "../../rbac/server/index.js";
import { orders } from "../entities.js";
import { ownsOrder } from "./ownership.js";

/** Who may use an order route: its owner (the subject holding it), or someone trusted (an admin, the secret key). */
export type OrderAccess = "owner" | "trusted";

/**
 * The order routes under /api/ecommerce/orders/{id}/... are for the order's subject, and for
 * whoever the access policy lets read (or write) orders: admins and the secret key.
 */
export async function authorizeOrder(context: AppContext, c: Context, orderId: string, operation: Operation): Promise<OrderAccess> {
  if (hasSecretKey(c, context.config.secretKey)) return "trusted";
  const { caller } = await rbacOf(context).callerOf(c);
  if (caller && (await ownsOrder(context.db, caller.subjectId, orderId))) return "owner";
  await context.policy.authorize(c, entityOf(orders), operation);
  return "trusted";
}
