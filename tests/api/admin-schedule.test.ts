import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, register, signInAsAdmin, type Tokens } from "../helpers/accounts.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// The admin's schedule: one call puts a service or event on the schedule with its dates, place and
// categories (by hand it took five generic forms), and one read shows the dates of a window with
// drafts. What it writes is what the public schedule reads: the item's iCalendar file, its page.

const SCHEDULE = "/api/ecommerce/schedule";
type Row = Record<string, any>;

let sobor: TestSobor;
let admin: Tokens;
let events: Row;

const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) => sobor.json(path, { ...init, headers: bearer(admin.jwt) });
const create = async (path: string, data: Row) => {
  const answer = await asAdmin(path, { method: "POST", body: { data } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Row;
};
const add = (data: Row) => asAdmin(SCHEDULE, { method: "POST", body: { data } });
const listFrom = (from: string, days = 14) => asAdmin(`${SCHEDULE}?from=${encodeURIComponent(from)}&days=${days}`);
/** A day ahead of now at 18:00 Moscow time (the test site's clock is the default, Europe/Moscow). */
const evening = (days: number, hour = 18) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:00:00+03:00`;
};
const concert = (extra: Row = {}) => ({
  product: {
    variant: "smolny-event",
    title: { ru: "Рождественский концерт", en: "Christmas concert" },
    shortDescription: { ru: "Поёт хор собора", en: "" },
    place: { ru: "Нижний храм", en: "Lower church" },
    categoryIds: [events.id],
    ...extra,
  },
  dates: [evening(5), evening(12), evening(5)],
});

beforeAll(async () => {
  sobor = await startTestSobor({ siteUrl: "https://sobor.example" });
  admin = await signInAsAdmin(sobor);
});
afterAll(() => sobor?.close());

describe("the admin's schedule", () => {
  it("says which attribute key is missing, rather than write a date the schedule cannot find", async () => {
    events = await create("/api/ecommerce/categories", { slug: "events", title: { ru: "События" } });
    const answer = await add(concert());
    expect(answer.status).toBe(409);
    expect(answer.body.error).toContain("date-of-the-event");
    expect((await asAdmin("/api/ecommerce/products/count")).body.data).toBe(0);
    await create("/api/ecommerce/attribute-keys", { slug: "date-of-the-event", type: "feature", field: "datetime", title: { ru: "Дата" } });
    await create("/api/ecommerce/attribute-keys", { slug: "place", type: "feature", field: "string", title: { ru: "Место" } });
  });

  it("puts a new event on the schedule in one call: its page, dates, place and category, as the public calendar reads them", async () => {
    const answer = await add(concert());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { product, dateIds } = answer.body.data;
    expect(product).toMatchObject({ variant: "smolny-event", slug: "rozhdestvenskii-kontsert", adminTitle: "Рождественский концерт", published: true });
    // The same instant given twice is one date.
    expect(dateIds).toHaveLength(2);

    const ics = await sobor.request(`/api/ecommerce/products/${product.id}/calendar.ics?lang=en`);
    expect(ics.status).toBe(200);
    const calendar = await ics.text();
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar).toContain("SUMMARY:Christmas concert");
    expect(calendar).toContain("LOCATION:Lower church");
    expect(calendar).toContain("https://sobor.example/en/ecommerce/products/rozhdestvenskii-kontsert");

    const links = await asAdmin(`/api/ecommerce/categories-to-products?filters[and][0][column]=productId&filters[and][0][method]=eq&filters[and][0][value]=${product.id}`);
    expect(links.body.data).toEqual([expect.objectContaining({ categoryId: events.id, sku: "events-rozhdestvenskii-kontsert" })]);

    const listed = await listFrom(evening(0, 0));
    expect(listed.status).toBe(200);
    const mine = listed.body.data.dates.filter((date: Row) => date.productId === product.id);
    expect(mine.map((date: Row) => date.datetime)).toEqual([new Date(evening(5)).toISOString(), new Date(evening(12)).toISOString()]);
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ id: product.id, place: { ru: "Нижний храм", en: "Lower church" }, categoryIds: [events.id], published: true }),
    ]);
    expect(listed.body.data.categories.map((category: Row) => category.slug)).toEqual(["events"]);
    // A window that ends before the first date shows none of them.
    expect((await listFrom(evening(0, 0), 3)).body.data.dates).toEqual([]);
  });

  it("adds dates to an existing service, after its own, and gives a second item of the same title a slug of its own", async () => {
    const first = (await add(concert())).body.data.product;
    expect(first.slug).toBe("rozhdestvenskii-kontsert-2");
    const more = await add({ productId: first.id, dates: [evening(19)] });
    expect(more.status, JSON.stringify(more.body)).toBe(201);
    expect(more.body.data.product.id).toBe(first.id);
    const links = await asAdmin(
      `/api/ecommerce/products-to-attributes?filters[and][0][column]=productId&filters[and][0][method]=eq&filters[and][0][value]=${first.id}&limit=100`,
    );
    const dated = links.body.data.map((link: Row) => [link.attributeId, link.orderIndex]);
    expect(dated.at(-1)).toEqual([more.body.data.dateIds[0], dated.length - 1]);
    const ics = await (await sobor.request(`/api/ecommerce/products/${first.id}/calendar.ics`)).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  it("keeps a new draft off the public site until the item is published, then shows it with all its dates", async () => {
    const answer = await add({ ...concert({ title: { ru: "Лекция об иконах" }, categoryIds: [] }), published: false });
    expect(answer.status).toBe(201);
    const { product } = answer.body.data;
    expect(product.published).toBe(false);
    const ics = () => sobor.request(`/api/ecommerce/products/${product.id}/calendar.ics`);
    expect((await ics()).status).toBe(404);
    const listed = (await listFrom(evening(0, 0))).body.data;
    expect(listed.items.find((item: Row) => item.id === product.id)).toMatchObject({ published: false, slug: "lektsiya-ob-ikonakh" });
    // The item is the draft; its dates are not drafts of their own, so one publish shows them all.
    expect(listed.dates.filter((date: Row) => date.productId === product.id).map((date: Row) => date.published)).toEqual([true, true]);
    expect((await asAdmin(`/api/ecommerce/products/${product.id}`, { method: "PATCH", body: { data: { published: true } } })).status).toBe(200);
    const shown = await ics();
    expect(shown.status).toBe(200);
    const calendar = await shown.text();
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar).toContain("LOCATION:Нижний храм");
  });

  it("new dates for an item already on the site can be drafts of their own", async () => {
    const item = (await add(concert({ title: { ru: "Всенощная" }, categoryIds: [] }))).body.data.product;
    const hidden = await add({ productId: item.id, dates: [evening(20)], published: false });
    expect(hidden.status).toBe(201);
    const calendar = await (await sobor.request(`/api/ecommerce/products/${item.id}/calendar.ics`)).text();
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const dates = (await listFrom(evening(0, 0), 30)).body.data.dates.filter((date: Row) => date.productId === item.id);
    expect(dates.map((date: Row) => date.published)).toEqual([true, true, false]);
  });

  it("two additions of the same title at once both land, each with its own slug", async () => {
    const title = { ru: "Молебен перед учебным годом" };
    const answers = await Promise.all([add(concert({ title })), add(concert({ title }))]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.data.product.slug).sort()).toEqual(["moleben-pered-uchebnym-godom", "moleben-pered-uchebnym-godom-2"]);
  });

  it("refuses bad input with a clear 400 or 404 and writes nothing", async () => {
    const products = async () => (await asAdmin("/api/ecommerce/products/count")).body.data;
    const before = await products();
    const candle = await create("/api/ecommerce/products", { title: { ru: "Свеча" } });
    const refused: [Row, number, string][] = [
      [{ ...concert(), productId: candle.id }, 400, "not both"],
      [{ dates: [evening(1)] }, 400, "productId"],
      [{ ...concert(), dates: [] }, 400, "at least one date"],
      [{ ...concert(), dates: ["2026-13-01T10:00:00+03:00"] }, 400, "date and time"],
      [{ ...concert(), dates: ["2026-12-01T10:00:00"] }, 400, "offset"],
      [{ ...concert(), dates: ["0202-12-01T10:00:00+03:00"] }, 400, "2000 to 2100"],
      [{ ...concert(), dates: Array.from({ length: 61 }, (_, i) => evening(i)) }, 400, "at most 60"],
      [concert({ title: { en: "Only English" } }), 400, "title in ru"],
      [concert({ title: { ru: "   " } }), 400, "title in ru"],
      [concert({ title: { ru: "Концерт", de: "Konzert" } }), 400, "de"],
      [concert({ title: { ru: "x".repeat(201) } }), 400, "at most 200"],
      [concert({ variant: "default" }), 400, "smolny-divine or smolny-event"],
      [concert({ categoryIds: ["00000000-0000-4000-8000-000000000000"] }), 400, "no category"],
      [concert({ price: 100 }), 400, "price"],
      [{ productId: candle.id, dates: [evening(1)] }, 400, "not a service or event"],
      [{ productId: "00000000-0000-4000-8000-000000000000", dates: [evening(1)] }, 404, "No service or event"],
    ];
    for (const [data, status, words] of refused) {
      const answer = await add(data);
      expect([answer.status, answer.body.error], JSON.stringify(data).slice(0, 120)).toEqual([status, expect.stringContaining(words)]);
    }
    expect(await products()).toBe(before + 1);
    expect((await asAdmin(`${SCHEDULE}?days=93`)).status).toBe(400);
    expect((await asAdmin(`${SCHEDULE}?from=yesterday`)).status).toBe(400);
  });

  it("a role allowed the shop's routes may use it, unless refused one of the tables it writes", async () => {
    const editor = await register(sobor);
    const role = await create("/api/rbac/roles", { title: "Расписание" });
    const permit = async (route: string, type: "allow" | "deny") => {
      const permission = await create("/api/rbac/permissions", { route, method: "*", type });
      await create("/api/rbac/roles-to-permissions", { roleId: role.id, permissionId: permission.id });
    };
    await permit("/api/ecommerce/*", "allow");
    await permit("/api/admin/*", "allow");
    await create("/api/rbac/subjects-to-roles", { subjectId: JSON.parse(Buffer.from(editor.jwt.split(".")[1]!, "base64url").toString()).sub, roleId: role.id });
    const asEditor = (title: string) => sobor.json(SCHEDULE, { method: "POST", headers: bearer(editor.jwt), body: { data: concert({ title: { ru: title }, categoryIds: [] }) } });
    expect((await asEditor("Спевка хора")).status).toBe(201);
    // Refused the attributes (dates and places are attributes): refused the schedule, and nothing is written.
    await permit("/api/ecommerce/attributes/*", "deny");
    const refused = await asEditor("Спевка хора, вторая");
    expect(refused.status).toBe(403);
    const found = await asAdmin(`/api/ecommerce/products?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=spevka-khora-vtoraya`);
    expect(found.body.data).toEqual([]);
  });

  it("is for administrators: a visitor gets 401, a member 403, and neither writes", async () => {
    const member = await register(sobor);
    for (const headers of [{}, bearer(member.jwt)]) {
      const expected = "authorization" in headers ? 403 : 401;
      expect((await sobor.json(SCHEDULE, { headers })).status).toBe(expected);
      expect((await sobor.json(SCHEDULE, { method: "POST", headers, body: { data: concert() } })).status).toBe(expected);
    }
  });
});
