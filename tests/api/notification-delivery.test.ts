import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/core/jobs/index.js";
import { messages } from "../../src/modules/notification/entities.js";
import { mailerOf, siteMessageMail } from "../../src/modules/notification/server/index.js";
import { bearer, register, signInAsAdmin, subjectOf, uniqueEmail } from "../helpers/accounts.js";
import { startSmtpServer, type TestSmtpServer } from "../helpers/mail.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let smtp: TestSmtpServer & { refused: number };
let sobor: TestSobor;

beforeAll(async () => {
  // Refuses the first message (451), then accepts: the outbox must try again.
  smtp = await startSmtpServer({ refuseFirst: 1 });
  // No wait between attempts, so the test drains them without sleeping; three attempts per mail.
  sobor = await startTestSobor({ env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: "0", MAIL_MAX_ATTEMPTS: "3" }, siteUrl: "https://cathedral.example" });
});

afterAll(async () => {
  await sobor?.close();
  await smtp?.close();
});

const outboxRow = async (id: string) => (await sobor.context.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe("SMTP delivery from the outbox", () => {
  it("retries a mail the server refused, through a real SMTP exchange, until it is accepted", async () => {
    const to = uniqueEmail("retry");
    const row = await mailerOf(sobor.context).send({ to, ...siteMessageMail({ lang: "en", subject: "Second time lucky", text: "hello" }) });
    await mailerOf(sobor.context).flush();
    expect(smtp.refused).toBe(1);
    expect((await smtp.next(to)).text).toContain("hello");
    const sent = await outboxRow(String(row.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, error: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it("does not send inside the request: the outbox row is pending with its delivery job", async () => {
    const to = uniqueEmail("queued");
    const row = await mailerOf(sobor.context).send({ to, ...siteMessageMail({ lang: "en", subject: "Queued", text: "later" }) });
    expect(row.status).toBe("pending");
    const queued = await sobor.context.db.select().from(jobs).where(eq(jobs.kind, "notification.deliver"));
    expect(queued.some((job) => (job.payload as { messageId: string }).messageId === String(row.id))).toBe(true);
    await mailerOf(sobor.context).flush();
    expect((await smtp.next(to)).headers.subject).toBe("Queued");
  });

  it("marks a mail failed with the reason once its attempts are spent", async () => {
    const dead = await startSmtpServer();
    await dead.close(); // nothing listens there any more
    const failing = await startTestSobor({ env: { SMTP_URL: dead.url, MAIL_RETRY_BASE_MS: "0", MAIL_MAX_ATTEMPTS: "2" } });
    try {
      const row = await mailerOf(failing.context).send({ to: "failed@example.org", ...siteMessageMail({ lang: "en", subject: "Nope", text: "never arrives" }) });
      await mailerOf(failing.context).flush();
      const [failed] = await failing.context.db.select().from(messages).where(eq(messages.id, String(row.id)));
      expect(failed).toMatchObject({ status: "failed", attempts: 2, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    } finally {
      await failing.close();
    }
  });

  it("lets an administrator resend an outbox mail (and nobody else)", async () => {
    const to = uniqueEmail("resend");
    const row = await mailerOf(sobor.context).send({ to, ...siteMessageMail({ lang: "en", subject: "Again", text: "twice" }) });
    await mailerOf(sobor.context).flush();
    await smtp.next(to);
    const path = `/api/notification/messages/${row.id}/resend`;
    expect((await sobor.json(path, { method: "POST" })).status).toBe(401);
    const member = await register(sobor);
    expect((await sobor.json(path, { method: "POST", headers: bearer(member.jwt) })).status).toBe(403);
    expect(subjectOf(member.jwt)).toEqual(expect.any(String));
    const admin = await signInAsAdmin(sobor);
    const answer = await sobor.json(path, { method: "POST", headers: bearer(admin.jwt) });
    expect(answer.status).toBe(202);
    expect(answer.body.data).toMatchObject({ id: row.id, status: "pending" });
    await mailerOf(sobor.context).flush();
    expect((await smtp.next(to)).headers.subject).toBe("Again");
    expect(await outboxRow(String(row.id))).toMatchObject({ status: "sent", attempts: 2 });
    expect((await sobor.json(`/api/notification/messages/00000000-0000-4000-8000-000000000000/resend`, { method: "POST", headers: bearer(admin.jwt) })).status).toBe(404);
  });
});
