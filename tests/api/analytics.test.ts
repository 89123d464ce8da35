import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dailyEvents, dailyPages, dailyVisitors, dayKeys } from "../../src/modules/analytic/entities.js";
import { currencies } from "../../src/modules/billing/entities.js";
import { formsToRequests, requests } from "../../src/modules/crm/entities.js";
import { analyticsOf } from "../../src/modules/analytic/index.js";
import { identities } from "../../src/modules/rbac/entities.js";
import { dayOf, dayValue } from "../../src/modules/analytic/server/day.js";
import { visitorHash } from "../../src/modules/analytic/server/recorder.js";
import { bearer, register, signInAsAdmin, type Tokens } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { shop } from "../helpers/shop.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Issue 13, analytics: page views counted where pages are served, without a cookie or a stored
// IP, written in batches off the page's own request; the admin's figures per day and as CSV.

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let sobor: TestSobor;
let admin: Tokens;
let member: Tokens;
let today: string;
const timeZone = "Europe/Moscow";

beforeAll(async () => {
  sobor = await startTestSobor({ trustProxy: true, env: {} });
  // The site's pages need a build; a stand-in page answers HTML the way the site's handler does
  // (mounted after the modules, as the site is), and a data request answers like a navigation's.
  sobor.app.get("/ru/*", (c) => (c.req.path.endsWith(".data") ? c.body("[]", 200, { "content-type": "text/x-script" }) : c.html("<!doctype html><title>page</title>")));
  sobor.app.get("/en/*", (c) => c.html("<!doctype html><title>page</title>"));
  admin = await signInAsAdmin(sobor);
  member = await register(sobor);
  today = dayOf(new Date(), timeZone);
});
afterAll(() => sobor?.close());

const visit = (path: string, headers: Record<string, string> = {}) =>
  sobor.request(path, { headers: { "user-agent": CHROME, "x-forwarded-for": "203.0.113.7", ...headers } });

const flush = () => analyticsOf(sobor.context).flush();

async function viewsOf(path: string): Promise<number> {
  const rows = await sobor.context.db.select({ views: dailyPages.views }).from(dailyPages).where(eq(dailyPages.path, path));
  return rows.reduce((sum, row) => sum + row.views, 0);
}
const visitorCount = async () => (await sobor.context.db.select().from(dailyVisitors).where(eq(dailyVisitors.day, dayValue(today)))).length;

describe("recording page views", () => {
  it("counts a page view once flushed, and the page's own request writes nothing", async () => {
    const path = "/ru/counted-once";
    const { queries, result: response } = await sobor.context.database.countQueries(() => visit(path, { referer: "https://search.example/?q=sobor" }));
    expect(response.status).toBe(200);
    expect(queries).toBe(0);
    expect(await viewsOf(path)).toBe(0);
    await flush();
    expect(await viewsOf(path)).toBe(1);
    const [row] = await sobor.context.db.select().from(dailyPages).where(eq(dailyPages.path, path));
    expect(row).toMatchObject({ referrerHost: "search.example", language: "ru", views: 1 });
    expect(row!.day.toISOString().slice(0, 10)).toBe(today);
  });

  it("sets no cookie and stores no IP or user agent anywhere", async () => {
    const response = await visit("/ru/no-cookie", { "x-forwarded-for": "198.51.100.99" });
    expect(response.headers.get("set-cookie")).toBeNull();
    await flush();
    const tables = [dailyPages, dailyVisitors, dailyEvents, dayKeys];
    const dump = JSON.stringify(await Promise.all(tables.map((table) => sobor.context.db.select().from(table))));
    expect(dump).not.toContain("198.51.100.99");
    expect(dump).not.toContain("Chrome/131");
    // The visitor row is the salted hash and the day, nothing else of the visitor.
    const [visitor] = await sobor.context.db.select().from(dailyVisitors).limit(1);
    expect(visitor!.hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it("counts a second view of the same visitor as a view, not a new visitor; another visitor is new", async () => {
    const path = "/ru/twice";
    await visit("/ru/first-of-many", { "x-forwarded-for": "192.0.2.10" });
    await flush();
    const before = await visitorCount();
    await visit(path, { "x-forwarded-for": "192.0.2.10" });
    await visit(path, { "x-forwarded-for": "192.0.2.10" });
    await flush();
    expect(await viewsOf(path)).toBe(2);
    expect(await visitorCount()).toBe(before);
    await visit(path, { "x-forwarded-for": "192.0.2.10", "user-agent": FIREFOX });
    await flush();
    expect(await visitorCount()).toBe(before + 1);
  });

  it("does not count bots, headless browsers or prefetches", async () => {
    const path = "/ru/not-for-bots";
    await visit(path, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit(path, { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" });
    await visit(path, { "user-agent": "curl/8.5.0" });
    await visit(path, { "user-agent": "" });
    await visit(path, { "sec-purpose": "prefetch" });
    await visit(path, { purpose: "prefetch" });
    await flush();
    expect(await viewsOf(path)).toBe(0);
  });

  it("counts a client navigation's data request as the page, and never the API, the admin or a draft's preview", async () => {
    await visit("/ru/navigated.data");
    await visit("/api/health");
    await visit("/ru/admin");
    // A draft's preview link (an editor's live preview, reloaded at each save) is not a visit.
    await visit("/ru/preview/abc.def");
    await visit("/en/preview/abc.def");
    await flush();
    expect(await viewsOf("/ru/preview/abc.def")).toBe(0);
    expect(await viewsOf("/en/preview/abc.def")).toBe(0);
    expect(await viewsOf("/ru/navigated")).toBe(1);
    expect(await viewsOf("/api/health")).toBe(0);
    expect(await viewsOf("/ru/admin")).toBe(0);
  });

  it("hashes a visitor differently on another day: the salt rotates daily", async () => {
    const recorder = analyticsOf(sobor.context);
    const tomorrow = dayOf(new Date(Date.now() + 86_400_000), timeZone);
    const [a, b] = [await recorder.saltOf(today), await recorder.saltOf(tomorrow)];
    expect(a).not.toBe(b);
    expect(await recorder.saltOf(today)).toBe(a);
    expect(visitorHash(a, "localhost", "192.0.2.10", CHROME)).not.toBe(visitorHash(b, "localhost", "192.0.2.10", CHROME));
    // Today's view of a known visitor carries today's hash.
    const [row] = await sobor.context.db.select().from(dailyVisitors).where(eq(dailyVisitors.hash, visitorHash(a, "localhost", "192.0.2.10", CHROME)));
    expect(row).toBeDefined();
  });
});

describe("recording submissions from write events", () => {
  it("counts a note by its kind with its donation, and a sign-up", async () => {
    const signUps = async () => (await sobor.context.db.select().from(dailyEvents).where(eq(dailyEvents.kind, "sign-up"))).reduce((n, row) => n + row.count, 0);
    await flush();
    const signUpsBefore = await signUps();
    const s = shop(sobor);
    const rub = await s.currency("rub", "₽", true);
    const note = await s.product([[rub, 100]], { variant: "smolny-note", title: { ru: "Сорокоуст", en: "Sorokoust" } });
    const buyer = await s.anonymous();
    const answer = await s.as(buyer, `${buyer.base}/products/${note.id}/checkout`, { method: "POST", data: { provider: "dummy", quantity: 1, email: "n@example.org", aboutHealthNames: "Марии" } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    await register(sobor);
    await flush();
    const rows = await sobor.context.db.select().from(dailyEvents);
    expect(rows.filter((row) => row.kind === "note")).toEqual([expect.objectContaining({ type: "Сорокоуст", currency: "₽", count: 1, amount: 100 })]);
    expect(rows.filter((row) => row.kind === "checkout")).toEqual([]);
    expect(await signUps()).toBe(signUpsBefore + 1);
  });

  it("counts a plain checkout with its amount and currency, and a form request by its form", async () => {
    await flush();
    const events = async (kind: string) => (await sobor.context.db.select().from(dailyEvents).where(and(eq(dailyEvents.kind, kind as never), eq(dailyEvents.day, dayValue(today)))));
    const total = (rows: { count: number; amount: number }[]) => rows.reduce((sum, row) => ({ count: sum.count + row.count, amount: sum.amount + row.amount }), { count: 0, amount: 0 });
    const checkoutsBefore = total(await events("checkout"));
    const daysBefore = (await sobor.json(`/api/analytic/figures?from=${today}&to=${today}`, { headers: bearer(admin.jwt) })).body.data.days[0];

    const s = shop(sobor);
    const [rub] = await sobor.context.db.select().from(currencies).where(eq(currencies.slug, "rub"));
    const candle = await s.product([[rub!, 40]], { title: { ru: "Свеча восковая", en: "Wax candle" } });
    const buyer = await s.anonymous();
    const answer = await s.as(buyer, `${buyer.base}/products/${candle.id}/checkout`, { method: "POST", data: { provider: "dummy", quantity: 3, email: "c@example.org" } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);

    const form = await s.create("/api/crm/forms", { adminTitle: "Вопрос священнику", title: { ru: "Вопрос священнику" } });
    const request = await sobor.json(`/api/crm/forms/${form.id}/requests`, { method: "POST", headers: { "x-forwarded-for": "198.51.100.40" }, body: { data: {} } });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    await flush();

    const checkouts = total(await events("checkout"));
    expect(checkouts).toEqual({ count: checkoutsBefore.count + 1, amount: checkoutsBefore.amount + 120 });
    expect(await events("checkout")).toContainEqual(expect.objectContaining({ currency: "₽", type: "" }));
    expect(await events("form")).toEqual([expect.objectContaining({ type: "Вопрос священнику", count: 1, amount: 0 })]);
    // The dashboard's figures count them on today's row.
    const day = (await sobor.json(`/api/analytic/figures?from=${today}&to=${today}`, { headers: bearer(admin.jwt) })).body.data.days[0];
    expect(day.checkouts).toBe(daysBefore.checkouts + 1);
    expect(day.forms).toBe(daysBefore.forms + 1);
    expect(day.notes).toBe(daysBefore.notes);
  });

  it("counts a write once across processes: an event another process announced is not counted here", async () => {
    const signUps = async () => (await sobor.context.db.select().from(dailyEvents).where(eq(dailyEvents.kind, "sign-up"))).reduce((n, row) => n + row.count, 0);
    const before = await signUps();
    const [identity] = await sobor.context.db.select({ id: identities.id }).from(identities).limit(1);
    // As the Redis transport delivers another process's write: that process counts it.
    sobor.context.bus.deliver({ module: "rbac", entity: "identities", action: "create", ids: [identity!.id] });
    await flush();
    expect(await signUps()).toBe(before);
  });

  it("counts a bulk write of 70,000 form requests told in one event of 200,000 ids: more than a statement can bind or a spread can pass", async () => {
    await flush();
    const formCount = async (title: string) =>
      (await sobor.context.db.select().from(dailyEvents).where(and(eq(dailyEvents.kind, "form"), eq(dailyEvents.type, title)))).reduce((n, row) => n + row.count, 0);
    const form = await shop(sobor).create("/api/crm/forms", { adminTitle: "Записка оптом", title: { ru: "Записка оптом" } });
    // Rows as a bulk import leaves them, written in two statements rather than 70,000 requests.
    const made = (await sobor.context.db.execute(sql`
      with made as (insert into ${requests} (admin_title) select 'bulk ' || n from generate_series(1, 70000) as n returning id)
      insert into ${formsToRequests} (form_id, request_id) select ${form.id}::uuid, id from made returning id`)) as unknown as { rows: { id: string }[] };
    const linked = made.rows.map((row) => row.id);
    expect(linked).toHaveLength(70_000);
    // The write event of a bulk write names every row; ids of rows gone since are not counted.
    const gone = Array.from({ length: 130_000 }, () => randomUUID());
    sobor.context.bus.publish({ module: "crm", entity: "forms-to-requests", action: "create", ids: [...linked, ...gone] });
    await flush();
    expect(await formCount("Записка оптом")).toBe(70_000);
  });
});

describe("GET /api/analytic/figures", () => {
  const figures = (query = "", headers: Record<string, string> = bearer(admin.jwt)) => sobor.json(`/api/analytic/figures${query}`, { headers });

  it("answers per-day series (the last 30 days by default), top pages, referrers, languages and notes by type", async () => {
    await visit("/en/figures");
    await flush();
    const { status, body } = await figures();
    expect(status, JSON.stringify(body)).toBe(200);
    const data = body.data;
    expect(data.days).toHaveLength(30);
    expect(data.to).toBe(today);
    const day = data.days.at(-1);
    expect(day.day).toBe(today);
    expect(day.views).toBeGreaterThanOrEqual(7);
    expect(day.visitors).toBeGreaterThanOrEqual(2);
    expect(day.notes).toBe(1);
    expect(day.donations["₽"]).toBe(100);
    expect(data.topPages).toContainEqual({ path: "/ru/twice", views: 3 });
    expect(data.referrers).toContainEqual({ host: "search.example", views: 1 });
    expect(data.languages).toContainEqual({ language: "en", views: 1 });
    expect(data.noteTypes).toEqual([{ type: "Сорокоуст", currency: "₽", notes: 1, donations: 100 }]);
  });

  it("takes a range and refuses a bad one with a 400 that says why", async () => {
    const { body } = await figures(`?from=${today}&to=${today}`);
    expect(body.data.days).toHaveLength(1);
    expectError(await figures("?from=2026-02-30"), 400, /calendar date/);
    // Months and days past any calendar's: a 400 that says why (they once threw, a 500 even for
    // someone signed out, who is refused either way).
    expectError(await figures("?from=2026-13-45&to=x"), 400, /calendar date/);
    expectError(await figures("?to=2026-00-00"), 400, /calendar date/);
    expect([400, 401]).toContain((await figures("?from=2026-13-45", {})).status);
    expect([400, 401]).toContain((await sobor.request("/api/analytic/figures.csv?from=2026-12-32")).status);
    expectError(await figures("?from=yesterday"), 400, /YYYY-MM-DD/);
    expectError(await figures("?from=2026-05-02&to=2026-05-01"), 400, /from must not be after to/);
    expectError(await figures("?from=2024-01-01&to=2025-06-01"), 400, /at most 366 days/);
    expectError(await figures("?from[a]=1"), 400);
    expectError(await figures(`?from=${"x".repeat(200)}&to=%00`), 400, /YYYY-MM-DD/);
    expectError(await figures("?from=9999-12-31"), 400, /calendar date from 1970 to 9998/);
    expectError(await figures("?to=0000-01-01"), 400, /calendar date/);
    expectError(await figures("?days=3"), 400);
  });

  it("is for administrators: 401 for a visitor, 403 for a member", async () => {
    expectError(await figures("", {}), 401);
    expectError(await figures("", bearer(member.jwt)), 403);
    expectError(await sobor.json("/api/analytic/figures.csv", {}), 401);
    expectError(await sobor.json("/api/analytic/figures.csv", { headers: bearer(member.jwt) }), 403);
    // The tables themselves are private too.
    expectError(await sobor.json("/api/analytic/daily-visitors", {}), 401);
  });

  it("costs a bounded number of queries, whatever the range", async () => {
    const short = await leastQueries(sobor, () => figures(`?from=${today}&to=${today}`));
    const long = await leastQueries(sobor, () => figures(`?to=${today}&from=${dayOf(new Date(Date.now() - 365 * 86_400_000), timeZone)}`));
    expect(short.queries).toBeLessThanOrEqual(10);
    expect(long.queries).toBe(short.queries);
  });

  it("exports the shown figures as CSV with a dated file name", async () => {
    const response = await sobor.request(`/api/analytic/figures.csv?from=${today}&to=${today}`, { headers: bearer(admin.jwt) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="analytics-${today}-to-${today}.csv"`);
    const csv = await response.text();
    const { body } = await figures(`?from=${today}&to=${today}`);
    const day = body.data.days[0];
    expect(csv).toContain("day,visitors,views,checkouts,notes,donations ₽,form requests,sign-ups");
    expect(csv).toContain(`${today},${day.visitors},${day.views},${day.checkouts},1,100,${day.forms},${day.signUps}`);
    expect(csv).toContain("/ru/twice,3");
    expect(csv).toContain("Сорокоуст,₽,1,100");
  });
});

describe("the daily salts", () => {
  it("deletes past days' salts once the day is over, here and in the database: their hashes cannot be recomputed", async () => {
    const recorder = analyticsOf(sobor.context);
    const day = (offset: number) => dayOf(new Date(Date.now() + offset * 86_400_000), timeZone);
    const [past, later] = [day(-10), day(3)];
    const todaysSalt = await recorder.saltOf(today);
    await sobor.context.db.insert(dayKeys).values({ day: dayValue(past), key: "a-salt-long-gone" }).onConflictDoNothing();
    const laterSalt = await recorder.saltOf(later);
    const days = async () => (await sobor.context.db.select({ day: dayKeys.day }).from(dayKeys)).map((row) => row.day.toISOString().slice(0, 10)).sort();
    expect(await days()).toEqual(expect.arrayContaining([past, today, later]));

    // Two days later on the clock: the next write of the statistics drops every salt before then.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 86_400_000 + 2 * 3_600_000 });
    try {
      await visit("/ru/two-days-later");
      await flush();
      const keepFrom = dayOf(new Date(Date.now() - 3_600_000), timeZone);
      const left = await days();
      expect(left.every((d) => d >= keepFrom), left.join(", ")).toBe(true);
      expect(left).not.toContain(today);
      expect(left).not.toContain(past);
      // A day not over yet keeps its salt, and the view of the new day got one of its own.
      expect(left).toContain(later);
      expect(await recorder.saltOf(later)).toBe(laterSalt);
      expect(left).toContain(dayOf(new Date(), timeZone));
    } finally {
      vi.useRealTimers();
    }
    // The process forgot today's salt too: asked again, it is a new one.
    expect(await recorder.saltOf(today)).not.toBe(todaysSalt);
  });
});
