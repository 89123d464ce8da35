// Changing an account's sign-in email mails a notice to the previous address (template
// 'email-changed', the new address masked), in the request's language, through a real SMTP
// exchange; the new address gets none of it, and SMTP being down never fails the change.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../src/modules/notification/entities.js";
import { mailerOf } from "../../src/modules/notification/server/index.js";
import { maskEmail } from "../../src/modules/rbac/server/account-mail.js";
import { bearer, PASSWORD, register, signIn, signInAsAdmin, subjectOf, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/mail.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

const SITE = "https://cathedral.example";
const EN_SUBJECT = "Your sign-in email was changed";
const RU_SUBJECT = "Адрес для входа изменён";
let smtp: TestSmtpServer;
let sobor: TestSobor;
beforeAll(async () => {
  smtp = await startSmtpServer();
  sobor = await startTestSobor({ env: { SMTP_URL: smtp.url }, siteUrl: SITE, redisUrl: undefined });
});
afterAll(async () => {
  await sobor?.close();
  await smtp?.close();
});

/** The account's one identity, and a PATCH of its email as `who` (the owner by default). */
async function accountOf(app: TestSobor, tokens: Tokens) {
  const subject = `/api/rbac/subjects/${subjectOf(tokens.jwt)}`;
  const [identity] = (await app.json(`${subject}/identities`, { headers: bearer(tokens.jwt) })).body.data;
  const change = (data: Record<string, unknown>, { who = tokens, query = "", headers = {} }: { who?: Tokens; query?: string; headers?: Record<string, string> } = {}) =>
    app.json(`${subject}/identities/${identity.id}${query}`, { method: "PATCH", headers: { ...bearer(who.jwt), ...headers }, body: { data } });
  return { identity: identity as { id: string; email: string }, change };
}

const noticesTo = (to: string) => smtp.received.filter((mail: ReceivedMail) => mail.to.includes(to) && [EN_SUBJECT, RU_SUBJECT].includes(mail.headers.subject ?? ""));

describe("the notice that a sign-in email changed", () => {
  it("masks an address to its first letter and domain", () => {
    expect(maskEmail("nikolai@example.com")).toBe("n***@e***.com");
    expect(maskEmail("n@example.com")).toBe("n***@e***.com");
    expect(maskEmail("Call-now@refund-now.example.org")).toBe("C***@r***.org");
    expect(maskEmail("ёлка@пример.рф")).toBe("ё***@п***.рф");
  });

  it("mails the previous address, in the page's language, with the new address masked; the new address gets nothing of it", async () => {
    const before = uniqueEmail("before");
    const tokens = await register(sobor, before);
    await smtp.next(before); // the welcome mail
    const { change } = await accountOf(sobor, tokens);
    const after = uniqueEmail("nikolai");
    const changed = await change({ email: after, password: PASSWORD, lang: "en" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.email).toBe(after);

    const notice = await smtp.next(before, { where: (mail) => mail.headers.subject === EN_SUBJECT });
    expect(notice.text).toContain(`The sign-in email of the account ${before} was changed to n***@e***.org.`);
    expect(notice.text).toContain("If this wasn't you");
    expect(notice.text).toContain(SITE);
    // Whoever reads the old mailbox learns that it happened, not where the account went.
    for (const part of [notice.text, notice.raw]) expect(part).not.toContain(after.split("@")[0]);

    await mailerOf(sobor.context).flush();
    expect(noticesTo(after)).toEqual([]);
    expect(noticesTo(before)).toHaveLength(1);
    // Both in the outbox as one mail to the old address only.
    const rows = await sobor.context.db.select({ to: messages.to, subject: messages.subject, status: messages.status }).from(messages).where(eq(messages.subject, EN_SUBJECT));
    expect(rows.filter((row) => row.to === after)).toEqual([]);
    expect(rows.filter((row) => row.to === before)).toEqual([{ to: before, subject: EN_SUBJECT, status: "sent" }]);
  });

  it("writes Russian by default, follows Accept-Language and ?lang=, and tells the owner when an administrator changed it", async () => {
    const first = uniqueEmail("first");
    const tokens = await register(sobor, first);
    const { change } = await accountOf(sobor, tokens);

    // An administrator needs no password; the owner still hears of it, in the site's language.
    const second = uniqueEmail("second");
    expect((await change({ email: second }, { who: await signInAsAdmin(sobor) })).status).toBe(200);
    const ru = await smtp.next(first, { where: (mail) => mail.headers.subject === RU_SUBJECT });
    expect(ru.text).toContain(`Адрес электронной почты для входа в учётную запись ${first} изменён на s***@e***.org.`);
    expect(ru.raw).toMatch(/<html[^>]*lang=(3D)?"ru"/);

    const owner = await signIn(sobor, second);
    const { change: again } = await accountOf(sobor, owner);
    const third = uniqueEmail("third");
    expect((await again({ email: third, password: PASSWORD }, { headers: { "accept-language": "en-GB,en;q=0.9" } })).status).toBe(200);
    expect((await smtp.next(second, { where: (mail) => mail.headers.subject === EN_SUBJECT })).text).toContain("t***@e***.org");

    const fourth = uniqueEmail("fourth");
    expect((await again({ email: fourth, password: PASSWORD, lang: "en" }, { query: "?lang=ru" })).status).toBe(200);
    expect((await smtp.next(third, { where: (mail) => mail.headers.subject === RU_SUBJECT })).text).toContain("f***@e***.org");
  });

  it("sends nothing when the change is refused or the address stays the same", async () => {
    const email = uniqueEmail("same");
    const tokens = await register(sobor, email);
    const { change } = await accountOf(sobor, tokens);
    expect((await change({ email: uniqueEmail("wrong"), password: "not the password" })).status).toBe(400);
    expect((await change({ email: email.toUpperCase(), password: PASSWORD })).status).toBe(200);
    await mailerOf(sobor.context).flush();
    expect(noticesTo(email)).toEqual([]);
  });
});

describe("a visitor's loop that would mail strangers", () => {
  it("is stopped by the registration limit: an address added or changed to counts as a registration from that IP", async () => {
    const guarded = await startTestSobor({ env: { SMTP_URL: smtp.url }, siteUrl: SITE, redisUrl: undefined, trustProxy: true });
    try {
      const from = { "x-forwarded-for": "203.0.113.77" };
      const init = await guarded.json("/api/rbac/subjects/authentication/init", { method: "POST", headers: from });
      const visitor: Tokens = init.body.data;
      const added = await guarded.json("/api/rbac/identities/email-and-password", {
        method: "POST",
        headers: { ...bearer(visitor.jwt), ...from },
        body: { data: { email: uniqueEmail("stranger-0"), password: PASSWORD } },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const { change } = await accountOf(guarded, visitor);
      const statuses: number[] = [];
      for (let i = 1; i <= 12; i++) statuses.push((await change({ email: uniqueEmail(`stranger-${i}`), password: PASSWORD }, { headers: from })).status);
      // The identity added was the first of ten; the ninth change is the last let through.
      expect(statuses).toEqual([...Array(9).fill(200), 429, 429, 429]);
      await mailerOf(guarded.context).flush();
      const notices = await guarded.context.db.select({ to: messages.to }).from(messages).where(eq(messages.subject, RU_SUBJECT));
      expect(notices).toHaveLength(9);
    } finally {
      await guarded.close();
    }
  });
});

describe("with SMTP down", () => {
  it("changes the email at once and keeps the notice in the outbox", async () => {
    const dead = await startSmtpServer();
    await dead.close(); // nothing listens there any more
    const offline = await startTestSobor({ env: { SMTP_URL: dead.url, MAIL_RETRY_BASE_MS: "0", MAIL_MAX_ATTEMPTS: "1" }, siteUrl: SITE, redisUrl: undefined });
    try {
      const before = uniqueEmail("offline");
      const tokens = await register(offline, before);
      const { change } = await accountOf(offline, tokens);
      const after = uniqueEmail("moved");
      const changed = await change({ email: after, password: PASSWORD, lang: "en" });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      await signIn(offline, after);
      await mailerOf(offline.context).flush();
      const [notice] = await offline.context.db
        .select({ status: messages.status, text: messages.text })
        .from(messages)
        .where(and(eq(messages.to, before), eq(messages.subject, EN_SUBJECT)));
      expect(notice).toMatchObject({ status: "failed", text: expect.stringContaining("m***@e***.org") });
    } finally {
      await offline.close();
    }
  });
});
