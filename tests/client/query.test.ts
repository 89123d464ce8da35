import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../src/core/client/entities.js";
import { createLimiter } from "../../src/core/client/limiter.js";
import { bindingsOf, createQueryClient, entityKeys, limitedQueryFn } from "../../src/core/client/query.js";
import { startFaultServer, type FaultServer } from "./fault-server.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("limiter", () => {
  it("never runs more than its maximum at once, and runs every task in order", async () => {
    const limiter = createLimiter(5);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 17 }, (_, i) =>
        limiter.run(async () => {
          started.push(i);
          running++;
          most = Math.max(most, running);
          expect(limiter.active).toBeLessThanOrEqual(5);
          await pause(5 + (i % 3) * 5);
          running--;
          return i * 2;
        }),
      ),
    );
    expect(most).toBe(5);
    expect(started).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(results).toEqual(Array.from({ length: 17 }, (_, i) => i * 2));
    expect(limiter.active).toBe(0);
    expect(limiter.pending).toBe(0);
  });

  it("frees the slot of a failed or synchronously throwing task", async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(
      limiter.run(() => {
        throw new Error("sync");
      }),
    ).rejects.toThrow("sync");
    await expect(limiter.run(() => 42)).resolves.toBe(42);
    expect(() => createLimiter(0)).toThrow();
  });
});

describe("createQueryClient", () => {
  it("has the spec's defaults", () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries).toMatchObject({ staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false });
    expect(createQueryClient({ staleTime: 5 }).getDefaultOptions().queries!.staleTime).toBe(5);
  });

  it("builds keys under [module, entity]", () => {
    expect(entityKeys.all("blog", "articles")).toEqual(["blog", "articles"]);
    expect(entityKeys.find("blog", "articles", { limit: 20 })).toEqual(["blog", "articles", "find", { limit: 20 }]);
    expect(entityKeys.count("blog", "articles")).toEqual(["blog", "articles", "count", {}]);
    expect(entityKeys.get("blog", "articles", "x")).toEqual(["blog", "articles", "get", "x"]);
  });

  it("gives a foreign QueryClient a same-origin api and a limiter of 5", () => {
    const { api, limiter } = bindingsOf(new QueryClient());
    expect(api.baseUrl).toBe("");
    expect(limiter.max).toBe(5);
  });
});

describe("at most 5 queries in flight against a real server", () => {
  let server: FaultServer;
  beforeAll(async () => {
    server = await startFaultServer();
    server.fallback = (hit) => ({ status: 200, json: { data: { url: hit.url } }, delayMs: 150 });
  });
  afterAll(() => server.close());

  it("queues entity queries beyond five", async () => {
    const queryClient = createQueryClient({ api: createApiClient({ baseUrl: server.url }) });
    const ids = Array.from({ length: 13 }, (_, i) => `id-${i}`);
    const answers = await Promise.all([
      ...ids.map((id) => queryClient.fetchQuery({ queryKey: entityKeys.get("blog", "articles", id) })),
      queryClient.fetchQuery({ queryKey: entityKeys.find("blog", "articles", { limit: 1 }) }),
      queryClient.fetchQuery({ queryKey: entityKeys.count("blog", "categories") }),
    ]);
    expect(answers).toHaveLength(15);
    expect(answers[0]).toEqual({ url: "/api/blog/articles/id-0" });
    expect(answers[13]).toEqual({ url: "/api/blog/articles?limit=1" });
    expect(server.maxInFlight).toBe(5);
    expect(bindingsOf(queryClient).limiter.active).toBe(0);
  });

  it("queues custom query functions through the same limiter", async () => {
    const queryClient = createQueryClient({ api: createApiClient({ baseUrl: server.url }), maxConcurrentQueries: 2 });
    const { api } = bindingsOf(queryClient);
    const before = server.hits.length;
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        queryClient.fetchQuery({
          queryKey: ["rbac", "subjects", "me", i],
          queryFn: limitedQueryFn(queryClient, async () => {
            most = Math.max(most, ++running);
            try {
              return await api.request("GET", `/api/rbac/subjects/authentication/me?i=${i}`);
            } finally {
              running--;
            }
          }),
        }),
      ),
    );
    expect(most).toBe(2);
    expect(server.hits.length - before).toBe(6);
  });

  it("rejects a key it does not know how to fetch", async () => {
    const queryClient = createQueryClient({ api: createApiClient({ baseUrl: server.url }) });
    await expect(queryClient.fetchQuery({ queryKey: ["blog", "articles", "export"] })).rejects.toThrow("No query function for key");
  });
});
