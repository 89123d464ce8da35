import { useSyncExternalStore } from "react";
import { cn } from "../../../core/ui/cn";
import type { CurrencyRef } from "../widget-data-types";
import { useShop } from "./shared";

// ---------------------------------------------------------------------------------------------
// The chosen currency: one per browser (every toggle on every page agrees), kept in localStorage.
// The server renders the default currency (isDefault); the browser switches after hydration.

const STORAGE_KEY = "ecommerce.currency";
const listeners = new Set<() => void>();
let stored: string | null | undefined;

function readStored(): string | null {
  if (stored !== undefined) return stored;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  return stored;
}

const currencyStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => readStored(),
  getServer: () => null,
  set(id: string) {
    stored = id;
    try {
      window.localStorage.setItem(STORAGE_KEY, id);
    } catch {
      // storage forbidden: the choice lasts for this page
    }
    for (const listener of listeners) listener();
  },
};

/** The default currency: the one marked isDefault, else the first. */
export function defaultCurrency(currencies: CurrencyRef[]): CurrencyRef | undefined {
  return currencies.find((c) => c.isDefault) ?? currencies[0];
}

/** The chosen currency among these (the default until the visitor picks another), and the setter. */
export function useCurrency(currencies: CurrencyRef[]): [CurrencyRef | undefined, (id: string) => void] {
  const id = useSyncExternalStore(currencyStore.subscribe, currencyStore.get, currencyStore.getServer);
  const chosen = (id && currencies.find((c) => c.id === id)) || defaultCurrency(currencies);
  return [chosen, currencyStore.set];
}

// ---------------------------------------------------------------------------------------------
// Prices: an attribute whose key has type 'price', linked to the currency; line = number × quantity.

/** What a price needs of an attribute (a product's, or one an order line carries). */
export interface PriceAttributeLike {
  number: number | null;
  key?: { type: string } | null;
  currencyIds?: string[];
}

export interface Priced {
  attributes?: PriceAttributeLike[];
}

export function priceIn(product: Priced, currencyId: string | undefined): number | undefined {
  if (!currencyId) return undefined;
  const attribute = product.attributes?.find((a) => a.key?.type === "price" && a.number !== null && a.currencyIds?.includes(currencyId));
  return attribute?.number ?? undefined;
}

/** Whether the product has a price in any currency: only such a product can enter a cart (the server refuses others). */
export function isSellable(product: Priced): boolean {
  return !!product.attributes?.some((a) => a.key?.type === "price" && a.number !== null && (a.currencyIds?.length ?? 0) > 0);
}

/** The product's price for a quantity in a currency, or undefined without a price attribute for it. */
export function linePrice(product: Priced, currencyId: string | undefined, quantity = 1): number | undefined {
  const price = priceIn(product, currencyId);
  return price === undefined ? undefined : price * quantity;
}

// Plain functions in their own file, so the admin's order totals (server side) format money alike.
export { formatMoney, formatNumber } from "../../billing/money";
import { formatMoney } from "../../billing/money";

/**
 * The price of a product (× quantity) in the chosen currency, or the specification's message
 * when no currency is chosen or the product has no price in it.
 */
export function Price({
  product,
  currency,
  quantity = 1,
  roubles = false,
  className,
  missingClassName,
}: {
  product: Priced;
  currency: CurrencyRef | undefined;
  quantity?: number;
  roubles?: boolean;
  className?: string;
  /** "hidden": nothing at all without a price (no hidden text left in the page). */
  missingClassName?: string;
}) {
  const { label, language } = useShop();
  const amount = linePrice(product, currency?.id, quantity);
  if (amount === undefined) return missingClassName === "hidden" ? null : <p className={cn("text-sm text-ink/70", missingClassName)}>{label("noPrice")}</p>;
  return (
    <p className={cn("font-serif text-2xl text-brand-800", className)} data-price>
      {formatMoney(amount, currency, language, roubles)}
    </p>
  );
}

/** The currency toggle: one button per currency, the chosen one pressed. Hidden with one currency. */
export function CurrencyToggle({ currencies, className }: { currencies: CurrencyRef[]; className?: string }) {
  const { label } = useShop();
  const [chosen, choose] = useCurrency(currencies);
  if (currencies.length < 2) return null;
  return (
    <div role="group" aria-label={label("currency")} className={cn("inline-flex rounded-full border border-brand-300 bg-white p-0.5 text-sm", className)}>
      {currencies.map((currency) => {
        const active = currency.id === chosen?.id;
        return (
          <button
            key={currency.id}
            type="button"
            aria-pressed={active}
            onClick={() => choose(currency.id)}
            className={cn(
              "min-w-10 rounded-full px-3 py-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
              active ? "bg-brand-700 text-white" : "text-ink/70 hover:bg-brand-100",
            )}
          >
            {currency.symbol || currency.slug.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
