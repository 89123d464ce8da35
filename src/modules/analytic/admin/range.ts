import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days up to today on the site's clock (the server's default is 30). */
export function lastDays(days: number, timeZone: string): DayRange {
  const today = dayjs().tz(timeZone);
  return { from: today.subtract(days - 1, "day").format("YYYY-MM-DD"), to: today.format("YYYY-MM-DD") };
}

/** Why a range cannot be asked for (the server says the same with a 400), or undefined. */
export function rangeProblem({ from, to }: DayRange): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return "Choose both dates.";
  if (from > to) return "The start date is after the end date.";
  if (dayjs(to).diff(dayjs(from), "day") >= 366) return "Choose at most a year (366 days).";
  return undefined;
}
