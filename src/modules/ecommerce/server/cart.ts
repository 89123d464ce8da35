import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { entityOf } from "../../../core/entity/define.js";
import { cascadeDependents } from "../../../core/entity/registry.js";
import { recordAction } from "../../../core/history/observers.js";
import { conflict, notFound } from "../../../core/http/errors.js";
import type { AppContext } from "../../../core/module.js";
import { Writes } from "../../../core/history/writes.js";
import { subjectsToEcommerceModuleOrders } from "../../../links/rbac.js";
import type { OrderView } from "../api-types.js";
import { orders, ordersToProducts, stores, storesToOrders } from "../entities.js";
import { lockSubject } from "./locks.js";
import { orderViews } from "./order-views.js";
import { ownedOrders } from "./ownership.js";
import { MAX_QUANTITY } from "./schemas.js";
import { requireSellable } from "./sellable.js";

export interface NewLine {
  productId: string;
  quantity: number;
  storeId?: string;
}

const inTx = <T>(context: AppContext, work: (tx: Db) => Promise<T>) => context.db.transaction((tx) => work(tx as unknown as Db));

/** 404 unless the product (and the store, when given) exist; 409 unless the product can be bought. */
export async function checkProductAndStore(tx: Db, line: NewLine): Promise<void> {
  await requireSellable(tx, line.productId);
  if (line.storeId) {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, line.storeId)).limit(1);
    if (!store) throw notFound(`No store ${line.storeId}`);
  }
}

/**
 * A new cart order (type cart, status new) with one line, linked to the subject and the store.
 * The caller holds the subject's lock.
 */
export async function createCartOrder(tx: Db, writes: Writes, subjectId: string, line: NewLine): Promise<string> {
  const orderId = await createEmptyCartOrder(tx, writes, subjectId);
  const [row] = await tx.insert(ordersToProducts).values({ orderId, productId: line.productId, quantity: line.quantity }).returning({ id: ordersToProducts.id });
  writes.add("ecommerce", "orders-to-products", "create", [row!.id]);
  if (line.storeId) {
    const [storeLink] = await tx.insert(storesToOrders).values({ storeId: line.storeId, orderId }).returning({ id: storesToOrders.id });
    writes.add("ecommerce", "stores-to-orders", "create", [storeLink!.id]);
  }
  return orderId;
}

/** A cart order without lines, linked to the subject (the caller adds or moves lines into it). */
export async function createEmptyCartOrder(tx: Db, writes: Writes, subjectId: string): Promise<string> {
  const [order] = await tx.insert(orders).values({ type: "cart", status: "new", receipt: "" }).returning({ id: orders.id, number: orders.number });
  const orderId = String(order!.id);
  // Its admin title is its number ('№ 1042'), not generated words: the number is known only once it is inserted.
  await tx.update(orders).set({ adminTitle: `№ ${order!.number}` }).where(eq(orders.id, orderId));
  const [subjectLink] = await tx.insert(subjectsToEcommerceModuleOrders).values({ subjectId, ecommerceModuleOrderId: orderId }).returning({ id: subjectsToEcommerceModuleOrders.id });
  writes.add("ecommerce", "orders", "create", [orderId]);
  writes.add("rbac", "subjects-to-ecommerce-module-orders", "create", [subjectLink!.id]);
  return orderId;
}

/**
 * Add to cart: when one of the subject's cart orders already holds the product, that line's
 * quantity grows (an atomic `quantity = quantity + n`); otherwise a new cart order is made. The
 * subject's row is locked for the transaction, so parallel adds queue up and find one line. A line
 * never grows past MAX_QUANTITY (409).
 */
export async function addToCart(context: AppContext, subjectId: string, line: NewLine): Promise<{ order: OrderView; created: boolean }> {
  const writes = new Writes();
  const { orderId, created } = await writes.transaction(context.db, async (tx) => {
    await lockSubject(tx, subjectId);
    await checkProductAndStore(tx, line);
    const link = subjectsToEcommerceModuleOrders;
    const [existing] = await tx
      .select({ lineId: ordersToProducts.id, orderId: ordersToProducts.orderId })
      .from(ordersToProducts)
      .innerJoin(orders, and(eq(orders.id, ordersToProducts.orderId), eq(orders.type, "cart")))
      .innerJoin(link, and(eq(link.ecommerceModuleOrderId, orders.id), eq(link.subjectId, subjectId)))
      .where(eq(ordersToProducts.productId, line.productId))
      .orderBy(asc(orders.createdAt), asc(ordersToProducts.createdAt))
      .limit(1);
    if (!existing) return { orderId: await createCartOrder(tx, writes, subjectId, line), created: true };
    const now = new Date();
    const grown = await tx
      .update(ordersToProducts)
      .set({ quantity: sql`${ordersToProducts.quantity} + ${line.quantity}`, updatedAt: now })
      .where(and(eq(ordersToProducts.id, existing.lineId), lte(ordersToProducts.quantity, MAX_QUANTITY - line.quantity)))
      .returning({ id: ordersToProducts.id });
    // Each add is within the limit, but the line they add up to must be too (as a PATCH's is).
    if (!grown.length) throw conflict(`A cart line holds at most ${MAX_QUANTITY} of one product`);
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, existing.orderId));
    writes.add("ecommerce", "orders-to-products", "update", [existing.lineId]);
    writes.add("ecommerce", "orders", "update", [existing.orderId]);
    return { orderId: String(existing.orderId), created: false };
  });
  writes.publish(context.bus);
  const [order] = await orderViews(context.db, [orderId]);
  return { order: order!, created };
}

/** 409 unless the order is still in the cart (a checked-out order is history). */
function requireCart(order: { id: string; type: string }, verb: string): void {
  if (order.type !== "cart") throw conflict(`Only a cart order can be ${verb}; order ${order.id} is checked out`);
}

/** Sets the quantities of some of a cart order's lines, in one transaction. */
export async function updateCartOrder(context: AppContext, subjectId: string, orderId: string, lines: { id: string; quantity: number }[]): Promise<OrderView> {
  const writes = new Writes();
  await writes.transaction(context.db, async (tx) => {
    await lockSubject(tx, subjectId);
    const [order] = await ownedOrders(tx, subjectId, [orderId], { lock: true });
    requireCart(order!, "changed");
    const ids = lines.map((line) => line.id);
    const found = await tx
      .select({ id: ordersToProducts.id })
      .from(ordersToProducts)
      .where(and(eq(ordersToProducts.orderId, orderId), inArray(ordersToProducts.id, ids)));
    const known = new Set(found.map((row) => String(row.id)));
    const missing = ids.find((id) => !known.has(id));
    if (missing) throw notFound(`ordersToProducts: no line ${missing} in order ${orderId}`);
    const now = new Date();
    for (const line of lines) await tx.update(ordersToProducts).set({ quantity: line.quantity, updatedAt: now }).where(eq(ordersToProducts.id, line.id));
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId));
    writes.add("ecommerce", "orders-to-products", "update", ids);
    writes.add("ecommerce", "orders", "update", [orderId]);
  });
  writes.publish(context.bus);
  const [order] = await orderViews(context.db, [orderId]);
  return order!;
}

/** Deletes a cart order (its lines and links go with it); answers what it was. */
export async function deleteCartOrder(context: AppContext, subjectId: string, orderId: string): Promise<OrderView> {
  const view = await inTx(context, async (tx) => {
    await lockSubject(tx, subjectId);
    const [order] = await ownedOrders(tx, subjectId, [orderId], { lock: true });
    requireCart(order!, "deleted");
    const [before] = await orderViews(tx, [orderId]);
    await tx.delete(orders).where(eq(orders.id, orderId));
    await recordAction(tx, { entity: "ecommerce/orders", ids: [orderId], action: "delete" });
    return before!;
  });
  announceOrderDeletes(context, [orderId]);
  return view;
}

/** Deleted orders, and the relations the database cascaded into. */
export function announceOrderDeletes(context: AppContext, orderIds: string[]): void {
  if (!orderIds.length) return;
  context.bus.publish({ module: "ecommerce", entity: "orders", action: "delete", ids: orderIds });
  for (const dependent of cascadeDependents(entityOf(orders))) {
    context.bus.publish({ module: dependent.module, entity: dependent.name, action: "delete", ids: [] });
  }
}
