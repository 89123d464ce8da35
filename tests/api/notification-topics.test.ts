// Topics a subject subscribes to from the settings, the mails they produce (new articles in a
// category, tomorrow's events, order updates), each with a signed unsubscribe link that works
// without signing in; templates edited in the admin and previewed (issue 13).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailerOf } from "../../src/modules/notification/server/index.js";
import { bearer, register, signInAsAdmin, uniqueEmail, type Tokens } from "../helpers/accounts.js";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/mail.js";
import { expectError, uniqueText } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

const SITE = "https://cathedral.example";
let smtp: TestSmtpServer;
let sobor: TestSobor;
let admin: Tokens;
let news: { id: string; slug: string };
const topic: Record<string, { id: string }> = {};

async function create(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

const subscribe = (tokens: Tokens, topicIds: string[], language?: string) =>
  sobor.json("/api/notification/subscriptions", { method: "PUT", headers: bearer(tokens.jwt), body: { data: { topicIds, ...(language ? { language } : {}) } } });

/** The unsubscribe link of a mail's plain-text part. */
const unsubscribeLink = (mail: ReceivedMail) => {
  const url = mail.text.match(/(https?:\/\/\S+\/api\/notification\/unsubscribe\?\S+)/)?.[1];
  expect(url, mail.text).toBeTruthy();
  return new URL(url!);
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  sobor = await startTestSobor({ env: { SMTP_URL: smtp.url }, siteUrl: SITE });
  admin = await signInAsAdmin(sobor);
  const slug = uniqueText("news");
  news = await create("/api/blog/categories", { slug, title: { ru: "Новости", en: "News" } });
  topic.news = await create("/api/notification/topics", { slug: uniqueText("topic-news"), kind: "blog-category", blogCategorySlug: slug, title: { ru: "Новости", en: "News" } });
  topic.events = await create("/api/notification/topics", { slug: uniqueText("topic-events"), kind: "event-reminders", title: { ru: "Напоминания", en: "Reminders" } });
});

afterAll(async () => {
  await sobor?.close();
  await smtp?.close();
});

describe("subscriptions", () => {
  it("lists the topics with the subject's choice; saving replaces it; anonymous callers get 401", async () => {
    const reader = await register(sobor);
    expect((await sobor.json("/api/notification/subscriptions")).status).toBe(401);
    expect((await subscribe(reader, [topic.news!.id], "en")).status).toBe(200);
    const listed = await sobor.json("/api/notification/subscriptions", { headers: bearer(reader.jwt) });
    expect(listed.status).toBe(200);
    const mine = listed.body.data.topics.filter((t: { subscribed: boolean }) => t.subscribed).map((t: { id: string }) => t.id);
    expect(mine).toEqual([topic.news!.id]);
    expect((await subscribe(reader, [])).status).toBe(200);
    const after = await sobor.json("/api/notification/subscriptions", { headers: bearer(reader.jwt) });
    expect(after.body.data.topics.some((t: { subscribed: boolean }) => t.subscribed)).toBe(false);
  });

  it("refuses unknown topics and malformed input with a 4xx", async () => {
    const reader = await register(sobor);
    expectError(await subscribe(reader, ["00000000-0000-4000-8000-000000000000"]), 409);
    expectError(await subscribe(reader, ["not-a-uuid"]), 400);
    expectError(await subscribe(reader, [topic.news!.id], "de"), 400);
  });
});

describe("a subscription mail with a working unsubscribe", () => {
  it("mails a new article in the category to its subscribers, in their language, with a signed unsubscribe link", async () => {
    const email = uniqueEmail("news");
    const reader = await register(sobor, email);
    await subscribe(reader, [topic.news!.id], "en");
    const article = await create("/api/blog/articles", { slug: uniqueText("easter"), title: { ru: "Пасха", en: "Easter night" }, subtitle: { en: "The procession starts at midnight." } });
    await create("/api/blog/categories-to-articles", { categoryId: news.id, articleId: article.id });
    await mailerOf(sobor.context).flush();
    const mail = await smtp.next(email, { where: (m) => m.headers.subject !== "Добро пожаловать" });
    expect(mail.headers.subject).toBe("New in News: Easter night");
    expect(mail.text).toContain(`${SITE}/en/blog/articles/${article.slug}`);
    expect(mail.headers["list-unsubscribe"]).toContain("/api/notification/unsubscribe?");
    expect(mail.raw).toMatch(/<html[^>]*lang=(3D)?"en"/);

    const link = unsubscribeLink(mail);
    const path = `${link.pathname}${link.search}`;
    // Opening the link (a person, or a mail scanner) only asks.
    const page = await sobor.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="en"');
    expect(html).toContain("Stop sending the mails &quot;News&quot;?");
    expect(html).toMatch(/<form method="post"/);
    expect((await sobor.json("/api/notification/subscriptions", { headers: bearer(reader.jwt) })).body.data.topics.find((t: { id: string }) => t.id === topic.news!.id).subscribed).toBe(true);
    // The button: no session needed.
    const done = await sobor.request(path, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Done: you will no longer receive the mails &quot;News&quot;.");
    expect((await sobor.json("/api/notification/subscriptions", { headers: bearer(reader.jwt) })).body.data.topics.find((t: { id: string }) => t.id === topic.news!.id).subscribed).toBe(false);

    // The next article no longer reaches this reader.
    const next = await create("/api/blog/articles", { slug: uniqueText("after"), title: { en: "After unsubscribing" } });
    await create("/api/blog/categories-to-articles", { categoryId: news.id, articleId: next.id });
    await mailerOf(sobor.context).flush();
    expect(smtp.received.filter((m) => m.to.includes(email) && m.headers.subject?.includes("After unsubscribing"))).toEqual([]);
  });

  it("refuses a forged or altered unsubscribe link, in the link's language", async () => {
    const email = uniqueEmail("forged");
    const reader = await register(sobor, email);
    await subscribe(reader, [topic.news!.id], "ru");
    const listed = await sobor.json("/api/notification/subscriptions", { headers: bearer(reader.jwt) });
    expect(listed.status).toBe(200);
    const subject = JSON.parse(Buffer.from(reader.jwt.split(".")[1]!, "base64url").toString()).sub as string;
    const forged = `/api/notification/unsubscribe?s=${subject}&t=${topic.news!.id}&sig=${"A".repeat(43)}&lang=ru`;
    const answer = await sobor.request(forged, { method: "POST" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Ссылка для отписки недействительна");
    expect((await sobor.json("/api/notification/subscriptions", { headers: bearer(reader.jwt) })).body.data.topics.find((t: { id: string }) => t.id === topic.news!.id).subscribed).toBe(true);
    expect((await sobor.request("/api/notification/unsubscribe?s=x")).status).toBe(400);
  });

  it("reminds subscribers a day before an event, once per date", async () => {
    const email = uniqueEmail("events");
    const reader = await register(sobor, email);
    await subscribe(reader, [topic.events!.id], "ru");
    const dateKey = await create("/api/ecommerce/attribute-keys", { slug: "date-of-the-event", type: "feature", field: "datetime", title: { ru: "Дата" } });
    const event = await create("/api/ecommerce/products", { slug: uniqueText("vigil"), variant: "smolny-event", title: { ru: "Всенощное бдение", en: "All-night vigil" } });
    const attach = async (datetime: Date) => {
      const attribute = await create("/api/ecommerce/attributes", { datetime: datetime.toISOString() });
      await create("/api/ecommerce/products-to-attributes", { productId: event.id, attributeId: attribute.id });
      await create("/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: dateKey.id, attributeId: attribute.id });
    };
    await attach(new Date(Date.now() + 20 * 3_600_000)); // tomorrow: reminded now
    await attach(new Date(Date.now() + 72 * 3_600_000)); // in three days: not yet
    for (let scan = 0; scan < 2; scan++) {
      await sobor.context.jobs.enqueue(sobor.context.db, "notification.event-reminders", {});
      await mailerOf(sobor.context).flush();
    }
    const mail = await smtp.next(email, { where: (m) => m.headers.subject !== "Добро пожаловать" });
    expect(mail.headers.subject).toBe("Завтра: Всенощное бдение");
    expect(mail.text).toContain(`${SITE}/ru/ecommerce/products/${event.slug}`);
    unsubscribeLink(mail);
    expect(smtp.received.filter((m) => m.to.includes(email) && m.headers.subject !== "Добро пожаловать")).toHaveLength(1);
  });
});

describe("templates", () => {
  it("mails with the words an administrator wrote for a language", async () => {
    const saved = await sobor.json("/api/notification/templates", {
      method: "POST",
      headers: bearer(admin.jwt),
      body: { data: { adminTitle: "New article", key: "new-article", subject: { en: "Fresh from {{category}}: {{title}}" }, body: { en: "Read it here:\n\n{{link}}" } } },
    });
    expect(saved.status).toBe(201);
    const email = uniqueEmail("edited");
    const reader = await register(sobor, email);
    await subscribe(reader, [topic.news!.id], "en");
    const article = await create("/api/blog/articles", { slug: uniqueText("edited"), title: { en: "Edited words" } });
    await create("/api/blog/categories-to-articles", { categoryId: news.id, articleId: article.id });
    await mailerOf(sobor.context).flush();
    const mail = await smtp.next(email, { where: (m) => m.headers.subject?.includes("Edited words") ?? false });
    expect(mail.headers.subject).toBe("Fresh from News: Edited words");
    expect(mail.text).toContain("Read it here:");
    // Russian was left empty: it keeps the shipped words.
    const preview = await sobor.json("/api/notification/templates/preview", { method: "POST", headers: bearer(admin.jwt), body: { data: { key: "new-article", language: "ru" } } });
    expect(preview.body.data.subject).toBe("Новое в разделе «Новости»: Пасхальное богослужение");
  });

  it("previews a template with sample values for administrators only", async () => {
    const path = "/api/notification/templates/preview";
    const data = { key: "order-status-changed", language: "en", subject: "Order {{number}} is {{status}}" };
    expect((await sobor.json(path, { method: "POST", body: { data } })).status).toBe(401);
    const member = await register(sobor);
    expect((await sobor.json(path, { method: "POST", headers: bearer(member.jwt), body: { data } })).status).toBe(403);
    const answer = await sobor.json(path, { method: "POST", headers: bearer(admin.jwt), body: { data } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.subject).toBe("Order 1042 is on its way");
    expect(answer.body.data.html).toMatch(/<html[^>]*lang="en"/);
    expect(answer.body.data.html).toContain("Open the order");
    expectError(await sobor.json(path, { method: "POST", headers: bearer(admin.jwt), body: { data: { key: "nope", language: "en" } } }), 400);
  });
});
