import { expect, test } from "@playwright/test";
import ICAL from "ical.js";

// Issue 15, 'Subscribe to the schedule': the home page's schedule links to its iCal feed, which a
// calendar app can read: the demo's services and events, in Moscow time, in the page's language.

test("the schedule links to an iCal feed of its services and events, in the page's language", async ({ page }) => {
  for (const [url, name, title] of [
    ["/ru", "Подписаться на расписание (iCal)", "Расписание богослужений и мероприятий"],
    ["/en", "Subscribe to the schedule (iCal)", "Services and events"],
  ] as const) {
    await page.goto(url);
    const link = page.getByRole("link", { name });
    await link.scrollIntoViewIfNeeded();
    const href = await link.getAttribute("href");
    expect(href).toBe(`${url}/schedule.ics`);
    const answer = await page.request.get(href!);
    expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(title);
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.length).toBeGreaterThan(3);
    for (const event of events) expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Moscow");
  }
});
