import { queryView, variantRenderer } from "../../../core/page/module-widgets";
import { registerWidgetRenderer } from "../../../core/page/widget-registry";
import type { BillingWidgetData } from "../widget-data-types";

// Each billing block is personal (read in the browser with the visitor's session) and appears on
// one page: all of them load on demand, with TanStack Query.
const blocks = () => import("./blocks");

/** One component per variant (listed in entities.ts). */
export const BILLING_WIDGET_VARIANTS = {
  default: queryView(blocks, (m) => m.BillingHeader),
  "cart-default": queryView(blocks, (m) => m.CartBar),
  "checkout-default": queryView(blocks, (m) => m.CheckoutBlock),
  "dummy-payment-default": queryView(
    () => import("./dummy-payment"),
    (m) => m.DummyPayment,
  ),
};

registerWidgetRenderer(
  "billing",
  variantRenderer((data: BillingWidgetData) => data.widget?.variant, BILLING_WIDGET_VARIANTS),
);
