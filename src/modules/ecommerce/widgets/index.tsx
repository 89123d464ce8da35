import { lazy } from "react";
import { registerHeaderItem } from "../../../web/page/header-slots";
import { registerWidgetRenderer, type ModuleWidgetProps } from "../../../web/page/widget-registry";
import type { EcommerceWidgetData } from "../widget-data-types";
import { CartButton } from "./cart-button";
import type { EcommerceView } from "./widget";

// Every view loads on demand (still rendered on the server): the catalogue's views in one chunk,
// the schedule (carousels, dayjs), the note form and the order list each in their own. Pages
// without shop widgets carry only the header's cart button.
const from = <M,>(load: () => Promise<M>, pick: (module: M) => EcommerceView): EcommerceView => lazy(() => load().then((m) => ({ default: pick(m) })));
const catalogue = () => import("./widget");
const CATALOGUE = ["default", "category-list-default", "category-overview-default", "product-list-default", "product-overview-default", "store-list-default", "store-overview-default"];

/** One component per widget variant (listed in entities.ts); an unknown variant renders nothing. */
export const ECOMMERCE_WIDGET_VARIANTS: Record<string, EcommerceView> = {
  ...Object.fromEntries(CATALOGUE.map((variant) => [variant, from(catalogue, (m) => m.CATALOGUE_VARIANTS[variant]!)])),
  "order-list-default": from(() => import("./orders"), (m) => m.OrderListWidget),
  "product-list-smolny-calendar": from(() => import("./schedule"), (m) => m.ScheduleWidget),
  "product-list-smolny-note": from(() => import("./note-form"), (m) => m.NoteFormWidget),
};

/** An ecommerce widget on a page: the component of its variant. */
export function EcommerceWidget({ data }: ModuleWidgetProps) {
  const widgetData = data as EcommerceWidgetData | undefined;
  if (!widgetData?.widget) return null;
  const View = ECOMMERCE_WIDGET_VARIANTS[widgetData.widget.variant];
  return View ? <View data={widgetData} /> : null;
}

registerWidgetRenderer("ecommerce", EcommerceWidget);

// The header's cart button (signed-in subjects only); its drawer loads when first opened.
registerHeaderItem("ecommerce-cart", CartButton, 10);
