import { byIds, graphNode, loadGraph, titledFieldNames } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { widgets } from "../entities.js";
import { todayInChurchZone, type ChurchCalendarWidgetData } from "../widget-data-types.js";
import { feastRules } from "./feast-rules.js";

export const churchCalendarWidget = graphNode(widgets, { fields: titledFieldNames });

/** The church-calendar widgets on a page and the feast rules: two queries whatever their number. */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, ChurchCalendarWidgetData>> {
  const { widgets, rules } = await loadGraph(request, { widgets: byIds(churchCalendarWidget, request.ids), rules: feastRules() });
  const renderedOn = todayInChurchZone();
  return Object.fromEntries(widgets.map((widget) => [widget.id, { ...widget, feasts: rules, renderedOn }]));
}
