import { Minus, Plus, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import type { CurrencyRef } from "../widget-data-types";
import { DebouncedSave, notifySaves, SAVE_DELAY, trackSave } from "./cart-saves";
import { formatMoney } from "./price";
import { useShop } from "./shared";
import { shopApi, useInvalidateShop, useSaveCartOrder, useShopMutation, type Order, type OrderLine } from "./shop-api";

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

type Lines = { id: string; quantity: number }[];

/**
 * An order's quantities as the buyer changes them, saved by themselves a moment after the last
 * change (cart-saves.ts) and at once before any checkout. The server's quantities replace the
 * shown ones whenever nothing waits to be saved; a failed save shows the server's again.
 */
function useOrderQuantities(order: Order) {
  const saveOrder = useSaveCartOrder();
  const invalidate = useInvalidateShop();
  const original = useMemo(() => Object.fromEntries(order.ordersToProducts.map((l) => [l.id, l.quantity])), [order]);
  const [quantities, setQuantities] = useState<Record<string, number>>(original);
  const [status, setStatus] = useState<"saving" | "saved" | undefined>();
  // The saver lives as long as the editor; what it calls is the latest render's.
  const latest = useRef({ orderId: order.id, original, saveOrder, invalidate });
  useEffect(() => {
    latest.current = { orderId: order.id, original, saveOrder, invalidate };
  });
  const [save] = useState(() => {
    let saved = false;
    const saver: DebouncedSave<Lines> = new DebouncedSave<Lines>(
      async (lines) => {
        try {
          await latest.current.saveOrder(latest.current.orderId, lines);
          saved = true;
        } catch (error) {
          // The toast said why; the buyer sees (and would pay for) the server's quantities again.
          saved = false;
          setQuantities(latest.current.original);
          void latest.current.invalidate();
          throw error;
        }
      },
      SAVE_DELAY,
      () => {
        notifySaves();
        if (saver.pending) saved = false;
        setStatus(saver.pending ? "saving" : saved ? "saved" : undefined);
      },
    );
    return saver;
  });
  useEffect(() => {
    const untrack = trackSave(save);
    // Leaving (the drawer closes): what waits is sent now, not lost.
    return () => void save.flush().catch(() => {}).finally(untrack);
  }, [save]);
  useEffect(() => {
    if (!save.pending) setQuantities(original);
  }, [original, save]);
  useEffect(() => {
    if (status !== "saved") return;
    const timer = setTimeout(() => setStatus(undefined), 3000);
    return () => clearTimeout(timer);
  }, [status]);

  const change = (lineId: string, quantity: number) => {
    const next = { ...quantities, [lineId]: quantity };
    setQuantities(next);
    save.set(order.ordersToProducts.map((l) => ({ id: l.id, quantity: next[l.id] ?? l.quantity })));
  };
  return { quantities, change, status, save };
}

/**
 * One cart order: its lines with quantities that save themselves (the line and the totals follow),
 * a status saying 'Updating...' then 'Updated successfully', and 'Delete' (destructive, toast
 * 'Deleted successfully'). Every checkout saves a change still waiting first (useCheckoutSubmit).
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
  /** More actions beside Delete (a checkout button). */
  children?: React.ReactNode;
}) {
  const { text, label, language } = useShop();
  const { quantities, change, status, save } = useOrderQuantities(order);
  const remove = useShopMutation(async (subjectId, _: void) => {
    // A quantity waiting for its save is dropped; one on its way lands before the order goes.
    save.cancel();
    await save.flush().catch(() => {});
    return shopApi.remove(subjectId, order.id);
  }, label("deleted"));
  const busy = remove.isPending;

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
              <QuantityStepper value={quantity} label={`${label("quantity")}: ${title}`} disabled={busy} onChange={(n) => change(line.id, n)} />
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="destructive" size="sm" disabled={busy} onClick={() => remove.mutate()}>
          <Trash2 aria-hidden className="size-3.5" />
          {label("delete")}
        </Button>
        {children}
        <span role="status" data-save-status={status ?? ""} className="text-sm text-ink/70">
          {status === "saving" ? label("updating") : status === "saved" ? label("updated") : ""}
        </span>
      </div>
    </div>
  );
}
