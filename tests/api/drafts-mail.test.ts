// New-article mails follow publishing: an article saved as a draft and linked to a category mails
// nobody; publishing it mails the category's subscribers, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailerOf } from "../../src/modules/notification/server/index.js";
import { bearer, register, uniqueEmail } from "../helpers/accounts.js";
import { startSmtpServer, type TestSmtpServer } from "../helpers/mail.js";
import { uniqueText } from "../helpers/records.js";
import { startTestSobor, type TestSobor } from "../helpers/sobor.js";

let smtp: TestSmtpServer;
let sobor: TestSobor;
let news: { id: string; slug: string };
let topicId: string;

async function post(path: string, data: Record<string, unknown>) {
  const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
  if (status !== 201 && status !== 200) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  sobor = await startTestSobor({ env: { SMTP_URL: smtp.url }, siteUrl: "https://cathedral.example" });
  const slug = uniqueText("drafts-news");
  news = await post("/api/blog/categories", { slug, title: { en: "News" } });
  topicId = (await post("/api/notification/topics", { slug: uniqueText("topic"), kind: "blog-category", blogCategorySlug: slug, title: { en: "News" } })).id;
});

afterAll(async () => {
  await sobor?.close();
  await smtp?.close();
});

describe("new-article mails and drafts", () => {
  it("waits for the article to be published, then mails once", async () => {
    const email = uniqueEmail("drafts-reader");
    const reader = await register(sobor, email);
    await sobor.json("/api/notification/subscriptions", { method: "PUT", headers: bearer(reader.jwt), body: { data: { topicIds: [topicId], language: "en" } } });
    const title = uniqueText("Vigil");
    const article = await post("/api/admin/drafts/blog/articles", { slug: uniqueText("vigil"), title: { en: title } });
    await post("/api/blog/categories-to-articles", { categoryId: news.id, articleId: article.id });
    await mailerOf(sobor.context).flush();
    const about = () => smtp.received.filter((m) => m.to.includes(email) && m.headers.subject?.includes(title));
    expect(about()).toEqual([]);

    await post(`/api/admin/drafts/blog/articles/${article.id}/publish`, {});
    await mailerOf(sobor.context).flush();
    const mail = await smtp.next(email, { where: (m) => m.headers.subject?.includes(title) ?? false });
    expect(mail.headers.subject).toBe(`New in News: ${title}`);

    // A later edit, published again, is not news.
    await sobor.json(`/api/admin/drafts/blog/articles/${article.id}`, { method: "PUT", secret: true, body: { data: { subtitle: { en: "Corrected" } } } });
    await post(`/api/admin/drafts/blog/articles/${article.id}/publish`, {});
    await mailerOf(sobor.context).flush();
    expect(about()).toHaveLength(1);
  });
});
