// Drafts of the catalogue (issue 12's own scenario: a volunteer edits the Easter schedule, it goes
// live when published). Products (services, events, goods) and their attributes (dates, places,
// prices) are drafts entities: a draft or an unpublished record never reaches a public read —
// the generic routes, the graph loader (service page, schedule), search, the iCal feeds, the cart —
// and a signed preview link shows it on its page (a date on its service's page).
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/app/modules.js";
import { siteSeedDir } from "../../src/app/site-seed.js";
import { withDraftPreview } from "../../src/core/entity/drafts.js";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { seedDatabase } from "../../src/core/seed/seed.js";
import type { EcommerceWidgetData } from "../../src/modules/ecommerce/widget-data-types.js";
import { openPreview } from "../../src/modules/host/server/draft-preview.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { shiftDemoEventDates } from "../../src/site/demo-dates.js";
import { shop, type Row } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let s: ReturnType<typeof shop>;
let liturgy: Row;
let dateKey: Row;
const tag = Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
/** Whole hours ahead, plus an odd 7 min 13 s: the seed's services start on the hour or half hour, and a test's time must not be one of theirs. */
const hoursFromNow = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR + 433_000).toISOString();

beforeAll(async () => {
  sobor = await startTestSobor({ siteUrl: "https://sobor.example" });
  await seedDatabase(sobor.context.db, siteSeedDir, "insert-missing");
  await shiftDemoEventDates(sobor.context.db);
  s = shop(sobor);
  liturgy = (await admin("GET", "ecommerce/products?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=divine-liturgy"))[0];
  dateKey = (await admin("GET", "ecommerce/attribute-keys?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=date-of-the-event"))[0];
});
afterAll(() => sobor?.close());

/** A call with the secret key (what the admin does), its data. */
async function admin(method: string, path: string, data?: Row) {
  const { status, body } = await sobor.json(`/api/${path}`, { method, secret: true, body: data === undefined ? undefined : { data } });
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A date of a service: an attribute with the date key, linked to the product. `draft`: created unpublished. */
async function dateOf(product: Row, datetime: string, draft = false) {
  const attribute = draft ? await admin("POST", "admin/drafts/ecommerce/attributes", { datetime }) : await admin("POST", "ecommerce/attributes", { datetime });
  await admin("POST", "ecommerce/products-to-attributes", { productId: product.id, attributeId: attribute.id });
  await admin("POST", "ecommerce/attribute-keys-to-attributes", { attributeKeyId: dateKey.id, attributeId: attribute.id });
  return attribute as Row;
}

const ecommerceData = (tree: PageTree) => Object.values(tree.data.ecommerce ?? {}) as EcommerceWidgetData[];

/** The service page a visitor gets: its title and dates, or 404. */
async function servicePage(slug: string) {
  const resolution = await hostService(sobor.context).resolve(`/en/ecommerce/products/${slug}`);
  if (resolution.status !== 200) return 404 as const;
  const product = ecommerceData(resolution.loaded.tree).find((d) => d.widget.variant === "product-overview-default")!.product!;
  return { title: (product.title as Record<string, string>).en, dates: product.attributes.filter((a) => a.key?.slug === "date-of-the-event").map((a) => a.datetime) };
}

/** The home page's schedule: each item's product slug, English title and time. */
async function schedule() {
  const resolution = await hostService(sobor.context).resolve("/en");
  if (resolution.status !== 200) throw new Error("no home page");
  const data = ecommerceData(resolution.loaded.tree).find((d) => d.widget.variant === "product-list-smolny-calendar")!;
  return data.schedule!.map((item) => ({ slug: item.product.slug, title: (item.product.title as Record<string, string>).en, datetime: item.datetime }));
}

/** The subscribed feed's events: UID, summary and start. */
async function feed() {
  const answer = await sobor.request("/en/schedule.ics");
  expect(answer.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().toISOString() };
  });
}

const search = async (words: string) => (await sobor.json(`/api/search?q=${encodeURIComponent(words)}&lang=en`)).body.data as { id: string }[];

/** The record's preview link opened as the site opens it: its path, and `work` run inside it. */
async function inPreview<T>(entity: "products" | "attributes", id: string, work: () => Promise<T>): Promise<{ path: string; seen: T }> {
  const link = await admin("POST", "host/previews", { module: "ecommerce", entity, id, language: "en" });
  const opening = await openPreview(sobor.context, new URL(link.url as string).pathname.split("/").at(-1)!);
  if (opening.status !== 200) throw new Error(`preview of ${entity} ${id}: ${opening.status}`);
  return { path: opening.path, seen: await withDraftPreview(opening.preview, work) };
}

describe("drafts of services and goods", () => {
  it("a service's title edited as a draft stays off the public API, search, page, schedule and feed until published", async () => {
    const live = (liturgy.title as Record<string, string>).en;
    const draftTitle = `Zorgvigil ${tag}`;
    await admin("PUT", `admin/drafts/ecommerce/products/${liturgy.id}`, { title: { ...(liturgy.title as Row), en: draftTitle } });

    expect((await sobor.json(`/api/ecommerce/products/${liturgy.id}`)).body.data.title.en).toBe(live);
    expect(await search("Zorgvigil")).toEqual([]);
    expect(await servicePage("divine-liturgy")).toMatchObject({ title: live });
    const items = (await schedule()).filter((item) => item.slug === "divine-liturgy");
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.title === live)).toBe(true);
    expect((await feed()).some((event) => event.summary === draftTitle)).toBe(false);

    // The preview shows it on the service's page.
    const preview = await inPreview("products", String(liturgy.id), () => servicePage("divine-liturgy"));
    expect(preview.path).toBe("/ecommerce/products/divine-liturgy");
    expect(preview.seen).toMatchObject({ title: draftTitle });

    await admin("POST", `admin/drafts/ecommerce/products/${liturgy.id}/publish`);
    expect((await sobor.json(`/api/ecommerce/products/${liturgy.id}`)).body.data.title.en).toBe(draftTitle);
    expect((await search("Zorgvigil")).map((hit) => hit.id)).toEqual([liturgy.id]);
    expect(await servicePage("divine-liturgy")).toMatchObject({ title: draftTitle });
    expect((await schedule()).some((item) => item.slug === "divine-liturgy" && item.title === draftTitle)).toBe(true);
    expect((await feed()).some((event) => event.summary === draftTitle)).toBe(true);
  });

  it("a service created as a draft, with its dates, is on no public read until published; its preview shows it", async () => {
    const slug = `easter-vigil-${tag}`;
    const vigil = await admin("POST", "admin/drafts/ecommerce/products", { slug, variant: "smolny-divine", title: { ru: "Пасхальная заутреня", en: `Paschal Matins ${tag}` } });
    expect(vigil.published).toBe(false);
    const date = await dateOf(vigil, hoursFromNow(30));

    expect((await sobor.json(`/api/ecommerce/products/${vigil.id}`)).status).toBe(404);
    expect((await sobor.json(`/api/ecommerce/products?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slug}`)).body.data).toEqual([]);
    expect((await sobor.json(`/api/ecommerce/products/count?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=${slug}`)).body.data).toBe(0);
    expect(await search(`Paschal Matins ${tag}`)).toEqual([]);
    expect(await servicePage(slug)).toBe(404);
    expect((await schedule()).map((item) => item.slug)).not.toContain(slug);
    expect((await feed()).map((event) => event.uid)).not.toContain(`${date.id}@sobor.ecommerce`);
    expect((await sobor.request(`/api/ecommerce/products/${vigil.id}/calendar.ics`)).status).toBe(404);
    expect((await sobor.json("/api/host/pages/urls")).body.data).not.toContainEqual(["ecommerce", "products", slug]);

    expect((await inPreview("products", vigil.id, () => servicePage(slug))).seen).toEqual({ title: `Paschal Matins ${tag}`, dates: [date.datetime] });

    await admin("POST", `admin/drafts/ecommerce/products/${vigil.id}/publish`);
    expect(await servicePage(slug)).toEqual({ title: `Paschal Matins ${tag}`, dates: [date.datetime] });
    expect((await schedule()).filter((item) => item.slug === slug)).toEqual([{ slug, title: `Paschal Matins ${tag}`, datetime: date.datetime }]);
    expect((await feed()).find((event) => event.uid === `${date.id}@sobor.ecommerce`)).toMatchObject({ summary: `Paschal Matins ${tag}` });
    expect((await sobor.request(`/api/ecommerce/products/${vigil.id}/calendar.ics`)).status).toBe(200);
    expect((await sobor.json("/api/host/pages/urls")).body.data).toContainEqual(["ecommerce", "products", slug]);
  });

  it("a good created as a draft cannot be put in a cart, nor can it be bought now", async () => {
    const rub = (await admin("GET", "billing/currencies?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=rub"))[0];
    const candle = await s.product([[rub, 100]], { slug: `candle-${tag}` });
    await admin("POST", `admin/drafts/ecommerce/products/${candle.id}/unpublish`);
    const buyer = await s.registered();
    expect((await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } })).status).toBe(404);
    await admin("POST", `admin/drafts/ecommerce/products/${candle.id}/publish`);
    expect((await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } })).status).toBe(201);
  });
});

describe("drafts of dates and prices", () => {
  it("a date moved as a draft (the Easter scenario) keeps its published time on the page, schedule and feed until published; the preview shows the new time on the service's page", async () => {
    const date = await dateOf(liturgy, hoursFromNow(50));
    const moved = hoursFromNow(58);
    await admin("PUT", `admin/drafts/ecommerce/attributes/${date.id}`, { datetime: moved });

    expect(new Date((await sobor.json(`/api/ecommerce/attributes/${date.id}`)).body.data.datetime).toISOString()).toBe(date.datetime);
    expect((await servicePage("divine-liturgy")) as { dates: string[] }).toMatchObject({ dates: expect.arrayContaining([date.datetime]) });
    expect((await schedule()).map((item) => item.datetime)).not.toContain(moved);
    expect((await feed()).find((event) => event.uid === `${date.id}@sobor.ecommerce`)?.start).toBe(date.datetime);

    const preview = await inPreview("attributes", date.id, () => servicePage("divine-liturgy"));
    expect(preview.path).toBe("/ecommerce/products/divine-liturgy");
    const previewed = (preview.seen as { dates: string[] }).dates;
    expect(previewed).toContain(moved);
    expect(previewed).not.toContain(date.datetime);

    await admin("POST", `admin/drafts/ecommerce/attributes/${date.id}/publish`);
    expect((await servicePage("divine-liturgy")) as { dates: string[] }).toMatchObject({ dates: expect.arrayContaining([moved]) });
    expect((await schedule()).filter((item) => item.datetime === moved).map((item) => item.slug)).toContain("divine-liturgy");
    expect((await feed()).find((event) => event.uid === `${date.id}@sobor.ecommerce`)?.start).toBe(moved);
  });

  it("a date created as a draft is on no page, schedule or feed until published", async () => {
    const added = await dateOf(liturgy, hoursFromNow(75), true);
    expect(added.published).toBe(false);
    expect((await sobor.json(`/api/ecommerce/attributes/${added.id}`)).status).toBe(404);
    expect(((await servicePage("divine-liturgy")) as { dates: string[] }).dates).not.toContain(added.datetime);
    expect((await schedule()).map((item) => item.datetime)).not.toContain(added.datetime);
    expect((await feed()).map((event) => event.uid)).not.toContain(`${added.id}@sobor.ecommerce`);
    expect(((await inPreview("attributes", added.id, () => servicePage("divine-liturgy"))).seen as { dates: string[] }).dates).toContain(added.datetime);

    await admin("POST", `admin/drafts/ecommerce/attributes/${added.id}/publish`);
    expect(((await servicePage("divine-liturgy")) as { dates: string[] }).dates).toContain(added.datetime);
    expect((await feed()).map((event) => event.uid)).toContain(`${added.id}@sobor.ecommerce`);
  });

  it("a price created as a draft is not charged until published", async () => {
    const rub = (await admin("GET", "billing/currencies?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=rub"))[0];
    const priceKey = (await admin("GET", "ecommerce/attribute-keys?filters[and][0][column]=type&filters[and][0][method]=eq&filters[and][0][value]=price"))[0];
    const book = await admin("POST", "ecommerce/products", { slug: `book-${tag}`, title: { ru: "Книга", en: "Book" } });
    const price = await admin("POST", "admin/drafts/ecommerce/attributes", { number: 350 });
    await admin("POST", "ecommerce/products-to-attributes", { productId: book.id, attributeId: price.id });
    await admin("POST", "ecommerce/attribute-keys-to-attributes", { attributeKeyId: priceKey.id, attributeId: price.id });
    await admin("POST", "ecommerce/attributes-to-billing-module-currencies", { attributeId: price.id, billingModuleCurrencyId: rub.id });

    const buyer = await s.registered();
    const refused = await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: book.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/has no price/);
    await admin("POST", `admin/drafts/ecommerce/attributes/${price.id}/publish`);
    const added = await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: book.id } });
    expect(added.status).toBe(201);
    const cart = await s.as(buyer, `${buyer.base}/orders?filters[and][0][column]=type&filters[and][0][method]=eq&filters[and][0][value]=cart`);
    const line = (cart.body.data as { ordersToProducts: { productId: string; prices: { price: number }[] }[] }[]).flatMap((order) => order.ordersToProducts).find((l) => l.productId === book.id);
    expect(line?.prices.map((p) => p.price)).toEqual([350]);
  });
});
