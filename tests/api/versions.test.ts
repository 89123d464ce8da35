import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityOf } from "../../src/core/entity/define.js";
import { allEntities, findEntity } from "../../src/core/entity/registry.js";
import { entityService } from "../../src/core/entity/service.js";
import { runAs } from "../../src/core/history/actor.js";
import { PRUNE_VERSIONS_JOB, pruneVersions, scheduleVersionPruning } from "../../src/core/history/retention.js";
import { createJobRunner, jobs } from "../../src/core/jobs/index.js";
import { versions } from "../../src/core/history/versions-table.js";
import { articles } from "../../src/modules/blog/entities.js";
import { bearer, register, signInAsAdmin, subjectOf, type Tokens } from "../helpers/accounts.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { shop } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let admin: Tokens;
let adminId: string;
beforeAll(async () => {
  sobor = await startTestSobor({ env: {}, redisUrl: undefined });
  admin = await signInAsAdmin(sobor);
  adminId = subjectOf(admin.jwt);
});
afterAll(() => sobor?.close());

const asAdmin = (init: Parameters<TestSobor["json"]>[1] = {}) => ({ ...init, headers: { ...bearer(admin.jwt), ...(init.headers ?? {}) } });

async function write(method: string, path: string, data?: unknown, status = method === "POST" ? 201 : 200) {
  const answer = await sobor.json(path, asAdmin({ method, body: data === undefined ? undefined : { data } }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
}

/** The stored versions of a record, oldest first, straight from the table. */
const stored = (entity: string, recordId: string) =>
  sobor.context.db.select().from(versions).where(and(eq(versions.entity, entity), eq(versions.recordId, recordId))).orderBy(asc(versions.createdAt));

const history = async (entity: string, id: string) => {
  const answer = await sobor.json(`/api/admin/history/${entity}/${id}`, asAdmin());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { id: string; action: string; author: string | null; source: string; subjectId: string | null }[];
};

describe("versions on every write path", () => {
  it("generic create, update and delete each store the whole record with who and from where", async () => {
    const article = await write("POST", "/api/blog/articles", { slug: uniqueText("easter"), title: { ru: "Пасха", en: "Easter" } });
    await write("PATCH", `/api/blog/articles/${article.id}`, { title: { ru: "Пасха Христова", en: "Holy Pascha" } });
    await write("DELETE", `/api/blog/articles/${article.id}`);
    const rows = await stored("blog/articles", article.id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "delete"]);
    expect(rows.map((r) => (r.data as any).title.en)).toEqual(["Easter", "Holy Pascha", "Holy Pascha"]);
    expect(rows.every((r) => r.subjectId === adminId && r.source === "api")).toBe(true);
  });

  it("bulk create and bulk update write one version per record, in the bulk's transaction", async () => {
    const created = await write("POST", "/api/blog/articles/bulk", [{ slug: uniqueText("a") }, { slug: uniqueText("b") }]);
    await write("PATCH", "/api/blog/articles/bulk", created.map((r: any) => ({ id: r.id, adminTitle: `renamed ${r.slug}` })));
    for (const row of created) {
      const rows = await stored("blog/articles", row.id);
      expect(rows.map((r) => [r.action, (r.data as any).adminTitle])).toEqual([
        ["create", row.adminTitle],
        ["update", `renamed ${row.slug}`],
      ]);
    }
    // A bulk refused halfway stores nothing: the version rows roll back with the records.
    const slug = uniqueText("dup");
    expectError(await sobor.json("/api/blog/articles/bulk", asAdmin({ method: "POST", body: { data: [{ slug }, { slug }] } })), 409);
    const kept = await sobor.context.db.select().from(versions).where(and(eq(versions.entity, "blog/articles"), sql`${versions.data}->>'slug' = ${slug}`));
    expect(kept).toEqual([]);
  });

  it("module code calling the entity service in-process writes versions as its actor", async () => {
    const service = entityService(entityOf(articles), sobor.context.bus);
    const row = await runAs({ source: "seed" }, () => service.create(sobor.context.db, { slug: uniqueText("in-process") }));
    await service.update(sobor.context.db, String(row.id), { adminTitle: "by the process" });
    const rows = await stored("blog/articles", String(row.id));
    expect(rows.map((r) => [r.action, r.source, r.subjectId])).toEqual([
      ["create", "seed", null],
      ["update", "system", null],
    ]);
  });

  it("entities without versions (orders, sessions) keep none", async () => {
    const { body } = await sobor.json("/api/ecommerce/orders", asAdmin({ method: "POST", body: { data: { type: "cart", status: "new", receipt: "" } } }));
    expect(await stored("ecommerce/orders", body.data.id)).toEqual([]);
    expectError(await sobor.json(`/api/admin/history/ecommerce/orders/${body.data.id}`, asAdmin()), 404);
  });
});

describe("owned links are versioned with their owner", () => {
  it("a page's widget links are part of the page's versions, and restore brings them back as they were", async () => {
    const page = await write("POST", "/api/host/pages", { url: `/${uniqueText("p")}`, title: "Home" });
    const first = await write("POST", "/api/host/widgets", { slug: uniqueText("w") });
    const second = await write("POST", "/api/host/widgets", { slug: uniqueText("w") });
    const link = await write("POST", "/api/host/pages-to-widgets", { pageId: page.id, widgetId: first.id, orderIndex: 0 });
    const withOne = (await history("host/pages", page.id))[0]!;
    // The office breaks the page: the first widget goes, another comes, the title changes.
    await write("DELETE", `/api/host/pages-to-widgets/${link.id}`);
    await write("POST", "/api/host/pages-to-widgets", { pageId: page.id, widgetId: second.id, orderIndex: 0 });
    await write("PATCH", `/api/host/pages/${page.id}`, { title: "Broken" });

    const list = await history("host/pages", page.id);
    expect(list.map((v) => v.action)).toEqual(["update", "update", "update", "update", "create"]);
    expect(list[0]!.author).toBe("admin@example.com");
    const version = await sobor.json(`/api/admin/versions/${withOne.id}`, asAdmin());
    expect(version.body.data.owned["host/pages-to-widgets"].map((r: any) => r.widgetId)).toEqual([first.id]);
    // The links themselves keep no history of their own.
    expect(await stored("host/pages-to-widgets", link.id)).toEqual([]);

    const restored = await write("POST", `/api/admin/versions/${withOne.id}/restore`, undefined, 200);
    expect(restored.title).toBe("Home");
    const links = await sobor.json(`/api/host/pages-to-widgets?filters[and][0][column]=pageId&filters[and][0][method]=eq&filters[and][0][value]=${page.id}`, asAdmin());
    expect(links.body.data.map((r: any) => [r.id, r.widgetId])).toEqual([[link.id, first.id]]);
    const after = await history("host/pages", page.id);
    expect(after[0]).toMatchObject({ action: "restore", subjectId: adminId });
  });

  it("deleting a linked widget gives its pages a new version without the link", async () => {
    const page = await write("POST", "/api/host/pages", { url: `/${uniqueText("p")}`, title: "Page" });
    const widget = await write("POST", "/api/host/widgets", { slug: uniqueText("w") });
    await write("POST", "/api/host/pages-to-widgets", { pageId: page.id, widgetId: widget.id });
    const before = (await stored("host/pages", page.id)).length;
    await write("DELETE", `/api/host/widgets/${widget.id}`);
    const rows = await stored("host/pages", page.id);
    expect(rows.length).toBe(before + 1);
    expect((rows.at(-1)!.owned as any)["host/pages-to-widgets"]).toEqual([]);
  });
});

describe("links to people's activity are not content", () => {
  it("no versioned relation points at a private entity (orders, requests, subjects), and a store's product links' attributes are versioned", () => {
    const declared = allEntities();
    const privateOnes = new Set(declared.filter((e) => e.access.read === "private").map((e) => `${e.module}/${e.name}`));
    const offending = declared.filter((e) => e.relation && e.versions && privateOnes.has(`${e.relation.right.module}/${e.relation.right.name}`));
    expect(offending.map((e) => `${e.module}/${e.name}`)).toEqual([]);
    expect(findEntity("ecommerce", "stores-to-orders")!.versions).toBe(false);
    expect(findEntity("ecommerce", "stores-to-products-to-attributes")!.versions).toBe(true);
  });

  it("orders placed in a store add nothing to its versions, and restoring an old version keeps the later orders' links", async () => {
    const s = shop(sobor);
    const rub = await s.currency(uniqueText("rub"), "₽");
    const candle = await s.product([[rub, 100]]);
    const store = await write("POST", "/api/ecommerce/stores", { title: { ru: "Лавка", en: "Shop" } });
    const [created] = await history("ecommerce/stores", store.id);
    const order = async () => {
      const buyer = await s.anonymous();
      const answer = await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id, storeId: store.id } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return { buyer, orderId: String(answer.body.data.id) };
    };
    const storeLinks = async () => {
      const answer = await sobor.json(`/api/ecommerce/stores-to-orders?filters[and][0][column]=storeId&filters[and][0][method]=eq&filters[and][0][value]=${store.id}&limit=100`, asAdmin());
      return (answer.body.data as { orderId: string }[]).map((r) => r.orderId).sort();
    };
    const early = await order();
    await write("PATCH", `/api/ecommerce/stores/${store.id}`, { title: { ru: "Лавка у храма", en: "Church shop" } });
    const later = await order();
    const abandoned = await order();
    // A buyer deleting a cart is not a change of the store.
    expect((await s.as(abandoned.buyer, `${abandoned.buyer.base}/orders/${abandoned.orderId}`, { method: "DELETE" })).status).toBe(200);
    const rows = await stored("ecommerce/stores", store.id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update"]);
    expect(rows.every((r) => !(r.owned as Record<string, unknown> | null)?.["ecommerce/stores-to-orders"])).toBe(true);

    const restored = await write("POST", `/api/admin/versions/${created!.id}/restore`, undefined, 200);
    expect(restored.title).toEqual({ ru: "Лавка", en: "Shop" });
    expect(await storeLinks()).toEqual([early.orderId, later.orderId].sort());
  });

  it("a store's product links' own attributes are versioned with the store and come back with it", async () => {
    const store = await write("POST", "/api/ecommerce/stores", { title: { ru: "Склад" } });
    const product = await write("POST", "/api/ecommerce/products", { title: { ru: "Ладан" } });
    const attribute = await write("POST", "/api/ecommerce/attributes", { number: 5 });
    const link = await write("POST", "/api/ecommerce/stores-to-products", { storeId: store.id, productId: product.id, sku: uniqueText("sku") });
    const attributeLink = await write("POST", "/api/ecommerce/stores-to-products-to-attributes", { storesToProductsId: link.id, attributeId: attribute.id });
    const [withAttribute] = await history("ecommerce/stores", store.id);
    const version = (await sobor.json(`/api/admin/versions/${withAttribute!.id}`, asAdmin())).body.data;
    expect(version.owned["ecommerce/stores-to-products"].map((r: any) => r.id)).toEqual([link.id]);
    expect(version.owned["ecommerce/stores-to-products-to-attributes"].map((r: any) => [r.id, r.attributeId])).toEqual([[attributeLink.id, attribute.id]]);
    expect(await stored("ecommerce/stores-to-products-to-attributes", attributeLink.id)).toEqual([]);

    // Removing the product from the store takes its attributes with it (a cascade)...
    await write("DELETE", `/api/ecommerce/stores-to-products/${link.id}`);
    const latest = (await stored("ecommerce/stores", store.id)).at(-1)!.owned as Record<string, unknown[]>;
    expect(latest["ecommerce/stores-to-products"]).toEqual([]);
    expect(latest["ecommerce/stores-to-products-to-attributes"]).toEqual([]);
    // ...and restoring the store's version brings both back, with their ids.
    await write("POST", `/api/admin/versions/${withAttribute!.id}/restore`, undefined, 200);
    const back = await sobor.json(`/api/ecommerce/stores-to-products-to-attributes/${attributeLink.id}`, asAdmin());
    expect(back.body.data).toMatchObject({ storesToProductsId: link.id, attributeId: attribute.id });

    // Deleting the attribute itself is a change of the store that owned a link to it.
    const before = (await stored("ecommerce/stores", store.id)).length;
    await write("DELETE", `/api/ecommerce/attributes/${attribute.id}`);
    const rows = await stored("ecommerce/stores", store.id);
    expect(rows.length).toBe(before + 1);
    expect((rows.at(-1)!.owned as Record<string, unknown[]>)["ecommerce/stores-to-products-to-attributes"]).toEqual([]);
    expect((rows.at(-1)!.owned as Record<string, unknown[]>)["ecommerce/stores-to-products"]).toHaveLength(1);
    // A change of the attribute link alone is a new version of the store too.
    const again = await write("POST", "/api/ecommerce/stores-to-products-to-attributes", { storesToProductsId: link.id, attributeId: (await write("POST", "/api/ecommerce/attributes", { number: 7 })).id });
    const newest = (await stored("ecommerce/stores", store.id)).at(-1)!.owned as Record<string, { id: string }[]>;
    expect(newest["ecommerce/stores-to-products-to-attributes"]!.map((r) => r.id)).toEqual([again.id]);
  });
});

describe("deletes that take several records at once", () => {
  const deletedList = async (entity: string) => (await sobor.json(`/api/admin/deleted/${entity}?limit=100`, asAdmin())).body.data as { versionId: string; recordId: string }[];

  it("a record whose delete cascades into other versioned records (a host widget's external-widget links) stores a delete version of each, and each comes back", async () => {
    const hostWidget = await write("POST", "/api/host/widgets", { slug: uniqueText("hw") });
    const shown = await write("POST", "/api/website-builder/widgets", { slug: uniqueText("wb") });
    const links = [
      await write("POST", "/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "website-builder", externalWidgetId: shown.id, orderIndex: 0 }),
      await write("POST", "/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "website-builder", externalWidgetId: shown.id, orderIndex: 1 }),
    ];
    await write("DELETE", `/api/host/widgets/${hostWidget.id}`);
    for (const link of links) {
      const rows = await stored("host/widgets-to-external-widgets", link.id);
      expect(rows.map((r) => [r.action, r.subjectId, r.source])).toEqual([
        ["create", adminId, "api"],
        ["delete", adminId, "api"],
      ]);
    }
    // Listed as deleted, with their own audit entries.
    const gone = await deletedList("host/widgets-to-external-widgets");
    expect(links.every((link) => gone.some((d) => d.recordId === link.id))).toBe(true);
    const audit = await sobor.json(`/api/audit/entries?entity=host/widgets-to-external-widgets&limit=100`, asAdmin());
    for (const link of links) expect(audit.body.data.entries.filter((e: { recordId: string; action: string }) => e.recordId === link.id).map((e: { action: string }) => e.action)).toEqual(["delete", "create"]);

    // The widget first, then its links (their widget exists again), each with its id.
    const widgetDeletion = (await deletedList("host/widgets")).find((d) => d.recordId === hostWidget.id)!;
    await write("POST", `/api/admin/versions/${widgetDeletion.versionId}/restore`, undefined, 200);
    for (const link of links) {
      const deletion = gone.find((d) => d.recordId === link.id)!;
      await write("POST", `/api/admin/versions/${deletion.versionId}/restore`, undefined, 200);
    }
    const back = await sobor.json(`/api/host/widgets-to-external-widgets?filters[and][0][column]=widgetId&filters[and][0][method]=eq&filters[and][0][value]=${hostWidget.id}`, asAdmin());
    expect(back.body.data.map((r: { id: string }) => r.id).sort()).toEqual(links.map((l) => l.id).sort());
  });

  it("a page's delete version holds all its links, and restoring it from the Deleted list brings them all back", async () => {
    const page = await write("POST", "/api/host/pages", { url: `/${uniqueText("gone")}`, title: "Gone" });
    const widgets = [await write("POST", "/api/host/widgets", { slug: uniqueText("w") }), await write("POST", "/api/host/widgets", { slug: uniqueText("w") })];
    const layout = await write("POST", "/api/host/layouts", { slug: uniqueText("l") });
    const links = [
      await write("POST", "/api/host/pages-to-widgets", { pageId: page.id, widgetId: widgets[0].id, orderIndex: 0 }),
      await write("POST", "/api/host/pages-to-widgets", { pageId: page.id, widgetId: widgets[1].id, orderIndex: 1 }),
    ];
    const layoutLink = await write("POST", "/api/host/pages-to-layouts", { pageId: page.id, layoutId: layout.id });
    await write("DELETE", `/api/host/pages/${page.id}`);
    const deletion = (await stored("host/pages", page.id)).at(-1)!;
    expect(deletion.action).toBe("delete");
    const owned = deletion.owned as Record<string, { id: string }[]>;
    expect(owned["host/pages-to-widgets"]!.map((r) => r.id)).toEqual(links.map((l) => l.id));
    expect(owned["host/pages-to-layouts"]!.map((r) => r.id)).toEqual([layoutLink.id]);

    const entry = (await deletedList("host/pages")).find((d) => d.recordId === page.id)!;
    await write("POST", `/api/admin/versions/${entry.versionId}/restore`, undefined, 200);
    const back = await sobor.json(`/api/host/pages-to-widgets?filters[and][0][column]=pageId&filters[and][0][method]=eq&filters[and][0][value]=${page.id}`, asAdmin());
    expect(back.body.data.map((r: { id: string; widgetId: string }) => [r.id, r.widgetId])).toEqual(links.map((l) => [l.id, l.widgetId]));
    expect((await sobor.json(`/api/host/pages-to-layouts/${layoutLink.id}`, asAdmin())).status).toBe(200);
  });

  it("deleting a widget shown on several pages gives each page one new version without it", async () => {
    const widget = await write("POST", "/api/host/widgets", { slug: uniqueText("shared") });
    const pages = [];
    for (const title of ["One", "Two", "Three"]) {
      const page = await write("POST", "/api/host/pages", { url: `/${uniqueText("p")}`, title });
      await write("POST", "/api/host/pages-to-widgets", { pageId: page.id, widgetId: widget.id });
      pages.push({ id: page.id as string, before: (await stored("host/pages", page.id)).length });
    }
    await write("DELETE", `/api/host/widgets/${widget.id}`);
    for (const page of pages) {
      const rows = await stored("host/pages", page.id);
      expect(rows.length).toBe(page.before + 1);
      expect(rows.at(-1)).toMatchObject({ action: "update", subjectId: adminId });
      expect((rows.at(-1)!.owned as Record<string, unknown[]>)["host/pages-to-widgets"]).toEqual([]);
    }
  });
});

describe("restore", () => {
  it("brings an older version back as a new version", async () => {
    const article = await write("POST", "/api/blog/articles", { slug: uniqueText("r"), title: { ru: "Первый", en: "First" } });
    await write("PATCH", `/api/blog/articles/${article.id}`, { title: { ru: "Второй", en: "Second" } });
    const [, oldest] = await history("blog/articles", article.id);
    const restored = await write("POST", `/api/admin/versions/${oldest!.id}/restore`, undefined, 200);
    expect(restored.title).toEqual({ ru: "Первый", en: "First" });
    expect((await sobor.json(`/api/blog/articles/${article.id}`)).body.data.title.en).toBe("First");
    const rows = await stored("blog/articles", article.id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "restore"]);
    expect(rows.at(-1)!.restoredFrom).toBe(oldest!.id);
  });

  it("a deleted record is listed as deleted and comes back with its id", async () => {
    const slug = uniqueText("gone");
    const article = await write("POST", "/api/blog/articles", { slug, adminTitle: `Gone ${slug}` });
    await write("DELETE", `/api/blog/articles/${article.id}`);
    const deleted = await sobor.json("/api/admin/deleted/blog/articles?limit=100", asAdmin());
    const entry = deleted.body.data.find((d: any) => d.recordId === article.id);
    expect(entry).toMatchObject({ title: `Gone ${slug}`, subjectId: adminId, author: "admin@example.com" });
    await write("POST", `/api/admin/versions/${entry.versionId}/restore`, undefined, 200);
    const back = await sobor.json(`/api/blog/articles/${article.id}`);
    expect(back.body.data).toMatchObject({ id: article.id, slug, createdAt: article.createdAt });
    const after = await sobor.json("/api/admin/deleted/blog/articles?limit=100", asAdmin());
    expect(after.body.data.some((d: any) => d.recordId === article.id)).toBe(false);
  });

  it("a restore whose unique value another record took meanwhile is a 409, and changes nothing", async () => {
    const slug = uniqueText("taken");
    const article = await write("POST", "/api/blog/articles", { slug });
    await write("DELETE", `/api/blog/articles/${article.id}`);
    await write("POST", "/api/blog/articles", { slug });
    const [deletion] = await history("blog/articles", article.id);
    expectError(await sobor.json(`/api/admin/versions/${deletion!.id}/restore`, asAdmin({ method: "POST" })), 409);
    expect((await sobor.json(`/api/blog/articles/${article.id}`)).status).toBe(404);
  });
});

describe("who may read and restore versions", () => {
  it("only administrators: visitors get 401, members 403", async () => {
    const article = await write("POST", "/api/blog/articles", { slug: uniqueText("private") });
    const [version] = await history("blog/articles", article.id);
    const member = await register(sobor);
    for (const path of [`/api/admin/history/blog/articles/${article.id}`, `/api/admin/versions/${version!.id}`, "/api/admin/deleted/blog/articles"]) {
      expectError(await sobor.json(path), 401);
      expectError(await sobor.json(path, { headers: bearer(member.jwt) }), 403);
    }
    expectError(await sobor.json(`/api/admin/versions/${version!.id}/restore`, { method: "POST", headers: bearer(member.jwt) }), 403);
  });

  it("no route writes a version directly", async () => {
    for (const [method, path] of [["POST", "/api/admin/versions"], ["PATCH", "/api/core/versions"], ["DELETE", "/api/admin/versions/00000000-0000-4000-8000-000000000000"]] as const) {
      expect((await sobor.json(path, asAdmin({ method, body: { data: {} } }))).status).toBe(404);
    }
  });
});

describe("retention", () => {
  it("keeps every version for the window, then a record's last of each day, and always its newest", async () => {
    const article = await write("POST", "/api/blog/articles", { slug: uniqueText("old") });
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const at = (daysAgo: number, hour: number) => new Date(Math.floor((now - daysAgo * day) / day) * day + hour * 3_600_000);
    const old = [at(200, 9), at(200, 17), at(100, 9), at(100, 12), at(30, 9), at(30, 10), at(500, 8)];
    await sobor.context.db.insert(versions).values(
      old.map((createdAt) => ({ entity: "blog/articles", recordId: article.id, action: "update", data: article, source: "system", createdAt })),
    );
    const removed = await pruneVersions(sobor.context.db, { allDays: 90, dailyDays: 365 }, new Date(now));
    const kept = (await stored("blog/articles", article.id)).map((r) => r.createdAt.getTime());
    // 500 days: past a year; 200 and 100 days: only each day's last; 30 days: all; and today's create.
    expect(kept.slice(0, 4)).toEqual([at(200, 17), at(100, 12), at(30, 9), at(30, 10)].map((d) => d.getTime()));
    expect(kept.length).toBe(5);
    expect(removed).toBe(3);
  });

  it("walks the old versions window by window and prunes the same ones (windows of 2, two records, equal times)", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const at = (daysAgo: number, hour: number) => new Date(Math.floor((now - daysAgo * day) / day) * day + hour * 3_600_000);
    const times = [at(500, 8), at(200, 9), at(200, 17), at(100, 9), at(100, 12), at(100, 12), at(30, 9)];
    const records = [];
    for (const name of ["first", "second"]) {
      const article = await write("POST", "/api/blog/articles", { slug: uniqueText(`windows-${name}`) });
      await sobor.context.db.insert(versions).values(
        times.map((createdAt) => ({ entity: "blog/articles", recordId: article.id, action: "update", data: article, source: "system", createdAt })),
      );
      records.push(article);
    }
    const removed = await pruneVersions(sobor.context.db, { allDays: 90, dailyDays: 365 }, new Date(now), 2);
    for (const article of records) {
      const kept = (await stored("blog/articles", article.id)).map((r) => r.createdAt.getTime());
      // 500 days: gone; 200 days: the day's last; 100 days: of two at the same last time, neither is newer than the other; 30 days and today's create.
      expect(kept.slice(0, 4)).toEqual([at(200, 17), at(100, 12), at(100, 12), at(30, 9)].map((d) => d.getTime()));
      expect(kept.length).toBe(5);
    }
    expect(removed).toBe(6);
  });
});

describe("retention on the job runner", () => {
  it("two runners on one database prune a day's versions once", async () => {
    const article = await write("POST", "/api/blog/articles", { slug: uniqueText("pruned") });
    const day = 24 * 60 * 60 * 1000;
    const old = [500, 499, 498].map((daysAgo) => new Date(Date.now() - daysAgo * day));
    await sobor.context.db.insert(versions).values(
      old.map((createdAt) => ({ entity: "blog/articles", recordId: article.id, action: "update", data: article, source: "system", createdAt })),
    );
    // An interval of its own, so its slot is not the one the test server's runner already took today.
    const interval = day + Math.floor(Math.random() * 1_000_000);
    const runners = [createJobRunner({ db: sobor.context.db, pollMs: 60_000 }), createJobRunner({ db: sobor.context.db, pollMs: 60_000 })];
    try {
      for (const runner of runners) scheduleVersionPruning(runner, sobor.context.db, { allDays: 90, dailyDays: 365 }, interval);
      await Promise.all(runners.map((runner) => runner.drain()));
      await Promise.all(runners.map((runner) => runner.drain()));
    } finally {
      for (const runner of runners) await runner.stop();
    }
    const slot = `${PRUNE_VERSIONS_JOB}@${Math.floor(Date.now() / interval) * interval}`;
    const runs = await sobor.context.db.select().from(jobs).where(eq(jobs.key, slot));
    expect(runs.map((run) => [run.status, run.attempts])).toEqual([["done", 1]]);
    const kept = await stored("blog/articles", article.id);
    expect(kept.map((version) => version.action)).toEqual(["create"]);
  });
});
