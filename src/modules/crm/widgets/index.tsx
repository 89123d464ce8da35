import { queryView, variantRenderer } from "../../../core/page/module-widgets";
import { registerWidgetRenderer } from "../../../core/page/widget-registry";
import type { CrmWidgetData } from "../widget-data-types";

// Forms (react-hook-form, zod) load only on pages that show one.
registerWidgetRenderer(
  "crm",
  queryView(
    () => import("./widget"),
    (m) => variantRenderer((data: CrmWidgetData) => data.widget?.variant, m.CRM_WIDGET_VARIANTS),
  ),
);
