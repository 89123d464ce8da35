import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The admin shows and takes every datetime in the site's time zone (the parish's clock), not the
 * browser's or UTC: an office in Moscow types 18:00 for a Saturday vigil wherever the laptop is.
 */
const WALL = "YYYY-MM-DDTHH:mm";

/** An instant as the value of <input type="datetime-local"> on the site's clock ('' when invalid). */
export function toZonedInput(value: unknown, timeZone: string): string {
  if (!value) return "";
  const instant = dayjs(String(value));
  return instant.isValid() ? instant.tz(timeZone).format(WALL) : "";
}

/** The same to the second, for an input that takes seconds (step=1): a schedule's earliest time. */
export function toZonedInputSeconds(value: unknown, timeZone: string): string {
  const instant = dayjs(String(value));
  return instant.isValid() ? instant.tz(timeZone).format(`${WALL}:ss`) : "";
}

/** A datetime-local value (seconds optional) read on the site's clock, as an ISO instant. */
export function fromZonedInput(wall: string, timeZone: string): string {
  return dayjs.tz(wall, wall.length > WALL.length ? `${WALL}:ss` : WALL, timeZone).toISOString();
}

/**
 * An instant for a row card: '2026-11-24 18:00' on the site's clock. `seconds`: '18:00:30' when
 * the instant has them (a time someone chose to the second, such as a schedule's).
 */
export function formatZoned(value: unknown, timeZone: string, options: { seconds?: boolean } = {}): string {
  const instant = dayjs(String(value));
  if (!instant.isValid()) return String(value);
  const zoned = instant.tz(timeZone);
  return zoned.format(options.seconds && zoned.second() ? "YYYY-MM-DD HH:mm:ss" : "YYYY-MM-DD HH:mm");
}

/** Today on the site's clock, as YYYY-MM-DD. */
export const zonedToday = (timeZone: string): string => dayjs().tz(timeZone).format("YYYY-MM-DD");

/** The day ('2026-11-24') and the time ('18:00') of an instant on the site's clock: what a list of dates groups and shows. */
export const zonedDay = (value: unknown, timeZone: string): string => dayjs(String(value)).tz(timeZone).format("YYYY-MM-DD");
export const zonedTime = (value: unknown, timeZone: string): string => dayjs(String(value)).tz(timeZone).format("HH:mm");

/** The instant a day ('2026-11-24') starts on the site's clock, `days` later: a date filter's bound. */
export function zonedDayStart(day: string, timeZone: string, days = 0): string {
  return dayjs.tz(day, "YYYY-MM-DD", timeZone).add(days, "day").toISOString();
}

/**
 * The site's time zone as the admin names it: its IANA name in English ('Europe/Moscow'), the
 * language's own name for it elsewhere ('Москва, стандартное время').
 */
export function zoneLabel(timeZone: string, language: string): string {
  if (language === "en") return timeZone;
  try {
    const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: "long" }).formatToParts(new Date()).find((part) => part.type === "timeZoneName")?.value;
    return name ?? timeZone;
  } catch {
    return timeZone;
  }
}
