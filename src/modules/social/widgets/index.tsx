import { queryView, variantRenderer } from "../../../core/page/module-widgets";
import { registerWidgetRenderer } from "../../../core/page/widget-registry";
import type { SocialWidgetData } from "../widget-data-types";

// Profiles and chats (with their message form) load only on pages that show them.
registerWidgetRenderer(
  "social",
  queryView(
    () => import("./widget"),
    (m) => variantRenderer((data: SocialWidgetData) => data.widget?.variant, m.SOCIAL_WIDGET_VARIANTS),
  ),
);
