// Public reads of relations leave out the rows whose other end is unpublished (issue 12): a
// category's article links never name a draft article, a product's attribute links never a draft
// date; a writer (the admin) sees every row. One query however many links, and the public copy is
// dropped when an end is published or taken down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  sobor = await startTestSobor();
});
afterAll(() => sobor?.close());

async function post(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(`/api/${path}`, { method: "POST", secret: true, body: { data } });
  if (status !== 201 && status !== 200) throw new Error(`POST ${path}: ${status} ${JSON.stringify(body)}`);
  return body.data as { id: string };
}

const byColumn = (column: string, value: string) => `filters[and][0][column]=${column}&filters[and][0][method]=eq&filters[and][0][value]=${value}`;
const linkedIds = async (path: string, column: string, secret = false) => ((await sobor.json(`/api/${path}`, { secret })).body.data as Record<string, string>[]).map((row) => row[column]).sort();

describe("public relation lists", () => {
  it("leave out links to unpublished articles, for visitors only, and follow publishing", async () => {
    const category = await post("blog/categories", { slug: `feasts-${tag}`, title: { en: "Feasts" } });
    const live = await post("blog/articles", { slug: `live-${tag}`, title: { en: "Live" } });
    const draft = await post("admin/drafts/blog/articles", { slug: `draft-${tag}`, title: { en: "Draft" } });
    await post("blog/categories-to-articles", { categoryId: category.id, articleId: live.id });
    const hiddenLink = await post("blog/categories-to-articles", { categoryId: category.id, articleId: draft.id });
    const list = `blog/categories-to-articles?${byColumn("categoryId", category.id)}`;

    expect(await linkedIds(list, "articleId")).toEqual([live.id]);
    expect((await sobor.json(`/api/blog/categories-to-articles/count?${byColumn("categoryId", category.id)}`)).body.data).toBe(1);
    expect((await sobor.json(`/api/blog/categories-to-articles/${hiddenLink.id}`)).status).toBe(404);
    // The admin (a writer) sees both, marked by the article's own published flag.
    expect(await linkedIds(list, "articleId", true)).toEqual([live.id, draft.id].sort());
    expect((await sobor.json(`/api/blog/categories-to-articles/${hiddenLink.id}`, { secret: true })).status).toBe(200);

    // Publishing the article drops the cached list: the link appears; taking the other down hides it.
    await sobor.json(`/api/admin/drafts/blog/articles/${draft.id}/publish`, { method: "POST", secret: true });
    expect(await linkedIds(list, "articleId")).toEqual([live.id, draft.id].sort());
    expect((await sobor.json(`/api/blog/categories-to-articles/${hiddenLink.id}`)).status).toBe(200);
    await sobor.json(`/api/admin/drafts/blog/articles/${live.id}/unpublish`, { method: "POST", secret: true });
    expect(await linkedIds(list, "articleId")).toEqual([draft.id]);
  });

  it("check both ends of a relation between two drafts entities (a product's dates)", async () => {
    const product = await post("ecommerce/products", { slug: `vigil-${tag}`, title: { en: "Vigil" } });
    const date = await post("ecommerce/attributes", { datetime: new Date(Date.now() + 86_400_000).toISOString() });
    const draftDate = await post("admin/drafts/ecommerce/attributes", { datetime: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    for (const attribute of [date, draftDate]) await post("ecommerce/products-to-attributes", { productId: product.id, attributeId: attribute.id });
    const list = `ecommerce/products-to-attributes?${byColumn("productId", product.id)}`;
    expect(await linkedIds(list, "attributeId")).toEqual([date.id]);

    await sobor.json(`/api/admin/drafts/ecommerce/products/${product.id}/unpublish`, { method: "POST", secret: true });
    expect(await linkedIds(list, "attributeId")).toEqual([]);
    expect(await linkedIds(list, "attributeId", true)).toEqual([date.id, draftDate.id].sort());
  });

  it("costs one query whatever the number of links", async () => {
    const listOf = async (links: number) => {
      const category = await post("blog/categories", { slug: `many-${links}-${tag}`, title: { en: "Many" } });
      for (let i = 0; i < links; i++) {
        const article = i % 2 ? await post("admin/drafts/blog/articles", { slug: `a-${links}-${i}-${tag}` }) : await post("blog/articles", { slug: `a-${links}-${i}-${tag}` });
        await post("blog/categories-to-articles", { categoryId: category.id, articleId: article.id });
      }
      // A new query string each run: the read cache answers none of them.
      let run = 0;
      return leastQueries(sobor, () => sobor.json(`/api/blog/categories-to-articles?${byColumn("categoryId", category.id)}&limit=${50 - run++}`));
    };
    const few = await listOf(2);
    const many = await listOf(12);
    expect((few.result.body.data as unknown[]).length).toBe(1);
    expect((many.result.body.data as unknown[]).length).toBe(6);
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBe(1);
  });
});
