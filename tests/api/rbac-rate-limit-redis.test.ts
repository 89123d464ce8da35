import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimiter, redisKeyPrefix, redisRateLimitStore } from "../../src/modules/rbac/server/rate-limit.js";
import { AUTH, PASSWORD, register, uniqueEmail } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { until } from "../helpers/cluster.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { startTcpProxy } from "../helpers/tcp-proxy.js";

// Runs when REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379); skipped otherwise.
const url = process.env.REDIS_URL;

describe.skipIf(!url)("rate limits in Redis (REDIS_URL)", () => {
  let sobor: TestSobor;
  let redis: Redis;
  const prefix = `sobor-test:${randomBytes(4).toString("hex")}:`;
  beforeAll(async () => {
    redis = new Redis(url!);
    sobor = await startTestSobor({ redisUrl: url, trustProxy: true, env: { AUTH_FAILURE_DELAY_MS: "0" } });
  });
  afterAll(async () => {
    const site = sobor && redisKeyPrefix(sobor.context.config);
    await sobor?.close();
    const keys = [...(await redis.keys(`${prefix}*`)), ...(site ? await redis.keys(`${site}*`) : [])];
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("the app counts attempts in Redis: the 11th forgot-password from one IP is 429 with Retry-After", async () => {
    const ip = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const send = () =>
      sobor.request(`${AUTH}/email-and-password/forgot-password`, { method: "POST", body: { data: { email: uniqueEmail() } }, headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expectError({ status: limited.status, body: await limited.json() }, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Keys are namespaced per site (its database), so test apps and other sites never collide.
    const key = `${redisKeyPrefix(sobor.context.config)}forgot-password:ip:${ip}`;
    expect(key).toMatch(/^sobor:rate:[0-9a-f]{12}:forgot-password:ip:/);
    expect(Number(await redis.get(key))).toBe(11);
    expect(await redis.pttl(key)).toBeGreaterThan(0);
  });

  it("the lockout scenario over Redis: ten wrong from A, the right password from B gets in, A gets 429", async () => {
    const email = uniqueEmail("owner");
    await register(sobor, email);
    const [a, b] = [`10.8.${randomBytes(1)[0]}.1`, `10.8.${randomBytes(1)[0]}.2`];
    const signIn = (ip: string, password = "wrong password") =>
      sobor.request(`${AUTH}/email-and-password/authentication`, { method: "POST", body: { data: { login: email, password } }, headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 10; i++) expect((await signIn(a)).status).toBe(401);
    expect((await signIn(b, PASSWORD)).status).toBe(200);
    const refused = await signIn(a, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("undo and reset in Redis", async () => {
    const store = redisRateLimitStore(url!, prefix);
    try {
      await store.hit("undo", 60_000);
      await store.hit("undo", 60_000);
      await store.undo("undo");
      expect(await store.hit("undo", 60_000)).toMatchObject({ count: 2 });
      await store.reset("undo");
      expect(await store.hit("undo", 60_000)).toMatchObject({ count: 1 });
      // Taking back a hit that is not there does nothing (and creates no key without an expiry).
      await store.undo("never-hit");
      expect(await redis.exists(`${prefix}never-hit`)).toBe(0);
    } finally {
      await store.close();
    }
  });

  it("places (open streams) are shared by processes, given back on release or when their time is up", async () => {
    const [first, second] = [redisRateLimitStore(url!, prefix), redisRateLimitStore(url!, prefix)];
    try {
      expect(await first.acquire("tabs", "a", 2, 60_000)).toBe(true);
      expect(await second.acquire("tabs", "b", 2, 60_000)).toBe(true);
      expect(await second.acquire("tabs", "c", 2, 60_000)).toBe(false);
      expect(await first.acquire("tabs", "a", 2, 60_000)).toBe(true);
      await first.release("tabs", "a");
      expect(await second.acquire("tabs", "c", 2, 60_000)).toBe(true);
      expect(await redis.pttl(`${prefix}tabs`)).toBeGreaterThan(0);
      expect(await first.acquire("short-place", "x", 1, 40)).toBe(true);
      expect(await second.acquire("short-place", "y", 1, 40)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await second.acquire("short-place", "y", 1, 40)).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("two processes share the counters: after 5 attempts on each, the 11th and 12th are 429", async () => {
    const first = rateLimiter(redisRateLimitStore(url!, prefix));
    const second = rateLimiter(redisRateLimitStore(url!, prefix));
    try {
      const attempt = { action: "sign-in", account: uniqueEmail() };
      for (let i = 0; i < 5; i++) {
        await first.consume(attempt);
        await second.consume(attempt);
      }
      await expect(first.consume(attempt)).rejects.toMatchObject({ status: 429, headers: { "Retry-After": expect.stringMatching(/^\d+$/) } });
      await expect(second.consume(attempt)).rejects.toMatchObject({ status: 429 });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("the window expires in Redis", async () => {
    const store = redisRateLimitStore(url!, prefix);
    try {
      expect(await store.hit("short-window", 100)).toMatchObject({ count: 1 });
      expect(await store.hit("short-window", 100)).toMatchObject({ count: 2 });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await store.hit("short-window", 100)).toMatchObject({ count: 1 });
    } finally {
      await store.close();
    }
  });

  it("while Redis is away a command fails at once rather than wait for it to come back, and counts again once it is back", async () => {
    const link = await startTcpProxy(url!);
    const store = redisRateLimitStore(link.url, prefix);
    try {
      expect(await store.hit("away", 60_000)).toMatchObject({ count: 1 });
      link.cut();
      // Once the client knows the connection is lost, nothing waits in its queue for the reconnection.
      await until("a hit to fail at once", () => store.hit("away", 60_000).then(() => false, (error: Error) => /not connected/.test(error.message)));
      await expect(store.acquire("away-places", "tab", 1, 60_000)).rejects.toThrow(/not connected/);
      link.restore();
      await until("hits to count again", () => store.hit("away", 60_000).then((hit) => hit.count >= 2, () => false), 15_000);
    } finally {
      await store.close();
      await link.close();
    }
  });

  it("while Redis is away, sign-in, registration and a new visitor's session still answer (the limits let them through)", async () => {
    const link = await startTcpProxy(url!);
    const cutOff = await startTestSobor({ redisUrl: link.url, env: { AUTH_FAILURE_DELAY_MS: "0" } });
    try {
      const email = uniqueEmail("away");
      await register(cutOff, email);
      link.cut();
      // Each used to wait through the client's reconnection attempts (a sign-in took 30 s); the
      // test's own deadline is the bound.
      for (let i = 0; i < 3; i++) {
        const wrong = await cutOff.request(`${AUTH}/email-and-password/authentication`, { method: "POST", body: { data: { login: email, password: "wrong password" } } });
        expect(wrong.status).toBe(401);
        expect((await cutOff.request(`${AUTH}/init`, { method: "POST" })).status).toBe(201);
      }
      await register(cutOff, uniqueEmail("away-new"));
    } finally {
      await cutOff.close();
      await link.close();
    }
  }, 20_000);
});
