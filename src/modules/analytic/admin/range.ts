import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { analyticAdminTexts } from "./texts";

dayjs.extend(utc);
dayjs.extend(timezone);

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days up to today on the site's clock (the server's default is 30). */
export function lastDays(days: number, timeZone: string): DayRange {
  const today = dayjs().tz(timeZone);
  return {
    from: today.subtract(days - 1, "day").format("YYYY-MM-DD"),
    to: today.format("YYYY-MM-DD"),
  };
}

/** Why a range cannot be asked for (the server says the same with a 400) in the admin's language, or undefined. */
export function rangeProblem({ from, to }: DayRange, language: string): string | undefined {
  const t = analyticAdminTexts.all(language);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return t.chooseBothDates;
  if (from > to) return t.startAfterEnd;
  if (dayjs(to).diff(dayjs(from), "day") >= 366) return t.atMostAYear;
  return undefined;
}
