import { afterAll, beforeAll, describe, expect, it } from "vitest";
// Every entity first, in the app's order (the seed follows it: website-builder widgets before host links).
import "../../src/app/modules.js";
import { siteSeedDir } from "../../src/app/site-seed.js";
import { seedDatabase } from "../../src/core/seed/seed.js";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import type { EcommerceWidgetData } from "../../src/modules/ecommerce/widget-data-types.js";
import { daysSinceBase, shiftDemoEventDates } from "../../src/site/demo-dates.js";
import "../../src/modules/ecommerce/widgets/index.js";
import { renderPage } from "../helpers/render-page.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

async function resolve(path: string) {
  const resolution = await hostService(sobor.context).resolve(path);
  expect(resolution.status, path).toBe(200);
  if (resolution.status !== 200) throw new Error("unreachable");
  return resolution.loaded;
}

/** Queries one resolve costs, after a first resolve has warmed the page index. */
async function queriesFor(path: string) {
  await resolve(path);
  const { queries, result: loaded } = await leastQueries(sobor, () => resolve(path));
  return { queries, loaded };
}

const ecommerceData = (tree: PageTree) => Object.values(tree.data.ecommerce ?? {}) as EcommerceWidgetData[];
const byVariant = (tree: PageTree, variant: string) => ecommerceData(tree).find((d) => d.widget.variant === variant)!;

const render = (tree: PageTree) => renderPage(tree, sobor.context.i18n);

beforeAll(async () => {
  sobor = await startTestSobor();
  await seedDatabase(sobor.context.db, siteSeedDir, "insert-missing");
  await shiftDemoEventDates(sobor.context.db);
});
afterAll(async () => {
  await sobor.close();
});

describe("ecommerce widgets on the seeded pages", () => {
  it("a product page: the url's product with its images, features and a price per currency", async () => {
    const { loaded } = await queriesFor("/ru/ecommerce/products/icon-kazan");
    const data = byVariant(loaded.tree, "product-overview-default");
    expect(data.product?.slug).toBe("icon-kazan");
    expect(data.product?.files.length).toBeGreaterThan(0);
    const prices = data.product!.attributes.filter((a) => a.key?.type === "price");
    const rub = data.currencies.find((c) => c.slug === "rub")!;
    const usd = data.currencies.find((c) => c.slug === "usd")!;
    expect(rub.isDefault).toBe(true);
    expect(prices.find((p) => p.currencyIds.includes(rub.id))?.number).toBe(1500);
    expect(prices.find((p) => p.currencyIds.includes(usd.id))?.number).toBe(19);
    expect(data.product!.attributes.some((a) => a.key?.slug === "material")).toBe(true);
    expect(loaded.reads).toContain("ecommerce/attributes-to-billing-module-currencies");
    expect(loaded.reads).toContain("billing/currencies");
    const html = await render(loaded.tree);
    expect(html).toContain("Икона Казанской Божией Матери");
    expect(html).toContain("1\u00a0500\u00a0₽");
    expect(html).toContain("В корзину");
  });

  it("an unknown product is the 404 page; a product without a price says so in words, with no Add to cart", async () => {
    const missing = await hostService(sobor.context).resolve("/ru/ecommerce/products/no-such-product");
    expect(missing.status).toBe(404);
    expect(missing.loaded?.tree.page.url).toBe("/404");
    await create("/api/ecommerce/products", { slug: "unpriced", title: { ru: "Без цены" } });
    const html = await render((await resolve("/ru/ecommerce/products/unpriced")).tree);
    expect(html).toContain("Этот товар пока нельзя заказать на сайте.");
    expect(html).not.toContain("price attributes");
    expect(html).not.toContain("Add to cart");
    expect(html).not.toContain("В корзину");
  });

  it("a divine service opens as a service page: dates in Moscow time, place, note link, add to calendar, never Add to cart", async () => {
    const html = await render((await resolve("/ru/ecommerce/products/divine-liturgy")).tree);
    expect(html).toContain("Божественная литургия");
    expect(html).toContain("по московскому времени");
    expect(html).toContain("Главный храм собора");
    expect(html).toContain("Подать записку на это богослужение");
    expect(html).toMatch(/href="\/api\/ecommerce\/products\/[0-9a-f-]+\/calendar\.ics\?date=[0-9a-f-]+&amp;lang=ru"/);
    expect(html).not.toContain("Add to cart");
    expect(html).not.toContain("price attributes");
  });

  it("costs the same number of queries for a category of 6 products as for one of 3", async () => {
    const small = await queriesFor("/ru/ecommerce/categories/candles");
    const large = await queriesFor("/ru/ecommerce/categories/events");
    expect(byVariant(small.loaded.tree, "category-overview-default").category?.products).toHaveLength(3);
    expect(byVariant(large.loaded.tree, "category-overview-default").category?.products).toHaveLength(6);
    expect(large.queries).toBe(small.queries);
    // The host's own page queries (layout, navbar, footer, ...) plus at most four rounds of the shop's.
    expect(small.queries).toBeLessThanOrEqual(32);
  });

  it("a store page lists the store's products, each carrying the store for add-to-cart", async () => {
    const store = await resolve("/ru/ecommerce/stores/church-shop");
    const view = byVariant(store.tree, "store-overview-default").store!;
    expect(view.products).toHaveLength(9);
    expect(view.products.every((p) => p.storeId === view.id)).toBe(true);
  });

  it("the note form gets the 'notes' category's four products with their types and rouble prices", async () => {
    const loaded = await resolve("/ru/notes");
    const notes = byVariant(loaded.tree, "product-list-smolny-note").notes!;
    const types = notes.products.map((p) => p.attributes.find((a) => a.key?.slug === "note-type")?.string as Record<string, string>);
    expect(types.map((t) => t.ru)).toEqual(["На молебен", "На панихиду", "На литургию (о здравии или упокоении)", "На чтение псалтири"]);
    expect(notes.products.every((p) => p.attributes.some((a) => a.key?.type === "price" && a.number))).toBe(true);
  });

  it("the schedule gets this week's events and services, ascending, none outside the window", async () => {
    expect(daysSinceBase(new Date("2026-01-01T12:00:00+03:00"))).toBe(0);
    expect(daysSinceBase(new Date("2026-01-01T23:30:00+03:00"))).toBe(0);
    expect(daysSinceBase(new Date("2026-01-02T00:30:00+03:00"))).toBe(1);
    const loaded = await resolve("/ru");
    const schedule = byVariant(loaded.tree, "product-list-smolny-calendar").schedule!;
    expect(schedule.length).toBeGreaterThan(10);
    const times = schedule.map((s) => Date.parse(s.datetime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const day = 86_400_000;
    for (const time of times) {
      expect(time).toBeGreaterThan(Date.now() - 6 * day);
      expect(time).toBeLessThan(Date.now() + 9 * day);
    }
    expect(new Set(schedule.map((s) => s.product.variant))).toEqual(new Set(["smolny-event", "smolny-divine"]));
    expect(schedule.some((s) => s.product.slug === "divine-liturgy")).toBe(true);
    expect(loaded.reads).toContain("ecommerce/attribute-keys-to-attributes");
  });

  it("a schedule offers its own links for an empty day (the parish's networks, the site's buttons); other pages never read them", async () => {
    const loaded = await resolve("/ru");
    const links = byVariant(loaded.tree, "product-list-smolny-calendar").followLinks!;
    expect(links.map((link) => [link.title.ru, link.url])).toEqual([
      ["ВКонтакте", "https://vk.com/novoozyorsk_demo_cathedral"],
      ["Telegram", "https://t.me/novoozyorsk_demo_cathedral"],
    ]);
    // An edited button is a write to what the page read: its cached copy is dropped.
    expect([...loaded.reads]).toEqual(expect.arrayContaining(["ecommerce/widgets-to-website-builder-module-buttons", "website-builder/buttons"]));
    const product = await resolve("/ru/ecommerce/products/icon-kazan");
    expect([...product.reads]).not.toContain("ecommerce/widgets-to-website-builder-module-buttons");
  });

  it("the dummy payment page's template lists no invoice ids among the site's urls", async () => {
    const invoice = await create("/api/billing/invoices", { amount: 100, provider: "dummy" });
    const { body } = await sobor.json("/api/host/pages/urls");
    const urls = body.data as string[][];
    expect(urls.some((u) => u[0] === "ecommerce" && u[1] === "products" && u[2] === "icon-kazan")).toBe(true);
    expect(urls.filter((u) => u[0] === "billing")).toEqual([]);
    const page = await resolve(`/ru/billing/dummy/${invoice.id}`);
    expect(page.tree.params["billing.invoices.id"]).toBe(invoice.id);
  });
});
