// 'Add to my calendar' on a service or event page: a well-formed iCalendar file with stable UIDs
// and the Moscow time zone (issue 15).
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
  sobor = await startTestSobor({ adminEmails: [], siteUrl: "https://sobor.example" });
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

/** Unfolded content lines, and each VEVENT's properties. */
function parse(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = text.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") events.push(current!), (current = undefined);
    else if (current) {
      const at = line.indexOf(":");
      current[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return { lines, events };
}

const moscowStamp = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 3 * 3_600_000);
  return d.toISOString().slice(0, 19).replace(/[-:]/g, "");
};

describe("add to my calendar", () => {
  it("answers one event per coming date, in Moscow time, with its place, link and a UID that never changes", async () => {
    const answer = await ics();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="divine-liturgy.ics"');
    const text = await answer.text();
    const { lines, events } = parse(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("TZID:Europe/Moscow");
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      UID: `${soon.id}@sobor.ecommerce`,
      "DTSTART;TZID=Europe/Moscow": moscowStamp(soon.datetime),
      SUMMARY: "Божественная литургия",
      LOCATION: "Главный храм собора",
      URL: "https://sobor.example/ru/ecommerce/products/divine-liturgy",
      DESCRIPTION: "Ранняя литургия\\; с хором\\, без проповеди\\nhttps://sobor.example/ru/ecommerce/products/divine-liturgy",
    });
    expect(events[0]!.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(events[1]!.UID).toBe(`${later.id}@sobor.ecommerce`);
    // The same file again: the same UIDs (a calendar app updates instead of doubling).
    expect(parse(await (await ics()).text()).events.map((e) => e.UID)).toEqual(events.map((e) => e.UID));
  });

  it("?date= gives that one date; ?lang=en the English texts", async () => {
    const { events } = parse(await (await ics(`?date=${later.id}&lang=en`)).text());
    expect(events).toEqual([expect.objectContaining({ UID: `${later.id}@sobor.ecommerce`, SUMMARY: "Divine Liturgy", LOCATION: "The main church" })]);
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
