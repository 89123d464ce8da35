/** A calendar day of the site's clock, 'YYYY-MM-DD' ('en-CA' writes dates in that order). */
export function dayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** How a day is stored: like every calendar date here, as its UTC midnight. */
export function dayValue(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The stored value back as 'YYYY-MM-DD'. */
export function dayKey(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString().slice(0, 10);
}

/** The day n days after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(day: string, n: number): string {
  return dayKey(new Date(dayValue(day).getTime() + n * 86_400_000));
}
