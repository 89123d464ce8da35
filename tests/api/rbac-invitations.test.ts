import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identities } from "../../src/modules/rbac/entities.js";
import { AUTH, bearer, register, signIn, signInAsAdmin, tokensFrom, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { startSmtpServer, type TestSmtpServer } from "../helpers/mail.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

// Issue 13/notification 'invite': an administrator invites a person by email with a role; the
// mail goes through a real SMTP exchange; its link sets a password and signs the person in.
const SITE = "https://cathedral.example";
let smtp: TestSmtpServer;
let sobor: TestSobor;
let admin: Tokens;
let editorRole: { id: string; title: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  sobor = await startTestSobor({ env: { SMTP_URL: smtp.url }, siteUrl: SITE, redisUrl: undefined });
  admin = await signInAsAdmin(sobor);
  const created = await sobor.json("/api/rbac/roles", { method: "POST", secret: true, body: { data: { title: uniqueText("Editor"), slug: uniqueText("editor") } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  editorRole = created.body.data;
});
afterAll(async () => {
  await sobor?.close();
  await smtp?.close();
});

const invite = (data: Record<string, unknown>, headers: Record<string, string> = bearer(admin.jwt)) =>
  sobor.json("/api/rbac/invitations", { method: "POST", headers, body: { data } });
const accept = (code: string, password: string, passwordConfirmation = password) =>
  sobor.json(`${AUTH}/email-and-password/accept-invitation`, { method: "POST", body: { data: { code, password, passwordConfirmation } } });

/** The invitation mail to `email`, its link and the code in it. */
async function invitationFor(email: string) {
  const mail = await smtp.next(email, { where: (m) => m.text.includes("invitation=1") });
  const link = mail.text.match(/https?:\/\/\S+reset-password\?invitation=1&code=(\S+)/);
  expect(link, mail.text).not.toBeNull();
  return { mail, link: link![0], code: decodeURIComponent(link![1]!) };
}

describe("inviting a person by email", () => {
  it("mails the 'invite' template with a one-time link; accepting it sets the password and signs in with the role", async () => {
    const email = uniqueEmail("invited");
    const answer = await invite({ email, roleIds: [editorRole.id], lang: "en" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ email, subjectId: expect.any(String) });
    const expiresIn = Date.parse(answer.body.data.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(6 * 24 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3_600_000);

    const { mail, link, code } = await invitationFor(email);
    expect(mail.headers.subject).toBe("You are invited");
    expect(mail.text).toContain(`admin@example.com invites you to the site. Sign up with the address ${email}`);
    expect(link).toBe(`${SITE}/en/rbac/subject/authentication/email-and-password/reset-password?invitation=1&code=${encodeURIComponent(code)}`);
    // Only the code's hash is stored; the account has no password until the invitation is accepted.
    const [stored] = await sobor.context.db.select({ code: identities.code, password: identities.password }).from(identities).where(eq(identities.email, email));
    expect(stored!.code).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.password).toBeNull();
    expectError(await sobor.json(`${AUTH}/email-and-password/authentication`, { method: "POST", body: { data: { login: email, password: "anything at all" } } }), 401);

    const tokens = await tokensFrom(accept(code, "my own new password"));
    const me = await sobor.json(`${AUTH}/me`, { headers: bearer(tokens.jwt) });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(answer.body.data.subjectId);
    expect(me.body.data.roles.map((role: { id: string }) => role.id)).toContain(editorRole.id);
    await signIn(sobor, email, "my own new password");
    // The link works once.
    expectError(await accept(code, "another password here"), 400);
  });

  it("writes Russian by default", async () => {
    const email = uniqueEmail("ru");
    expect((await invite({ email })).status).toBe(201);
    const { mail, link } = await invitationFor(email);
    expect(mail.headers.subject).toBe("Приглашение на сайт");
    expect(link).toContain(`${SITE}/ru/rbac/subject/`);
  });

  it("only administrators invite: visitors 401, members 403", async () => {
    expectError(await invite({ email: uniqueEmail("nobody") }, {}), 401);
    const member = await register(sobor);
    expectError(await invite({ email: uniqueEmail("nobody") }, bearer(member.jwt)), 403);
  });

  it("refuses an email that has an account (409), an unknown role and a bad email (400)", async () => {
    const email = uniqueEmail("taken");
    await register(sobor, email);
    expectError(await invite({ email }), 409);
    expectError(await invite({ email: uniqueEmail("role"), roleIds: ["7b1f0c2e-0000-4000-8000-000000000000"] }), 400);
    expectError(await invite({ email: "not an email" }), 400);
    expectError(await accept("not-a-code", "a long enough password"), 400);
  });

  it("an expired invitation is refused", async () => {
    const email = uniqueEmail("late");
    expect((await invite({ email })).status).toBe(201);
    const { code } = await invitationFor(email);
    await sobor.context.db.update(identities).set({ codeExpiresAt: new Date(Date.now() - 1000) }).where(eq(identities.email, email));
    expectError(await accept(code, "a long enough password"), 400);
  });
});
