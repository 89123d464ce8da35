import type { Db } from "../../../core/db/connection.js";
import type { RelatedItem } from "../../../core/entity/define.js";
import { formatMoney } from "../../billing/money.js";
import { linesOfOrders } from "./order-views.js";
import { pricesOf } from "./prices.js";
import { totalsOf, type Line } from "./totals.js";

/**
 * The admin list's 'Total' of some orders: per currency, as checkout and the cart compute it
 * (totalsOf), in two queries for any number of orders: their lines, then those products' prices.
 * Formatted the shop's way, in the admin's language ('1 500 ₽' in Russian, '1,500 ₽' in English).
 */
export async function orderTotals(db: Db, orderIds: string[], language = "en"): Promise<Map<string, RelatedItem[]>> {
  const lines = await linesOfOrders(db, orderIds);
  const prices = await pricesOf(db, lines.map((line) => line.productId));
  const byOrder = new Map<string, Line[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  const found = new Map<string, RelatedItem[]>();
  for (const [orderId, orderLines] of byOrder) {
    const totals = totalsOf(orderLines, prices);
    if (totals.length) found.set(orderId, totals.map((t) => ({ text: formatMoney(t.total, { symbol: t.billingModuleCurrency.symbol, slug: "" }, language) })));
  }
  return found;
}
