import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/modules/ecommerce/entities.js";
import { sessions, subjects } from "../../src/modules/rbac/entities.js";
import { subjectsToEcommerceModuleOrders, subjectsToSocialModuleProfiles } from "../../src/links/rbac.js";
import { sweepAnonymousSubjects } from "../../src/modules/rbac/server/anonymous-sweep.js";
import { messages, profiles, profilesToMessages } from "../../src/modules/social/entities.js";
import { AUTH, bearer, register, subjectOf, tokensFrom } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor({ redisUrl: undefined });
});
afterAll(() => sobor?.close());

const CLEAR = "/api/rbac/subjects/clear-old-anonymous";
const DAY = 24 * 60 * 60 * 1000;
const clear = (init: Parameters<TestSobor["json"]>[1] = {}) => sobor.json(CLEAR, { method: "POST", ...init });

/** A visitor's anonymous session: the subject and its access token. */
async function visitor() {
  const tokens = await tokensFrom(sobor.json(`${AUTH}/init`, { method: "POST" }), 201);
  return { id: subjectOf(tokens.jwt), jwt: tokens.jwt };
}

/** Makes the subject, and every session it was issued, `days` old: not seen since. */
async function age(subjectId: string, days: number, { sessionsToo = true } = {}) {
  const then = new Date(Date.now() - days * DAY);
  const { db } = sobor.context;
  await db.update(subjects).set({ createdAt: then, updatedAt: then }).where(eq(subjects.id, subjectId));
  if (sessionsToo) await db.update(sessions).set({ createdAt: then, updatedAt: then }).where(eq(sessions.subjectId, subjectId));
}

const remaining = async (ids: string[]) =>
  (await sobor.context.db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, ids))).map((row) => row.id).sort();

describe("sweeping old anonymous subjects", () => {
  it("is for an administrator or a trusted server only", async () => {
    expectError(await clear(), 401);
    const user = await register(sobor);
    expectError(await clear({ headers: bearer(user.jwt) }), 403);
    expectError(await clear({ secret: true, body: { data: { olderThan: 1 } } }), 400, /Unknown field/);
  });

  it("deletes old empty anonymous subjects with their sessions, and keeps the ones with an identity, a cart, a message or a recent visit", async () => {
    const { db } = sobor.context;
    const empty = await visitor();
    const withCart = await visitor();
    const withMessage = await visitor();
    const recentVisit = await visitor();
    const fresh = await visitor();
    const registered = subjectOf((await register(sobor)).jwt);

    const [order] = await db.insert(orders).values({ type: "cart", status: "new", receipt: "" }).returning({ id: orders.id });
    await db.insert(subjectsToEcommerceModuleOrders).values({ subjectId: withCart.id, ecommerceModuleOrderId: order!.id });
    const [profile] = await db.insert(profiles).values({}).returning({ id: profiles.id });
    const [message] = await db.insert(messages).values({ description: "Hello" }).returning({ id: messages.id });
    await db.insert(subjectsToSocialModuleProfiles).values({ subjectId: withMessage.id, socialModuleProfileId: profile!.id });
    await db.insert(profilesToMessages).values({ profileId: profile!.id, messageId: message!.id });

    for (const subject of [empty.id, withCart.id, withMessage.id, registered]) await age(subject, 31);
    // Created long ago, but its session was refreshed this week: still visiting.
    await age(recentVisit.id, 31, { sessionsToo: false });

    const all = [empty.id, withCart.id, withMessage.id, recentVisit.id, fresh.id, registered];
    expect(await clear({ secret: true })).toEqual({ status: 200, body: { data: { deleted: 1 } } });
    expect(await remaining(all)).toEqual(all.filter((id) => id !== empty.id).sort());
    expect(await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.subjectId, empty.id))).toEqual([]);
    expectError(await sobor.json(`${AUTH}/me`, { headers: bearer(empty.jwt) }), 401);
    // The kept ones still work.
    expect((await sobor.json(`${AUTH}/me`, { headers: bearer(withCart.jwt) })).status).toBe(200);
    expect(await clear({ secret: true })).toEqual({ status: 200, body: { data: { deleted: 0 } } });
  });

  it("works through a backlog in bounded batches", async () => {
    const old = await Promise.all(Array.from({ length: 7 }, () => visitor()));
    for (const { id } of old) await age(id, 40);
    const kept = await visitor();
    const deleted = await sweepAnonymousSubjects(sobor.context.db, sobor.context.bus, { batchSize: 3 });
    expect(deleted).toBe(7);
    expect(await remaining([...old.map((s) => s.id), kept.id])).toEqual([kept.id]);
  });
});
