import { describe, expect, it } from "vitest";
import { isDay, suggestedCategories, type ScheduleItem } from "../../src/modules/ecommerce/admin/schedule-data";

const item = (variant: ScheduleItem["variant"], categoryIds: string[]): ScheduleItem => ({
  id: `${variant}-${categoryIds.join("+")}-${Math.random()}`,
  variant,
  slug: "s",
  title: {},
  adminTitle: "a",
  published: true,
  place: null,
  categoryIds,
});

describe("the categories the schedule form suggests for a new item", () => {
  it("are those most items of its kind sit in, not those of the other kind", () => {
    const items = [item("smolny-event", ["events"]), item("smolny-event", ["events", "youth"]), item("smolny-event", []), item("smolny-divine", ["services"])];
    expect(suggestedCategories(items, "smolny-event")).toEqual(["events"]);
    expect(suggestedCategories(items, "smolny-divine")).toEqual(["services"]);
  });

  it("are none when half or fewer share one, or when there is no item of the kind yet", () => {
    expect(suggestedCategories([item("smolny-event", ["events"]), item("smolny-event", [])], "smolny-event")).toEqual([]);
    expect(suggestedCategories([item("smolny-divine", ["services"])], "smolny-event")).toEqual([]);
  });
});

describe("the schedule screen's ?from= day", () => {
  it("is a real day written YYYY-MM-DD, or ignored (the screen shows today's fortnight)", () => {
    expect(isDay("2026-12-13")).toBe(true);
    for (const text of ["2026-02-30", "2026-13-01", "13.12.2026", "2026-12-13T00:00", "tomorrow", ""]) expect(isDay(text), text).toBe(false);
  });
});

