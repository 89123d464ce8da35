import { registerWidgetRenderer, type ModuleWidgetProps } from "../../../web/page/widget-registry";
import type { BlogWidgetData } from "../widget-data-types";
import { BLOG_WIDGET_VARIANTS } from "./widget";

/** A blog widget on a page: the component of its variant; an unknown variant renders nothing. */
export function BlogWidget({ data }: ModuleWidgetProps) {
  const widgetData = data as BlogWidgetData | undefined;
  if (!widgetData?.widget) return null;
  const Variant = BLOG_WIDGET_VARIANTS[widgetData.widget.variant];
  return Variant ? <Variant data={widgetData} /> : null;
}

registerWidgetRenderer("blog", BlogWidget);
