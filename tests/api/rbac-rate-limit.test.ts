import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryRateLimitStore, rateLimiter } from "../../src/modules/rbac/server/rate-limit.js";
import { AUTH, PASSWORD, uniqueEmail } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
beforeAll(async () => {
  // Behind a proxy the client's IP comes from X-Forwarded-For; in-process requests have no socket.
  sobor = await startTestSobor({ trustProxy: true, redisUrl: undefined, env: { AUTH_FAILURE_DELAY_MS: "0" } });
});
afterAll(() => sobor?.close());

let ipCount = 0;
const freshIp = () => `10.1.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;
const from = (ip: string) => ({ "x-forwarded-for": `${ip}, 172.16.0.1` });
const post = (path: string, data: unknown, ip: string) => sobor.json(`${AUTH}${path}`, { method: "POST", body: { data }, headers: from(ip) });
const signIn = (login: string, ip: string, password = "wrong password") => post("/email-and-password/authentication", { login, password }, ip);

function expectTooMany(answer: { status: number; body: any }, headers?: Headers) {
  expectError(answer, 429, /Too many attempts/);
  if (headers) {
    const retryAfter = Number(headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }
}

describe("rate limits: 10 a minute per IP and per account (registration, forgot-password, EVM)", () => {
  // Sign-in (lockout per address and per account and address, never per account) is tested in
  // rbac-auth-limits.test.ts.

  it("registration", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post("/email-and-password/registration", { login: uniqueEmail(), password: PASSWORD }, ip)).status).toBe(201);
    expectTooMany(await post("/email-and-password/registration", { login: uniqueEmail(), password: PASSWORD }, ip));
  });

  it("forgot-password, per IP and per email", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post("/email-and-password/forgot-password", { email: uniqueEmail() }, ip)).status).toBe(200);
    expectTooMany(await post("/email-and-password/forgot-password", { email: uniqueEmail() }, ip));
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) expect((await post("/email-and-password/forgot-password", { email }, freshIp())).status).toBe(200);
    expectTooMany(await post("/email-and-password/forgot-password", { email }, freshIp()));
  });

  it("EVM sign-in", async () => {
    const ip = freshIp();
    const data = (n: number) => ({ message: "not signed", signature: "0x00", address: `0x${String(n).padStart(40, "0")}` });
    for (let i = 0; i < 10; i++) expectError(await post("/ethereum-virtual-machine", data(i), ip), 401);
    expectTooMany(await post("/ethereum-virtual-machine", data(99), ip));
  });

  it("each action counts apart: a blocked sign-in does not block registration", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await signIn(uniqueEmail(), ip);
    expectTooMany(await signIn(uniqueEmail(), ip));
    expect((await post("/email-and-password/registration", { login: uniqueEmail(), password: PASSWORD }, ip)).status).toBe(201);
  });

  it("without a known IP (in-process calls) only the account is counted", async () => {
    for (let i = 0; i < 12; i++) {
      const { status } = await sobor.json(`${AUTH}/email-and-password/forgot-password`, { method: "POST", body: { data: { email: uniqueEmail() } } });
      expect(status).toBe(200);
    }
  });
});

describe("the in-memory store", () => {
  it("holds at most `max` places per key (open streams), given back on release or when their time is up", async () => {
    const store = memoryRateLimitStore();
    expect(await store.acquire("tabs", "a", 2, 60_000)).toBe(true);
    expect(await store.acquire("tabs", "b", 2, 60_000)).toBe(true);
    expect(await store.acquire("tabs", "c", 2, 60_000)).toBe(false);
    // A holder asking again keeps its place; another key is counted apart.
    expect(await store.acquire("tabs", "a", 2, 60_000)).toBe(true);
    expect(await store.acquire("other", "c", 2, 60_000)).toBe(true);
    await store.release("tabs", "a");
    expect(await store.acquire("tabs", "c", 2, 60_000)).toBe(true);
    // A place never given back (its process died) is forgotten after its time.
    expect(await store.acquire("short", "x", 1, 40)).toBe(true);
    expect(await store.acquire("short", "y", 1, 40)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.acquire("short", "y", 1, 40)).toBe(true);
  });

  it("counts per key within a window and starts again after it", async () => {
    const store = memoryRateLimitStore();
    expect(await store.hit("a", 60)).toMatchObject({ count: 1 });
    expect(await store.hit("a", 60)).toMatchObject({ count: 2 });
    expect(await store.hit("b", 60)).toMatchObject({ count: 1 });
    const { resetInMs } = await store.hit("a", 60);
    expect(resetInMs).toBeGreaterThan(0);
    expect(resetInMs).toBeLessThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.hit("a", 60)).toMatchObject({ count: 1 });
  });

  it("a limiter lets a store failure through (logged) rather than lock everyone out", async () => {
    const limiter = rateLimiter({ hit: () => Promise.reject(new Error("down")), undo: async () => undefined, reset: async () => undefined, acquire: async () => true, release: async () => undefined, close: async () => undefined });
    await expect(limiter.consume({ action: "sign-in", ip: "1.2.3.4", account: "a@b.c" })).resolves.toBeUndefined();
  });
});
