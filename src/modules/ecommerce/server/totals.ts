import type { Price } from "./prices.js";

/** A line of an order as totals need it. */
export interface Line {
  id: string;
  orderId: string;
  productId: string;
  quantity: number;
}

export interface CurrencyTotal {
  total: number;
  billingModuleCurrency: { id: string; symbol: string | null };
}

/** Money to two decimals, so 0.1 × 3 shows as 0.3. */
export const roundMoney = (value: number) => Math.round(value * 100) / 100;

/**
 * Totals per currency: each line's price × quantity, summed. A currency is listed only when
 * every line has a price in it (a partial sum would promise a total checkout cannot charge);
 * the default currency first. A line priced in no currency at all is not counted: checkout
 * leaves it out and names it (checkout.ts), so it must not hide the others' total.
 */
export function totalsOf(allLines: Line[], prices: Price[]): CurrencyTotal[] {
  const priced = new Set(prices.map((price) => price.productId));
  const lines = allLines.filter((line) => priced.has(line.productId));
  if (!lines.length) return [];
  const byCurrency = new Map<string, { currency: Price["currency"]; byProduct: Map<string, number> }>();
  for (const price of prices) {
    const entry = byCurrency.get(price.currency.id) ?? { currency: price.currency, byProduct: new Map() };
    entry.byProduct.set(price.productId, price.number);
    byCurrency.set(price.currency.id, entry);
  }
  const totals: (CurrencyTotal & { isDefault: boolean })[] = [];
  for (const { currency, byProduct } of byCurrency.values()) {
    if (!lines.every((line) => byProduct.has(line.productId))) continue;
    const total = lines.reduce((sum, line) => sum + byProduct.get(line.productId)! * line.quantity, 0);
    totals.push({ total: roundMoney(total), billingModuleCurrency: { id: currency.id, symbol: currency.symbol }, isDefault: currency.isDefault });
  }
  totals.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || String(a.billingModuleCurrency.symbol).localeCompare(String(b.billingModuleCurrency.symbol)));
  return totals.map(({ isDefault: _d, ...total }) => total);
}

export const quantityOf = (lines: Pick<Line, "quantity">[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
