import { describe, expect, it } from "vitest";
import { churchDay, type FeastRule } from "../../src/modules/church-calendar/church-day.js";
import { isoDate, parseIsoDate } from "../../src/modules/church-calendar/paschalion.js";

const rules: FeastRule<string>[] = [
  { julianMonth: 12, julianDay: 25, feast: "nativity" },
  { julianMonth: 1, julianDay: 6, feast: "theophany" },
  { julianMonth: 8, julianDay: 6, feast: "transfiguration" },
  { paschaOffset: 0, feast: "pascha" },
  { paschaOffset: -7, feast: "palm-sunday" },
  { paschaOffset: 39, feast: "ascension" },
  { paschaOffset: 49, feast: "pentecost" },
];
const on = (date: string) => churchDay(parseIsoDate(date)!, rules);
const fastOf = (date: string) => ({ fast: on(date).fast, fastFree: on(date).fastFree });

describe("a church day", () => {
  it("finds fixed feasts by their Julian date and movable ones from Pascha", () => {
    expect(on("2027-01-07").feasts).toEqual(["nativity"]);
    expect(isoDate(on("2027-01-07").julian)).toBe("2026-12-25");
    expect(on("2026-01-19").feasts).toEqual(["theophany"]);
    expect(on("2026-08-19").feasts).toEqual(["transfiguration"]);
    expect(on("2026-04-12").feasts).toEqual(["pascha"]);
    expect(on("2026-04-05").feasts).toEqual(["palm-sunday"]);
    expect(on("2026-05-21").feasts).toEqual(["ascension"]);
    expect(on("2025-06-08").feasts).toEqual(["pentecost"]);
    expect(on("2026-11-24").feasts).toEqual([]);
  });

  it("keeps the fasts of the year and none on fast-free weeks", () => {
    expect(on("2026-02-23").fast).toBe("great-lent"); // Clean Monday 2026
    expect(on("2026-04-11").fast).toBe("great-lent"); // Holy Saturday
    expect(on("2026-02-16").fast).toBe("cheesefare");
    expect(fastOf("2026-04-15")).toEqual({ fast: undefined, fastFree: true }); // Wednesday of Bright week
    expect(on("2026-06-08").fast).toBe("apostles"); // Monday after All Saints 2026
    expect(on("2026-07-11").fast).toBe("apostles"); // Julian June 28
    expect(on("2026-07-12").fast).toBeUndefined(); // Peter and Paul, a Sunday
    expect(on("2026-08-14").fast).toBe("dormition");
    expect(on("2026-11-28").fast).toBe("nativity");
    expect(on("2027-01-06").fast).toBe("nativity"); // Christmas Eve
    expect(fastOf("2027-01-13")).toEqual({ fast: undefined, fastFree: true }); // a Wednesday of Svyatki
    expect(on("2027-01-18").fast).toBe("one-day"); // Theophany Eve
    expect(on("2026-09-11").fast).toBe("one-day"); // Beheading of the Forerunner
    expect(on("2026-11-25").fast).toBe("wednesday-friday");
    expect(on("2026-11-26").fast).toBeUndefined();
    expect(fastOf("2026-02-04")).toEqual({ fast: undefined, fastFree: true }); // Wednesday after the Publican's Sunday
  });
});
