import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../src/modules/notification/entities.js";
import { AUTH, bearer, register, signInAsAdmin, subjectOf, tokensFrom, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { expectError } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let sobor: TestSobor;
beforeAll(async () => {
  // No SMTP_URL: mail stays in the outbox as 'pending', where the test reads it.
  sobor = await startTestSobor({ env: {}, redisUrl: undefined });
});
afterAll(() => sobor?.close());

const notifyPath = (tokens: Tokens) => `/api/rbac/subjects/${subjectOf(tokens.jwt)}/notify`;
const note = { subject: "Ваша записка принята", text: "Записка будет прочитана на литургии." };

describe("POST /api/rbac/subjects/{id}/notify", () => {
  it("mails each email address of the subject through the outbox, for the secret key or an admin", async () => {
    const email = uniqueEmail("notified");
    const subject = await register(sobor, email);
    const bySecret = await sobor.json(notifyPath(subject), { method: "POST", secret: true, body: { data: note } });
    expect(bySecret.status).toBe(202);
    expect(bySecret.body.data).toEqual([{ id: expect.any(String), to: email, status: "pending" }]);
    const [row] = await sobor.context.db.select().from(messages).where(eq(messages.id, bySecret.body.data[0].id));
    // Laid out by the 'site-message' template (react-email), in the site's language, with no unsubscribe link.
    expect(row).toMatchObject({ to: email, subject: note.subject, text: `${note.text}\n`, status: "pending", listUnsubscribe: null });
    expect(row!.html).toMatch(/<html[^>]*lang="ru"/);
    expect(row!.html).toContain(note.text);

    const admin = await signInAsAdmin(sobor);
    const byAdmin = await sobor.json(notifyPath(subject), { method: "POST", headers: bearer(admin.jwt), body: { data: { subject: "Your note", text: "First.\n\nSecond.", language: "en" } } });
    expect(byAdmin.status).toBe(202);
    const [english] = await sobor.context.db.select().from(messages).where(and(eq(messages.to, email), eq(messages.subject, "Your note")));
    expect(english!.html).toMatch(/<html[^>]*lang="en"/);
    expect(english!.text).toBe("First.\n\nSecond.\n");
  });

  it("is not for the subject itself, another subject or a visitor", async () => {
    const subject = await register(sobor);
    const stranger = await register(sobor);
    expectError(await sobor.json(notifyPath(subject), { method: "POST", headers: bearer(subject.jwt), body: { data: note } }), 403);
    expectError(await sobor.json(notifyPath(subject), { method: "POST", headers: bearer(stranger.jwt), body: { data: note } }), 403);
    expectError(await sobor.json(notifyPath(subject), { method: "POST", body: { data: note } }), 401);
  });

  it("answers clear 4xx for bad input and for a subject without an email", async () => {
    const subject = await register(sobor);
    expectError(await sobor.json(notifyPath(subject), { method: "POST", secret: true, body: { data: { subject: "", text: "x" } } }), 400, /subject/);
    expectError(await sobor.json(notifyPath(subject), { method: "POST", secret: true, body: { data: { subject: "x" } } }), 400, /text/);
    // Every mail is a template: the caller's own HTML is refused, not silently dropped.
    expectError(await sobor.json(notifyPath(subject), { method: "POST", secret: true, body: { data: { ...note, html: "<p>x</p>" } } }), 400, /html/);
    expectError(await sobor.json(notifyPath(subject), { method: "POST", secret: true, body: { data: { ...note, language: "de" } } }), 400, /language/);
    expectError(await sobor.json("/api/rbac/subjects/not-a-uuid/notify", { method: "POST", secret: true, body: { data: note } }), 400);
    const anonymous = await tokensFrom(sobor.json(`${AUTH}/init`, { method: "POST" }), 201);
    expectError(await sobor.json(notifyPath(anonymous), { method: "POST", secret: true, body: { data: note } }), 409, /no email/);
  });
});
