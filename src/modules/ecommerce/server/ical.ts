// A tiny iCalendar (RFC 5545) writer: no library in the dependencies does this, and the subset a
// calendar app needs to import a dated service or event is a few lines. Times are written in
// Europe/Moscow with its VTIMEZONE, so the event shows at the cathedral's hour anywhere.
import { SCHEDULE_TIME_ZONE } from "../widget-data-types.js";

export interface CalendarEvent {
  /** Stable across downloads and hosts, so a second import updates the first instead of doubling it. */
  uid: string;
  start: Date;
  minutes: number;
  /** When this item last changed (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

/** Moscow has kept UTC+3 all year since 2014; the schedule holds no older dates. */
const VTIMEZONE = ["BEGIN:VTIMEZONE", `TZID:${SCHEDULE_TIME_ZONE}`, "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0300", "TZOFFSETTO:+0300", "TZNAME:MSK", "END:STANDARD", "END:VTIMEZONE"];

/** TEXT values escape backslash, semicolon, comma and newlines. */
export const escapeText = (value: string) => value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** YYYYMMDDTHHMMSS in Moscow local time. */
function moscow(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: SCHEDULE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** A whole VCALENDAR with these events, CRLF line ends. */
export function vcalendar(events: CalendarEvent[], name?: string): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Sobor//Schedule//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  lines.push(...VTIMEZONE);
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${utc(event.stamp)}`,
      `DTSTART;TZID=${SCHEDULE_TIME_ZONE}:${moscow(event.start)}`,
      `DURATION:PT${Math.floor(event.minutes / 60)}H${event.minutes % 60}M`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}
