import dayjs from "dayjs";
import { localise } from "../../../core/i18n/languages";

/** What GET /api/ecommerce/schedule answers (server/schedule-routes.ts). */
export interface ScheduleItem {
  id: string;
  variant: "smolny-divine" | "smolny-event";
  slug: string;
  title: unknown;
  adminTitle: string;
  published: boolean;
  place: unknown;
  categoryIds: string[];
}
export interface ScheduleDate {
  id: string;
  datetime: string;
  published: boolean;
  productId: string;
}
export interface ScheduleData {
  dates: ScheduleDate[];
  items: ScheduleItem[];
  categories: { id: string; slug: string; title: unknown; adminTitle: string }[];
}

export const SCHEDULE_KINDS = ["smolny-divine", "smolny-event"] as const;
export const SCHEDULE_KEY = ["ecommerce", "schedule"] as const;
/** The days the screen shows at once, and moves by. */
export const WINDOW_DAYS = 14;

/** A record's title in the admin's language, else the site's, else its admin title. */
export const titleIn = (row: { title: unknown; adminTitle: string }, language: string, siteLanguage: string) =>
  localise(row.title, language, siteLanguage) || row.adminTitle;

/** A real day written YYYY-MM-DD ('2026-02-30' is none: it must read back as itself). */
export const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format("YYYY-MM-DD") === text;
export const addDays = (day: string, days: number) => dayjs(day).add(days, "day").format("YYYY-MM-DD");

/** 'суббота, 5 декабря' in the admin's language; a day is read at noon UTC, so no zone moves it. */
export const longDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
export const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

/**
 * The categories a new item of a kind is suggested: those most items of that kind sit in (more
 * than half). The demo's events sit in 'Мероприятия', all but a pilgrimage; its services in none.
 */
export function suggestedCategories(items: ScheduleItem[], variant: string): string[] {
  const same = items.filter((item) => item.variant === variant);
  const counts = new Map<string, number>();
  for (const id of same.flatMap((item) => item.categoryIds)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].filter(([, count]) => count * 2 > same.length).map(([id]) => id);
}
