import { dayToGregorian, dayToJulian, gregorianToDay, julianToDay, paschaDay, type CalendarDate } from "./paschalion.js";

/**
 * What the church keeps on a civil day: its Julian date, the feasts that fall on it (fixed ones by
 * their Julian date, movable ones by their distance from Pascha) and the fast.
 */

/** A feast as the calendar data gives it: on a Julian date, or some days from Pascha. */
export interface FeastRule<F> {
  julianMonth?: number | null;
  julianDay?: number | null;
  paschaOffset?: number | null;
  feast: F;
}

export type FastKind =
  | "great-lent"
  | "apostles"
  | "dormition"
  | "nativity"
  | "one-day"
  | "wednesday-friday"
  | "cheesefare";

export interface ChurchDay<F> {
  civil: CalendarDate;
  julian: CalendarDate;
  /** Days since this civil year's Pascha (negative before it). */
  paschaOffset: number;
  feasts: F[];
  /** The fast kept that day, if any; none on fast-free weeks. */
  fast?: FastKind;
  /** A week without the Wednesday and Friday fast (Svyatki, Bright, Trinity, Publican's week). */
  fastFree: boolean;
}

const julianOf = (year: number, month: number, day: number) => julianToDay({ year, month, day });

/** Whether `day` lies from Julian month/day `from` to `to` (inclusive) of the Julian year `year`. */
const inJulianRange = (day: number, year: number, from: [number, number], to: [number, number]) =>
  day >= julianOf(year, ...from) && day <= julianOf(year, ...to);

function fastOf(day: number, julian: CalendarDate, offset: number, weekday: number): { fast?: FastKind; fastFree: boolean } {
  const { year } = julian;
  // Svyatki (Julian Dec 25 – Jan 4), Publican's week, Bright week, Trinity week: no fast at all.
  const svyatki = inJulianRange(day, year, [12, 25], [12, 31]) || inJulianRange(day, year, [1, 1], [1, 4]);
  const fastFree = svyatki || (offset >= -69 && offset <= -63) || (offset >= 1 && offset <= 6) || (offset >= 50 && offset <= 55);
  if (offset >= -48 && offset <= -1) return { fast: "great-lent", fastFree: false };
  if (offset >= -55 && offset <= -49) return { fast: "cheesefare", fastFree: false };
  if (offset >= 57 && day <= julianOf(year, 6, 28)) return { fast: "apostles", fastFree };
  if (inJulianRange(day, year, [8, 1], [8, 14])) return { fast: "dormition", fastFree };
  if (inJulianRange(day, year, [11, 15], [12, 24])) return { fast: "nativity", fastFree };
  if ([[1, 5], [8, 29], [9, 14]].some(([m, d]) => julian.month === m && julian.day === d)) return { fast: "one-day", fastFree };
  if (!fastFree && (weekday === 3 || weekday === 5)) return { fast: "wednesday-friday", fastFree };
  return { fastFree };
}

/** The church day of a civil date, with the feasts of `rules` that fall on it. */
export function churchDay<F>(civil: CalendarDate, rules: FeastRule<F>[]): ChurchDay<F> {
  const day = gregorianToDay(civil);
  const julian = dayToJulian(day);
  // Movable days run from the Publican's Sunday (-70) to All Saints (+56): within one civil year.
  const offset = day - paschaDay(civil.year);
  const feasts = rules
    .filter((rule) =>
      rule.paschaOffset !== null && rule.paschaOffset !== undefined
        ? rule.paschaOffset === offset
        : rule.julianMonth === julian.month && rule.julianDay === julian.day,
    )
    .map((rule) => rule.feast);
  // 0 is Sunday, as JavaScript counts weekdays.
  const weekday = (day + 1) % 7;
  return { civil: dayToGregorian(day), julian, paschaOffset: offset, feasts, ...fastOf(day, julian, offset, weekday) };
}
