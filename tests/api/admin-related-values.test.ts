// Orders and people findable in the admin (issue 11): the related values a list card shows (an
// order's number, customer email, totals per currency; a subject's emails, roles and orders), in
// a bounded number of queries for a whole page, for administrators only; lists filtered by enum
// columns, a date range and a related record; the search over related values.
import { or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityOf } from "../../src/core/entity/define.js";
import { relatedSearchConditions } from "../../src/core/http/related-search.js";
import { orders } from "../../src/modules/ecommerce/entities.js";
import { bearer, register, signInAsAdmin, subjectOf, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { shop, type Buyer, type Row } from "../helpers/shop.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let admin: Tokens;
let s: ReturnType<typeof shop>;
let buyer: Buyer;
let email: string;
/** Orders of the buyer: [A×2 + B, B] */
let placed: { orderId: string }[];
let candle: Row;
let icon: Row;

const related = (path: string, ids: string[], headers: Record<string, string> = bearer(admin.jwt)) =>
  sobor.json(`/api/admin/${path}/related-values?ids=${ids.join(",")}`, { headers });

const list = (path: string, filters: unknown[], extra = "") =>
  sobor.json(`/api/${path}?filters[and]=${encodeURIComponent(JSON.stringify(filters))}${extra}`, { headers: bearer(admin.jwt) });

beforeAll(async () => {
  sobor = await startTestSobor();
  admin = await signInAsAdmin(sobor);
  s = shop(sobor);
  const rub = await s.currency(`rub-${Date.now()}`, "₽", true);
  const usd = await s.currency(`usd-${Date.now()}`, "$");
  candle = await s.product([[rub, 100], [usd, 2.5]]);
  icon = await s.product([[rub, 50], [usd, 1]]);
  email = uniqueEmail("customer");
  buyer = s.buyerOf(await register(sobor, email));
  const first = await s.forceLine(buyer, candle.id, undefined, 2);
  await s.forceLine(buyer, icon.id, first.orderId, 1);
  const second = await s.forceLine(buyer, icon.id);
  placed = [first, second];
});
afterAll(() => sobor?.close());

describe("GET /api/admin/{module}/{entity}/related-values", () => {
  it("refuses a visitor (401) and a subject without the admin role (403); checks its input (400, 404)", async () => {
    const id = placed[0]!.orderId;
    expect((await related("ecommerce/orders", [id], {})).status).toBe(401);
    expect((await related("ecommerce/orders", [id], bearer(buyer.tokens.jwt))).status).toBe(403);
    const bad = await related("ecommerce/orders", ["not-an-id"]);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/not a valid uuid/);
    expect((await sobor.json("/api/admin/ecommerce/orders/related-values", { headers: bearer(admin.jwt) })).status).toBe(400);
    const many = Array.from({ length: 101 }, () => id);
    expect((await related("ecommerce/orders", many)).status).toBe(400);
    expect((await related("nope/nothing", [id])).status).toBe(404);
  });

  it("gives each order its customer's email (the subject a link opens) and its total in each currency", async () => {
    const [first, second] = placed.map((p) => p.orderId);
    const { status, body } = await related("ecommerce/orders", [first!, second!]);
    expect(status).toBe(200);
    expect(body.data[first!]).toEqual({
      customer: [{ text: email, id: buyer.subjectId }],
      // 2 × 100 + 50 roubles, 2 × 2.5 + 1 dollars: the cart's own totals code.
      total: [{ text: "250\u00a0₽" }, { text: "$6" }],
    });
    expect(body.data[second!]).toEqual({ customer: [{ text: email, id: buyer.subjectId }], total: [{ text: "50\u00a0₽" }, { text: "$1" }] });
  });

  it("writes totals in the admin's language (?lang=), the site's default (Russian) without it", async () => {
    const big = await s.forceLine(s.buyerOf(await register(sobor, uniqueEmail("big"))), candle.id, undefined, 20);
    const totalIn = async (lang = "") => (await related("ecommerce/orders", [`${big.orderId}${lang && `&lang=${lang}`}`])).body.data[big.orderId].total;
    expect(await totalIn("en")).toEqual([{ text: "2,000\u00a0₽" }, { text: "$50" }]);
    expect((await totalIn("ru")).map((t: { text: string }) => t.text)).toEqual([expect.stringMatching(/^2\s000\s₽$/), "$50"]);
    expect(await totalIn()).toEqual(await totalIn("ru"));
    expect(await totalIn("de")).toEqual(await totalIn("ru"));
  });

  it("gives each subject its emails, roles and number of orders", async () => {
    const adminId = subjectOf(admin.jwt);
    const { status, body } = await related("rbac/subjects", [buyer.subjectId, adminId]);
    expect(status).toBe(200);
    expect(body.data[buyer.subjectId]).toMatchObject({ emails: [{ text: email }], roles: [{ text: "User" }], orders: [{ text: "2" }] });
    expect(body.data[adminId].roles.map((r: { text: string }) => r.text)).toContain("Admin");
    expect(body.data[adminId].orders).toBeUndefined();
  });

  it("loads a page of any size in the same number of queries (one per related value)", async () => {
    const more: string[] = [];
    for (let i = 0; i < 10; i++) {
      const other = s.buyerOf(await register(sobor));
      more.push((await s.forceLine(other, i % 2 ? candle.id : icon.id, undefined, i + 1)).orderId);
    }
    const small = await leastQueries(sobor, () => related("ecommerce/orders", [placed[0]!.orderId]));
    const large = await leastQueries(sobor, () => related("ecommerce/orders", [...placed.map((p) => p.orderId), ...more]));
    expect(small.result.status).toBe(200);
    expect(Object.keys(large.result.body.data)).toHaveLength(12);
    expect(large.queries).toBe(small.queries);
    const subjects = await sobor.json(`/api/rbac/subjects?limit=20`, { headers: bearer(admin.jwt) });
    const ids = subjects.body.data.map((row: Row) => row.id);
    const one = await leastQueries(sobor, () => related("rbac/subjects", ids.slice(0, 1)));
    const page = await leastQueries(sobor, () => related("rbac/subjects", ids));
    expect(page.queries).toBe(one.queries);
  });
});

describe("order numbers", () => {
  it("numbers each new order one more than the last, and keeps the number out of clients' hands", async () => {
    const a = await s.forceLine(buyer, icon.id);
    const b = await s.forceLine(buyer, icon.id);
    const rows = (await list("ecommerce/orders", [{ column: "id", method: "inArray", value: [a.orderId, b.orderId] }], "&orderBy[and][0][column]=number")).body.data;
    expect(rows).toHaveLength(2);
    expect(rows[1].number).toBe(rows[0].number + 1);
    expect(rows[0].id).toBe(a.orderId);
    const forged = await sobor.json("/api/ecommerce/orders", { method: "POST", secret: true, body: { data: { number: 1 } } });
    expect(forged.status).toBe(400);
  });
});

describe("list filters and search", () => {
  it("filters orders by status (an enum column) and by a date range on createdAt", async () => {
    const [first, second] = placed.map((p) => p.orderId);
    const paid = await sobor.json(`/api/ecommerce/orders/${first}`, { method: "PATCH", secret: true, body: { data: { status: "paid" } } });
    expect(paid.status).toBe(200);
    const byStatus = await list("ecommerce/orders", [{ column: "status", method: "eq", value: "paid" }]);
    expect(byStatus.body.data.map((row: Row) => row.id)).toEqual([first]);
    const count = await sobor.json(`/api/ecommerce/orders/count?filters[and]=${encodeURIComponent(JSON.stringify([{ column: "status", method: "eq", value: "paid" }]))}`, {
      headers: bearer(admin.jwt),
    });
    expect(count.body.data).toBe(1);
    // The second order was placed on 1 March (Moscow): a range of that day finds it alone.
    const { db } = sobor.context;
    const { eq } = await import("drizzle-orm");
    await db.update(orders).set({ createdAt: new Date("2025-03-01T10:00:00+03:00") }).where(eq(orders.id, second!));
    const day = [
      { column: "createdAt", method: "gte", value: "2025-02-28T21:00:00.000Z" },
      { column: "createdAt", method: "lt", value: "2025-03-01T21:00:00.000Z" },
    ];
    expect((await list("ecommerce/orders", day)).body.data.map((row: Row) => row.id)).toEqual([second]);
    expect((await list("ecommerce/orders", [{ column: "status", method: "eq", value: "unknown" }])).status).toBe(200);
    expect((await list("ecommerce/orders", [{ column: "status", method: "nope", value: "paid" }])).status).toBe(400);
  });

  it("filters orders to one customer through the declared path (what a subject's 'Orders' link opens)", async () => {
    const filter = [{ column: "customer", method: "eq", value: buyer.subjectId }];
    const mine = await list("ecommerce/orders", filter, "&limit=100");
    expect(mine.status).toBe(200);
    const ids = mine.body.data.map((row: Row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(placed.map((p) => p.orderId)));
    const counted = await sobor.json(`/api/ecommerce/orders/count?filters[and]=${encodeURIComponent(JSON.stringify(filter))}`, { headers: bearer(admin.jwt) });
    expect(counted.body.data).toBe(ids.length);
    const subjectOrders = (await related("rbac/subjects", [buyer.subjectId])).body.data[buyer.subjectId].orders[0].text;
    expect(String(ids.length)).toBe(subjectOrders);
    const bad = await list("ecommerce/orders", [{ column: "customer", method: "eq", value: "someone" }]);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/customer.*uuid/);
    expect((await list("ecommerce/orders", [{ column: "customer", method: "ilike", value: "%a%" }])).status).toBe(400);
  });

  it("finds an order by part of its customer's email, and by its number with or without '№'", async () => {
    const def = entityOf(orders);
    const { db } = sobor.context;
    const found = async (text: string) =>
      (await db.select({ id: orders.id }).from(orders).where(or(...relatedSearchConditions(def, text)))).map((row) => String(row.id));
    const part = email.slice(0, email.indexOf("@")).toUpperCase();
    expect(await found(part)).toEqual(expect.arrayContaining(placed.map((p) => p.orderId)));
    expect(await found("nobody-has-this@example.org")).toEqual([]);
    // LIKE wildcards typed by a person are literal.
    expect(await found("%")).toEqual([]);
    const [row] = await db.select({ id: orders.id, number: orders.number }).from(orders).limit(1);
    expect(await found(`№ ${row!.number}`)).toEqual([String(row!.id)]);
    expect(await found(String(row!.number))).toContain(String(row!.id));
    expect(relatedSearchConditions(def, "  ")).toEqual([]);
  });

  it("the admin's search box (search=) finds orders by their customer's email or number, and a subject by its email", async () => {
    const search = (path: string, text: string) => sobor.json(`/api/${path}?search=${encodeURIComponent(text)}&limit=100`, { headers: bearer(admin.jwt) });
    const ids = (response: { body: { data: Row[] } }) => response.body.data.map((row) => row.id);
    const part = email.slice(0, email.indexOf("@"));
    expect(ids(await search("ecommerce/orders", part))).toEqual(expect.arrayContaining(placed.map((p) => p.orderId)));
    const [order] = (await list("ecommerce/orders", [{ column: "id", method: "eq", value: placed[1]!.orderId }])).body.data;
    expect(ids(await search("ecommerce/orders", `№ ${order.number}`))).toEqual([order.id]);
    const counted = await sobor.json(`/api/ecommerce/orders/count?search=${encodeURIComponent(part)}`, { headers: bearer(admin.jwt) });
    const theirs = await list("ecommerce/orders", [{ column: "customer", method: "eq", value: buyer.subjectId }], "&limit=100");
    expect(counted.body.data).toBe(theirs.body.data.length);
    expect(ids(await search("rbac/subjects", part))).toEqual([buyer.subjectId]);
    expect(ids(await search("ecommerce/orders", "nobody-has-this@example.org"))).toEqual([]);
  });

  it("describes the declared list columns and related values to the admin", async () => {
    const { body } = await sobor.json("/api/admin/entities", { headers: bearer(admin.jwt) });
    const find = (module: string, name: string) => body.data.find((e: Row) => e.module === module && e.name === name);
    const order = find("ecommerce", "orders");
    expect(order.admin).toMatchObject({ titleColumn: "number", titlePrefix: "№ ", listColumns: ["status", "type", "createdAt"] });
    expect(order.admin.searchColumns).toContain("status");
    expect(order.admin.related).toEqual([
      { name: "customer", label: { ru: "Покупатель", en: "Customer" }, kind: "values", filterBy: { module: "rbac", name: "subjects" }, link: { module: "rbac", name: "subjects" } },
      { name: "total", label: { ru: "Сумма", en: "Total" }, kind: "values" },
      { name: "note", label: { ru: "Записка", en: "Note" }, kind: "values" },
    ]);
    expect(find("rbac", "subjects").admin.related).toContainEqual({
      name: "orders",
      label: { ru: "Заказы", en: "Orders" },
      kind: "count",
      filterBy: { module: "ecommerce", name: "orders" },
      list: { module: "ecommerce", name: "orders", filter: "customer" },
    });
  });
});
