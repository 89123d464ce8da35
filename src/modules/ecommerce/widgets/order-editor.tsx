import { Minus, Plus, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Button } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import type { CurrencyRef } from "../widget-data-types";
import { formatMoney } from "./price";
import { useShop } from "./shared";
import { shopApi, useShopMutation, type Order, type OrderLine } from "./shop-api";

/** A whole number of at least 1 (what the server accepts as a quantity). */
const clampQuantity = (value: number) => (Number.isFinite(value) ? Math.max(1, Math.min(9999, Math.round(value))) : 1);

/** − [n] + : a quantity between 1 and 9999. */
export function QuantityStepper({ value, onChange, label, disabled, className }: { value: number; onChange: (n: number) => void; label: string; disabled?: boolean; className?: string }) {
  const { label: t } = useShop();
  return (
    <div className={cn("inline-flex h-10 items-stretch overflow-hidden rounded-md border border-brand-300 bg-white", className)}>
      <button type="button" aria-label={t("decrease")} disabled={disabled || value <= 1} onClick={() => onChange(clampQuantity(value - 1))} className="grid w-9 place-items-center text-ink/70 hover:bg-brand-100 disabled:opacity-40">
        <Minus aria-hidden className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={9999}
        aria-label={label}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(clampQuantity(Number(event.target.value)))}
        className="w-14 border-x border-brand-200 text-center text-sm [appearance:textfield] focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button type="button" aria-label={t("increase")} disabled={disabled} onClick={() => onChange(clampQuantity(value + 1))} className="grid w-9 place-items-center text-ink/70 hover:bg-brand-100 disabled:opacity-40">
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}

function lineTitle(line: OrderLine, text: (value: unknown) => string): string {
  return (line.product && (text(line.product.title) || line.product.slug)) || line.productId;
}

/** A line's price (× quantity) in a currency, from the prices the server sent with the line. */
function linePriceOf(line: OrderLine, quantity: number, currency: CurrencyRef | undefined): number | undefined {
  const price = line.prices?.find((p) => p.billingModuleCurrency.id === currency?.id);
  return price ? price.price * quantity : undefined;
}

/**
 * One cart order: its lines with quantities to change, 'Update' (PATCH the order's lines) and
 * 'Delete' (destructive). Toasts 'Updated successfully' and 'Deleted successfully'.
 */
export function OrderEditor({
  order,
  currency,
  compact = false,
  productHref,
  children,
}: {
  order: Order;
  currency?: CurrencyRef;
  compact?: boolean;
  /** Links line titles to the product pages. */
  productHref?: (slug: string) => string;
  /** More actions beside Update and Delete (a checkout button). */
  children?: React.ReactNode;
}) {
  const { text, label, language } = useShop();
  const original = useMemo(() => Object.fromEntries(order.ordersToProducts.map((l) => [l.id, l.quantity])), [order]);
  const [quantities, setQuantities] = useState<Record<string, number>>(original);
  useEffect(() => setQuantities(original), [original]);
  const changed = order.ordersToProducts.some((l) => quantities[l.id] !== l.quantity);

  const update = useShopMutation(
    (subjectId, lines: { id: string; quantity: number }[]) => shopApi.update(subjectId, order.id, lines),
    label("updated"),
  );
  const remove = useShopMutation((subjectId, _: void) => shopApi.remove(subjectId, order.id), label("deleted"));
  const busy = update.isPending || remove.isPending;

  return (
    <div data-order={order.id} className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {order.ordersToProducts.map((line) => {
          const title = lineTitle(line, text);
          const quantity = quantities[line.id] ?? line.quantity;
          const amount = linePriceOf(line, quantity, currency);
          return (
            <li key={line.id} className={cn("flex flex-wrap items-center gap-3", compact ? "justify-between" : "justify-between sm:flex-nowrap")}>
              <div className="min-w-0 flex-1">
                {productHref && line.product?.slug ? (
                  <a href={productHref(line.product.slug)} className="font-serif text-lg text-brand-900 hover:text-brand-600">
                    {title}
                  </a>
                ) : (
                  <p className="font-serif text-lg text-brand-900">{title}</p>
                )}
                {amount !== undefined && <p className="text-sm text-ink/70">{formatMoney(amount, currency, language)}</p>}
                {/* Priced in no currency: checkout leaves it out (and says so), the rest goes through. */}
                {!line.prices?.length && <p className="text-sm text-ink/70">{label("unpricedLine")}</p>}
              </div>
              <QuantityStepper
                value={quantity}
                label={`${label("quantity")}: ${title}`}
                disabled={busy}
                onChange={(n) => setQuantities((q) => ({ ...q, [line.id]: n }))}
              />
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!changed || busy}
          onClick={() => update.mutate(order.ordersToProducts.map((l) => ({ id: l.id, quantity: quantities[l.id] ?? l.quantity })))}
        >
          {update.isPending ? label("updating") : label("update")}
        </Button>
        <Button type="button" variant="destructive" size="sm" disabled={busy} onClick={() => remove.mutate()}>
          <Trash2 aria-hidden className="size-3.5" />
          {label("delete")}
        </Button>
        {children}
      </div>
    </div>
  );
}
