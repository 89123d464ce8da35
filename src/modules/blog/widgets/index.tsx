import { lazyView, variantRenderer } from "../../../core/page/module-widgets";
import { registerWidgetRenderer } from "../../../core/page/widget-registry";
import type { BlogWidgetData } from "../widget-data-types";

// Blog blocks are read more than used: their code loads as one chunk when the first of them
// comes near the viewport (links work before that, as plain links).
registerWidgetRenderer(
  "blog",
  lazyView(
    () => import("./widget"),
    (m) => variantRenderer((data: BlogWidgetData) => data.widget?.variant, m.BLOG_WIDGET_VARIANTS),
    { hydrate: "visible" },
  ),
);
