import { registerWidgetRenderer, type ModuleWidgetProps } from "../../../web/page/widget-registry";
import type { SocialWidgetData } from "../widget-data-types";
import { SOCIAL_WIDGET_VARIANTS } from "./widget";

/** A social widget on a page: the component of its variant; an unknown variant renders nothing. */
export function SocialWidget({ data }: ModuleWidgetProps) {
  const widgetData = data as SocialWidgetData | undefined;
  if (!widgetData?.widget) return null;
  const Variant = SOCIAL_WIDGET_VARIANTS[widgetData.widget.variant];
  return Variant ? <Variant data={widgetData} /> : null;
}

registerWidgetRenderer("social", SocialWidget);
