import { registerWidgetRenderer, type ModuleWidgetProps } from "../../../web/page/widget-registry";
import type { CrmWidgetData } from "../widget-data-types";
import { CRM_WIDGET_VARIANTS } from "./widget";

/** A crm widget on a page: the component of its variant; an unknown variant renders nothing. */
export function CrmWidget({ data }: ModuleWidgetProps) {
  const widgetData = data as CrmWidgetData | undefined;
  if (!widgetData?.widget) return null;
  const Variant = CRM_WIDGET_VARIANTS[widgetData.widget.variant];
  return Variant ? <Variant data={widgetData} /> : null;
}

registerWidgetRenderer("crm", CrmWidget);
