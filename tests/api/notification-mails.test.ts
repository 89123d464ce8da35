// Every mail the site sends is a template (editable per language, rendered with react-email), and
// every mail not about the reader's own account or purchase carries a working signed unsubscribe
// link and List-Unsubscribe: topic mails leave their topic, administrators' notices leave that
// kind of notice (issue 13). Real SMTP exchanges with a local smtp-server.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/core/jobs/table.js";
import { ADMIN_NOTICES } from "../../src/modules/notification/admin-notices.js";
import { mailerOf } from "../../src/modules/notification/server/index.js";
import { DEFAULT_TEMPLATES, TEMPLATE_PLACEHOLDERS } from "../../src/modules/notification/server/templates/defaults.js";
import { hasUnsubscribe, TEMPLATE_AUDIENCE, TEMPLATE_KEYS } from "../../src/modules/notification/template-keys.js";
import { bearer, PASSWORD, register, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/mail.js";
import { englishWords } from "../helpers/language-check.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { shop, type Row } from "../helpers/shop.js";
import { startTestSobor, TEST_SECRET, type TestSobor } from "../helpers/sobor.js";

const SITE = "https://cathedral.example";
/** An administrator by ADMIN_EMAILS only (no account), and one with an account. */
const BOSS = uniqueEmail("boss");
const DEPUTY = uniqueEmail("deputy");
const CYRILLIC = /[а-яё]/i;

let smtp: TestSmtpServer;
let sobor: TestSobor;
let deputy: Tokens;
let s: ReturnType<typeof shop>;
let rub: Row;
let contactForm: { id: string; input: string };
let panikhida: Row;

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The unsubscribe link of a mail's plain-text part, as a path on the test app. */
function unsubscribePath(mail: ReceivedMail): string {
  const url = mail.text.match(/(https?:\/\/\S+\/api\/notification\/unsubscribe\?\S+)/)?.[1];
  expect(url, mail.text).toBeTruthy();
  const parsed = new URL(url!);
  expect(parsed.origin).toBe(SITE);
  return `${parsed.pathname}${parsed.search}`;
}

const submitForm = (marker: string) => sobor.json(`/api/crm/forms/${contactForm.id}/requests`, { method: "POST", body: { data: { [contactForm.input]: marker } } });
const sendNote = async (email: string, names: string) => {
  const buyer = await s.anonymous();
  const answer = await s.as(buyer, `${buyer.base}/products/${panikhida.id}/checkout`, { method: "POST", data: { provider: "dummy", quantity: 1, email, aboutDeathNames: names, lang: "ru" } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
};
const settled = () => mailerOf(sobor.context).flush();
const mailsTo = (to: string, text: string) => smtp.received.filter((mail) => mail.to.includes(to) && mail.text.includes(text));

beforeAll(async () => {
  smtp = await startSmtpServer();
  sobor = await startTestSobor({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: [BOSS, DEPUTY].join(",") }, siteUrl: SITE });
  // A trusted server vouches for the listed address (a person would prove it with a reset code).
  deputy = await register(sobor, DEPUTY, PASSWORD, { "x-rbac-secret-key": TEST_SECRET });
  s = shop(sobor);
  rub = await s.currency("rub", "₽", true);
  panikhida = await s.product([[rub, 100]], { variant: "smolny-note", title: { ru: "На панихиду", en: "For a memorial service" } });
  const form = await create("/api/crm/forms", { title: { ru: "Обратная связь", en: "Feedback" } });
  const input = await create("/api/crm/inputs", { slug: uniqueText("question"), type: "text", label: { ru: "Вопрос", en: "Question" } });
  await create("/api/crm/forms-to-inputs", { formId: form.id, inputId: input.id });
  contactForm = { id: form.id, input: input.slug };
});

afterAll(async () => {
  await sobor?.close();
  await smtp?.close();
});

describe("every mail kind renders in both languages", () => {
  it.each(TEMPLATE_KEYS.flatMap((key) => (["ru", "en"] as const).map((language) => [key, language] as const)))("%s in %s", async (key, language) => {
    const answer = await sobor.json("/api/notification/templates/preview", { method: "POST", headers: bearer(deputy.jwt), body: { data: { key, language } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const mail = answer.body.data as { subject: string; text: string; html: string; audience: string };
    expect(mail.subject.trim()).not.toBe("");
    // Every placeholder was filled, and the HTML is react-email's layout in the mail's language.
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{/);
    // The sample values are in the preview's language too ('on its way', not a status code or Russian).
    if (language === "en") expect(`${mail.subject}\n${mail.text}`).not.toMatch(CYRILLIC);
    else expect(englishWords(`${mail.subject}\n${mail.text}`)).toEqual([]);
    expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${language}"`));
    expect(mail.html).toContain("<table");
    expect(mail.audience).toBe(TEMPLATE_AUDIENCE[key]);
    // An unsubscribe link exactly where the rule asks for one.
    expect(mail.text.includes("/api/notification/unsubscribe")).toBe(hasUnsubscribe(key));
    // The shipped words are in the language (sample values aside) and use only the placeholders the sender gives.
    const words = DEFAULT_TEMPLATES[key][language];
    const all = `${words.subject}\n${words.body}\n${words.button}`;
    if (language === "en") expect(all).not.toMatch(CYRILLIC);
    else if (key !== "site-message") expect(all).toMatch(CYRILLIC);
    for (const [, name] of all.matchAll(/\{\{\s*([\w-]+)\s*\}\}/g)) expect(TEMPLATE_PLACEHOLDERS[key]).toContain(name);
  });
});

describe("administrators' notices", () => {
  it("mails every administrator a form request with a signed unsubscribe link and List-Unsubscribe; the link leaves that notice only", async () => {
    const first = uniqueText("first-request");
    expect((await submitForm(first)).status).toBe(201);
    await settled();
    const toBoss = await smtp.next(BOSS, { where: (mail) => mail.text.includes(first) });
    const toDeputy = await smtp.next(DEPUTY, { where: (mail) => mail.text.includes(first) });
    expect(toBoss.headers.subject).toBe("Новая заявка: Обратная связь");
    expect(toBoss.text).toContain(`Вопрос: ${first}`);
    expect(toBoss.raw).toMatch(/<html[^>]*lang=(3D)?"ru"/);
    expect(toBoss.headers["list-unsubscribe"]).toContain("/api/notification/unsubscribe?");
    expect(toBoss.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // Each address has its own link.
    expect(unsubscribePath(toBoss)).not.toBe(unsubscribePath(toDeputy));

    // Opening the link only asks; the button (no session) leaves the notice.
    const path = unsubscribePath(toBoss);
    const page = await sobor.request(path);
    expect(page.status).toBe(200);
    const asked = await page.text();
    expect(asked).toContain("Больше не присылать письма «Заявки с форм сайта (для администраторов)»?");
    expect(asked).toMatch(/<form method="post"/);
    const done = await sobor.request(path, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Готово: письма «Заявки с форм сайта (для администраторов)» больше не будут приходить.");
    // Twice is harmless.
    expect((await sobor.request(path, { method: "POST" })).status).toBe(200);

    const second = uniqueText("second-request");
    expect((await submitForm(second)).status).toBe(201);
    await settled();
    await smtp.next(DEPUTY, { where: (mail) => mail.text.includes(second) });
    expect(mailsTo(BOSS, second)).toEqual([]);
    // Notes are another notice: the boss still gets them.
    const names = uniqueText("Иоанна");
    await sendNote(uniqueEmail("visitor"), names);
    await settled();
    await smtp.next(BOSS, { where: (mail) => mail.text.includes(names) });
  });

  it("sends the note-received notice with the names and the donation in its currency", async () => {
    const names = uniqueText("Марии");
    const visitor = uniqueEmail("note-visitor");
    const answer = await sendNote(visitor, names);
    await settled();
    const notice = await smtp.next(DEPUTY, { where: (mail) => mail.text.includes(names) });
    expect(notice.headers.subject).toBe("Новая записка: На панихиду");
    expect(notice.text.replace(/\r\n/g, "\n")).toContain(`Об упокоении:\n— ${names}`);
    expect(notice.text).toContain(`Электронная почта: ${visitor}`);
    expect(notice.text).toContain("Пожертвование: 100 ₽");
    expect(notice.text).toContain(answer.billingModule.invoices[0].id);
    expect(notice.headers["list-unsubscribe"]).toMatch(/[?&]n=notes/);
    // The visitor's own receipt is about their donation: a template, but no unsubscribe.
    const receipt = await smtp.next(visitor);
    expect(receipt.headers.subject).toBe("Записка принята: На панихиду");
    expect(receipt.text).toContain(`— ${names}`);
    expect(receipt.headers["list-unsubscribe"]).toBeUndefined();
    expect(receipt.text).not.toContain("/api/notification/unsubscribe");
  });

  it("shows an administrator its notices on the settings (received by default) and lets it leave and rejoin them", async () => {
    const path = "/api/notification/subscriptions";
    const listed = await sobor.json(path, { headers: bearer(deputy.jwt) });
    expect(listed.status).toBe(200);
    expect(listed.body.data.notices).toEqual(ADMIN_NOTICES.map((kind) => ({ kind, title: { ru: expect.any(String), en: expect.any(String) }, subscribed: true })));

    expect((await sobor.json(path, { method: "PUT", headers: bearer(deputy.jwt), body: { data: { topicIds: [], notices: ["form-requests"] } } })).status).toBe(200);
    const after = await sobor.json(path, { headers: bearer(deputy.jwt) });
    expect(after.body.data.notices.map((n: { kind: string; subscribed: boolean }) => [n.kind, n.subscribed])).toEqual([
      ["form-requests", true],
      ["notes", false],
    ]);
    const names = uniqueText("Петра");
    await sendNote(uniqueEmail("visitor"), names);
    await settled();
    await smtp.next(BOSS, { where: (mail) => mail.text.includes(names) });
    expect(mailsTo(DEPUTY, names)).toEqual([]);

    // Back again.
    expect((await sobor.json(path, { method: "PUT", headers: bearer(deputy.jwt), body: { data: { topicIds: [], notices: [...ADMIN_NOTICES] } } })).status).toBe(200);
    const again = uniqueText("Анны");
    await sendNote(uniqueEmail("visitor"), again);
    await settled();
    await smtp.next(DEPUTY, { where: (mail) => mail.text.includes(again) });
  });

  it("keeps the notices from members, and refuses a forged notice link", async () => {
    const member = await register(sobor);
    const path = "/api/notification/subscriptions";
    expect((await sobor.json(path, { headers: bearer(member.jwt) })).body.data.notices).toEqual([]);
    expectError(await sobor.json(path, { method: "PUT", headers: bearer(member.jwt), body: { data: { topicIds: [], notices: ["notes"] } } }), 403, /administrators/);
    expectError(await sobor.json(path, { method: "PUT", headers: bearer(deputy.jwt), body: { data: { topicIds: [], notices: ["everything"] } } }), 400, /notices/);
    const forged = `/api/notification/unsubscribe?a=${encodeURIComponent(DEPUTY)}&n=notes&sig=${"A".repeat(43)}&lang=en`;
    const answer = await sobor.request(forged, { method: "POST" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("This unsubscribe link is not valid");
    expect((await sobor.request(`/api/notification/unsubscribe?a=${encodeURIComponent(DEPUTY)}&n=all&sig=x`)).status).toBe(400);
    expect((await sobor.json(path, { headers: bearer(deputy.jwt) })).body.data.notices.every((n: { subscribed: boolean }) => n.subscribed)).toBe(true);
  });
});

describe("the order-updates topic (SPEC §9 order-status-changed)", () => {
  it("a cart's changes make no order-updates job; its checkout does", async () => {
    const orderJobs = async (orderId: string) =>
      (await sobor.context.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, "notification.order-updates"))).filter((job) =>
        ((job.payload as { orderIds?: string[] }).orderIds ?? []).includes(orderId),
      );
    const buyer = await s.anonymous();
    const candle = await s.product([[rub, 30]]);
    const added = await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id, quantity: 1 } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const order = added.body.data;
    // Twice more: the same line grows, the order is written each time.
    for (let i = 0; i < 2; i++) expect((await s.as(buyer, `${buyer.base}/orders`, { method: "POST", data: { productId: candle.id, quantity: 1 } })).status).toBe(200);
    await settled();
    expect(await orderJobs(order.id)).toEqual([]);
    const checkout = await s.as(buyer, `${buyer.base}/orders/checkout`, { method: "POST", data: { provider: "dummy", email: uniqueEmail("cart"), ecommerceModule: { orders: [{ id: order.id }] } } });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    await settled();
    expect(await orderJobs(order.id)).toHaveLength(1);
  });

  it("mails the subscribed buyer each status of its order, in its language, with an unsubscribe link; its invoice and payment mails have none", async () => {
    const topic = await create("/api/notification/topics", { slug: uniqueText("orders"), kind: "order-updates", title: { ru: "Мои заказы", en: "My orders" } });
    const email = uniqueEmail("buyer");
    const buyer = s.buyerOf(await register(sobor, email));
    expect((await sobor.json("/api/notification/subscriptions", { method: "PUT", headers: bearer(buyer.tokens.jwt), body: { data: { topicIds: [topic.id], language: "en" } } })).status).toBe(200);
    const candle = await s.product([[rub, 30]], { title: { ru: "Свеча", en: "Candle" } });
    const answer = await s.as(buyer, `${buyer.base}/products/${candle.id}/checkout`, { method: "POST", data: { provider: "dummy", quantity: 2, email, lang: "en" } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = answer.body.data.ecommerceModule.orders[0];
    const invoice = answer.body.data.billingModule.invoices[0];
    await settled();

    const paying = await smtp.next(email, { where: (mail) => mail.headers.subject === `Order ${order.number}: awaiting payment` });
    expect(paying.text).toContain(`The status of your order ${order.number} has changed: awaiting payment.`);
    expect(paying.headers["list-unsubscribe"]).toContain("/api/notification/unsubscribe?");
    const invoiceMail = await smtp.next(email, { where: (mail) => mail.headers.subject === `Invoice ${invoice.id.slice(0, 8)}` });
    expect(invoiceMail.text).toContain("60 ₽");
    expect(invoiceMail.text).toContain("— Candle");
    expect(invoiceMail.headers["list-unsubscribe"]).toBeUndefined();

    expect((await sobor.json(`/api/ecommerce/orders/${order.id}/mark-paid`, { method: "POST", secret: true })).status).toBe(200);
    await settled();
    const paid = await smtp.next(email, { where: (mail) => mail.headers.subject === `Order ${order.number}: paid` });
    const received = await smtp.next(email, { where: (mail) => mail.headers.subject === `Payment received: invoice ${invoice.id.slice(0, 8)}` });
    expect(received.text).toContain("60 ₽");
    expect(received.headers["list-unsubscribe"]).toBeUndefined();

    // One click from the mail client (RFC 8058) leaves the topic: the next status is not mailed.
    const path = unsubscribePath(paid);
    expect((await sobor.request(path, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(200);
    await sobor.json(`/api/ecommerce/orders/${order.id}`, { method: "PATCH", secret: true, body: { data: { status: "delivering" } } });
    await settled();
    expect(smtp.received.filter((mail) => mail.to.includes(email) && mail.headers.subject === `Order ${order.number}: on its way`)).toEqual([]);
  });
});
