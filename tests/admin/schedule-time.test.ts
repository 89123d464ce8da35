// Scheduling on the site's clock, to the second: what the editor types becomes the instant the
// server runs the job at, and the Scheduled list counts down from the browser's clock.
import { describe, expect, it } from "vitest";
import { timeUntil } from "../../src/core/admin/drafts/draft-panel.js";
import { formatZoned, fromZonedInput, toZonedInputSeconds, zonedDay, zonedTime, zonedToday } from "../../src/core/admin/time-zone.js";

describe("schedule times", () => {
  it("reads a wall time with or without seconds on the site's clock", () => {
    expect(fromZonedInput("2026-04-11T18:00", "Europe/Moscow")).toBe("2026-04-11T15:00:00.000Z");
    expect(fromZonedInput("2026-04-11T18:00:30", "Europe/Moscow")).toBe("2026-04-11T15:00:30.000Z");
    expect(toZonedInputSeconds("2026-04-11T15:00:30.000Z", "Europe/Moscow")).toBe("2026-04-11T18:00:30");
  });

  it("shows seconds only where asked and only when there are some", () => {
    expect(formatZoned("2026-04-11T15:00:30Z", "Europe/Moscow")).toBe("2026-04-11 18:00");
    expect(formatZoned("2026-04-11T15:00:30Z", "Europe/Moscow", { seconds: true })).toBe("2026-04-11 18:00:30");
    expect(formatZoned("2026-04-11T15:00:00Z", "Europe/Moscow", { seconds: true })).toBe("2026-04-11 18:00");
  });

  it("puts a late-evening UTC instant on the next day of the site's clock, as the schedule screen groups dates", () => {
    expect(zonedDay("2026-11-24T21:30:00Z", "Europe/Moscow")).toBe("2026-11-25");
    expect(zonedTime("2026-11-24T21:30:00Z", "Europe/Moscow")).toBe("00:30");
    expect(zonedDay("2026-11-24T21:30:00Z", "UTC")).toBe("2026-11-24");
    expect(zonedToday("Europe/Moscow")).toBe(zonedDay(new Date().toISOString(), "Europe/Moscow"));
  });

  it("counts down in the largest unit that fits, and says nothing once the time has come", () => {
    const now = Date.parse("2026-04-11T15:00:00Z");
    expect(timeUntil("2026-04-11T15:00:10Z", now)).toBe("in 10 seconds");
    expect(timeUntil("2026-04-11T15:30:00Z", now)).toBe("in 30 minutes");
    expect(timeUntil("2026-04-11T18:00:00Z", now)).toBe("in 3 hours");
    expect(timeUntil("2026-04-14T15:00:00Z", now)).toBe("in 3 days");
    expect(timeUntil("2026-04-11T15:00:00Z", now)).toBeUndefined();
    expect(timeUntil("2026-04-11T14:59:00Z", now)).toBeUndefined();
  });
});
