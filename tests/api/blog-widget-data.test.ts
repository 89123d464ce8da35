import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogWidgetData } from "../../src/modules/blog/widget-data-types.js";
import type { PageTree } from "../../src/core/page/page-tree.js";
import { hostService } from "../../src/modules/host/server/host-service.js";
import "../../src/modules/blog/widgets/index.js";
import { renderPage } from "../helpers/render-page.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A host page at `url` whose one host widget shows a new blog widget of `variant`. */
async function pageWithBlogWidget(url: string, variant: string, title?: Record<string, string>) {
  const page = await create("/api/host/pages", { url, title: url });
  const blogWidget = await create("/api/blog/widgets", { variant, ...(title ? { title } : {}) });
  await addBlogWidget(page.id, blogWidget.id);
  return { page, blogWidget };
}

async function addBlogWidget(pageId: string, blogWidgetId: string) {
  const hostWidget = await create("/api/host/widgets", {});
  await create("/api/host/pages-to-widgets", { pageId, widgetId: hostWidget.id });
  await create("/api/host/widgets-to-external-widgets", { widgetId: hostWidget.id, externalModule: "blog", externalWidgetId: blogWidgetId });
}

let fileCounter = 0;
/** An article with one image, in the given categories. */
async function article(slug: string, title: Record<string, string>, categoryIds: string[] = [], variant = "default") {
  const row = await create("/api/blog/articles", { slug, title, subtitle: { ru: `Подзаголовок ${slug}` }, variant });
  const file = await create("/api/file-storage/files", { file: `/blog/${slug}-${++fileCounter}.jpg`, width: 1600, height: 1067, alt: { ru: `Фото ${slug}`, en: `Photo ${slug}` } });
  await create("/api/blog/articles-to-file-storage-module-files", { articleId: row.id, fileStorageModuleFileId: file.id });
  for (const categoryId of categoryIds) await create("/api/blog/categories-to-articles", { categoryId, articleId: row.id });
  return row;
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

const render = (tree: PageTree) => renderPage(tree, sobor.context.i18n);

const dataOf = (tree: PageTree, id: string) => tree.data.blog?.[id] as BlogWidgetData;

let history: { id: string };
let news: { id: string };
let overviewWidgetId: string;
let privateWidgetId: string;
let easterId: string;

beforeAll(async () => {
  sobor = await startTestSobor();
  history = await create("/api/blog/categories", { slug: "history", title: { ru: "История", en: "History" } });
  news = await create("/api/blog/categories", { slug: "news", title: { ru: "Новости" } });
  const categoryFile = await create("/api/file-storage/files", { file: "/blog/history.jpg", width: 800, height: 600 });
  await create("/api/blog/categories-to-file-storage-module-files", { categoryId: history.id, fileStorageModuleFileId: categoryFile.id });
  const easter = await article("easter", { ru: "Пасха", en: "Easter" }, [history.id, news.id]);
  easterId = easter.id;
  await article("christmas", { ru: "Рождество" }, [history.id], "smolny-history");

  const overview = await pageWithBlogWidget("/blog/articles/[blog.articles.slug]", "article-overview-default");
  overviewWidgetId = overview.blogWidget.id;
  const privatePage = await pageWithBlogWidget("/private/[blog.articles.slug]", "article-overview-with-private-content-default");
  privateWidgetId = privatePage.blogWidget.id;
  const wbWidget = await create("/api/website-builder/widgets", { title: { ru: "Только для прихожан" } });
  await create("/api/blog/articles-to-website-builder-module-widgets", { articleId: easter.id, websiteBuilderModuleWidgetId: wbWidget.id });
});
afterAll(() => sobor.close());

describe("blog widget data on an article page", () => {
  it("loads the url's article with its files and categories", async () => {
    const loaded = await resolve("/ru/blog/articles/easter");
    const data = dataOf(loaded.tree, overviewWidgetId);
    expect(data.widget.variant).toBe("article-overview-default");
    expect(data.article?.id).toBe(easterId);
    expect(data.article?.title).toEqual({ ru: "Пасха", en: "Easter" });
    expect(data.article?.files).toHaveLength(1);
    expect(data.article?.files[0]).toMatchObject({ file: expect.stringMatching(/^\/blog\/easter-\d+\.jpg$/), width: 1600, height: 1067, alt: { ru: "Фото easter", en: "Photo easter" } });
    expect(data.article?.categories.map((c) => c.slug).sort()).toEqual(["history", "news"]);
    for (const type of ["blog/widgets", "blog/articles", "blog/categories-to-articles", "blog/articles-to-file-storage-module-files", "file-storage/files"]) {
      expect(loaded.reads.has(type), type).toBe(true);
    }
  });

  it("follows the url: another slug shows another article, an unknown one the 404 page", async () => {
    const christmas = dataOf((await resolve("/en/blog/articles/christmas")).tree, overviewWidgetId);
    expect(christmas.article?.slug).toBe("christmas");
    expect(christmas.article?.variant).toBe("smolny-history");
    // Even with an article of its own, the widget does not turn a url naming no article into a page.
    const christmasId = christmas.article!.id;
    await create("/api/blog/widgets-to-articles", { widgetId: overviewWidgetId, articleId: christmasId });
    const missing = await hostService(sobor.context).resolve("/blog/articles/nothing-here");
    expect(missing.status).toBe(404);
  });

  it("server-renders the article in the page language, falling back to ru", async () => {
    const en = await render((await resolve("/en/blog/articles/easter")).tree);
    expect(en).toContain(">Easter</h1>");
    expect(en).toContain('href="/en/blog/categories/history"');
    expect(en).toMatch(/srcSet="\/api\/file-storage\/image\?src=%2Fpublic%2Fblog%2Feaster-\d+\.jpg&amp;w=320 320w, /);
    expect(en).toContain('loading="eager"');
    const fallback = await render((await resolve("/en/blog/articles/christmas")).tree);
    expect(fallback).toContain(">Рождество</h1>");
  });
});

describe("private article content", () => {
  it("is not loaded for the server render and shows 'Not authorized' (in Russian on a ru page)", async () => {
    const loaded = await resolve("/ru/private/easter");
    const data = dataOf(loaded.tree, privateWidgetId);
    expect(data.article?.slug).toBe("easter");
    expect(data.privateContent).toEqual({ status: "not-authorized" });
    expect(loaded.reads.has("blog/articles-to-website-builder-module-widgets")).toBe(false);
    const html = await render(loaded.tree);
    expect(html).toContain("Недостаточно прав");
    expect(html).not.toContain("Только для прихожан");
  });

  it("is gated by the read check of its relation", async () => {
    const path = `/api/blog/articles-to-website-builder-module-widgets?filters[and][0][column]=articleId&filters[and][0][method]=eq&filters[and][0][value]=${easterId}`;
    expect((await sobor.json(path)).status).toBe(401);
    const trusted = await sobor.json(path, { secret: true });
    expect(trusted.status).toBe(200);
    expect(trusted.body.data).toHaveLength(1);
  });
});

describe("lists", () => {
  it("costs the same number of queries for 3 and for 30 articles, and for two or three widgets", async () => {
    const { blogWidget, page } = await pageWithBlogWidget("/blog", "article-list-default", { ru: "Все статьи" });
    const categoriesWidget = await create("/api/blog/widgets", { variant: "category-list-default" });
    await create("/api/blog/widgets-to-categories", { widgetId: categoriesWidget.id, categoryId: history.id });
    await create("/api/blog/widgets-to-categories", { widgetId: categoriesWidget.id, categoryId: news.id });
    await addBlogWidget(page.id, categoriesWidget.id);
    const link = async (widgetId: string, count: number, from: number) => {
      for (let i = from; i < from + count; i++) {
        const row = await article(`list-${i}`, { ru: `Статья ${i}` }, [i % 2 ? history.id : news.id]);
        await create("/api/blog/widgets-to-articles", { widgetId, articleId: row.id, orderIndex: i });
      }
    };
    await link(blogWidget.id, 3, 0);
    const three = await queriesFor("/ru/blog");
    expect(dataOf(three.loaded.tree, blogWidget.id).articles.map((a) => a.slug)).toEqual(["list-0", "list-1", "list-2"]);
    expect(dataOf(three.loaded.tree, categoriesWidget.id).categories.map((c) => c.slug)).toEqual(["history", "news"]);

    await link(blogWidget.id, 27, 3);
    const thirty = await queriesFor("/ru/blog");
    const articles = dataOf(thirty.loaded.tree, blogWidget.id).articles;
    expect(articles).toHaveLength(30);
    expect(articles.every((a) => a.files.length === 1 && a.categories.length === 1)).toBe(true);
    expect(thirty.queries).toBe(three.queries);

    const third = await create("/api/blog/widgets", { variant: "article-list-smolny-history" });
    await link(third.id, 5, 30);
    await addBlogWidget(page.id, third.id);
    const threeWidgets = await queriesFor("/ru/blog");
    expect(dataOf(threeWidgets.loaded.tree, third.id).articles).toHaveLength(5);
    expect(threeWidgets.queries).toBe(three.queries);
    // The whole page: the host tree's few queries plus the blog's three rounds.
    expect(three.queries).toBeLessThanOrEqual(15);
  });

  it("a list nobody picked articles for shows the newest published: of its categories, else of the whole blog; a new article reaches it by being published", async () => {
    const page = await create("/api/host/pages", { url: "/newest", title: "/newest" });
    const newsRow = await create("/api/blog/widgets", { variant: "article-list-row" });
    await create("/api/blog/widgets-to-categories", { widgetId: newsRow.id, categoryId: news.id });
    const everything = await create("/api/blog/widgets", { variant: "article-list-default" });
    const picked = await create("/api/blog/widgets", { variant: "article-list-default" });
    await create("/api/blog/widgets-to-articles", { widgetId: picked.id, articleId: easterId });
    for (const id of [newsRow.id, everything.id, picked.id]) await addBlogWidget(page.id, id);
    const slugs = async (widgetId: string) => dataOf((await resolve("/newest")).tree, widgetId).articles.map((a) => a.slug);

    await article("newest-history", { ru: "Из истории" }, [history.id]);
    await article("newest-news", { ru: "Новость" }, [news.id]);
    expect((await slugs(newsRow.id))[0]).toBe("newest-news");
    expect((await slugs(newsRow.id)).every((slug) => slug !== "newest-history")).toBe(true);
    expect((await slugs(everything.id)).slice(0, 2)).toEqual(["newest-news", "newest-history"]);

    // A draft waits; once published it leads both lists (the page's kept data was dropped by the write).
    const draft = await create("/api/blog/articles", { slug: "newest-draft", title: { ru: "Черновик" }, published: false });
    await create("/api/blog/categories-to-articles", { categoryId: news.id, articleId: draft.id });
    expect(await slugs(newsRow.id)).not.toContain("newest-draft");
    await sobor.json(`/api/blog/articles/${draft.id}`, { method: "PATCH", secret: true, body: { data: { published: true } } });
    expect((await slugs(newsRow.id))[0]).toBe("newest-draft");
    expect((await slugs(everything.id))[0]).toBe("newest-draft");
    expect(await slugs(newsRow.id)).toHaveLength(3);
    // A list picked by hand keeps its own.
    expect(await slugs(picked.id)).toEqual(["easter"]);
  });

  it("limits the row variant to 3 articles, in data and in the rendered page", async () => {
    const { blogWidget } = await pageWithBlogWidget("/row", "article-list-row");
    for (let i = 0; i < 5; i++) {
      const row = await article(`row-${i}`, { ru: `Ряд ${i}` });
      await create("/api/blog/widgets-to-articles", { widgetId: blogWidget.id, articleId: row.id, orderIndex: i });
    }
    const loaded = await resolve("/row");
    expect(dataOf(loaded.tree, blogWidget.id).articles.map((a) => a.slug)).toEqual(["row-0", "row-1", "row-2"]);
    const html = await render(loaded.tree);
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('href="/ru/blog/articles/row-0"');
    expect(html).toContain("Читать далее");
    expect(html).toMatch(/<img[^>]* width="1600" height="1067" alt="Фото row-0"[^>]* loading="lazy"/);
    const en = await render((await resolve("/en/row")).tree);
    expect(en).toMatch(/<img[^>]* width="1600" height="1067" alt="Photo row-0"[^>]* loading="lazy"/);
  });

  it("shows a category page by the url's slug with its articles; 'More' and tiles link to categories", async () => {
    const { blogWidget } = await pageWithBlogWidget("/blog/categories/[blog.categories.slug]", "category-overview-default");
    const loaded = await resolve("/en/blog/categories/history");
    const data = dataOf(loaded.tree, blogWidget.id);
    expect(data.category?.slug).toBe("history");
    expect(data.category?.files).toHaveLength(1);
    expect(data.category?.articles.map((a) => a.slug).slice(0, 2)).toEqual(["easter", "christmas"]);
    expect(data.category?.articles[0]?.files).toHaveLength(1);
    const html = await render(loaded.tree);
    expect(html).toContain(">History</h1>");
    expect(html).toContain('href="/en/blog/articles/easter"');

    const tiles = await pageWithBlogWidget("/tiles", "default");
    await create("/api/blog/widgets-to-categories", { widgetId: tiles.blogWidget.id, categoryId: history.id });
    const tilesHtml = await render((await resolve("/ru/tiles")).tree);
    expect(tilesHtml).toContain("Читать подробнее");
    expect(tilesHtml).toContain('href="/ru/blog/categories/history"');
  });

  it("loads the products of the product-list overview (title and slug)", async () => {
    const { blogWidget } = await pageWithBlogWidget("/shop-article/[blog.articles.slug]", "article-overview-ecommerce-module-product-list-default");
    const product = await create("/api/ecommerce/products", { slug: "candle", title: { ru: "Свеча" } });
    await create("/api/blog/articles-to-ecommerce-module-products", { articleId: easterId, ecommerceModuleProductId: product.id });
    const loaded = await resolve("/ru/shop-article/easter");
    expect(dataOf(loaded.tree, blogWidget.id).article?.products).toMatchObject([{ slug: "candle", title: { ru: "Свеча" } }]);
    expect(loaded.reads.has("ecommerce/products")).toBe(true);
    expect(await render(loaded.tree)).toContain('href="/ru/ecommerce/products/candle"');

    // An article under an overview that lists no products does not read them (once the widgets'
    // own graph, where a linked article may list them, is kept by a first visit).
    await resolve("/ru/blog/articles/easter");
    const { result, statements } = await sobor.context.database.countQueries(() => resolve("/ru/blog/articles/christmas"));
    expect(dataOf(result.tree, overviewWidgetId).article).toMatchObject({ slug: "christmas", products: [] });
    expect(statements.filter((sql) => sql.includes("blog_articles_to_ecommerce_module_products"))).toEqual([]);
    expect(statements.filter((sql) => sql.includes("from \"blog_categories_to_articles\"")).length).toBe(1);
  });

  it("renders nothing for an unknown variant", async () => {
    const loaded = await resolve("/ru/blog/articles/easter");
    const tree = structuredClone(loaded.tree);
    (tree.data.blog![overviewWidgetId] as BlogWidgetData).widget.variant = "no-such-variant";
    expect(await render(tree)).not.toContain("data-blog-widget");
  });
});
