import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { greatFeastsOn } from "../../src/modules/church-calendar/great-feasts.js";
import type { FeastRuleView } from "../../src/modules/church-calendar/widget-data-types.js";

// The cathedral's own feast data, as the feasts table is seeded with it.
const rules = (JSON.parse(readFileSync(new URL("../../src/site/seed/church-calendar/feasts.json", import.meta.url), "utf8")) as FeastRuleView[]).map((f) => ({
  slug: f.slug,
  title: f.title,
  rank: f.rank,
  julianMonth: f.julianMonth ?? null,
  julianDay: f.julianDay ?? null,
  paschaOffset: f.paschaOffset ?? null,
}));
const on = (date: string) => greatFeastsOn(date, rules).map((f) => `${f.rank}:${f.slug}`);

describe("the great feasts of a day (they mark the schedule)", () => {
  it("finds the twelve great feasts by their Julian date and the movable ones from Pascha", () => {
    expect(on("2026-12-04")).toEqual(["twelve:entry-of-theotokos"]);
    expect(on("2027-01-07")).toEqual(["twelve:nativity-of-christ"]);
    expect(on("2026-04-12")).toEqual(["pascha:pascha"]);
    expect(on("2026-04-05")).toEqual(["twelve:palm-sunday"]);
  });

  it("counts the other great feasts, but not lesser ones, and nothing on an ordinary day or a bad date", () => {
    expect(on("2026-10-14")).toEqual(["great:protection-of-theotokos"]);
    expect(on("2026-12-19")).toEqual([]); // Saint Nicholas: a feast, not a great one
    expect(on("2026-11-25")).toEqual([]);
    expect(on("2026-02-30")).toEqual([]);
  });
});
