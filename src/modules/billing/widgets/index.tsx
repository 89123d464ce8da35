import { lazy, type ComponentType } from "react";
import { registerWidgetRenderer, type ModuleWidgetProps } from "../../../web/page/widget-registry";
import type { BillingWidgetData } from "../widget-data-types";

type View = ComponentType<{ data: BillingWidgetData }>;

// Each billing block is personal (read in the browser with the visitor's session) and appears on
// one page: all of them load on demand.
const from = <M,>(load: () => Promise<M>, pick: (module: M) => View): View => lazy(() => load().then((m) => ({ default: pick(m) })));
const blocks = () => import("./blocks");

/** One component per variant (listed in entities.ts); an unknown variant renders nothing. */
export const BILLING_WIDGET_VARIANTS: Record<string, View> = {
  default: from(blocks, (m) => m.BillingHeader),
  "cart-default": from(blocks, (m) => m.CartBar),
  "checkout-default": from(blocks, (m) => m.CheckoutBlock),
  "dummy-payment-default": from(() => import("./dummy-payment"), (m) => m.DummyPayment),
};

export function BillingWidget({ data }: ModuleWidgetProps) {
  const widget = data as BillingWidgetData | undefined;
  if (!widget?.widget) return null;
  const View = BILLING_WIDGET_VARIANTS[widget.widget.variant];
  return View ? <View data={widget} /> : null;
}

registerWidgetRenderer("billing", BillingWidget);
