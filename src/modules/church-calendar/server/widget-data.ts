import { asc, inArray } from "drizzle-orm";
import { entityOf, publicColumns, type Row } from "../../../core/entity/index.js";
import { entityType, intOrNull, str, titledFields } from "../../../core/entity/row-values.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { feasts, widgets } from "../entities.js";
import { todayInChurchZone, type ChurchCalendarWidgetData, type FeastRank, type FeastRuleView } from "../widget-data-types.js";

/** At most this many feast rules are sent (a full menaion of great feasts is a few dozen). */
const FEAST_LIMIT = 500;

/** The church-calendar widgets on a page and the feast rules: two queries whatever their number. */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, ChurchCalendarWidgetData>> {
  if (!request.ids.length) return {};
  const rows = (await request.db.select(publicColumns(entityOf(widgets))).from(widgets).where(inArray(widgets.id, request.ids))) as Row[];
  request.reads.add(entityType(widgets));
  if (!rows.length) return {};
  const feastRows = (await request.db
    .select(publicColumns(entityOf(feasts)))
    .from(feasts)
    .orderBy(asc(feasts.slug), asc(feasts.id))
    .limit(FEAST_LIMIT)) as Row[];
  request.reads.add(entityType(feasts));
  const rules: FeastRuleView[] = feastRows.map((row) => ({
    slug: str(row.slug),
    title: (row.title ?? null) as FeastRuleView["title"],
    rank: str(row.rank) as FeastRank,
    julianMonth: intOrNull(row.julianMonth),
    julianDay: intOrNull(row.julianDay),
    paschaOffset: intOrNull(row.paschaOffset),
  }));
  const renderedOn = todayInChurchZone();
  return Object.fromEntries(rows.map((row) => [str(row.id), { ...titledFields(row), feasts: rules, renderedOn }]));
}
