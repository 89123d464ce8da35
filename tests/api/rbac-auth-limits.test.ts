import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authLimits } from "../../src/modules/rbac/server/auth-limits.js";
import { memoryRateLimitStore } from "../../src/modules/rbac/server/rate-limit.js";
import { AUTH, bearer, PASSWORD, register, subjectOf, uniqueEmail } from "../helpers/accounts.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

const INIT_PER_HOUR = 5;
let sobor: TestSobor;
beforeAll(async () => {
  // Behind a proxy the client's address comes from X-Forwarded-For; in-process requests have none.
  // No failure delay here: the delays are checked below without waiting for them.
  sobor = await startTestSobor({ trustProxy: true, redisUrl: undefined, env: { AUTH_FAILURE_DELAY_MS: "0", AUTH_INIT_LIMIT_PER_HOUR: String(INIT_PER_HOUR) } });
});
afterAll(() => sobor?.close());

let ipCount = 0;
const freshIp = () => `10.2.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;
const from = (ip: string) => ({ "x-forwarded-for": ip });
const post = (path: string, data: unknown, ip?: string) =>
  sobor.request(`${AUTH}${path}`, { method: "POST", body: data === undefined ? undefined : { data }, headers: ip ? from(ip) : {} });
const signIn = (login: string, ip: string, password = "wrong password") => post("/email-and-password/authentication", { login, password }, ip);

async function expectStatus(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return text ? JSON.parse(text) : undefined;
}

async function expectTooMany(response: Response, windowSeconds = 60) {
  const body = await expectStatus(response, 429);
  expect(body.error).toMatch(/Too many attempts; try again in \d+ seconds/);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe("the current password, asked again while signed in", () => {
  it("guesses through change-password and change-email count as failed sign-ins: 429 past the limit", async () => {
    const email = uniqueEmail("session");
    const tokens = await register(sobor, email);
    const subject = `/api/rbac/subjects/${subjectOf(tokens.jwt)}`;
    const [identity] = (await sobor.json(`${subject}/identities`, { headers: bearer(tokens.jwt) })).body.data;
    const ip = freshIp();
    const patch = (path: string, data: unknown) =>
      sobor.request(`${subject}${path}`, { method: "PATCH", body: { data }, headers: { ...from(ip), ...bearer(tokens.jwt) } });
    for (let i = 0; i < 5; i++) await expectStatus(await patch("/change-password", { password: `wrong guess ${i}`, newPassword: "a new password" }), 400);
    for (let i = 5; i < 10; i++) await expectStatus(await patch(`/identities/${identity.id}`, { email: uniqueEmail(), password: `wrong guess ${i}` }), 400);
    await expectTooMany(await patch("/change-password", { password: PASSWORD, newPassword: "a new password" }));
    await expectTooMany(await signIn(email, ip, PASSWORD));
    // The owner elsewhere is not locked out.
    await expectStatus(await signIn(email, freshIp(), PASSWORD), 200);
  });
});

describe("sign-in: nobody can lock an owner out", () => {
  it("ten wrong passwords from A: the right one from B gets in, A gets 429", async () => {
    const email = uniqueEmail("owner");
    await register(sobor, email);
    const [a, b] = [freshIp(), freshIp()];
    for (let i = 0; i < 10; i++) await expectStatus(await signIn(email, a), 401);
    const fromB = await expectStatus(await signIn(email, b, PASSWORD), 200);
    expect(fromB.data.jwt).toEqual(expect.any(String));
    await expectTooMany(await signIn(email, a, PASSWORD));
  });

  it("many addresses failing on one account slow it down but never refuse it", async () => {
    const email = uniqueEmail("target");
    await register(sobor, email);
    for (let i = 0; i < 25; i++) await expectStatus(await signIn(email, freshIp()), 401);
    await expectStatus(await signIn(email, freshIp(), PASSWORD), 200);
  });

  it("a sign-in that works clears that address's failures on the account", async () => {
    const email = uniqueEmail("typo");
    await register(sobor, email);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) await expectStatus(await signIn(email, ip), 401);
    await expectStatus(await signIn(email, ip, PASSWORD), 200);
    for (let i = 0; i < 10; i++) await expectStatus(await signIn(email, ip), 401);
    await expectTooMany(await signIn(email, ip));
  });

  it("one address gets 30 failures a minute whatever the accounts, then 429; other addresses are not affected", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await expectStatus(await signIn(uniqueEmail(), ip), 401);
    await expectTooMany(await signIn(uniqueEmail(), ip));
    await expectStatus(await signIn(uniqueEmail(), freshIp()), 401);
  });
});

describe("reset-password and refresh", () => {
  it("reset-password: ten wrong codes from one address, then 429", async () => {
    const ip = freshIp();
    const data = { code: "not-a-code", password: PASSWORD, passwordConfirmation: PASSWORD };
    for (let i = 0; i < 10; i++) await expectStatus(await post("/email-and-password/reset-password", data, ip), 400);
    await expectTooMany(await post("/email-and-password/reset-password", data, ip));
    await expectStatus(await post("/email-and-password/reset-password", data, freshIp()), 400);
  });

  it("refresh: 30 bad tokens from one address, then 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await expectStatus(await post("/refresh", { refresh: `bogus-${i}` }, ip), 401);
    await expectTooMany(await post("/refresh", { refresh: "bogus-last" }, ip));
  });

  it("refresh: one token tried from ten addresses, then 429 from any", async () => {
    for (let i = 0; i < 10; i++) await expectStatus(await post("/refresh", { refresh: "one-stolen-token" }, freshIp()), 401);
    await expectTooMany(await post("/refresh", { refresh: "one-stolen-token" }, freshIp()));
  });

  it("refreshes that work do not count: 35 in a row from one address", async () => {
    const ip = freshIp();
    let tokens = (await expectStatus(await post("/init", undefined, freshIp()), 201)).data;
    for (let i = 0; i < 35; i++) tokens = (await expectStatus(await post("/refresh", { refresh: tokens.refresh }, ip), 200)).data;
  });
});

describe("authentication/init", () => {
  it(`${INIT_PER_HOUR} anonymous sessions an hour per address, then 429; other addresses and in-process calls go on`, async () => {
    const ip = freshIp();
    for (let i = 0; i < INIT_PER_HOUR; i++) await expectStatus(await post("/init", undefined, ip), 201);
    const refused = await post("/init", undefined, ip);
    await expectTooMany(refused, 3600);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    await expectStatus(await post("/init", undefined, freshIp()), 201);
    for (let i = 0; i < INIT_PER_HOUR + 1; i++) await expectStatus(await post("/init", undefined), 201);
  });
});

describe("the account's slowdown", () => {
  it("waits 250 ms, then twice as long per failure up to 5 s, and never refuses", async () => {
    const waited: number[] = [];
    const limits = authLimits(memoryRateLimitStore(), {
      perAccountAndAddress: 10,
      initPerHour: 100,
      failureDelayMs: 250,
      sleep: async (ms) => waited.push(ms),
    });
    for (let i = 0; i < 8; i++) expect(await limits.signIn({ ip: `10.3.0.${i}`, account: "a@b.c" }, async () => undefined)).toBeUndefined();
    expect(waited).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
    // The right password from a fresh address: no wait, no refusal.
    expect(await limits.signIn({ ip: "10.3.1.1", account: "a@b.c" }, async () => "subject")).toBe("subject");
    expect(waited).toHaveLength(8);
  });

  it("a store that fails lets attempts through (logged) rather than lock everyone out", async () => {
    const failing = { hit: () => Promise.reject(new Error("down")), undo: () => Promise.reject(new Error("down")), reset: () => Promise.reject(new Error("down")), acquire: () => Promise.reject(new Error("down")), release: () => Promise.reject(new Error("down")), close: async () => undefined };
    const limits = authLimits(failing, { perAccountAndAddress: 1, initPerHour: 1, failureDelayMs: 0 });
    for (let i = 0; i < 3; i++) expect(await limits.signIn({ ip: "10.3.2.1", account: "a@b.c" }, async () => undefined)).toBeUndefined();
    expect(await limits.signIn({ ip: "10.3.2.1", account: "a@b.c" }, async () => "ok")).toBe("ok");
    await limits.init("10.3.2.1");
    await limits.init("10.3.2.1");
  });
});
