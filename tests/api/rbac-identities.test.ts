import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH, bearer, PASSWORD, register, signIn, signInAsAdmin, subjectOf, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
beforeAll(async () => {
  sobor = await startTestSobor({ redisUrl: undefined });
});
afterAll(() => sobor?.close());

const subjectPath = (tokens: Tokens, rest: string) => `/api/rbac/subjects/${subjectOf(tokens.jwt)}${rest}`;
const as = (tokens: Tokens, init: Parameters<TestSobor["json"]>[1] = {}) => ({ ...init, headers: { ...bearer(tokens.jwt), ...(init?.headers ?? {}) } });
const SECRET_NAMES = ['"password"', '"salt"', '"code"'];
const expectNoSecrets = (body: unknown) => {
  for (const name of SECRET_NAMES) expect(JSON.stringify(body)).not.toContain(name);
};

describe("identities of a subject", () => {
  it("lists the subject's own identities, without secrets", async () => {
    const email = uniqueEmail();
    const tokens = await register(sobor, email);
    const { status, body } = await sobor.json(subjectPath(tokens, "/identities"), as(tokens));
    expect(status).toBe(200);
    expect(body.data).toEqual([expect.objectContaining({ email, provider: "email_and_password" })]);
    expectNoSecrets(body);
  });

  it("adds an email-and-password identity (409 for a taken email), which can sign in", async () => {
    const tokens = await register(sobor);
    const second = uniqueEmail("second");
    const added = await sobor.json(subjectPath(tokens, "/identities"), as(tokens, { method: "POST", body: { data: { email: second, password: "second password" } } }));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ email: second, provider: "email_and_password" });
    expectNoSecrets(added.body);
    const signedIn = await signIn(sobor, second, "second password");
    expect(subjectOf(signedIn.jwt)).toBe(subjectOf(tokens.jwt));
    expectError(
      await sobor.json(subjectPath(tokens, "/identities"), as(tokens, { method: "POST", body: { data: { email: second, password: "x password" } } })),
      409,
    );
    expectError(await sobor.json(subjectPath(tokens, "/identities"), as(tokens, { method: "POST", body: { data: { email: "bad", password: "x password" } } })), 400, /email/);
  });

  it("changes an identity's email (valid and free only) when the owner gives its current password", async () => {
    const tokens = await register(sobor);
    const [identity] = (await sobor.json(subjectPath(tokens, "/identities"), as(tokens))).body.data;
    const path = subjectPath(tokens, `/identities/${identity.id}`);
    const patch = (data: Record<string, unknown>, who = tokens) => sobor.json(path, as(who, { method: "PATCH", body: { data } }));
    const newEmail = uniqueEmail("changed");
    // A session alone (a stolen one, say) cannot move the account to another address.
    expectError(await patch({ email: newEmail }), 400, /password: is required/);
    expectError(await patch({ email: newEmail, password: "not the password" }), 400, /current password is incorrect/);
    const elsewhere = await signIn(sobor, identity.email);
    const changed = await patch({ email: newEmail, password: PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: identity.id, email: newEmail });
    // The caller's session stays; the others end, as after a password change.
    expect((await sobor.json(`${AUTH}/me`, as(tokens))).status).toBe(200);
    expectError(await sobor.json(`${AUTH}/me`, as(elsewhere)), 401);
    await signIn(sobor, newEmail);
    expectError(await patch({ email: "nope", password: PASSWORD }), 400, /email/);
    const taken = uniqueEmail("taken");
    await register(sobor, taken);
    expectError(await patch({ email: taken, password: PASSWORD }), 409);
    // An administrator changes it for the owner without the owner's password.
    const moved = uniqueEmail("moved");
    expect((await patch({ email: moved }, await signInAsAdmin(sobor))).status).toBe(200);
    await signIn(sobor, moved);
  });

  it("deletes an identity, but never the last one", async () => {
    const tokens = await register(sobor);
    const path = subjectPath(tokens, "/identities");
    const added = await sobor.json(path, as(tokens, { method: "POST", body: { data: { email: uniqueEmail(), password: PASSWORD } } }));
    const [first] = (await sobor.json(path, as(tokens))).body.data;
    expect((await sobor.json(`${path}/${added.body.data.id}`, as(tokens, { method: "DELETE" }))).status).toBe(200);
    expectError(await sobor.json(`${path}/${first.id}`, as(tokens, { method: "DELETE" })), 409, /at least one identity/);
    expect((await sobor.json(path, as(tokens))).body.data).toHaveLength(1);
  });

  it("an identity of another subject is a 404 on the subject's routes", async () => {
    const mine = await register(sobor);
    const theirs = await register(sobor);
    const [their] = (await sobor.json(subjectPath(theirs, "/identities"), as(theirs))).body.data;
    expectError(await sobor.json(subjectPath(mine, `/identities/${their.id}`), as(mine, { method: "DELETE" })), 404);
    expectError(await sobor.json(subjectPath(mine, `/identities/${their.id}`), as(mine, { method: "PATCH", body: { data: { email: uniqueEmail(), password: PASSWORD } } })), 404);
  });
});

describe("subject routes belong to their subject (or an admin)", () => {
  it("403 for another subject, 401 without a session, 200 for an admin and the secret key", async () => {
    const owner = await register(sobor);
    const stranger = await register(sobor);
    const path = subjectPath(owner, "/identities");
    expectError(await sobor.json(path, as(stranger)), 403);
    expectError(await sobor.json(path, as(stranger, { method: "POST", body: { data: { email: uniqueEmail(), password: PASSWORD } } })), 403);
    expectError(await sobor.json(path), 401);
    const admin = await signInAsAdmin(sobor);
    expect((await sobor.json(path, as(admin))).status).toBe(200);
    expect((await sobor.json(path, { secret: true })).status).toBe(200);
  });
});

describe("change password", () => {
  const change = (tokens: Tokens, password: string, newPassword: string, path = subjectPath(tokens, "/change-password")) =>
    sobor.json(path, as(tokens, { method: "PATCH", body: { data: { password, newPassword } } }));

  it("checks the current password (400 when wrong), then the new one works and the old does not", async () => {
    const email = uniqueEmail();
    const tokens = await register(sobor, email);
    expectError(await change(tokens, "not the password", "a new password"), 400, /current password is incorrect/);
    expectError(await change(tokens, PASSWORD, "short"), 400, /newPassword.*at least 8/);
    const changed = await change(tokens, PASSWORD, "a new password");
    expect(changed.status).toBe(200);
    expectNoSecrets(changed.body);
    await signIn(sobor, email, "a new password");
    expectError(await sobor.json(`${AUTH}/email-and-password/authentication`, { method: "POST", body: { data: { login: email, password: PASSWORD } } }), 401);
  });

  it("keeps the caller's session and ends the others", async () => {
    const email = uniqueEmail();
    const here = await register(sobor, email);
    const elsewhere = await signIn(sobor, email);
    expect((await change(here, PASSWORD, "another password")).status).toBe(200);
    expect((await sobor.json(`${AUTH}/me`, as(here))).status).toBe(200);
    expectError(await sobor.json(`${AUTH}/me`, as(elsewhere)), 401);
  });

  it("PATCH /api/rbac/identities/{id}/change-password, for the owner only", async () => {
    const email = uniqueEmail();
    const tokens = await register(sobor, email);
    const stranger = await register(sobor);
    const [identity] = (await sobor.json(subjectPath(tokens, "/identities"), as(tokens))).body.data;
    const path = `/api/rbac/identities/${identity.id}/change-password`;
    expectError(await change(stranger, PASSWORD, "stolen password", path), 403);
    expectError(await sobor.json(path, { method: "PATCH", body: { data: { password: PASSWORD, newPassword: "anon password" } } }), 401);
    expect((await change(tokens, PASSWORD, "identity password", path)).status).toBe(200);
    await signIn(sobor, email, "identity password");
    expectError(await change(tokens, PASSWORD, "x password", "/api/rbac/identities/00000000-0000-4000-8000-000000000000/change-password"), 404);
  });
});

describe("POST /api/rbac/identities/email-and-password", () => {
  it("adds an email-and-password identity to the caller's subject", async () => {
    const anonymous = (await sobor.json(`${AUTH}/init`, { method: "POST" })).body.data as Tokens;
    const email = uniqueEmail("added");
    const { status, body } = await sobor.json("/api/rbac/identities/email-and-password", as(anonymous, { method: "POST", body: { data: { email, password: PASSWORD } } }));
    expect(status, JSON.stringify(body)).toBe(201);
    expectNoSecrets(body);
    expect(subjectOf((await signIn(sobor, email)).jwt)).toBe(subjectOf(anonymous.jwt));
    // Its first identity made it a registered user.
    const me = await sobor.json(`${AUTH}/me`, as(anonymous));
    expect(me.body.data.roles.map((r: any) => r.slug)).toEqual(["user"]);
  });

  it("needs a session, and refuses another subject's id", async () => {
    expectError(await sobor.json("/api/rbac/identities/email-and-password", { method: "POST", body: { data: { email: uniqueEmail(), password: PASSWORD } } }), 401);
    const mine = await register(sobor);
    const theirs = await register(sobor);
    expectError(
      await sobor.json("/api/rbac/identities/email-and-password", as(mine, { method: "POST", body: { data: { email: uniqueEmail(), password: PASSWORD, subjectId: subjectOf(theirs.jwt) } } })),
      403,
    );
  });
});
