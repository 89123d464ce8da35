import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostService } from "../../src/modules/host/server/host-service.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  sobor = await startTestSobor();
  await create("/api/host/pages", { url: "/", title: "Home" });
  await create("/api/host/pages", { url: "/blog/articles/[blog.articles.slug]", title: "Article" });
  await create("/api/host/pages", { url: "/blog/articles/archive", title: "Archive" });
  await create("/api/host/pages", { url: "/blog/categories/[blog.categories.slug]", title: "Category" });
  await create("/api/blog/articles", { slug: "easter", title: { ru: "Пасха" } });
  await create("/api/blog/articles", { slug: "christmas", title: { ru: "Рождество" } });
  await create("/api/blog/categories", { slug: "news" });
});
afterAll(() => sobor.close());

describe("GET /api/host/pages/find-by-url", () => {
  it("finds the root page", async () => {
    const { status, body } = await sobor.json("/api/host/pages/find-by-url?url=/");
    expect(status).toBe(200);
    expect(body.data.title).toBe("Home");
  });

  it("matches a template and ignores the language prefix", async () => {
    for (const url of ["/blog/articles/easter", "/en/blog/articles/easter", "/ru/blog/articles/easter/"]) {
      const { status, body } = await sobor.json(`/api/host/pages/find-by-url?url=${encodeURIComponent(url)}`);
      expect(status, url).toBe(200);
      expect(body.data.title).toBe("Article");
    }
  });

  it("prefers a static segment over a parameter", async () => {
    const { body } = await sobor.json("/api/host/pages/find-by-url?url=/blog/articles/archive");
    expect(body.data.title).toBe("Archive");
  });

  it("answers 404 for an unknown url and 400 without one", async () => {
    expect((await sobor.json("/api/host/pages/find-by-url?url=/nowhere/at/all")).status).toBe(404);
    const missing = await sobor.json("/api/host/pages/find-by-url");
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain("url");
  });

  it("answers from the url index without a query, and shows a page's edit at once", async () => {
    await sobor.json("/api/host/pages/find-by-url?url=/ru/blog/articles/easter");
    const { queries, result } = await leastQueries(sobor, () => sobor.json(`/api/host/pages/find-by-url?url=${encodeURIComponent("/ru/blog/articles/christmas")}`));
    expect(result.body.data.title).toBe("Article");
    expect(queries).toBe(0);
    const page = result.body.data as { id: string; updatedAt: string };
    const edit = await sobor.json(`/api/host/pages/${page.id}`, { method: "PATCH", secret: true, body: { data: { title: "Article page" } } });
    expect(edit.status).toBe(200);
    expect((await sobor.json("/api/host/pages/find-by-url?url=/ru/blog/articles/easter")).body.data.title).toBe("Article page");
    await sobor.json(`/api/host/pages/${page.id}`, { method: "PATCH", secret: true, body: { data: { title: "Article" } } });
  });

  it("sees a page created after the index was built", async () => {
    await create("/api/host/pages", { url: "/contacts", title: "Contacts" });
    const { status, body } = await sobor.json("/api/host/pages/find-by-url?url=/ru/contacts");
    expect(status).toBe(200);
    expect(body.data.title).toBe("Contacts");
  });
});

describe("GET /api/host/pages/urls", () => {
  it("lists concrete urls split into segments, root as an empty list", async () => {
    const { body } = await sobor.json("/api/host/pages/urls");
    const urls: string[][] = body.data;
    expect(urls).toContainEqual([]);
    expect(urls).toContainEqual(["blog", "articles", "easter"]);
    expect(urls).toContainEqual(["blog", "articles", "christmas"]);
    expect(urls).toContainEqual(["blog", "articles", "archive"]);
    expect(urls).toContainEqual(["blog", "categories", "news"]);
    expect(urls.some((u) => u.some((s) => s.startsWith("[")))).toBe(false);
  });
});

describe("GET /api/host/pages/url-segment-value", () => {
  it("returns the slug value of a url segment key", async () => {
    const { status, body } = await sobor.json("/api/host/pages/url-segment-value?url=/en/blog/articles/easter&segment=blog.articles.slug");
    expect(status).toBe(200);
    expect(body.data).toBe("easter");
  });

  it("answers 404 when the url has no such segment", async () => {
    const { status } = await sobor.json("/api/host/pages/url-segment-value?url=/blog/articles/easter&segment=blog.categories.slug");
    expect(status).toBe(404);
  });
});

describe("page resolution for the site", () => {
  it("takes the language from the prefix, else the default language", async () => {
    const host = hostService(sobor.context);
    const en = await host.resolve("/en/blog/articles/easter");
    const plain = await host.resolve("/blog/articles/easter");
    expect(en.status).toBe(200);
    expect(en.status === 200 && en.loaded.tree.language).toBe("en");
    expect(plain.status === 200 && plain.loaded.tree.language).toBe("ru");
    expect(en.status === 200 && en.loaded.tree.params).toEqual({ "blog.articles.slug": "easter" });
  });

  it("answers 404 with the '/404' page when the record a template names does not exist", async () => {
    const host = hostService(sobor.context);
    await create("/api/host/pages", { url: "/404", title: "Not found" });
    await create("/api/host/pages", { url: "/billing/dummy/[billing.invoices.id]", title: "Invoice" });
    for (const url of ["/ru/blog/articles/no-such-slug", "/en/blog/categories/no-such-category", "/billing/dummy/not-a-uuid", "/billing/dummy/00000000-0000-4000-8000-000000000000"]) {
      const missing = await host.resolve(url);
      expect(missing.status, url).toBe(404);
      expect(missing.loaded?.tree.page.title, url).toBe("Not found");
    }
    const news = await host.resolve("/en/blog/categories/news");
    expect(news.status).toBe(200);
    expect(news.status === 200 && news.loaded.tree.page.title).toBe("Category");
    // The cached page depends on its record: deleting the category must drop it.
    expect(news.status === 200 && news.loaded.reads.has("blog/categories")).toBe(true);
  });

  it("reads the record an article url names once, with the page, not looked up beforehand as well", async () => {
    const host = hostService(sobor.context);
    await host.resolve("/ru/blog/articles/christmas");
    const { statements, result } = await leastQueries(sobor, () => host.resolve("/ru/blog/articles/easter"));
    expect(result.status).toBe(200);
    expect(result.status === 200 && result.loaded.tree.record?.title).toBe("Пасха");
    expect(statements.filter((sql) => /from "blog_articles" where/.test(sql))).toHaveLength(1);
  });

  it("answers 404 once the record a template page shows is deleted", async () => {
    const host = hostService(sobor.context);
    const gone = await create("/api/blog/articles", { slug: "soon-gone", title: { ru: "Скоро удалим" } });
    expect((await host.resolve("/ru/blog/articles/soon-gone")).status).toBe(200);
    expect((await sobor.request(`/api/blog/articles/${gone.id}`, { method: "DELETE", secret: true })).status).toBe(200);
    expect((await host.resolve("/ru/blog/articles/soon-gone")).status).toBe(404);
  });

  it("costs the same number of queries whatever the number of articles", async () => {
    const host = hostService(sobor.context);
    const cost = async () => (await leastQueries(sobor, () => host.resolve("/ru/blog/articles/easter"))).queries;
    await cost();
    const few = await cost();
    await sobor.json("/api/blog/articles/bulk", {
      method: "POST",
      secret: true,
      body: { data: Array.from({ length: 200 }, (_, i) => ({ slug: `bulk-${i}` })) },
    });
    expect(await cost()).toBe(few);
  });
});

describe("sitemap and robots", () => {
  it("lists every concrete url in every language", async () => {
    const response = await sobor.request("/sitemap.xml");
    const xml = await response.text();
    expect(response.headers.get("content-type")).toContain("xml");
    expect(xml).toContain("/ru/blog/articles/easter</loc>");
    expect(xml).toContain("/en/blog/articles/easter</loc>");
  });

  it("points robots at the sitemap", async () => {
    const text = await (await sobor.request("/robots.txt")).text();
    expect(text).toMatch(/Sitemap: .*\/sitemap.xml/);
  });
});

describe("revalidation", () => {
  it("needs the secret key (or an admin)", async () => {
    expect((await sobor.request("/api/revalidation/revalidate?path=/")).status).toBe(401);
    const ok = await sobor.json("/api/revalidation/revalidate?path=/&type=layout", { secret: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data.revalidated).toBe(true);
  });
});

describe("the page tree (host/server/page-graph.ts)", () => {
  it("loads layouts, widgets and their external links, and records every host entity it read", async () => {
    const page = await create("/api/host/pages", { url: "/tree-reads", title: "Tree" });
    const layout = await create("/api/host/layouts", { slug: "tree-layout" });
    const [own, before, after] = [await create("/api/host/widgets", { slug: "tree-own" }), await create("/api/host/widgets", { slug: "tree-before" }), await create("/api/host/widgets", { slug: "tree-after" })];
    await create("/api/host/pages-to-layouts", { pageId: page.id, layoutId: layout.id });
    await create("/api/host/pages-to-widgets", { pageId: page.id, widgetId: own.id });
    await create("/api/host/layouts-to-widgets", { layoutId: layout.id, widgetId: before.id });
    await create("/api/host/layouts-to-widgets", { layoutId: layout.id, widgetId: after.id, variant: "additional" });
    const target = await create("/api/blog/widgets", { title: { ru: "Лента" } });
    await create("/api/host/widgets-to-external-widgets", { widgetId: own.id, externalModule: "blog", externalWidgetId: target.id });

    const resolved = await hostService(sobor.context).resolve("/ru/tree-reads");
    expect(resolved.status).toBe(200);
    if (resolved.status !== 200) return;
    const { tree, reads } = resolved.loaded;
    expect(tree.layouts.map((l) => [l.layout.slug, l.before.map((w) => w.widget.slug), l.after.map((w) => w.widget.slug)])).toEqual([["tree-layout", ["tree-before"], ["tree-after"]]]);
    expect(tree.widgets).toEqual([{ widget: expect.objectContaining({ id: own.id, slug: "tree-own" }), externals: [{ module: "blog", id: target.id, variant: "default" }] }]);
    expect(tree.data.blog?.[target.id]).toBeDefined();
    for (const type of ["host/pages", "host/layouts", "host/widgets", "host/metadata", "host/pages-to-layouts", "host/pages-to-widgets", "host/pages-to-metadata", "host/layouts-to-widgets", "host/widgets-to-external-widgets", "blog/widgets"]) {
      expect(reads.has(type), type).toBe(true);
    }
  });
});
