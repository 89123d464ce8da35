import { lazyView } from "../../../core/page/module-widgets";
import { registerWidgetRenderer } from "../../../core/page/widget-registry";

// The calendar's code (the Paschalion, the day card) loads when the block nears the viewport;
// the server renders it, so it reads without JavaScript.
registerWidgetRenderer(
  "church-calendar",
  lazyView(
    () => import("./church-days"),
    (m) => m.ChurchCalendarWidget,
    { hydrate: "visible" },
  ),
);
