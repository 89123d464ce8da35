import { inArray } from "drizzle-orm";
import { entityOf, publicColumns, type Row } from "../../../core/entity/index.js";
import { entityType, str, titledFields } from "../../../core/entity/row-values.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { widgets } from "../entities.js";
import { todayInChurchZone, type ChurchCalendarWidgetData } from "../widget-data-types.js";
import { loadFeastRules } from "./feast-rules.js";

/** The church-calendar widgets on a page and the feast rules: two queries whatever their number. */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, ChurchCalendarWidgetData>> {
  if (!request.ids.length) return {};
  const rows = (await request.db.select(publicColumns(entityOf(widgets))).from(widgets).where(inArray(widgets.id, request.ids))) as Row[];
  request.reads.add(entityType(widgets));
  if (!rows.length) return {};
  const rules = await loadFeastRules(request.db, request.reads);
  const renderedOn = todayInChurchZone();
  return Object.fromEntries(rows.map((row) => [str(row.id), { ...titledFields(row), feasts: rules, renderedOn }]));
}
