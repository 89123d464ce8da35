import { Suspense } from "react";
import { Skeleton } from "../../../core/ui/skeleton";
import { WidgetSection } from "../../../core/page/widget-section";
import type { BillingWidgetData } from "../widget-data-types";
import { shopParts } from "./shop-parts";

/** default: the widget's title and description. */
export function BillingHeader({ data }: { data: BillingWidgetData }) {
  return (
    <WidgetSection widget={{ ...data.widget, anchor: null }} module="billing">
      {null}
    </WidgetSection>
  );
}

/** cart-default: the shop's cart button in a slim bar of its own (where the header cannot host it). */
export function CartBar({ data }: { data: BillingWidgetData }) {
  const CartButton = shopParts()?.CartButton;
  return (
    <div data-billing-widget={data.widget.variant} className={data.widget.className ?? "bg-ink"}>
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-end px-4 sm:px-6 lg:px-8">
        {CartButton && (
          <Suspense fallback={null}>
            <CartButton />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/**
 * checkout-default: the shop's checkout block of the cart (orders with self-saving quantities and Delete, totals
 * per currency, currency toggle, provider, invoice email, Checkout). Anonymous visitors may use it.
 */
export function CheckoutBlock({ data }: { data: BillingWidgetData }) {
  const CartCheckout = shopParts()?.CartCheckout;
  return (
    <WidgetSection widget={{ ...data.widget, anchor: null }} module="billing" className="max-w-3xl">
      {CartCheckout && (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <CartCheckout currencies={data.currencies} />
        </Suspense>
      )}
    </WidgetSection>
  );
}
