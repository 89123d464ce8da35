import type { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../../../core/admin/server.js";
import { answer, ok } from "../../../core/http/route-docs.js";
import { validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { figuresCsv } from "./csv.js";
import { addDays, dayKey, dayOf, dayValue } from "./day.js";
import { figuresOf } from "./figures.js";

/** The longest range the dashboard sums: a year (a leap year's 366 days). */
export const MAX_RANGE_DAYS = 366;
/** The range shown when none is asked for: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * '2026-02-30' has the shape of a day but is none: a day must read back as itself. Years are kept
 * far from the ends of the calendar, so the range completed from one end stays in it.
 */
const isDay = (day: unknown): day is string => {
  if (typeof day !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(day) || day < "1970-01-01" || day > "9998-12-31") return false;
  // '2026-13-45' is no date at all: it must not reach toISOString, which throws on it.
  const value = dayValue(day);
  return !Number.isNaN(value.getTime()) && dayKey(value) === day;
};

const dayParam = z
  .string({ error: "must be a date YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date YYYY-MM-DD" })
  .refine(isDay, { error: "is not a calendar date from 1970 to 9998" })
  .optional();

// zod still runs an object's checks when a field failed: these look only at two real days.
const both = (q: { from?: unknown; to?: unknown }): q is { from: string; to: string } => isDay(q.from) && isDay(q.to);

const range = z
    .object({ from: dayParam, to: dayParam })
    .strict()
    .refine((q) => !both(q) || q.from <= q.to, { error: "from must not be after to", path: ["from"] })
    .refine((q) => !both(q) || addDays(q.from, MAX_RANGE_DAYS - 1) >= q.to, { error: `the range must be at most ${MAX_RANGE_DAYS} days`, path: ["to"] });

const figuresInput = validate({
  query: range,
  summary: "The dashboard's figures for a range of days (administrators only)",
  responses: {
    200: ok(
      z.looseObject({
        from: z.string(),
        to: z.string(),
        timeZone: z.string(),
        totals: z.record(z.string(), z.number()),
        days: z.array(z.looseObject({ day: z.string(), visitors: z.number(), views: z.number() })),
        topPages: z.array(z.object({ path: z.string(), views: z.number() })),
      }),
    ),
  },
});
const csvInput = validate({ query: range, summary: "The same figures as a CSV file", responses: { 200: answer("text/csv", "The figures, one row per day") } });

/** The asked range, or the default one ending today on the site's clock. */
function rangeOf(query: { from?: string; to?: string }, timeZone: string): { from: string; to: string } {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_RANGE_DAYS - 1) : dayOf(new Date(), timeZone));
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  return { from, to };
}

/** The dashboard's figures, for administrators only (401 for a visitor, 403 for a member). */
export function analyticRoutes(app: Hono, context: AppContext): void {
  const timeZone = context.i18n.timeZone ?? "UTC";

  app.get("/api/analytic/figures", figuresInput, async (c) => {
    await requireAdmin(c, context);
    const { from, to } = rangeOf(c.var.input.query, timeZone);
    c.header("cache-control", "private, no-store");
    return c.json({ data: { ...(await figuresOf(context.db, from, to)), timeZone } });
  });

  app.get("/api/analytic/figures.csv", csvInput, async (c) => {
    await requireAdmin(c, context);
    const { from, to } = rangeOf(c.var.input.query, timeZone);
    const csv = figuresCsv(await figuresOf(context.db, from, to));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="analytics-${from}-to-${to}.csv"`,
      "cache-control": "private, no-store",
    });
  });
}
