import type { HostWidget, PageTree } from "../../../core/page/page-tree";
import { usePage } from "../../../core/page/page-context";
import { registerWidgetRenderer, type ModuleWidgetProps } from "../../../core/page/widget-registry";
import type { WbWidgetData } from "../widget-data-types";
import { InnerHeadingProvider, pick } from "./shared";
import { widgetViews } from "./widget";

const MODULE = "website-builder";

/** Host widgets in the order the page renders them: layouts' default ones, the page's, layouts' additional ones. */
function renderOrder(tree: PageTree): HostWidget[] {
  return [...tree.layouts.flatMap((l) => l.before), ...tree.widgets, ...[...tree.layouts].reverse().flatMap((l) => l.after)];
}

/**
 * The page's hero: its first website-builder widget that is not a navbar. It alone loads its first
 * image eagerly and carries the page's h1.
 */
function heroWidgetId(tree: PageTree): string | undefined {
  for (const host of renderOrder(tree)) {
    for (const external of host.externals) {
      if (external.module !== MODULE) continue;
      const data = tree.data[MODULE]?.[external.id] as WbWidgetData | undefined;
      if (data && !data.variant.startsWith("navbar-")) return external.id;
    }
  }
  return undefined;
}

/** Dispatches on the widget row's variant; an unknown variant (or a missing widget) renders nothing. */
export function WebsiteBuilderWidget({ external, data }: ModuleWidgetProps) {
  const { tree } = usePage();
  const widget = data as WbWidgetData | undefined;
  if (!widget) return null;
  const View = pick(widgetViews, widget.variant);
  if (!View) return null;
  const hero = heroWidgetId(tree) === external.id;
  return (
    <InnerHeadingProvider value={hero ? 2 : 3}>
      <View data={widget} hero={hero} />
    </InnerHeadingProvider>
  );
}

registerWidgetRenderer(MODULE, WebsiteBuilderWidget);
