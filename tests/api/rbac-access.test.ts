import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH, bearer, register, signInAsAdmin, subjectOf, type Tokens } from "../helpers/accounts.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { leastQueries, startTestSobor, type TestSobor } from "../helpers/sobor.js";
import { rbacOf } from "../../src/modules/rbac/server/index.js";

let sobor: TestSobor;
let admin: Tokens;
let user: Tokens;
beforeAll(async () => {
  sobor = await startTestSobor({ env: {}, redisUrl: undefined });
  admin = await signInAsAdmin(sobor);
  user = await register(sobor);
});
afterAll(() => sobor?.close());

const as = (tokens: Tokens | undefined, init: Parameters<TestSobor["json"]>[1] = {}) => ({
  ...init,
  headers: { ...(tokens ? bearer(tokens.jwt) : {}), ...(init?.headers ?? {}) },
});
const createArticle = (tokens?: Tokens) =>
  sobor.json("/api/blog/articles", as(tokens, { method: "POST", body: { data: { title: { en: "Easter" } } } }));

describe("the first start", () => {
  it("seeds the admin and user roles", async () => {
    const { body } = await sobor.json("/api/rbac/roles");
    const bySlug = Object.fromEntries(body.data.map((r: any) => [r.slug, r]));
    expect(bySlug.admin).toMatchObject({ availableOnRegistration: false });
    expect(bySlug.user).toMatchObject({ availableOnRegistration: true });
  });

  it("created admin@example.com with a random password in DATA_DIR/admin-password.txt (mode 600)", async () => {
    const file = join(sobor.context.config.dataDir, "admin-password.txt");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toMatch(/^email: admin@example\.com\npassword: [A-Za-z0-9_-]{24}\n$/);
    const me = await sobor.json(`${AUTH}/me`, as(admin));
    expect(me.body.data.roles.map((r: any) => r.slug).sort()).toEqual(["admin", "user"]);
    expect(me.body.data.identities[0].email).toBe("admin@example.com");
  });
});

describe("the access policy of the generic routes", () => {
  it("anonymous writes are 401, a plain user's 403, an admin's 201", async () => {
    expectError(await createArticle(), 401);
    expectError(await createArticle(user), 403);
    expect((await createArticle(admin)).status).toBe(201);
    expect((await sobor.json("/api/blog/articles", { method: "POST", secret: true, body: { data: {} } })).status).toBe(201);
  });

  it("updates and deletes follow the same rule", async () => {
    const { body } = await createArticle(admin);
    const path = `/api/blog/articles/${body.data.id}`;
    expectError(await sobor.json(path, as(user, { method: "PATCH", body: { data: { className: "x" } } })), 403);
    expectError(await sobor.json(path, { method: "DELETE" }), 401);
    expect((await sobor.json(path, as(admin, { method: "PATCH", body: { data: { className: "x" } } }))).status).toBe(200);
    expect((await sobor.json(path, as(admin, { method: "DELETE" }))).status).toBe(200);
  });

  it("public entities are readable by anyone, even with a stale token", async () => {
    expect((await sobor.json("/api/blog/articles")).status).toBe(200);
    expect((await sobor.json("/api/blog/articles", as(user))).status).toBe(200);
    expect((await sobor.json("/api/blog/articles", { headers: bearer("not.a.token") })).status).toBe(200);
  });

  it("private entities: 401 anonymous, 403 for a user, 200 for an admin", async () => {
    for (const path of ["/api/rbac/identities", "/api/rbac/subjects", "/api/notification/messages", "/api/ecommerce/orders", "/api/rbac/sessions"]) {
      expectError(await sobor.json(path), 401);
      expectError(await sobor.json(path, as(user)), 403);
      expect((await sobor.json(path, as(admin))).status, path).toBe(200);
    }
  });

  it("never shows secret columns, even to an admin", async () => {
    const identities = await sobor.json("/api/rbac/identities", as(admin));
    expect(identities.body.data.length).toBeGreaterThan(0);
    const sessions = await sobor.json("/api/rbac/sessions", as(admin));
    expect(sessions.body.data.length).toBeGreaterThan(0);
    for (const text of [JSON.stringify(identities.body), JSON.stringify(sessions.body)]) {
      for (const name of ['"password"', '"salt"', '"code"', '"refreshHash"']) expect(text).not.toContain(name);
    }
  });

  it("a logged-out token loses its access at once", async () => {
    const other = await signInAsAdmin(sobor);
    expect((await sobor.json("/api/rbac/identities", as(other))).status).toBe(200);
    await sobor.json(`${AUTH}/logout`, as(other, { method: "POST" }));
    expectError(await sobor.json("/api/rbac/identities", as(other)), 401, /session has ended/);
    expectError(await createArticle(other), 401);
  });

  it("the session cookie does not count for a write from another site (CSRF); a Bearer header does", async () => {
    const cookie = { cookie: `rbac.subject.jwt=${admin.jwt}` };
    const post = (headers: Record<string, string>) =>
      sobor.json("/api/blog/articles", { method: "POST", headers, body: { data: { title: { en: "x" } } } });
    expect((await post(cookie)).status).toBe(201);
    expect((await post({ ...cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" })).status).toBe(201);
    expectError(await post({ ...cookie, origin: "https://evil.example" }), 401, /another site/);
    expectError(await post({ ...cookie, "sec-fetch-site": "cross-site" }), 401);
    expectError(await post({ ...cookie, origin: "null" }), 401);
    expect((await post({ ...bearer(admin.jwt), origin: "https://evil.example" })).status).toBe(201);
    // Reads are not writes.
    expect((await sobor.json("/api/rbac/identities", { headers: { ...cookie, origin: "https://evil.example" } })).status).toBe(200);
  });

  it("a wrong secret key is refused, a right one trusted", async () => {
    expectError(await sobor.json("/api/rbac/identities", { headers: { "x-rbac-secret-key": "wrong" } }), 403);
    expect((await sobor.json("/api/rbac/identities", { secret: true })).status).toBe(200);
  });
});

describe("role permissions", () => {
  async function grant(route: string, method: string, type: "allow" | "deny" = "allow") {
    const role = await sobor.json("/api/rbac/roles", as(admin, { method: "POST", body: { data: { title: uniqueText("Editor") } } }));
    const permission = await sobor.json("/api/rbac/permissions", as(admin, { method: "POST", body: { data: { route, method, type } } }));
    expect(permission.status, JSON.stringify(permission.body)).toBe(201);
    await sobor.json("/api/rbac/roles-to-permissions", as(admin, { method: "POST", body: { data: { roleId: role.body.data.id, permissionId: permission.body.data.id } } }));
    return role.body.data.id as string;
  }
  const assign = async (tokens: Tokens, roleId: string) => {
    const link = await sobor.json("/api/rbac/subjects-to-roles", as(admin, { method: "POST", body: { data: { subjectId: subjectOf(tokens.jwt), roleId } } }));
    expect(link.status).toBe(201);
    return link.body.data.id as string;
  };

  it("a role's permission (route pattern + method) opens exactly that, effective at once", async () => {
    const editor = await register(sobor);
    expectError(await createArticle(editor), 403); // now cached as "no"
    const roleId = await grant("/api/blog/*", "POST");
    const linkId = await assign(editor, roleId);
    // The write to subjects-to-roles dropped the cached decision.
    expect((await createArticle(editor)).status).toBe(201);
    // Only POST: a PATCH stays closed.
    const { body } = await createArticle(editor);
    expectError(await sobor.json(`/api/blog/articles/${body.data.id}`, as(editor, { method: "PATCH", body: { data: { className: "x" } } })), 403);
    // Other modules stay closed.
    expectError(await sobor.json("/api/website-builder/buttons", as(editor, { method: "POST", body: { data: {} } })), 403);

    await sobor.json(`/api/rbac/subjects-to-roles/${linkId}`, as(admin, { method: "DELETE" }));
    expectError(await createArticle(editor), 403);
  });

  it("lets a role read a private entity, and a deny wins over an allow", async () => {
    const clerk = await register(sobor);
    await assign(clerk, await grant("/api/crm/*", "GET"));
    expect((await sobor.json("/api/crm/requests", as(clerk))).status).toBe(200);
    await assign(clerk, await grant("/api/crm/requests", "*", "deny"));
    expectError(await sobor.json("/api/crm/requests", as(clerk)), 403);
  });
});

describe("subject orders", () => {
  async function orderFor(tokens: Tokens) {
    const order = await sobor.json("/api/ecommerce/orders", { method: "POST", secret: true, body: { data: { comment: uniqueText("order") } } });
    await sobor.json("/api/rbac/subjects-to-ecommerce-module-orders", {
      method: "POST",
      secret: true,
      body: { data: { subjectId: subjectOf(tokens.jwt), ecommerceModuleOrderId: order.body.data.id } },
    });
    return order.body.data;
  }

  it("lists the subject's own orders in one query; 403 for another subject, 401 anonymous", async () => {
    const buyer = await register(sobor);
    const other = await register(sobor);
    const mine = [await orderFor(buyer), await orderFor(buyer), await orderFor(buyer)];
    await orderFor(other);
    const path = `/api/rbac/subjects/${subjectOf(buyer.jwt)}/ecommerce-module/orders`;

    expect((await sobor.json(path, as(buyer))).status).toBe(200); // the session check is now cached
    const { queries, result } = await leastQueries(sobor, () => sobor.json(path, as(buyer)));
    const { status, body } = result;
    expect(queries).toBe(1);
    expect(status).toBe(200);
    expect(body.data.map((o: any) => o.id).sort()).toEqual(mine.map((o) => o.id).sort());
    expect(body.data[0]).toMatchObject({ status: "new", type: "cart" });

    expectError(await sobor.json(path, as(other)), 403);
    expectError(await sobor.json(path), 401);
    expect((await sobor.json(path, as(admin))).body.data).toHaveLength(3);
    expect((await sobor.json(path, { secret: true })).body.data).toHaveLength(3);
  });

  it("takes the list query of the contract (filters, limit)", async () => {
    const buyer = await register(sobor);
    const [first] = [await orderFor(buyer), await orderFor(buyer)];
    const path = `/api/rbac/subjects/${subjectOf(buyer.jwt)}/ecommerce-module/orders`;
    const filtered = await sobor.json(`${path}?filters[and][0][column]=comment&filters[and][0][method]=eq&filters[and][0][value]=${first.comment}`, as(buyer));
    expect(filtered.body.data.map((o: any) => o.id)).toEqual([first.id]);
    expect((await sobor.json(`${path}?limit=1`, as(buyer))).body.data).toHaveLength(1);
    expectError(await sobor.json(`${path}?filters[and][0][column]=nope&filters[and][0][method]=eq&filters[and][0][value]=1`, as(buyer)), 400);
  });
});

describe("ADMIN_EMAILS", () => {
  // The list rbac read from ADMIN_EMAILS when it started (its own settings), changed in place here.
  const adminEmails = () => rbacOf(sobor.context).settings.adminEmails;

  it("a start with no admin left: ADMIN_EMAILS set creates none, unset gives admin@example.com the role back", async () => {
    const { bootstrapAccounts } = await import("../../src/modules/rbac/server/bootstrap.js");
    const { accountService } = await import("../../src/modules/rbac/server/accounts.js");
    const { roles, subjectsToRoles } = await import("../../src/modules/rbac/entities.js");
    const { eq } = await import("drizzle-orm");
    const rbac = rbacOf(sobor.context);
    const restart = () => bootstrapAccounts(rbac, accountService(rbac));
    const [adminRole] = await sobor.context.db.select({ id: roles.id }).from(roles).where(eq(roles.slug, "admin"));
    const adminLinks = () => sobor.context.db.select().from(subjectsToRoles).where(eq(subjectsToRoles.roleId, adminRole!.id));
    const file = join(sobor.context.config.dataDir, "admin-password.txt");
    const password = readFileSync(file, "utf8");

    await sobor.context.db.delete(subjectsToRoles).where(eq(subjectsToRoles.roleId, adminRole!.id));
    adminEmails().push("chief@example.org");
    try {
      await restart();
      expect(await adminLinks()).toEqual([]);
    } finally {
      adminEmails().length = 0;
    }
    await restart();
    const links = await adminLinks();
    expect(links.map((l) => l.subjectId)).toEqual([subjectOf(admin.jwt)]);
    // Its password was not changed, and no new file was written.
    expect(readFileSync(file, "utf8")).toBe(password);
    await signInAsAdmin(sobor);
  });
});
