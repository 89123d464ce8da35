/**
 * The Paschalion and the Julian (church) calendar, computed: no table to keep up to date.
 *
 * Dates are plain `{ year, month, day }` civil (Gregorian) or Julian dates; days are counted as
 * Julian Day Numbers, so converting between the calendars and stepping days is exact for any year
 * (the gap is 13 days from 1900-03-14 to 2100-03-13 and 14 days after).
 */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const div = (a: number, b: number) => Math.floor(a / b);

/** Julian Day Number of a Gregorian date. */
export function gregorianToDay({ year, month, day }: CalendarDate): number {
  const a = div(14 - month, 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + div(153 * m + 2, 5) + 365 * y + div(y, 4) - div(y, 100) + div(y, 400) - 32045;
}

/** Julian Day Number of a Julian-calendar date. */
export function julianToDay({ year, month, day }: CalendarDate): number {
  const a = div(14 - month, 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + div(153 * m + 2, 5) + 365 * y + div(y, 4) - 32083;
}

export function dayToGregorian(jdn: number): CalendarDate {
  const a = jdn + 32044;
  const b = div(4 * a + 3, 146097);
  const c = a - div(146097 * b, 4);
  return fromShifted(b * 100, c);
}

export function dayToJulian(jdn: number): CalendarDate {
  return fromShifted(0, jdn + 32082);
}

function fromShifted(centuries: number, c: number): CalendarDate {
  const d = div(4 * c + 3, 1461);
  const e = c - div(1461 * d, 4);
  const m = div(5 * e + 2, 153);
  return { day: e - div(153 * m + 2, 5) + 1, month: m + 3 - 12 * div(m, 10), year: centuries + d - 4800 + div(m, 10) };
}

/** Orthodox Pascha of a year as a day number (the Julian computus, Meeus' algorithm). */
export function paschaDay(year: number): number {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = div(d + e + 114, 31);
  const day = ((d + e + 114) % 31) + 1;
  return julianToDay({ year, month, day });
}

/** Orthodox Pascha of a year, as a civil (Gregorian) date. */
export const pascha = (year: number): CalendarDate => dayToGregorian(paschaDay(year));

/** A civil date as `YYYY-MM-DD`. */
export const isoDate = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // Round-trip through the day number: 2026-02-30 is not a date.
  return isoDate(dayToGregorian(gregorianToDay(date))) === text ? date : undefined;
}
