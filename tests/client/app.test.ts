import { QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { articles as articlesTable } from "../../src/modules/blog/entities.js";
import { ApiError, type RowOf } from "../../src/core/client/api.js";
import { createApiClient, type ApiClient } from "../../src/core/client/entities.js";
import { createQueryClient, entityKeys, entityMutations, useEntity, useEntityCount, useEntityList } from "../../src/core/client/query.js";
import { startTestSobor, TEST_SECRET, type TestSobor } from "../helpers/sobor.js";

type Article = RowOf<typeof articlesTable>;

let sobor: TestSobor;
let calls: { method: string; url: string }[];
let api: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  sobor = await startTestSobor();
  calls = [];
  // The in-process adapter: the same client code, no port (DESIGN.md: no self-calls over HTTP).
  const fetch = (input: string, init: RequestInit) => {
    calls.push({ method: init.method ?? "GET", url: input });
    return sobor.app.request(input, init);
  };
  api = createApiClient({ fetch, headers: () => ({ "x-rbac-secret-key": TEST_SECRET }), retry: { list: { delayMs: 1 }, get: { delayMs: 1 } } });
  anonymous = createApiClient({ fetch, retry: { list: { delayMs: 1 } } });
});
afterAll(() => sobor?.close());

const countCalls = async <T>(work: () => Promise<T>) => {
  const before = calls.length;
  const result = await work().catch((e: unknown) => e);
  return { result, calls: calls.length - before };
};

describe("the client against the real app", () => {
  let easter: Article;
  let others: Article[];

  it("creates, bulk-creates and lists with filters and ordering", async () => {
    const articles = api.entity<Article>("blog", "articles");
    easter = await articles.create({ slug: "client-easter", title: { ru: "Светлое Христово Воскресение — Пасха", en: "Easter" } });
    expect(easter).toMatchObject({ slug: "client-easter", title: { ru: "Светлое Христово Воскресение — Пасха", en: "Easter" }, variant: "default" });
    expect(typeof easter.createdAt).toBe("string");
    others = await articles.bulkCreate([
      { slug: "client-a", title: { ru: "Рождество" } },
      { slug: "client-b", title: { ru: "Троица" } },
      { slug: "client-c", title: { ru: "Пасхальные песнопения" } },
    ]);
    expect(others.map((a) => a.slug)).toEqual(["client-a", "client-b", "client-c"]);

    await expect(articles.find({ filters: [{ column: "slug", method: "eq", value: "client-easter" }] })).resolves.toEqual([easter]);
    const paschal = await articles.find({
      filters: [{ column: "title->>ru", method: "ilike", value: "%пасх%" }],
      orderBy: [{ column: "slug", method: "asc" }],
    });
    expect(paschal.map((a) => a.slug)).toEqual(["client-c", "client-easter"]);
    const ids = [easter.id, others[1]!.id];
    const byIds = await articles.find({ filters: [{ column: "id", method: "inArray", value: ids }], orderBy: [{ column: "slug", method: "desc" }] });
    expect(byIds.map((a) => a.slug)).toEqual(["client-easter", "client-b"]);
    await expect(articles.find({ filters: [{ column: "id", method: "inArray", value: [] }] })).resolves.toEqual([]);
    const page = await articles.find({ filters: { and: [{ column: "slug", method: "like", value: "client-%" }] }, orderBy: { and: [{ column: "slug" }] }, limit: 2, offset: 1 });
    expect(page.map((a) => a.slug)).toEqual(["client-b", "client-c"]);
    await expect(articles.count({ filters: [{ column: "slug", method: "like", value: "client-%" }] })).resolves.toBe(4);
    await expect(anonymous.entity("blog", "articles").count()).resolves.toBe(4);
  });

  it("gets, updates, finds-or-creates, bulk-updates and removes", async () => {
    const articles = api.entity<Article>("blog", "articles");
    await expect(articles.get(easter.id)).resolves.toEqual(easter);
    const updated = await articles.update(easter.id, { subtitle: { ru: "Праздников праздник" } });
    expect(updated.subtitle).toEqual({ ru: "Праздников праздник" });
    await expect(articles.findOrCreate({ slug: "client-easter" })).resolves.toMatchObject({ id: easter.id });
    const fresh = await articles.findOrCreate({ slug: "client-new" });
    expect(fresh.id).not.toBe(easter.id);
    const bulk = await articles.bulkUpdate(others.map((a, i) => ({ id: a.id, adminTitle: `Bulk ${i}` })));
    expect(bulk.map((a) => a.adminTitle)).toEqual(["Bulk 0", "Bulk 1", "Bulk 2"]);
    await expect(articles.remove(fresh.id)).resolves.toMatchObject({ id: fresh.id });
    const missing = await countCalls(() => articles.get(fresh.id));
    expect(missing.result).toBeInstanceOf(ApiError);
    expect((missing.result as ApiError).message).toBe(`articles: no record with id ${fresh.id} | 404 | Not Found`);
    expect(missing.calls).toBe(1);
  });

  it("sends multipart form data the server reads", async () => {
    const file = new File(["%PDF-1.4"], "programme.pdf", { type: "application/pdf" });
    const row = await api.entity<Article>("blog", "articles").create({ slug: "client-multipart", title: { ru: "С файлом" } }, { files: { file } });
    expect(row).toMatchObject({ slug: "client-multipart", title: { ru: "С файлом" } });
  });

  it("turns the server's 400 into an ApiError with the causes, without retrying", async () => {
    const { result, calls: tries } = await countCalls(() => api.entity("blog", "articles").create({ slug: "client-x", colour: "red" }));
    const error = result as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.causes.length).toBeGreaterThan(0);
    const server = (error.body as { error: string }).error;
    expect(error.message).toBe([server, ...error.causes.map((c) => c.message), "400", "Bad Request"].join(" | "));
    expect(error.message).toContain("colour");
    expect(tries).toBe(1);

    const list = await countCalls(() => api.entity("blog", "articles").find({ filters: [{ column: "nope", method: "eq", value: 1 }] }));
    expect((list.result as ApiError).message).toBe("filters[and][0]: unknown column 'nope' | 400 | Bad Request");
    expect(list.calls).toBe(1);
  });

  it("is refused a write without the secret key", async () => {
    await expect(anonymous.entity("blog", "articles").create({ slug: "client-anon" })).rejects.toMatchObject({ status: 401 });
  });

  it("calls module routes with request()", async () => {
    await expect(api.request("GET", "/api/health")).resolves.toEqual({ status: "ok" });
    await expect(api.request("GET", "/api/no-such-module/things")).rejects.toMatchObject({ status: 404 });
  });
});

describe("TanStack Query against the real app", () => {
  it("prefetches with the default query function and renders the hooks from the cache", async () => {
    const queryClient = createQueryClient({ api });
    const params = { filters: [{ column: "slug", method: "like" as const, value: "client-%" }], orderBy: [{ column: "slug" }], limit: 3 };
    await queryClient.prefetchQuery({ queryKey: entityKeys.find("blog", "articles", params) });
    await queryClient.prefetchQuery({ queryKey: entityKeys.count("blog", "articles", { filters: params.filters }) });
    const [first] = queryClient.getQueryData<Article[]>(entityKeys.find("blog", "articles", params))!;
    await queryClient.prefetchQuery({ queryKey: entityKeys.get("blog", "articles", first!.id) });

    function Articles() {
      const list = useEntityList<Article>("blog", "articles", { ...params });
      const count = useEntityCount("blog", "articles", { filters: params.filters });
      const one = useEntity<Article>("blog", "articles", first!.id);
      const none = useEntity<Article>("blog", "articles", undefined);
      return createElement(
        "main",
        null,
        createElement("p", null, `count ${count.data} · first ${one.data?.slug} · none ${none.fetchStatus}`),
        createElement("ul", null, list.data?.map((a) => createElement("li", { key: a.id }, a.slug))),
      );
    }
    const html = renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(Articles)));
    expect(html).toContain("count 5 · first client-a · none idle");
    expect(html).toContain("<li>client-a</li><li>client-b</li><li>client-c</li>");
    queryClient.clear();
  });

  it("mutations store the written row and invalidate the entity's other queries", async () => {
    const queryClient = createQueryClient({ api });
    const listKey = entityKeys.find("blog", "articles", { filters: [{ column: "slug", method: "like", value: "client-m%" }] });
    await expect(queryClient.fetchQuery({ queryKey: listKey })).resolves.toHaveLength(1);
    await queryClient.fetchQuery({ queryKey: ["blog", "categories", "find", {}] });
    const mutations = entityMutations<Article>(queryClient, "blog", "articles");

    const created = await mutations.create({ data: { slug: "client-mutation", title: { ru: "Новая" } } });
    expect(queryClient.getQueryData(entityKeys.get("blog", "articles", created.id))).toEqual(created);
    expect(queryClient.getQueryState(listKey)!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["blog", "categories", "find", {}])!.isInvalidated).toBe(false);
    await expect(queryClient.fetchQuery({ queryKey: listKey })).resolves.toHaveLength(2);

    const updated = await mutations.update({ id: created.id, data: { adminTitle: "Changed" } });
    expect(queryClient.getQueryData<Article>(entityKeys.get("blog", "articles", created.id))!.adminTitle).toBe("Changed");
    expect(updated.adminTitle).toBe("Changed");
    expect(queryClient.getQueryState(listKey)!.isInvalidated).toBe(true);

    await mutations.remove(created.id);
    expect(queryClient.getQueryData(entityKeys.get("blog", "articles", created.id))).toBeUndefined();
    await expect(queryClient.fetchQuery({ queryKey: listKey })).resolves.toHaveLength(1);
    queryClient.clear();
  });
});
