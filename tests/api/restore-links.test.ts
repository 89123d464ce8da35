// Restoring a deleted record brings back, in the same transaction, the links its delete took with
// it: a product's links from its categories and stores (and the links off those), an order's line
// of it, an article's categories, a host widget's external-widget links. A link whose other end is
// gone since, or whose unique value another link took meanwhile, is left out; restoring twice adds
// nothing; the owners get a version with the link back, the audit log an entry, and public reads
// (cached before the delete) show the record again.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versions } from "../../src/core/history/versions-table.js";
import { bearer, signInAsAdmin, type Tokens } from "../helpers/accounts.js";
import { query, uniqueText, where } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let admin: Tokens;
beforeAll(async () => {
  sobor = await startTestSobor();
  admin = await signInAsAdmin(sobor);
});
afterAll(() => sobor?.close());

type Row = Record<string, any>;

async function call(method: string, path: string, data?: unknown, status = method === "POST" && !/restore/.test(path) ? 201 : 200): Promise<any> {
  const answer = await sobor.json(path, { method, headers: bearer(admin.jwt), body: data === undefined ? undefined : { data } });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body.data;
}

/** A relation's rows with `column` = id, as an anonymous visitor reads them (public, through the read cache). */
async function publicLinks(relation: string, column: string, id: string): Promise<Row[]> {
  const answer = await sobor.json(`/api/${relation}${query(where({ column, method: "eq", value: id }))}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The same, as an administrator sees them (every row, never from the read cache). */
const adminLinks = (relation: string, column: string, id: string): Promise<Row[]> => call("GET", `/api/${relation}${query(where({ column, method: "eq", value: id }))}`);

const ids = (rows: Row[]) => rows.map((row) => row.id as string).sort();

/** The Deleted list's entry of the record, and Restore from it, as the admin's Deleted view does. */
async function restoreDeleted(entity: string, recordId: string): Promise<Row> {
  const deleted: Row[] = await call("GET", `/api/admin/deleted/${entity}?limit=100`);
  const entry = deleted.find((d) => d.recordId === recordId);
  expect(entry, `${recordId} in the Deleted list of ${entity}`).toBeDefined();
  return call("POST", `/api/admin/versions/${entry!.versionId}/restore`);
}

const stored = (entity: string, recordId: string) =>
  sobor.context.db.select().from(versions).where(and(eq(versions.entity, entity), eq(versions.recordId, recordId))).orderBy(asc(versions.createdAt));

async function auditActions(entity: string, recordId: string): Promise<string[]> {
  const answer = await call("GET", `/api/audit/entries?entity=${entity}&limit=100`);
  return answer.entries.filter((e: Row) => e.recordId === recordId).map((e: Row) => e.action as string);
}

describe("restoring a deleted product", () => {
  it("brings back its categories', stores' and orders' links with their ids, in one restore, and the public lists show it again", async () => {
    const slug = uniqueText("candle-wedding");
    const product = await call("POST", "/api/ecommerce/products", { slug, title: { ru: "Свеча венчальная", en: "Wedding candle" } });
    const [candles, gifts, gone, taken] = await Promise.all(
      ["candles", "gifts", "gone", "taken"].map((name) => call("POST", "/api/ecommerce/categories", { slug: uniqueText(name) })),
    );
    const store = await call("POST", "/api/ecommerce/stores", { slug: uniqueText("church-shop") });
    const attribute = await call("POST", "/api/ecommerce/attributes", { number: 120 });
    const storePrice = await call("POST", "/api/ecommerce/attributes", { number: 150 });
    const sku = uniqueText("sku");
    const inCandles = await call("POST", "/api/ecommerce/categories-to-products", { categoryId: candles.id, productId: product.id, orderIndex: 3, sku: uniqueText("sku") });
    const inGifts = await call("POST", "/api/ecommerce/categories-to-products", { categoryId: gifts.id, productId: product.id, sku: uniqueText("sku") });
    const inGone = await call("POST", "/api/ecommerce/categories-to-products", { categoryId: gone.id, productId: product.id, sku: uniqueText("sku") });
    const inTaken = await call("POST", "/api/ecommerce/categories-to-products", { categoryId: taken.id, productId: product.id, sku });
    const inStore = await call("POST", "/api/ecommerce/stores-to-products", { storeId: store.id, productId: product.id, sku: uniqueText("store-sku") });
    const storeAttribute = await call("POST", "/api/ecommerce/stores-to-products-to-attributes", { storesToProductsId: inStore.id, attributeId: storePrice.id });
    const ownAttribute = await call("POST", "/api/ecommerce/products-to-attributes", { productId: product.id, attributeId: attribute.id });
    const order = await call("POST", "/api/ecommerce/orders", { type: "cart", status: "new", receipt: "" });
    const line = await call("POST", "/api/ecommerce/orders-to-products", { orderId: order.id, productId: product.id, quantity: 2 });

    // Read (and so cached) before the delete, as the category's page would.
    expect(ids(await publicLinks("ecommerce/categories-to-products", "categoryId", candles.id))).toEqual([inCandles.id]);
    expect(ids(await publicLinks("ecommerce/stores-to-products", "storeId", store.id))).toEqual([inStore.id]);
    const categoryVersions = (await stored("ecommerce/categories", candles.id)).length;

    await call("DELETE", `/api/ecommerce/products/${product.id}`);
    expect(await publicLinks("ecommerce/categories-to-products", "categoryId", candles.id)).toEqual([]);
    expect(await publicLinks("ecommerce/stores-to-products", "storeId", store.id)).toEqual([]);
    expect(await adminLinks("ecommerce/orders-to-products", "orderId", order.id)).toEqual([]);
    // Meanwhile one category is deleted, and another product's link takes the sku of one of its links.
    await call("DELETE", `/api/ecommerce/categories/${gone.id}`);
    const other = await call("POST", "/api/ecommerce/products", { slug: uniqueText("other") });
    const skuTaker = await call("POST", "/api/ecommerce/categories-to-products", { categoryId: candles.id, productId: other.id, sku });

    const restored = await restoreDeleted("ecommerce/products", product.id);
    expect(restored).toMatchObject({ id: product.id, slug, published: true });

    // The site shows it where it was: the category's and the store's public lists, the same links.
    const back = await publicLinks("ecommerce/categories-to-products", "categoryId", candles.id);
    expect(ids(back)).toEqual(ids([inCandles, skuTaker]));
    expect(back.find((row) => row.id === inCandles.id)).toMatchObject({ productId: product.id, orderIndex: 3 });
    expect(ids(await publicLinks("ecommerce/categories-to-products", "categoryId", gifts.id))).toEqual([inGifts.id]);
    expect(ids(await publicLinks("ecommerce/stores-to-products", "storeId", store.id))).toEqual([inStore.id]);
    expect(ids(await publicLinks("ecommerce/stores-to-products-to-attributes", "storesToProductsId", inStore.id))).toEqual([storeAttribute.id]);
    expect(ids(await publicLinks("ecommerce/products-to-attributes", "productId", product.id))).toEqual([ownAttribute.id]);
    expect(await adminLinks("ecommerce/orders-to-products", "orderId", order.id)).toMatchObject([{ id: line.id, productId: product.id, quantity: 2 }]);
    // Left out, without failing the restore: the link to the category deleted since, and the one whose sku was taken.
    const productLinks = await adminLinks("ecommerce/categories-to-products", "productId", product.id);
    expect(ids(productLinks)).toEqual(ids([inCandles, inGifts]));
    expect(ids(productLinks)).not.toContain(inGone.id);
    expect(ids(productLinks)).not.toContain(inTaken.id);
    expect((await sobor.json(`/api/ecommerce/categories-to-products/${skuTaker.id}`)).body.data).toMatchObject({ productId: other.id, sku });

    // The category's History has the link back (one new version), and the audit log the link's restore.
    const categoryRows = await stored("ecommerce/categories", candles.id);
    expect(categoryRows.length).toBe(categoryVersions + 3); // without it (delete), with the sku taker, with it back
    expect((categoryRows.at(-1)!.owned as Record<string, Row[]>)["ecommerce/categories-to-products"]!.map((row) => row.id).sort()).toEqual(ids([inCandles, skuTaker]));
    expect(await auditActions("ecommerce/categories-to-products", inCandles.id)).toContain("restore");
    expect(await auditActions("ecommerce/orders-to-products", line.id)).toContain("restore");
    const productRows = await stored("ecommerce/products", product.id);
    expect(productRows.map((row) => row.action).slice(-2)).toEqual(["delete", "restore"]);

    // Restoring the same delete version again changes the product in place and adds no link.
    await call("POST", `/api/admin/versions/${productRows.at(-2)!.id}/restore`);
    expect(ids(await adminLinks("ecommerce/categories-to-products", "productId", product.id))).toEqual(ids([inCandles, inGifts]));
    expect(ids(await adminLinks("ecommerce/stores-to-products", "productId", product.id))).toEqual([inStore.id]);
    expect(await adminLinks("ecommerce/orders-to-products", "orderId", order.id)).toHaveLength(1);
  });

  it("a product deleted again after its restore comes back with the links it had then", async () => {
    const product = await call("POST", "/api/ecommerce/products", { slug: uniqueText("twice") });
    const first = await call("POST", "/api/ecommerce/categories", { slug: uniqueText("first") });
    const second = await call("POST", "/api/ecommerce/categories", { slug: uniqueText("second") });
    const link = await call("POST", "/api/ecommerce/categories-to-products", { categoryId: first.id, productId: product.id, sku: uniqueText("sku") });
    await call("DELETE", `/api/ecommerce/products/${product.id}`);
    await restoreDeleted("ecommerce/products", product.id);
    const later = await call("POST", "/api/ecommerce/categories-to-products", { categoryId: second.id, productId: product.id, sku: uniqueText("sku") });
    await call("DELETE", `/api/ecommerce/products/${product.id}`);
    await restoreDeleted("ecommerce/products", product.id);
    expect(ids(await publicLinks("ecommerce/categories-to-products", "productId", product.id))).toEqual(ids([link, later]));
  });
});

describe("restoring other records with links", () => {
  it("a deleted article comes back in its categories", async () => {
    const article = await call("POST", "/api/blog/articles", { slug: uniqueText("easter"), title: { en: "Easter" } });
    const category = await call("POST", "/api/blog/categories", { slug: uniqueText("feasts") });
    const link = await call("POST", "/api/blog/categories-to-articles", { categoryId: category.id, articleId: article.id });
    expect(ids(await publicLinks("blog/categories-to-articles", "categoryId", category.id))).toEqual([link.id]);
    await call("DELETE", `/api/blog/articles/${article.id}`);
    expect(await publicLinks("blog/categories-to-articles", "categoryId", category.id)).toEqual([]);
    await restoreDeleted("blog/articles", article.id);
    expect(ids(await publicLinks("blog/categories-to-articles", "categoryId", category.id))).toEqual([link.id]);
  });

  it("a deleted host widget comes back with the external-widget links its delete took, each with a restore version of its own", async () => {
    const hostWidget = await call("POST", "/api/host/widgets", { slug: uniqueText("hw") });
    const shown = await call("POST", "/api/website-builder/widgets", { slug: uniqueText("wb") });
    const links = [
      await call("POST", "/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "website-builder", externalWidgetId: shown.id, orderIndex: 0 }),
      await call("POST", "/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "website-builder", externalWidgetId: shown.id, orderIndex: 1 }),
    ];
    await call("DELETE", `/api/host/widgets/${hostWidget.id}`);
    await restoreDeleted("host/widgets", hostWidget.id);
    expect(ids(await adminLinks("host/widgets-to-external-widgets", "widgetId", hostWidget.id))).toEqual(ids(links));
    for (const link of links) expect((await stored("host/widgets-to-external-widgets", link.id)).map((row) => row.action)).toEqual(["create", "delete", "restore"]);
    const stillDeleted: Row[] = await call("GET", "/api/admin/deleted/host/widgets-to-external-widgets?limit=100");
    expect(stillDeleted.filter((d) => links.some((link) => link.id === d.recordId))).toEqual([]);
  });
});
