import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { auditEntries } from "../../src/modules/audit/entities.js";
import { Writes } from "../../src/core/history/writes.js";
import { orders, ordersToProducts } from "../../src/modules/ecommerce/entities.js";
import { messages } from "../../src/modules/notification/entities.js";
import { identities } from "../../src/modules/rbac/entities.js";
import { AUTH, bearer, PASSWORD, register, signInAsAdmin, subjectOf, tokensFrom, uniqueEmail, type Tokens } from "../helpers/accounts.js";
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

const EVM = `${AUTH}/ethereum-virtual-machine`;

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

  it("a transaction's gathered writes (a checkout's nine): their entries in one statement, the act beside them never published", async () => {
    const writes = new Writes();
    const [order, line, invoice] = [randomUUID(), randomUUID(), randomUUID()];
    const { statements } = await sobor.context.database.countQueries(() =>
      writes.transaction(sobor.context.db, async () => {
        writes.add("ecommerce", "orders", "update", [order]);
        writes.add("ecommerce", "orders-to-products", "create", [line]);
        writes.add("billing", "invoices", "create", [invoice]);
        writes.act("ecommerce", "orders", "checkout", [order]);
      }),
    );
    expect(statements.filter((statement) => /^insert into "audit_entries"/.test(statement))).toHaveLength(1);
    const entries = await sobor.context.db
      .select({ entity: auditEntries.entity, recordId: auditEntries.recordId, action: auditEntries.action })
      .from(auditEntries)
      .where(inArray(auditEntries.recordId, [order, line, invoice]));
    expect(entries).toEqual(
      expect.arrayContaining([
        { entity: "ecommerce/orders", recordId: order, action: "update" },
        { entity: "ecommerce/orders-to-products", recordId: line, action: "create" },
        { entity: "billing/invoices", recordId: invoice, action: "create" },
        { entity: "ecommerce/orders", recordId: order, action: "checkout" },
      ]),
    );
    expect(entries).toHaveLength(4);
    const published: unknown[] = [];
    writes.publish({ publish: (event: unknown) => published.push(event) } as unknown as Parameters<Writes["publish"]>[0]);
    expect(published).toEqual([
      { module: "ecommerce", entity: "orders", action: "update", ids: [order] },
      { module: "ecommerce", entity: "orders-to-products", action: "create", ids: [line] },
      { module: "billing", entity: "invoices", action: "create", ids: [invoice] },
    ]);
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

/** Every entry of an entity since the test began (paged: other tests write meanwhile). */
async function entriesOf(entity: string, since: string): Promise<Entry[]> {
  const all: Entry[] = [];
  for (let offset = 0; ; offset += 100) {
    const answer = await sobor.json(`/api/audit/entries?${new URLSearchParams({ entity, from: since, limit: "100", offset: String(offset) })}`, asAdmin());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    all.push(...answer.body.data.entries);
    if (!answer.body.data.hasMore) return all;
  }
}
const actionsOn = (entries: Entry[], recordId: string) => entries.filter((e) => e.recordId === recordId).map((e) => e.action).sort();

/** No entry holds what was sent: the raw words, their hash, a code or a link. */
async function expectNoSecrets(secrets: string[]) {
  const rows = JSON.stringify(await sobor.context.db.select().from(auditEntries));
  for (const secret of secrets) expect(rows).not.toContain(secret);
  expect(rows).not.toMatch(/\$argon2/);
}

describe("account writes", () => {
  it("registration, an email change, a password change, an identity added and removed: who, what, never a secret", async () => {
    const since = new Date().toISOString();
    const email = uniqueEmail("audited");
    const member = await register(sobor, email, PASSWORD, { "x-forwarded-for": "198.51.100.20" });
    const memberId = subjectOf(member.jwt);
    const as = (method: string, path: string, data?: unknown) => sobor.json(path, { method, headers: bearer(member.jwt), ...(data === undefined ? {} : { body: { data } }) });
    const [identity] = (await as("GET", `/api/rbac/subjects/${memberId}/identities`)).body.data;

    const subjects = await entriesOf("rbac/subjects", since);
    expect(subjects.find((e) => e.recordId === memberId)).toMatchObject({ action: "registered", address: "198.51.100.20" });
    const links = await entriesOf("rbac/subjects-to-identities", since);
    expect(links.some((e) => e.action === "create" && e.address === "198.51.100.20")).toBe(true);

    const newEmail = uniqueEmail("moved");
    expect((await as("PATCH", `/api/rbac/subjects/${memberId}/identities/${identity.id}`, { email: newEmail, password: PASSWORD })).status).toBe(200);
    const newPassword = "another horse battery";
    const changed = await as("PATCH", `/api/rbac/subjects/${memberId}/change-password`, { password: PASSWORD, newPassword });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const second = await as("POST", `/api/rbac/subjects/${memberId}/identities`, { email: uniqueEmail("second"), password: "a third horse battery" });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect((await as("DELETE", `/api/rbac/subjects/${memberId}/identities/${second.body.data.id}`)).status).toBe(200);

    const identityEntries = await entriesOf("rbac/identities", since);
    expect(actionsOn(identityEntries, identity.id)).toEqual(["create", "email-changed", "password-changed"]);
    expect(actionsOn(identityEntries, second.body.data.id)).toEqual(["create", "delete"]);
    // The member made them, signed in.
    expect(identityEntries.filter((e) => e.recordId === identity.id && e.action !== "create").every((e) => e.subjectId === memberId)).toBe(true);
    await expectNoSecrets([PASSWORD, newPassword, "a third horse battery"]);
  });

  it("an invitation, and a password reset: the code issued and used, never the code", async () => {
    const since = new Date().toISOString();
    const email = uniqueEmail("invitee");
    const invited = await sobor.json("/api/rbac/invitations", asAdmin({ method: "POST", body: { data: { email, roleIds: [] } } }));
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const subjects = await entriesOf("rbac/subjects", since);
    expect(subjects.find((e) => e.recordId === invited.body.data.subjectId)).toMatchObject({ action: "invited", subjectId: adminId });

    // Without SMTP the mail waits in the outbox: the code is read from there, as a person would from the mail.
    expect((await sobor.json(`${AUTH}/email-and-password/forgot-password`, { method: "POST", body: { data: { email } } })).status).toBe(200);
    const code = await vi.waitFor(
      async () => {
        const mails = await sobor.context.db.select({ text: messages.text }).from(messages).where(eq(messages.to, email));
        const found = mails.map((m) => /reset-password\?code=([^\s&]+)/.exec(String(m.text))?.[1]).find(Boolean);
        if (!found) throw new Error("no reset mail yet");
        return decodeURIComponent(found);
      },
      { timeout: 30_000, interval: 100 },
    );
    const reset = await sobor.json(`${AUTH}/email-and-password/reset-password`, { method: "POST", body: { data: { code, password: "reset horse battery", passwordConfirmation: "reset horse battery" } } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const [identity] = await sobor.context.db.select({ id: identities.id }).from(identities).where(eq(identities.email, email));
    const actions = actionsOn(await entriesOf("rbac/identities", since), identity!.id);
    // The invitation's own code, the reset's, and the reset itself.
    expect(actions).toEqual(["create", "password-reset", "reset-code-issued", "reset-code-issued"]);
    await expectNoSecrets([code, encodeURIComponent(code), "reset horse battery"]);
  });

  it("an administrator's refused wallet signature (not a member's)", async () => {
    const since = new Date().toISOString();
    const signed = async (key: `0x${string}`, nonceOverride?: string) => {
      const account = privateKeyToAccount(key);
      const nonce = nonceOverride ?? (await sobor.json(`${EVM}/nonce`)).body.data.nonce;
      const message = createSiweMessage({ address: account.address, chainId: 1, domain: "localhost", nonce, uri: "http://localhost/", version: "1", issuedAt: new Date(), expirationTime: new Date(Date.now() + 300_000) });
      return { message, signature: await account.signMessage({ message }), address: account.address };
    };
    const adminKey = generatePrivateKey();
    const memberKey = generatePrivateKey();
    const adminWallet = await tokensFrom(sobor.json(EVM, { method: "POST", body: { data: await signed(adminKey) } }));
    await tokensFrom(sobor.json(EVM, { method: "POST", body: { data: await signed(memberKey) } }));
    const walletAdminId = subjectOf(adminWallet.jwt);
    const roles = await sobor.json("/api/rbac/roles", asAdmin());
    const adminRole = roles.body.data.find((r: any) => r.slug === "admin");
    expect((await sobor.json("/api/rbac/subjects-to-roles", asAdmin({ method: "POST", body: { data: { subjectId: walletAdminId, roleId: adminRole.id } } }))).status).toBe(201);

    // A signature by another key for the admin's address, and a replayed nonce for the member's.
    const forged = { ...(await signed(adminKey)), signature: (await signed(generatePrivateKey())).signature };
    expectError(await sobor.json(EVM, { method: "POST", body: { data: forged }, headers: { "x-forwarded-for": "192.0.2.77" } }), 401);
    const memberAgain = await signed(memberKey);
    await sobor.json(EVM, { method: "POST", body: { data: memberAgain } });
    expectError(await sobor.json(EVM, { method: "POST", body: { data: memberAgain } }), 401);
    await expect
      .poll(async () => (await entriesOf("rbac/subjects", since)).filter((e) => e.action === "sign-in-failed"))
      .toEqual([expect.objectContaining({ recordId: walletAdminId, address: "192.0.2.77" })]);
  });
});

describe("shop writes beside the entity service", () => {
  it("a cart line's quantity changed through the order route", async () => {
    const since = new Date().toISOString();
    const s = shop(sobor);
    const candle = await s.product([[await s.currency(uniqueText("rub"), "₽"), 100]]);
    const buyer = await s.registered();
    const added = await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } });
    const order = added.body.data;
    const lineId = order.ordersToProducts[0].id;
    const changed = await s.as(buyer, `/api/ecommerce/orders/${order.id}/orders-to-products/${lineId}`, { method: "PATCH", data: { quantity: 3 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await entriesOf("ecommerce/orders-to-products", since)).find((e) => e.recordId === lineId && e.action === "update")).toMatchObject({ subjectId: buyer.subjectId });
    expect(actionsOn(await entriesOf("ecommerce/orders", since), order.id)).toEqual(["create", "update"]);
  });

  it("a paid order's receipt: its file, the link and the order", async () => {
    const since = new Date().toISOString();
    const s = shop(sobor);
    const rub = await s.currency(uniqueText("rub"), "₽");
    const candle = await s.product([[rub, 100]]);
    const buyer = await s.registered();
    const order = (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } })).body.data;
    const checkedOut = await s.as(buyer, `${buyer.base}/orders/${order.id}/checkout`, { method: "POST", data: { provider: "dummy", email: "buyer@example.org", billingModule: { currency: { id: rub.id } } } });
    expect(checkedOut.status, JSON.stringify(checkedOut.body)).toBeLessThan(300);
    const paid = await sobor.json(`/api/ecommerce/orders/${order.id}/mark-paid`, asAdmin({ method: "POST" }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // The receipt is drawn after the payment commits: wait for it.
    await expect.poll(async () => actionsOn(await entriesOf("ecommerce/orders", since), order.id), { timeout: 30_000 }).toContain("receipt-generated");
    const links = await entriesOf("ecommerce/orders-to-file-storage-module-files", since);
    const link = (await sobor.json(`/api/ecommerce/orders-to-file-storage-module-files?filters[and][0][column]=orderId&filters[and][0][method]=eq&filters[and][0][value]=${order.id}`, asAdmin())).body.data[0];
    expect(actionsOn(links, link.id)).toEqual(["create"]);
    expect(actionsOn(await entriesOf("file-storage/files", since), link.fileStorageModuleFileId)).toEqual(["create"]);
  });

  it("old carts cleared", async () => {
    const since = new Date().toISOString();
    const s = shop(sobor);
    const candle = await s.product([[await s.currency(uniqueText("rub"), "₽"), 100]]);
    const buyer = await s.registered();
    const order = (await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id } })).body.data;
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await sobor.context.db.update(orders).set({ updatedAt: longAgo }).where(eq(orders.id, order.id));
    await sobor.context.db.update(ordersToProducts).set({ updatedAt: longAgo }).where(eq(ordersToProducts.orderId, order.id));
    const cleared = await sobor.json("/api/ecommerce/orders/clear-old-orders", asAdmin({ method: "POST" }));
    expect(cleared.body.data.ids).toContain(order.id);
    expect((await entriesOf("ecommerce/orders", since)).find((e) => e.recordId === order.id && e.action === "delete")).toMatchObject({ subjectId: adminId });
  });
});

describe("editorial writes that are not versions", () => {
  it("a draft saved and discarded, a publish scheduled and cancelled, a preview link made", async () => {
    await sobor.json("/api/host/pages", asAdmin({ method: "POST", body: { data: { url: "/blog/articles/[blog.articles.slug]", title: "Article" } } }));
    const since = new Date().toISOString();
    const article = (await sobor.json("/api/blog/articles", asAdmin({ method: "POST", body: { data: { slug: uniqueText("drafted"), title: { en: "Live" } } } }))).body.data;
    const base = `/api/admin/drafts/blog/articles/${article.id}`;
    expect((await sobor.json(base, asAdmin({ method: "PUT", body: { data: { title: { en: "Draft" } } } }))).status).toBe(200);
    expect((await sobor.json(base, asAdmin({ method: "DELETE" }))).body.data).toEqual({ discarded: true });
    const scheduled = await sobor.json(`${base}/schedule`, asAdmin({ method: "POST", body: { data: { action: "publish", at: new Date(Date.now() + 3_600_000).toISOString() } } }));
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    expect((await sobor.json(`/api/admin/scheduled/${scheduled.body.data.id}`, asAdmin({ method: "DELETE" }))).status).toBe(200);
    const preview = await sobor.json("/api/host/previews", asAdmin({ method: "POST", body: { data: { module: "blog", entity: "articles", id: article.id } } }));
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);

    const entries = (await entriesOf("blog/articles", since)).filter((e) => e.recordId === article.id);
    expect(entries.map((e) => e.action).sort()).toEqual(["create", "draft-discarded", "draft-saved", "preview-link-created", "publish-cancelled", "publish-scheduled"]);
    expect(entries.every((e) => e.subjectId === adminId)).toBe(true);
    await expectNoSecrets([String(preview.body.data.url).split("/").at(-1)!]);
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
