import { and, desc, gte, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { dailyEvents, dailyPages, dailyVisitors } from "../entities.js";
import { addDays, dayKey, dayValue } from "./day.js";

export interface DayFigures {
  day: string;
  visitors: number;
  views: number;
  checkouts: number;
  notes: number;
  forms: number;
  signUps: number;
  /** Donations (notes' amounts) by currency symbol. */
  donations: Record<string, number>;
}

export interface Figures {
  from: string;
  to: string;
  totals: { visitors: number; views: number; notes: number; checkouts: number; forms: number; signUps: number };
  days: DayFigures[];
  topPages: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
  languages: { language: string; views: number }[];
  noteTypes: { type: string; currency: string; notes: number; donations: number }[];
  currencies: string[];
}

/** How many rows the ranked lists show. */
export const TOP = 20;

const KIND_FIELD = { checkout: "checkouts", note: "notes", form: "forms", "sign-up": "signUps" } as const;

/**
 * The dashboard's figures for a range of days, from the per-day rows: six grouped queries
 * whatever the range or the traffic (a year of days, not a million hits, is what they scan).
 */
export async function figuresOf(db: Db, from: string, to: string): Promise<Figures> {
  const inRange = <T extends typeof dailyPages | typeof dailyVisitors | typeof dailyEvents>(table: T) =>
    and(gte(table.day, dayValue(from)), lte(table.day, dayValue(to)));
  const views = sql<number>`sum(${dailyPages.views})::int`;
  const [pageDays, visitorDays, eventDays, topPages, referrers, languages] = await Promise.all([
    db.select({ day: dailyPages.day, views }).from(dailyPages).where(inRange(dailyPages)).groupBy(dailyPages.day),
    db.select({ day: dailyVisitors.day, visitors: sql<number>`count(*)::int` }).from(dailyVisitors).where(inRange(dailyVisitors)).groupBy(dailyVisitors.day),
    db
      .select({ day: dailyEvents.day, kind: dailyEvents.kind, type: dailyEvents.type, currency: dailyEvents.currency, count: dailyEvents.count, amount: dailyEvents.amount })
      .from(dailyEvents)
      .where(inRange(dailyEvents)),
    db.select({ path: dailyPages.path, views }).from(dailyPages).where(inRange(dailyPages)).groupBy(dailyPages.path).orderBy(desc(views), dailyPages.path).limit(TOP),
    db
      .select({ host: dailyPages.referrerHost, views })
      .from(dailyPages)
      .where(and(inRange(dailyPages), ne(dailyPages.referrerHost, "")))
      .groupBy(dailyPages.referrerHost)
      .orderBy(desc(views), dailyPages.referrerHost)
      .limit(TOP),
    db.select({ language: dailyPages.language, views }).from(dailyPages).where(inRange(dailyPages)).groupBy(dailyPages.language).orderBy(desc(views), dailyPages.language),
  ]);

  const days = new Map<string, DayFigures>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.set(day, { day, visitors: 0, views: 0, checkouts: 0, notes: 0, forms: 0, signUps: 0, donations: {} });
  }
  for (const row of pageDays) days.get(dayKey(row.day))!.views = Number(row.views);
  for (const row of visitorDays) days.get(dayKey(row.day))!.visitors = Number(row.visitors);
  const noteTypes = new Map<string, Figures["noteTypes"][number]>();
  const currencies = new Set<string>();
  for (const row of eventDays) {
    const day = days.get(dayKey(row.day))!;
    day[KIND_FIELD[row.kind]] += row.count;
    if (row.kind !== "note") continue;
    day.donations[row.currency] = (day.donations[row.currency] ?? 0) + row.amount;
    currencies.add(row.currency);
    const key = `${row.type}\n${row.currency}`;
    const type = noteTypes.get(key) ?? { type: row.type, currency: row.currency, notes: 0, donations: 0 };
    type.notes += row.count;
    type.donations += row.amount;
    noteTypes.set(key, type);
  }
  const series = [...days.values()];
  const sum = (field: keyof Omit<DayFigures, "day" | "donations">) => series.reduce((total, day) => total + day[field], 0);
  return {
    from,
    to,
    totals: { visitors: sum("visitors"), views: sum("views"), notes: sum("notes"), checkouts: sum("checkouts"), forms: sum("forms"), signUps: sum("signUps") },
    days: series,
    topPages: topPages.map((row) => ({ path: row.path, views: Number(row.views) })),
    referrers: referrers.map((row) => ({ host: row.host, views: Number(row.views) })),
    languages: languages.map((row) => ({ language: row.language, views: Number(row.views) })),
    noteTypes: [...noteTypes.values()].sort((a, b) => b.notes - a.notes || a.type.localeCompare(b.type)),
    currencies: [...currencies].sort(),
  };
}

