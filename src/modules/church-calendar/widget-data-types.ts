import type { GraphRow } from "../../core/entity/index.js";
import type { feastRule } from "./server/feast-rules.js";
import type { churchCalendarWidget } from "./server/widget-data.js";

/** The time zone the cathedral keeps its days in (as its schedule does). */
export const CHURCH_TIME_ZONE = "Europe/Moscow";

export type FeastRank = "pascha" | "twelve" | "great" | "other";

/** A feast as the browser gets it: the rule that places it and its title. */
export type FeastRuleView = Omit<GraphRow<typeof feastRule>, "id">;

export interface ChurchCalendarWidgetData extends GraphRow<typeof churchCalendarWidget> {
  /** Every feast rule: the days are worked out in the browser, so a page cached over midnight shows the new day. */
  feasts: FeastRuleView[];
  /** The civil day (YYYY-MM-DD, in CHURCH_TIME_ZONE) the page was rendered on: the browser starts from it, then moves to its own today. */
  renderedOn: string;
}

/** Today's civil date in the cathedral's time zone, as YYYY-MM-DD. */
export const todayInChurchZone = (now = new Date()): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: CHURCH_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
