// iCalendar (RFC 5545) files of the schedule, written with ical.js (Mozilla's iCalendar library:
// escaping, line folding, zoned times). Times carry the cathedral's zone (Europe/Moscow, with its
// VTIMEZONE), so an item shows at its hour in any calendar app.
import ICAL from "ical.js";
import { SCHEDULE_TIME_ZONE } from "../widget-data-types.js";

export interface CalendarEvent {
  /** Stable across downloads and hosts, so a second import (or a feed refresh) updates the first instead of doubling it. */
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
const VTIMEZONE = ["BEGIN:VTIMEZONE", `TZID:${SCHEDULE_TIME_ZONE}`, "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0300", "TZOFFSETTO:+0300", "TZNAME:MSK", "END:STANDARD", "END:VTIMEZONE"].join("\r\n");

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true);

/** A whole VCALENDAR with these events. */
export function vcalendar(events: CalendarEvent[], name?: string): string {
  const timezone = new ICAL.Component(ICAL.parse(VTIMEZONE));
  const zone = new ICAL.Timezone(timezone);
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//Sobor//Schedule//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", "PUBLISH");
  if (name) calendar.updatePropertyWithValue("x-wr-calname", name);
  calendar.addSubcomponent(timezone);
  for (const item of events) {
    const event = new ICAL.Event();
    event.uid = item.uid;
    event.summary = item.summary;
    event.startDate = utc(item.start).convertToZone(zone);
    event.endDate = utc(new Date(item.start.getTime() + item.minutes * 60_000)).convertToZone(zone);
    event.component.updatePropertyWithValue("dtstamp", utc(item.stamp));
    if (item.description) event.description = item.description;
    if (item.location) event.location = item.location;
    if (item.url) event.component.updatePropertyWithValue("url", item.url);
    calendar.addSubcomponent(event.component);
  }
  return calendar.toString() + "\r\n";
}
