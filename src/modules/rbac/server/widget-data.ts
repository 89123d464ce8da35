import { byId, byIds, graphNode, loadGraph, titledFieldNames } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { widgets } from "../entities.js";

export const rbacWidget = graphNode(widgets, { fields: titledFieldNames });

/**
 * The rbac widgets of a page: just their rows, in one query. Everything about the subject is
 * per visitor, so the browser loads it (GET /authentication/me); the page stays cacheable.
 */
export async function widgetData(request: WidgetDataRequest) {
  const { widgets } = await loadGraph(request, { widgets: byIds(rbacWidget, request.ids) });
  return byId(widgets);
}
