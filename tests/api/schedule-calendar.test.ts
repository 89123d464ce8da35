// 'Add to my calendar' on a service or event page: a well-formed iCalendar file with stable UIDs
// and the Moscow time zone (issue 15).
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../helpers/records.js";
import { shop, type Row } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let s: ReturnType<typeof shop>;
let liturgy: Row;
let soon: Row;
let later: Row;

const hoursFromNow = (hours: number) => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + hours * 3_600_000);

beforeAll(async () => {
  sobor = await startTestSobor({ env: {}, siteUrl: "https://sobor.example" });
  s = shop(sobor);
  const dateKey = await s.create("/api/ecommerce/attribute-keys", { slug: "date-of-the-event", type: "feature", field: "datetime", title: { ru: "Дата" } });
  const placeKey = await s.create("/api/ecommerce/attribute-keys", { slug: "place", type: "feature", field: "string", title: { ru: "Место" } });
  liturgy = await s.product([], {
    slug: "divine-liturgy",
    variant: "smolny-divine",
    title: { ru: "Божественная литургия", en: "Divine Liturgy" },
    shortDescription: { ru: "Ранняя литургия; с хором, без проповеди", en: "The early liturgy" },
  });
  const attach = async (keyId: string, data: Row) => {
    const attribute = await s.create("/api/ecommerce/attributes", data);
    await s.create("/api/ecommerce/products-to-attributes", { productId: liturgy.id, attributeId: attribute.id });
    await s.create("/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: keyId, attributeId: attribute.id });
    return attribute;
  };
  soon = await attach(dateKey.id, { datetime: hoursFromNow(24).toISOString() });
  later = await attach(dateKey.id, { datetime: hoursFromNow(48).toISOString() });
  await attach(dateKey.id, { datetime: hoursFromNow(-24 * 30).toISOString() }); // long past: not offered
  await attach(placeKey.id, { string: { ru: "Главный храм собора", en: "The main church" } });
});
afterAll(() => sobor?.close());

const ics = (query = "") => sobor.request(`/api/ecommerce/products/${liturgy.id}/calendar.ics${query}`);

/** The file as a calendar app reads it: parsed by ical.js, its VTIMEZONE registered. */
function parse(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  // Lines fold at 75 octets (RFC 5545 §3.1), never inside a character.
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone").map((zone) => new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(component.getFirstPropertyValue("url") ?? ""),
      tzid: component.getFirstProperty("dtstart")!.getParameter("tzid"),
      start: event.startDate.toJSDate().toISOString(),
      stamp: component.getFirstProperty("dtstamp")!.toICALString(),
    };
  });
  return { calendar, zones, events };
}

describe("add to my calendar", () => {
  it("answers one event per coming date, in Moscow time, with its place, link and a UID that never changes", async () => {
    const answer = await ics();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="divine-liturgy.ics"');
    const { calendar, zones, events } = parse(await answer.text());
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(zones.map((zone) => zone.tzid)).toEqual(["Europe/Moscow"]);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      uid: `${soon.id}@sobor.ecommerce`,
      tzid: "Europe/Moscow",
      start: new Date(soon.datetime).toISOString(),
      summary: "Божественная литургия",
      location: "Главный храм собора",
      url: "https://sobor.example/ru/ecommerce/products/divine-liturgy",
      description: "Ранняя литургия; с хором, без проповеди\nhttps://sobor.example/ru/ecommerce/products/divine-liturgy",
    });
    // DTSTAMP is UTC, as RFC 5545 requires.
    expect(events[0]!.stamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(events[1]!.uid).toBe(`${later.id}@sobor.ecommerce`);
    // The same file again: the same UIDs (a calendar app updates instead of doubling).
    expect(parse(await (await ics()).text()).events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it("?date= gives that one date; ?lang=en the English texts", async () => {
    const { events } = parse(await (await ics(`?date=${later.id}&lang=en`)).text());
    expect(events).toEqual([expect.objectContaining({ uid: `${later.id}@sobor.ecommerce`, summary: "Divine Liturgy", location: "The main church" })]);
  });

  it("404 for an unknown product or date, 400 for a malformed one", async () => {
    expectError(await sobor.json(`/api/ecommerce/products/00000000-0000-4000-8000-000000000000/calendar.ics`), 404);
    expectError(await sobor.json(`/api/ecommerce/products/${liturgy.id}/calendar.ics?date=00000000-0000-4000-8000-000000000000`), 404);
    expectError(await sobor.json(`/api/ecommerce/products/nope/calendar.ics`), 400);
    expectError(await sobor.json(`/api/ecommerce/products/${liturgy.id}/calendar.ics?lang=fr`), 400, /lang/);
    const undated = await s.product([], { variant: "smolny-divine" });
    expectError(await sobor.json(`/api/ecommerce/products/${undated.id}/calendar.ics`), 404, /no coming dates/);
  });
});

describe("subscribing to the schedule", () => {
  const feed = (path: string) => sobor.request(path);

  it("/{lang}/schedule.ics holds every coming service and event, in that language, refetched fresh", async () => {
    const answer = await feed("/en/schedule.ics");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    const { calendar, events } = parse(await answer.text());
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Services and events");
    // A month back and a year ahead: the two coming dates and the one 30 days ago.
    expect(events.map((e) => e.summary)).toEqual(["Divine Liturgy", "Divine Liturgy", "Divine Liturgy"]);
    expect(events.map((e) => e.uid)).toEqual(expect.arrayContaining([`${soon.id}@sobor.ecommerce`, `${later.id}@sobor.ecommerce`]));
    expect(events.every((e) => e.tzid === "Europe/Moscow" && e.url.startsWith("https://sobor.example/en/"))).toBe(true);
  });

  it("follows the schedule: a new date appears with its own UID at the next fetch, and keeps the others'", async () => {
    const before = parse(await (await feed("/ru/schedule.ics")).text()).events;
    const [dateKey] = (await sobor.json("/api/ecommerce/attribute-keys?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=date-of-the-event", { secret: true })).body.data;
    const added = await s.create("/api/ecommerce/attributes", { datetime: hoursFromNow(72).toISOString() });
    await s.create("/api/ecommerce/products-to-attributes", { productId: liturgy.id, attributeId: added.id });
    await s.create("/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: dateKey.id, attributeId: added.id });
    const after = parse(await (await feed("/ru/schedule.ics")).text()).events;
    expect(after.map((e) => e.uid)).toEqual([...before.map((e) => e.uid), `${added.id}@sobor.ecommerce`]);
    expect(after.at(-1)).toMatchObject({ summary: "Божественная литургия", start: new Date(added.datetime).toISOString() });
  });

  it("?category= keeps one category's items; an unknown category or language is refused", async () => {
    const category = await s.create("/api/ecommerce/categories", { slug: "feasts", title: { ru: "Праздники", en: "Feasts" } });
    const concert = await s.product([], { slug: "concert", variant: "smolny-event", title: { ru: "Концерт", en: "Concert" } });
    const [dateKey] = (await sobor.json("/api/ecommerce/attribute-keys?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=date-of-the-event", { secret: true })).body.data;
    const date = await s.create("/api/ecommerce/attributes", { datetime: hoursFromNow(30).toISOString() });
    await s.create("/api/ecommerce/products-to-attributes", { productId: concert.id, attributeId: date.id });
    await s.create("/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: dateKey.id, attributeId: date.id });
    await s.create("/api/ecommerce/categories-to-products", { categoryId: category.id, productId: concert.id, sku: `feast-${Date.now()}` });
    const { calendar, events } = parse(await (await feed("/ru/schedule.ics?category=feasts")).text());
    expect(events.map((e) => e.uid)).toEqual([`${date.id}@sobor.ecommerce`]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Расписание богослужений и мероприятий: Праздники");
    expectError(await sobor.json("/ru/schedule.ics?category=nope"), 404, /No category nope/);
    expectError(await sobor.json("/de/schedule.ics"), 400, /lang/);
  });
});
