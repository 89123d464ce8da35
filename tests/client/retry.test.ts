import qs from "qs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError, DEFAULT_RETRY, type ApiClientOptions } from "../../src/core/client/api.js";
import { createApiClient } from "../../src/core/client/entities.js";
import { closedPort, errorBody, startFaultServer, until, type FaultServer } from "./fault-server.js";

const ID = "0b7c2a5e-8f0e-4c55-9d3c-1a2b3c4d5e6f";
const LIST = "GET /api/blog/articles";
const ok = (data: unknown) => ({ status: 200, json: { data } });

let server: FaultServer;
beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.hits.length = 0;
  server.fallback = () => ({ status: 404, json: errorBody(404, "No plan") });
});

/** Fast retries: the counts of the spec, short waits. */
const client = (options: ApiClientOptions = {}) =>
  createApiClient({
    baseUrl: server.url,
    ...options,
    retry: { list: { delayMs: 10, ...options.retry?.list }, get: { delayMs: 10, ...options.retry?.get }, write: options.retry?.write },
  });
const articles = (options?: ApiClientOptions) => client(options).entity("blog", "articles");

describe("defaults", () => {
  it("are the spec's: list 3 tries, 10 s, 1 s apart; get 30 tries 1 s apart; writes once", () => {
    expect(DEFAULT_RETRY.list).toEqual({ tries: 3, timeoutMs: 10_000, delayMs: 1_000, retryOn: "transient" });
    expect(DEFAULT_RETRY.get).toMatchObject({ tries: 30, delayMs: 1_000, retryOn: "connection" });
    expect(DEFAULT_RETRY.write).toMatchObject({ tries: 1, retryOn: "never" });
  });
});

describe("list retries", () => {
  it("succeeds on the third try after two 503s, and unwraps data", async () => {
    server.plan(LIST, [
      { status: 503, json: errorBody(503, "Busy") },
      { status: 503, json: errorBody(503, "Busy") },
      ok([{ id: ID, slug: "easter" }]),
    ]);
    await expect(articles().find()).resolves.toEqual([{ id: ID, slug: "easter" }]);
    expect(server.hits).toHaveLength(3);
  });

  it("gives up after three 503s with the joined message, status and causes", async () => {
    server.fallback = () => ({ status: 503, json: errorBody(503, "Database is starting", ["try later", "pool empty"]) });
    const error = await articles().find().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Database is starting | try later | pool empty | 503 | Service Unavailable");
    expect(error).toMatchObject({ status: 503, kind: "http", causes: [{ message: "try later" }, { message: "pool empty" }], requestId: "req-1" });
    expect(server.hits).toHaveLength(3);
  });

  it("waits between tries", async () => {
    server.fallback = () => ({ status: 500, json: errorBody(500, "Internal Server Error") });
    const started = Date.now();
    await expect(articles({ retry: { list: { delayMs: 150 } } }).count()).rejects.toThrow("Internal Server Error | 500 | Internal Server Error");
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(server.hits.map((h) => h.url)).toEqual(Array(3).fill("/api/blog/articles/count"));
  });

  it("does not retry a 400; the message joins error, causes, status and status text", async () => {
    server.plan(LIST, [{ status: 400, json: errorBody(400, "server message", ["cause one", "cause two"]) }]);
    const error = (await articles().find().catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("server message | cause one | cause two | 400 | Bad Request");
    expect(error.status).toBe(400);
    expect(error.statusText).toBe("Bad Request");
    expect(error.causes).toEqual([{ message: "cause one" }, { message: "cause two" }]);
    expect(server.hits).toHaveLength(1);
  });

  it("does not retry a 404 or a 401", async () => {
    server.plan(LIST, [{ status: 401, json: errorBody(401, "Unauthorized") }]);
    await expect(articles().find()).rejects.toThrow("Unauthorized | 401 | Unauthorized");
    await expect(articles().find()).rejects.toThrow("No plan | 404 | Not Found");
    expect(server.hits).toHaveLength(2);
  });

  it("reads a non-JSON error answer as status and status text only, and retries a 502", async () => {
    server.fallback = () => ({ status: 502, text: "<html>bad gateway</html>" });
    const error = (await articles().find().catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("502 | Bad Gateway");
    expect(error.body).toBe("<html>bad gateway</html>");
    expect(server.hits).toHaveLength(3);
  });

  it("times out a hanging request per try and retries it", async () => {
    server.fallback = () => "hang";
    const started = Date.now();
    const error = (await articles({ retry: { list: { timeoutMs: 100 } } })
      .find()
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe("timeout");
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^Timed out after 100 ms \| GET http:\/\/127\.0\.0\.1:\d+\/api\/blog\/articles$/);
    expect(server.hits).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("recovers when a hanging try is followed by an answer", async () => {
    server.plan(LIST, ["hang", ok([])]);
    await expect(articles({ retry: { list: { timeoutMs: 100 } } }).find()).resolves.toEqual([]);
    expect(server.hits).toHaveLength(2);
  });

  it("retries a dropped connection", async () => {
    server.plan(LIST, ["destroy", ok([{ id: ID }])]);
    await expect(articles().find()).resolves.toEqual([{ id: ID }]);
    expect(server.hits).toHaveLength(2);
  });

  it("stops at once when the caller aborts, even between tries", async () => {
    server.fallback = () => ({ status: 503, json: errorBody(503, "Busy") });
    const controller = new AbortController();
    const pending = articles({ retry: { list: { delayMs: 5_000 } } }).find({}, { signal: controller.signal });
    await until(() => server.hits.length === 1);
    const started = Date.now();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(server.hits).toHaveLength(1);
  });
});

describe("get by id", () => {
  it("retries while the connection is refused, then succeeds once the server is up", async () => {
    const port = await closedPort();
    let tries = 0;
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      fetch: (input, init) => (tries++, fetch(input, init)),
      retry: { get: { delayMs: 30 } },
    });
    const pending = api.entity("blog", "articles").get(ID);
    await until(() => tries >= 3);
    const late = await startFaultServer(port);
    try {
      late.plan(`GET /api/blog/articles/${ID}`, [ok({ id: ID, slug: "late" })]);
      await expect(pending).resolves.toEqual({ id: ID, slug: "late" });
      expect(tries).toBeGreaterThanOrEqual(4);
      expect(late.hits).toHaveLength(1);
    } finally {
      await late.close();
    }
  });

  it("gives up after its tries with a network error of status 0", async () => {
    const port = await closedPort();
    let tries = 0;
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      fetch: (input, init) => (tries++, fetch(input, init)),
      retry: { get: { tries: 5, delayMs: 5 } },
    });
    const error = (await api.entity("blog", "articles").get(ID).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "network", status: 0, method: "GET" });
    expect(error.message).toMatch(/^Network error: fetch failed \(ECONNREFUSED\) \| GET /);
    expect(tries).toBe(5);
  });

  it("retries a connection timeout", async () => {
    server.plan(`GET /api/blog/articles/${ID}`, ["hang", "hang", ok({ id: ID })]);
    await expect(articles({ retry: { get: { timeoutMs: 100 } } }).get(ID)).resolves.toEqual({ id: ID });
    expect(server.hits).toHaveLength(3);
  });

  it("does not retry an answer from the server, even a 503", async () => {
    server.plan(`GET /api/blog/articles/${ID}`, [{ status: 503, json: errorBody(503, "Busy") }]);
    await expect(articles().get(ID)).rejects.toThrow("Busy | 503 | Service Unavailable");
    server.plan(`GET /api/blog/articles/${ID}`, [{ status: 404, json: errorBody(404, `articles: no record with id ${ID}`) }]);
    await expect(articles().get(ID)).rejects.toMatchObject({ status: 404, message: `articles: no record with id ${ID} | 404 | Not Found` });
    expect(server.hits).toHaveLength(2);
  });
});

describe("writes", () => {
  it("are never retried", async () => {
    server.fallback = () => ({ status: 503, json: errorBody(503, "Busy") });
    const api = articles();
    await expect(api.create({ slug: "a" })).rejects.toMatchObject({ status: 503 });
    await expect(api.update(ID, { slug: "a" })).rejects.toMatchObject({ status: 503 });
    await expect(api.remove(ID)).rejects.toMatchObject({ status: 503 });
    await expect(api.bulkCreate([{ slug: "a" }])).rejects.toMatchObject({ status: 503 });
    server.fallback = () => "destroy";
    await expect(api.findOrCreate({ slug: "a" })).rejects.toMatchObject({ kind: "network" });
    expect(server.hits.map((h) => `${h.method} ${h.url}`)).toEqual([
      "POST /api/blog/articles",
      `PATCH /api/blog/articles/${ID}`,
      `DELETE /api/blog/articles/${ID}`,
      "POST /api/blog/articles/bulk",
      "POST /api/blog/articles/find-or-create",
    ]);
  });

  it("send {data} as JSON with the client's headers, and unwrap the answer", async () => {
    server.fallback = (hit) => ({ status: hit.method === "POST" ? 201 : 200, json: { data: { echoed: JSON.parse(hit.body || "null") } } });
    const api = articles({ headers: () => ({ "x-rbac-secret-key": "s3cret" }) });
    await expect(api.create({ slug: "easter" })).resolves.toEqual({ echoed: { data: { slug: "easter" } } });
    await expect(api.bulkUpdate([{ id: ID, slug: "b" }])).resolves.toEqual({ echoed: { data: [{ id: ID, slug: "b" }] } });
    const [create, bulk] = server.hits;
    expect(create!.headers["content-type"]).toBe("application/json");
    expect(create!.headers["x-rbac-secret-key"]).toBe("s3cret");
    expect(bulk).toMatchObject({ method: "PATCH", url: "/api/blog/articles/bulk" });
  });

  it("send multipart form data with a data field and the files", async () => {
    server.fallback = () => ({ status: 201, json: { data: { ok: true } } });
    const file = new File(["hello"], "hello.txt", { type: "text/plain" });
    await articles().create({ slug: "with-file" }, { files: { file } });
    const hit = server.hits[0]!;
    expect(hit.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(hit.body, { headers: { "content-type": hit.headers["content-type"]! } }).formData();
    expect(JSON.parse(form.get("data") as string)).toEqual({ slug: "with-file" });
    expect(await (form.get("file") as File).text()).toBe("hello");
  });

  it("include credentials on every call", async () => {
    const inits: RequestInit[] = [];
    server.fallback = () => ok({});
    const api = client({ fetch: (input, init) => (inits.push(init), fetch(input, init)) });
    await api.entity("blog", "articles").find();
    await api.entity("blog", "articles").get(ID);
    await api.entity("blog", "articles").create({});
    await api.request("POST", "/api/rbac/subjects/authentication/logout");
    expect(inits.map((i) => i.credentials)).toEqual(["include", "include", "include", "include"]);
  });
});

describe("keepalive", () => {
  it("goes with small writes, so a quantity saved as the buyer leaves the page still arrives; never with reads, uploads or large bodies", async () => {
    const inits: RequestInit[] = [];
    server.fallback = () => ok({});
    const api = client({ fetch: (input, init) => (inits.push(init), fetch(input, init)) });
    const entity = api.entity("blog", "articles");
    await entity.find();
    await entity.update(ID, { slug: "small" });
    await api.request("POST", "/api/rbac/subjects/authentication/logout");
    await entity.create({ slug: "with-file" }, { files: { file: new File(["hello"], "a.txt", { type: "text/plain" }) } });
    await entity.create({ description: "x".repeat(20_000) });
    expect(inits.map((init) => init.keepalive === true)).toEqual([false, true, true, false, false]);
  });
});

describe("query string", () => {
  it("uses the nested-key format of the contract", async () => {
    server.fallback = () => ok([]);
    await articles().find({ filters: [{ column: "slug", method: "eq", value: "x" }], limit: 20 });
    expect(server.hits[0]!.url).toBe(
      "/api/blog/articles?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=x&limit=20",
    );
  });

  it("is parsed by qs on the server into what the client meant", async () => {
    server.fallback = () => ok([]);
    await articles().find({
      filters: {
        and: [
          { column: "title->>ru", method: "ilike", value: "%Пасха & Рождество = 100% +1%" },
          { column: "id", method: "inArray", value: [ID, "b", "c"] },
          { column: "variant", method: "isNotNull" },
        ],
        or: [{ column: "slug", method: "like", value: "a#b?c/d" }],
      },
      orderBy: [{ column: "createdAt", method: "desc" }, { column: "slug" }],
      limit: 5,
      offset: 10,
    });
    const url = server.hits[0]!.url;
    expect(qs.parse(url.slice(url.indexOf("?") + 1), { depth: 6 })).toEqual({
      filters: {
        and: [
          { column: "title->>ru", method: "ilike", value: "%Пасха & Рождество = 100% +1%" },
          { column: "id", method: "inArray", value: [ID, "b", "c"] },
          { column: "variant", method: "isNotNull" },
        ],
        or: [{ column: "slug", method: "like", value: "a#b?c/d" }],
      },
      orderBy: { and: [{ column: "createdAt", method: "desc" }, { column: "slug" }] },
      limit: "5",
      offset: "10",
    });
  });

  it("sends count filters, and a generic request's query", async () => {
    server.fallback = () => ok(3);
    await expect(articles().count({ filters: [{ column: "slug", method: "ne", value: "x" }] })).resolves.toBe(3);
    await client().request("GET", "/api/host/pages/find-by-url", { query: { url: "/ru/blog?x=1" } });
    expect(server.hits.map((h) => h.url)).toEqual([
      "/api/blog/articles/count?filters[and][0][column]=slug&filters[and][0][method]=ne&filters[and][0][value]=x",
      "/api/host/pages/find-by-url?url=%2Fru%2Fblog%3Fx%3D1",
    ]);
  });
});

describe("generic request", () => {
  it("retries GET like a list and returns answers without data as they are", async () => {
    server.plan("GET /api/rbac/subjects/authentication/me", [{ status: 503, json: errorBody(503, "Busy") }, { status: 200, json: { jwt: "t" } }]);
    await expect(client().request("GET", "/api/rbac/subjects/authentication/me")).resolves.toEqual({ jwt: "t" });
    expect(server.hits).toHaveLength(2);
  });

  it("does not retry POST, and unwraps data", async () => {
    server.plan("POST /api/ecommerce/orders/clear-old-orders", [{ status: 503, json: errorBody(503, "Busy") }, ok(1)]);
    const api = client();
    await expect(api.request("POST", "/api/ecommerce/orders/clear-old-orders", { data: {} })).rejects.toMatchObject({ status: 503 });
    await expect(api.request("POST", "/api/ecommerce/orders/clear-old-orders", { data: {} })).resolves.toBe(1);
    expect(server.hits).toHaveLength(2);
  });

  it("returns undefined for an empty answer", async () => {
    server.fallback = () => ({ status: 204 });
    await expect(client().request("DELETE", "/api/x")).resolves.toBeUndefined();
  });
});
