import { describe, expect, it } from "vitest";
import { dayToGregorian, dayToJulian, gregorianToDay, isoDate, parseIsoDate, pascha } from "../../src/modules/church-calendar/paschalion.js";

describe("the Paschalion", () => {
  it("gives Orthodox Pascha of known years as civil dates", () => {
    const known: Record<number, string> = {
      1900: "1900-04-22", 2000: "2000-04-30", 2010: "2010-04-04", 2011: "2011-04-24", 2017: "2017-04-16",
      2018: "2018-04-08", 2019: "2019-04-28", 2020: "2020-04-19", 2021: "2021-05-02", 2022: "2022-04-24",
      2023: "2023-04-16", 2024: "2024-05-05", 2025: "2025-04-20", 2026: "2026-04-12", 2027: "2027-05-02",
    };
    for (const [year, date] of Object.entries(known)) expect(isoDate(pascha(Number(year))), year).toBe(date);
  });

  it("always falls on a Sunday between civil April 4 and May 8, 1900–2100", () => {
    for (let year = 1900; year <= 2100; year++) {
      const date = pascha(year);
      // Day numbers: (jdn + 1) % 7 === 0 is a Sunday.
      expect((gregorianToDay(date) + 1) % 7, String(year)).toBe(0);
      const monthDay = date.month * 100 + date.day;
      expect(monthDay, String(year)).toBeGreaterThanOrEqual(year >= 2100 ? 405 : 404);
      expect(monthDay, String(year)).toBeLessThanOrEqual(year >= 2100 ? 509 : 508);
    }
  });
});

describe("the Julian calendar", () => {
  it("is 13 days behind in the 20th and 21st centuries, 14 from March 2100", () => {
    expect(isoDate(dayToJulian(gregorianToDay({ year: 2026, month: 11, day: 24 })))).toBe("2026-11-11");
    expect(isoDate(dayToJulian(gregorianToDay({ year: 2027, month: 1, day: 7 })))).toBe("2026-12-25");
    expect(isoDate(dayToJulian(gregorianToDay({ year: 2100, month: 3, day: 13 })))).toBe("2100-02-28");
    // 2100 is a leap year only in the Julian calendar: its February 29 widens the gap.
    expect(isoDate(dayToJulian(gregorianToDay({ year: 2100, month: 3, day: 14 })))).toBe("2100-02-29");
    expect(isoDate(dayToJulian(gregorianToDay({ year: 2100, month: 3, day: 15 })))).toBe("2100-03-01");
  });

  it("round-trips every day of two centuries", () => {
    const start = gregorianToDay({ year: 1900, month: 1, day: 1 });
    const end = gregorianToDay({ year: 2101, month: 1, day: 1 });
    for (let day = start; day < end; day += 37) expect(gregorianToDay(dayToGregorian(day))).toBe(day);
  });

  it("parses only real civil dates", () => {
    expect(parseIsoDate("2026-02-28")).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseIsoDate("2026-02-30")).toBeUndefined();
    expect(parseIsoDate("26-2-3")).toBeUndefined();
  });
});
