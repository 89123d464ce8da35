import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../src/modules/notification/entities.js";
import { mailerOf, type Mailer } from "../../src/modules/notification/server/index.js";
import { identities } from "../../src/modules/rbac/entities.js";
import { rbacOf } from "../../src/modules/rbac/server/index.js";
import { AUTH, bearer, PASSWORD, register, signIn, subjectOf, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { startSmtpServer, type TestSmtpServer } from "../helpers/mail.js";
import { expectError } from "../helpers/records.js";
import { startTestSobor, TEST_SECRET, type TestSobor } from "../helpers/sobor.js";

const SITE = "https://cathedral.example";
let smtp: TestSmtpServer;
let sobor: TestSobor;
beforeAll(async () => {
  smtp = await startSmtpServer();
  sobor = await startTestSobor({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Cathedral <no-reply@cathedral.example>" }, siteUrl: SITE, redisUrl: undefined });
});
afterAll(async () => {
  await sobor?.close();
  await smtp?.close();
});

const BASE = `${AUTH}/email-and-password`;
const forgot = (email: string, headers: Record<string, string> = {}, query = "") =>
  sobor.json(`${BASE}/forgot-password${query}`, { method: "POST", body: { data: { email } }, headers });
const reset = (code: string, password: string, passwordConfirmation = password) =>
  sobor.json(`${BASE}/reset-password`, { method: "POST", body: { data: { code, password, passwordConfirmation } } });

/** Asks for a reset and reads the code out of the mail the SMTP server received. */
async function codeFor(email: string, headers: Record<string, string> = {}) {
  expect(await forgot(email, headers)).toEqual({ status: 200, body: { data: { ok: true } } });
  const mail = await smtp.next(email, { where: (m) => m.text.includes("reset-password?code=") });
  const link = mail.text.match(/https?:\/\/\S+reset-password\?code=(\S+)/);
  expect(link, mail.text).not.toBeNull();
  return { mail, link: link![0], code: decodeURIComponent(link![1]!) };
}

describe("forgot and reset password, through a real SMTP exchange", () => {
  it("mails an English link with a one-time code; the code sets a new password", async () => {
    const email = uniqueEmail("reset");
    await register(sobor, email);
    await smtp.next(email); // the welcome mail
    const { mail, link, code } = await codeFor(email, { "accept-language": "en-GB,en;q=0.9,ru;q=0.5" });
    expect(mail.from).toBe("no-reply@cathedral.example");
    expect(mail.headers.subject).toBe("Reset your password");
    expect(link).toBe(`${SITE}/en/rbac/subject/authentication/email-and-password/reset-password?code=${encodeURIComponent(code)}`);
    // The database keeps a hash, never the code.
    const [stored] = await sobor.context.db.select({ code: identities.code }).from(identities).where(eq(identities.email, email));
    expect(stored!.code).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code).not.toBe(code);

    expect(await reset(code, "a brand new password")).toEqual({ status: 200, body: { data: { ok: true } } });
    await signIn(sobor, email, "a brand new password");
    expectError(await sobor.json(`${BASE}/authentication`, { method: "POST", body: { data: { login: email, password: PASSWORD } } }), 401);
  });

  it("writes Russian by default, and follows ?lang=", async () => {
    const email = uniqueEmail("ru");
    await register(sobor, email);
    expect((await smtp.next(email)).headers.subject).toBe("Добро пожаловать");
    const { mail, link } = await codeFor(email);
    expect(mail.headers.subject).toBe("Сброс пароля");
    expect(mail.text).toContain("Мы получили запрос на сброс пароля");
    expect(link).toContain(`${SITE}/ru/rbac/subject/`);
    await forgot(email, { "accept-language": "ru" }, "?lang=en");
    expect((await smtp.next(email)).headers.subject).toBe("Reset your password");
  });

  it("records every mail in the outbox as sent", async () => {
    const email = uniqueEmail("outbox");
    await register(sobor, email);
    await codeFor(email);
    await mailerOf(sobor.context).flush();
    const rows = await sobor.context.db.select().from(messages).where(eq(messages.to, email));
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);
  });

  it("a code works once", async () => {
    const email = uniqueEmail("once");
    await register(sobor, email);
    const { code } = await codeFor(email);
    expect((await reset(code, "first new password")).status).toBe(200);
    expectError(await reset(code, "second new password"), 400, /invalid, already used or expired/);
    await signIn(sobor, email, "first new password");
  });

  it("a code expires after an hour", async () => {
    const email = uniqueEmail("late");
    await register(sobor, email);
    const { code } = await codeFor(email);
    const [row] = await sobor.context.db.select({ expires: identities.codeExpiresAt }).from(identities).where(eq(identities.email, email));
    const ttl = row!.expires!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
    // An hour later:
    await sobor.context.db.update(identities).set({ codeExpiresAt: new Date(Date.now() - 1000) }).where(eq(identities.email, email));
    expectError(await reset(code, "too late password"), 400, /expired/);
    await signIn(sobor, email);
  });

  it("a newer code replaces the older one", async () => {
    const email = uniqueEmail("twice");
    await register(sobor, email);
    const first = await codeFor(email);
    const second = await codeFor(email);
    expectError(await reset(first.code, "some new password"), 400);
    expect((await reset(second.code, "some new password")).status).toBe(200);
  });

  it("refuses mismatched or short passwords, and an unknown code", async () => {
    expectError(await reset("whatever", "password one", "password two"), 400, /Passwords do not match/);
    expectError(await reset("whatever", "short"), 400, /at least 8 characters/);
    expectError(await reset("no-such-code", "long enough password"), 400, /invalid/);
  });

  it("ends every session of the account", async () => {
    const email = uniqueEmail("sessions");
    const before = await register(sobor, email);
    const { code } = await codeFor(email);
    await reset(code, "after reset password");
    expectError(await sobor.json(`${AUTH}/me`, { headers: bearer(before.jwt) }), 401);
  });

  it("answers 200 for an unknown email too, and sends nothing", async () => {
    const nobody = uniqueEmail("nobody");
    expect(await forgot(nobody)).toEqual({ status: 200, body: { data: { ok: true } } });
    await mailerOf(sobor.context).flush();
    expect(smtp.received.filter((m) => m.to.includes(nobody))).toEqual([]);
    expectError(await forgot("not an email"), 400, /email/);
  });

  it("answers a known and an unknown email alike, before looking either up", async () => {
    const email = uniqueEmail("known");
    await register(sobor, email);
    await smtp.next(email); // the welcome mail
    const mailer = mailerOf(sobor.context);
    const enqueue = mailer.enqueue;
    const held: Parameters<Mailer["enqueue"]>[0][] = [];
    // Background work is held until both answers are in: what the requests did on their own path shows.
    mailer.enqueue = (job) => void held.push(job);
    try {
      const known = await forgot(email);
      const unknown = await forgot(uniqueEmail("unknown"));
      expect(known).toEqual({ status: 200, body: { data: { ok: true } } });
      expect(unknown).toEqual(known);
      expect(held).toHaveLength(2);
      const [stored] = await sobor.context.db.select({ code: identities.code }).from(identities).where(eq(identities.email, email));
      expect(stored!.code).toBeNull();
    } finally {
      mailer.enqueue = enqueue;
    }
    for (const job of held) mailer.enqueue(job);
    const mail = await smtp.next(email, { where: (m) => m.text.includes("reset-password?code=") });
    const code = decodeURIComponent(mail.text.match(/reset-password\?code=(\S+)/)![1]!);
    expect((await reset(code, "held then sent password")).status).toBe(200);
  });
});

describe("ADMIN_EMAILS: the admin role follows a proven address", () => {
  // The list rbac read from ADMIN_EMAILS when it started (its own settings), changed in place here.
  const listing = (...emails: string[]) => rbacOf(sobor.context).settings.adminEmails.push(...emails);
  afterAll(() => {
    rbacOf(sobor.context).settings.adminEmails.length = 0;
  });
  const rolesOf = async (tokens: Tokens) => ((await sobor.json(`${AUTH}/me`, { headers: bearer(tokens.jwt) })).body.data.roles as { slug: string }[]).map((r) => r.slug).sort();

  it("signing up with a listed address gives no admin role; the reset code mailed to it does", async () => {
    const boss = uniqueEmail("boss");
    listing(boss);
    // Anyone can type the address: that alone must not make an administrator.
    expect(await rolesOf(await register(sobor, boss))).toEqual(["user"]);
    expect(await rolesOf(await signIn(sobor, boss))).toEqual(["user"]);
    const { code } = await codeFor(boss);
    expect((await reset(code, "the owner's password")).status).toBe(200);
    expect(await rolesOf(await signIn(sobor, boss, "the owner's password"))).toEqual(["admin", "user"]);
  });

  it("moving one's own account to a listed address gives nothing", async () => {
    const mallory = await register(sobor, uniqueEmail("mallory"));
    const claimed = uniqueEmail("claimed");
    listing(claimed);
    const subject = `/api/rbac/subjects/${subjectOf(mallory.jwt)}`;
    const [identity] = (await sobor.json(`${subject}/identities`, { headers: bearer(mallory.jwt) })).body.data;
    const moved = await sobor.json(`${subject}/identities/${identity.id}`, { method: "PATCH", headers: bearer(mallory.jwt), body: { data: { email: claimed, password: PASSWORD } } });
    expect(moved.status).toBe(200);
    expect(await rolesOf(await signIn(sobor, claimed))).toEqual(["user"]);
    // Nor does adding the listed address as a second identity.
    const other = uniqueEmail("other");
    listing(other);
    expect((await sobor.json(`${subject}/identities`, { method: "POST", headers: bearer(mallory.jwt), body: { data: { email: other, password: PASSWORD } } })).status).toBe(201);
    expect(await rolesOf(await signIn(sobor, other))).toEqual(["user"]);
    // And proving one of its addresses: the account has other ways in, so an administrator decides.
    const { code } = await codeFor(other);
    expect((await reset(code, "a proven password")).status).toBe(200);
    expect(await rolesOf(await signIn(sobor, other, "a proven password"))).toEqual(["user"]);
  });

  it("a trusted server's sign-up of a listed address is an administrator at once", async () => {
    const deputy = uniqueEmail("deputy");
    listing(deputy);
    expect(await rolesOf(await register(sobor, deputy, PASSWORD, { "x-rbac-secret-key": TEST_SECRET }))).toEqual(["admin", "user"]);
    // The key vouches for listed addresses only.
    expect(await rolesOf(await register(sobor, uniqueEmail("plain"), PASSWORD, { "x-rbac-secret-key": TEST_SECRET }))).toEqual(["user"]);
  });
});
