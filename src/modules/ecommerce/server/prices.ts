import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { publishedOnly } from "../../../core/entity/drafts.js";
import { currencies } from "../../billing/entities.js";
import { attributeKeys, attributeKeysToAttributes, attributes, productsToAttributes } from "../entities.js";
import { attributesToBillingModuleCurrencies } from "../../../links/ecommerce.js";

export const NO_PRICE = "Product doesn't have price attributes connected to billing module currency.";

export interface Price {
  productId: string;
  attributeId: string;
  number: number;
  currency: { id: string; slug: string; symbol: string | null; title: string | null; isDefault: boolean };
}

/**
 * Prices of some products, in one query: a price is an attribute of the product
 * (products-to-attributes) whose key has type 'price' (attribute-keys-to-attributes), linked to a
 * billing currency (attributes-to-billing-module-currencies). One per product and currency (the
 * first by link order); only `currencyId`'s when given.
 */
export async function pricesOf(db: Db, productIds: string[], currencyId?: string): Promise<Price[]> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return [];
  const link = productsToAttributes;
  const rows = await db
    .selectDistinctOn([link.productId, currencies.id], {
      productId: link.productId,
      attributeId: attributes.id,
      number: attributes.number,
      currency: { id: currencies.id, slug: currencies.slug, symbol: currencies.symbol, title: currencies.title, isDefault: currencies.isDefault },
    })
    .from(link)
    .innerJoin(attributes, eq(attributes.id, link.attributeId))
    .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
    .innerJoin(attributeKeys, and(eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId), eq(attributeKeys.type, "price")))
    .innerJoin(attributesToBillingModuleCurrencies, eq(attributesToBillingModuleCurrencies.attributeId, attributes.id))
    .innerJoin(currencies, eq(currencies.id, attributesToBillingModuleCurrencies.billingModuleCurrencyId))
    // A price created as a draft is not charged until it is published.
    .where(and(inArray(link.productId, ids), isNotNull(attributes.number), currencyId ? eq(currencies.id, currencyId) : undefined, publishedOnly(attributes.$entity)))
    .orderBy(asc(link.productId), asc(currencies.id), asc(link.orderIndex), asc(link.createdAt));
  return rows.map((row) => ({ ...row, productId: String(row.productId), attributeId: String(row.attributeId), number: Number(row.number) })) as Price[];
}

export const ORDER_INTERVALS = ["minute", "hour", "day", "week", "month", "year"] as const;

/**
 * Billing intervals of some products (subscriptions), in one query: an attribute whose key has
 * type 'interval', its string (any language) one of ORDER_INTERVALS.
 */
export async function intervalsOf(db: Db, productIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds)];
  const found = new Map<string, string>();
  if (!ids.length) return found;
  const link = productsToAttributes;
  const rows = await db
    .select({ productId: link.productId, string: attributes.string })
    .from(link)
    .innerJoin(attributes, eq(attributes.id, link.attributeId))
    .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
    .innerJoin(attributeKeys, and(eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId), eq(attributeKeys.type, "interval")))
    .where(and(inArray(link.productId, ids), publishedOnly(attributes.$entity)))
    .orderBy(asc(link.orderIndex), asc(link.createdAt));
  for (const row of rows) {
    const values = Object.values((row.string ?? {}) as Record<string, unknown>).map((v) => String(v).trim().toLowerCase());
    const interval = values.find((v) => (ORDER_INTERVALS as readonly string[]).includes(v));
    if (interval && !found.has(String(row.productId))) found.set(String(row.productId), interval);
  }
  return found;
}
