import type { ComponentType } from "react";
import type { CurrencyRef } from "../widget-data-types";

/** The shop's cart button and cart checkout, which billing's cart-default and checkout-default widgets show. */
export interface ShopParts {
  CartButton: ComponentType;
  CartCheckout: ComponentType<{ currencies: CurrencyRef[] }>;
}

let parts: ShopParts | undefined;

/**
 * Called by the shop (ecommerce's widgets) when its widgets file is imported: the shop builds on
 * billing's currencies and invoices, so billing shows its parts without importing it.
 */
export function provideShopParts(shop: ShopParts): void {
  parts = shop;
}

/** The shop's parts, when a shop is on the site (nothing is shown without one). */
export const shopParts = (): ShopParts | undefined => parts;
