import { and, eq } from "drizzle-orm";
import { publishedOnly } from "../../../core/entity/drafts.js";
import type { Db } from "../../../core/db/connection.js";
import { conflict, notFound } from "../../../core/http/errors.js";
import { products } from "../entities.js";
import { DIVINE_VARIANT, EVENT_VARIANT } from "../widget-data-types.js";
import { pricesOf } from "./prices.js";

/**
 * Divine services and events are dated schedule items with their own page (DECISIONS.md), never
 * cart lines, priced or not.
 */
export const SCHEDULE_VARIANTS: readonly string[] = [DIVINE_VARIANT, EVENT_VARIANT];

/** A product's title in a language (then ru, en, any), else its admin title. */
export function localisedTitle(title: unknown, lang: string, fallback: string): string {
  if (title && typeof title === "object") {
    const record = title as Record<string, unknown>;
    const value = record[lang] ?? record.ru ?? record.en ?? Object.values(record)[0];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return fallback;
}

export const NOT_FOR_SALE_SCHEDULE = (title: string) => `'${title}' is a divine service or event of the schedule, not something to buy; it cannot be put in a cart`;
export const NOT_FOR_SALE_UNPRICED = (title: string) => `'${title}' has no price, so it cannot be put in a cart`;

/**
 * 404 for an unknown product; 409 for one that can never be a cart line: a schedule item, or a
 * product without a price in any currency (checkout could never charge it, and one such line
 * used to block the whole cart).
 */
export async function requireSellable(db: Db, productId: string): Promise<void> {
  const [product] = await db.select({ id: products.id, variant: products.variant, title: products.title, adminTitle: products.adminTitle }).from(products).where(and(eq(products.id, productId), publishedOnly(products.$entity))).limit(1);
  // A product not yet published is not on sale: as unknown as a missing one.
  if (!product) throw notFound(`No product ${productId}`);
  const title = localisedTitle(product.title, "en", String(product.adminTitle));
  if (SCHEDULE_VARIANTS.includes(String(product.variant))) throw conflict(NOT_FOR_SALE_SCHEDULE(title));
  if (!(await pricesOf(db, [productId])).length) throw conflict(NOT_FOR_SALE_UNPRICED(title));
}
