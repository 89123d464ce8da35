import { lazy, Suspense } from "react";
import { Skeleton } from "../../../core/ui/skeleton";
import { CartButton } from "../../ecommerce/widgets/cart-button";
import { Section } from "../../ecommerce/widgets/shared";
import type { BillingWidgetData } from "../widget-data-types";

const CartCheckout = lazy(() => import("../../ecommerce/widgets/checkout").then((m) => ({ default: m.CartCheckout })));

/** default: the widget's title and description. */
export function BillingHeader({ data }: { data: BillingWidgetData }) {
  return (
    <Section widget={{ ...data.widget, anchor: null }} module="billing">
      {null}
    </Section>
  );
}

/** cart-default: the cart button in a slim bar of its own (where the header cannot host it). */
export function CartBar({ data }: { data: BillingWidgetData }) {
  return (
    <div data-billing-widget={data.widget.variant} className={data.widget.className ?? "bg-ink"}>
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-end px-4 sm:px-6 lg:px-8">
        <CartButton />
      </div>
    </div>
  );
}

/**
 * checkout-default: the checkout block of the cart (orders with Update and Delete, totals per
 * currency, currency toggle, provider, invoice email, Checkout). Anonymous visitors may use it.
 */
export function CheckoutBlock({ data }: { data: BillingWidgetData }) {
  return (
    <Section widget={{ ...data.widget, anchor: null }} module="billing" className="max-w-3xl">
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <CartCheckout currencies={data.currencies} />
      </Suspense>
    </Section>
  );
}
