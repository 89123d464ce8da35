import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../core/db/connection.js";
import { attributeKeys, attributeKeysToAttributes, attributes } from "../modules/ecommerce/entities.js";
import { EVENT_DATE_KEY, SCHEDULE_TIME_ZONE } from "../modules/ecommerce/widget-data-types.js";

/**
 * The demo schedule's day 0 in the seed files (src/site/seed/ecommerce/attributes.json): event
 * and service dates are written relative to it, and the first seed moves them to today.
 */
export const DEMO_SCHEDULE_BASE_DAY = "2026-01-01";

/** Whole days from the base day to today, both in the schedule's time zone (Europe/Moscow). */
export function daysSinceBase(now = new Date()): number {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: SCHEDULE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${DEMO_SCHEDULE_BASE_DAY}T00:00:00Z`)) / 86_400_000);
}

/**
 * Moves every 'date-of-the-event' attribute by the days between the seed's base day and today,
 * so a freshly seeded demo site shows this week's services and events. One statement.
 */
export async function shiftDemoEventDates(db: Db, now = new Date()): Promise<number> {
  const days = daysSinceBase(now);
  if (days === 0) return 0;
  const dated = db
    .select({ id: attributeKeysToAttributes.attributeId })
    .from(attributeKeysToAttributes)
    .innerJoin(attributeKeys, eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId))
    .where(eq(attributeKeys.slug, EVENT_DATE_KEY));
  const moved = await db
    .update(attributes)
    .set({ datetime: sql`${attributes.datetime} + make_interval(days => ${days})`, updatedAt: new Date() })
    .where(inArray(attributes.id, dated))
    .returning({ id: attributes.id });
  return moved.length;
}
