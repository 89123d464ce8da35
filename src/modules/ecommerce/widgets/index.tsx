import { lazy, Suspense } from "react";
import { registerHeaderItem } from "../../../core/page/header-slots";
import { provideShopParts } from "../../billing/widgets/shop-parts";
import { lazyView, queryView, variantRenderer } from "../../../core/page/module-widgets";
import { isSignedIn, useSessionState } from "../../rbac/client/session-state";
import { useCartHint } from "./cart-hint";
import { registerWidgetRenderer } from "../../../core/page/widget-registry";
import type { EcommerceWidgetData } from "../widget-data-types";
import type { EcommerceView } from "./widget";

// Every view loads on demand (still rendered on the server): the catalogue's views in one chunk,
// the schedule (carousels, dayjs), the note form and the order list each in their own; those that
// read the cart or orders bring TanStack Query with them (queryView).
const catalogue = () => import("./widget");
const CATALOGUE = [
  "default",
  "category-list-default",
  "category-overview-default",
  "product-list-default",
  "product-overview-default",
  "store-list-default",
  "store-overview-default",
];

/** One component per widget variant (listed in entities.ts); an unknown variant renders nothing. */
export const ECOMMERCE_WIDGET_VARIANTS: Record<string, EcommerceView> = {
  ...Object.fromEntries(CATALOGUE.map((variant) => [variant, queryView(catalogue, (m) => m.CATALOGUE_VARIANTS[variant]!)])),
  "order-list-default": queryView(
    () => import("./orders"),
    (m) => m.OrderListWidget,
  ),
  // Below the fold on the home page, and the heaviest view (dayjs, Embla, Radix tabs).
  "product-list-smolny-calendar": lazyView(
    () => import("./schedule"),
    (m) => m.ScheduleWidget,
    { hydrate: "visible" },
  ),
  "product-list-smolny-note": queryView(
    () => import("./note-form"),
    (m) => m.NoteFormWidget,
  ),
};

registerWidgetRenderer(
  "ecommerce",
  variantRenderer((data: EcommerceWidgetData) => data.widget?.variant, ECOMMERCE_WIDGET_VARIANTS),
);

const CartButton = queryView(
  () => import("./cart-button"),
  (m) => m.CartButton,
);

/**
 * The header's cart button, for signed-in subjects and for a visitor who has not signed in once
 * they have put something in the cart (cart-hint.ts): its code (and the cart query) loads only for them.
 */
function HeaderCart() {
  const session = useSessionState();
  const hinted = useCartHint(session.status === "ready" ? session.subjectId : undefined);
  if (!isSignedIn(session) && !hinted) return null;
  return (
    <Suspense fallback={null}>
      <CartButton />
    </Suspense>
  );
}

registerHeaderItem("ecommerce-cart", HeaderCart, 10);

// Billing's cart bar and checkout widgets show the shop's cart button and checkout, loaded when shown.
provideShopParts({
  CartButton,
  CartCheckout: lazy(() => import("./checkout").then((m) => ({ default: m.CartCheckout }))),
});
