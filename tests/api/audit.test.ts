import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../src/modules/audit/entities.js";
import { AUTH, bearer, register, signInAsAdmin, subjectOf, type Tokens } from "../helpers/accounts.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { shop } from "../helpers/shop.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
let admin: Tokens;
let adminId: string;
beforeAll(async () => {
  // Behind a proxy: the log's address is X-Forwarded-For's first entry, as the rate limiter reads it.
  sobor = await startTestSobor({ env: {}, redisUrl: undefined, trustProxy: true });
  admin = await signInAsAdmin(sobor);
  adminId = subjectOf(admin.jwt);
});
afterAll(() => sobor?.close());

const asAdmin = (init: Parameters<TestSobor["json"]>[1] = {}) => ({ ...init, headers: { ...bearer(admin.jwt), ...(init.headers ?? {}) } });

type Entry = { subjectId: string | null; source: string; address: string | null; entity: string; recordId: string | null; action: string; author: string | null; at: string };

async function log(query: Record<string, string> = {}): Promise<Entry[]> {
  const answer = await sobor.json(`/api/audit/entries?${new URLSearchParams({ limit: "100", ...query })}`, asAdmin());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.entries;
}

describe("every write lands in the audit log", () => {
  it("an administrator's generic write: who, entity, id, action, when, from which address", async () => {
    const before = new Date().toISOString();
    const { body } = await sobor.json("/api/blog/articles", asAdmin({ method: "POST", body: { data: { slug: uniqueText("a") } }, headers: { ...bearer(admin.jwt), "x-forwarded-for": "203.0.113.7, 10.0.0.1" } }));
    const entries = await log({ entity: "blog/articles", who: adminId, from: before });
    expect(entries).toEqual([
      expect.objectContaining({ subjectId: adminId, author: "admin@example.com", source: "api", address: "203.0.113.7", entity: "blog/articles", recordId: body.data.id, action: "create" }),
    ]);
  });

  it("a write with the API key, and one from the admin's pages, say so", async () => {
    const keyed = await sobor.json("/api/blog/categories", { method: "POST", secret: true, body: { data: { slug: uniqueText("c") } } });
    const fromAdmin = await sobor.json("/api/blog/categories", asAdmin({ method: "POST", body: { data: { slug: uniqueText("c") } }, headers: { ...bearer(admin.jwt), referer: "http://localhost/en/admin/blog/categories" } }));
    const entries = await log({ entity: "blog/categories" });
    expect(entries.find((e) => e.recordId === keyed.body.data.id)).toMatchObject({ source: "api-key", subjectId: null, action: "create" });
    expect(entries.find((e) => e.recordId === fromAdmin.body.data.id)).toMatchObject({ source: "admin", subjectId: adminId });
  });

  it("bulk writes: one entry per record", async () => {
    const { body } = await sobor.json("/api/blog/categories/bulk", asAdmin({ method: "POST", body: { data: [{ slug: uniqueText("c") }, { slug: uniqueText("c") }] } }));
    const entries = await log({ entity: "blog/categories" });
    for (const row of body.data) expect(entries.filter((e) => e.recordId === row.id).map((e) => e.action)).toEqual(["create"]);
  });

  it("a visitor's form request through a module's custom route", async () => {
    const form = await sobor.json("/api/crm/forms", { method: "POST", secret: true, body: { data: { title: { en: "Contact" } } } });
    const sent = await sobor.json(`/api/crm/forms/${form.body.data.id}/requests`, { method: "POST", body: { data: {} }, headers: { "x-forwarded-for": "198.51.100.4" } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const entries = await log({ entity: "crm/requests" });
    expect(entries[0]).toMatchObject({ action: "create", source: "api", subjectId: null, address: "198.51.100.4" });
  });

  it("a buyer's cart and checkout", async () => {
    const s = shop(sobor);
    const rub = await s.currency(uniqueText("rub"), "₽", true);
    const candle = await s.product([[rub, 100]]);
    const buyer = await s.registered();
    const added = await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id, quantity: 2 } });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const orderId = added.body.data.id ?? added.body.data.ecommerceModule?.orders?.[0]?.id;
    const paid = await s.as(buyer, `${buyer.base}/orders/${orderId}/checkout`, { method: "POST", data: { provider: "dummy", email: "buyer@example.org" } });
    expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(300);
    const mine = await log({ who: buyer.subjectId });
    expect(mine.filter((e) => e.entity === "ecommerce/orders" && e.recordId === orderId).map((e) => e.action)).toEqual(expect.arrayContaining(["create", "update", "checkout"]));
    expect(mine.some((e) => e.entity === "billing/invoices")).toBe(true);
  });

  it("role changes: through the API and granted on registration", async () => {
    const member = await register(sobor);
    const memberId = subjectOf(member.jwt);
    const roles = await sobor.json("/api/rbac/roles", asAdmin());
    const role = roles.body.data.find((r: any) => r.slug === "admin");
    const link = await sobor.json("/api/rbac/subjects-to-roles", asAdmin({ method: "POST", body: { data: { subjectId: memberId, roleId: role.id } } }));
    expect(link.status).toBe(201);
    const entries = await log({ entity: "rbac/subjects-to-roles" });
    expect(entries.find((e) => e.recordId === link.body.data.id)).toMatchObject({ action: "create", subjectId: adminId });
    // Registration granted the member the user role (rbac's own SQL, recorded in its transaction).
    const links = await sobor.json(`/api/rbac/subjects-to-roles?filters[and][0][column]=subjectId&filters[and][0][method]=eq&filters[and][0][value]=${memberId}`, asAdmin());
    const userLink = links.body.data.find((l: any) => l.roleId !== role.id);
    expect(entries.find((e) => e.recordId === userLink.id)).toMatchObject({ action: "role-granted", source: "api" });
  });

  it("an administrator's failed sign-in (not a member's)", async () => {
    const member = await register(sobor);
    const memberEmail = (await sobor.json(`${AUTH}/me`, { headers: bearer(member.jwt) })).body.data.identities[0].email;
    await sobor.json(`${AUTH}/email-and-password/authentication`, { method: "POST", body: { data: { login: memberEmail, password: "wrong password!" } } });
    await sobor.json(`${AUTH}/email-and-password/authentication`, { method: "POST", body: { data: { login: "admin@example.com", password: "wrong password!" } }, headers: { "x-forwarded-for": "192.0.2.66" } });
    // Recorded beside the answer (never delaying it): wait for it to land.
    await expect.poll(async () => (await log({ entity: "rbac/subjects" })).filter((e) => e.action === "sign-in-failed")).toEqual([
      expect.objectContaining({ recordId: adminId, subjectId: null, address: "192.0.2.66" }),
    ]);
  });
});

describe("the log is append-only and admin-only", () => {
  it("has no write route, and its reads are for administrators", async () => {
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      const answer = await sobor.json("/api/audit/entries", asAdmin({ method, body: { data: { entity: "x/y", action: "forged" } } }));
      expect(answer.status).toBe(404);
    }
    expect((await sobor.json("/api/audit/entries/00000000-0000-4000-8000-000000000000", asAdmin({ method: "DELETE" }))).status).toBe(404);
    expectError(await sobor.json("/api/audit/entries"), 401);
    const member = await register(sobor);
    expectError(await sobor.json("/api/audit/entries", { headers: bearer(member.jwt) }), 403);
    expect((await log()).some((e) => e.action === "forged")).toBe(false);
  });

  it("the database refuses to change or delete an entry", async () => {
    // drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (work: Promise<unknown>) => work.then(() => "done", (error: { cause?: { message?: string } }) => String(error.cause?.message));
    expect(await refusal(sobor.context.db.update(auditEntries).set({ action: "tampered" }))).toMatch(/append-only/);
    expect(await refusal(sobor.context.db.delete(auditEntries).where(eq(auditEntries.action, "create")))).toMatch(/append-only/);
    const [tampered] = await sobor.context.db.select({ n: sql<number>`count(*)` }).from(auditEntries).where(eq(auditEntries.action, "tampered"));
    expect(Number(tampered!.n)).toBe(0);
  });

  it("filters check their input", async () => {
    expectError(await sobor.json("/api/audit/entries?from=yesterday", asAdmin()), 400);
    expectError(await sobor.json("/api/audit/entries?entity=nope", asAdmin()), 400);
    expectError(await sobor.json("/api/audit/entries?limit=1000", asAdmin()), 400);
    expect(await log({ who: "nobody@example.org" })).toEqual([]);
  });
});
