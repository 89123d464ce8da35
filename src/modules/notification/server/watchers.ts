import { log } from "../../../core/log.js";
import { and, eq, type SQL } from "drizzle-orm";
import { anyOf } from "../../../core/db/any-of.js";
import { localise } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { articles, categories, categoriesToArticles } from "../../blog/entities.js";
import type { Mailer } from "./mailer.js";
import { backgroundOrigin, mailSubscribers, topicIdsOf } from "./topic-mail.js";
import type { UnsubscribeSigner } from "./unsubscribe-token.js";

/**
 * What mails subscribers of new articles: write events on the bus become durable jobs (so a
 * restart loses nothing and several processes mail once: each mail's job has a key). The shop's
 * topics (order updates, event reminders) are mailed by the shop (ecommerce/server/subscriber-mail.ts)
 * through topic-mail.ts: this module does not import the modules it mails about when they import it.
 */
export function watchTopics(context: AppContext, services: { mailer: Mailer; signer: UnsubscribeSigner }): () => void {
  const { db, jobs } = context;
  const origin = () => backgroundOrigin(context.config);

  // A published article linked to a category: one job per (article, category), ever. A draft's
  // links wait: publishing the article (a write to it) looks at its links again.
  const mailNewArticles = async (where: SQL) => {
    const links = await db
      .select({ articleId: categoriesToArticles.articleId, categoryId: categoriesToArticles.categoryId })
      .from(categoriesToArticles)
      .innerJoin(articles, eq(articles.id, categoriesToArticles.articleId))
      .where(and(where, eq(articles.published, true)));
    for (const link of links) await jobs.enqueue(db, "notification.new-article", link, { key: `new-article:${link.articleId}:${link.categoryId}` });
  };
  jobs.define<{ linkIds: string[] }>("notification.new-article-links", {
    run: ({ payload }) => mailNewArticles(anyOf(categoriesToArticles.id, payload.linkIds)),
  });
  jobs.define<{ articleIds: string[] }>("notification.published-articles", {
    run: ({ payload }) => mailNewArticles(anyOf(categoriesToArticles.articleId, payload.articleIds)),
  });
  jobs.define<{ articleId: string; categoryId: string }>("notification.new-article", {
    async run({ payload }) {
      const [row] = await db
        .select({ slug: articles.slug, title: articles.title, subtitle: articles.subtitle, adminTitle: articles.adminTitle, categorySlug: categories.slug, categoryTitle: categories.title, categoryAdminTitle: categories.adminTitle })
        .from(articles)
        .innerJoin(categories, eq(categories.id, payload.categoryId))
        .where(and(eq(articles.id, payload.articleId), eq(articles.published, true)))
        .limit(1);
      if (!row) return;
      const topicIds = await topicIdsOf(db, "blog-category", row.categorySlug);
      await mailSubscribers(context, services, topicIds, ({ lang }) => {
        const link = `${origin()}/${lang}/blog/articles/${encodeURIComponent(row.slug)}`;
        const title = localise(row.title, lang, context.i18n.defaultLanguage) || String(row.adminTitle ?? row.slug);
        const category = localise(row.categoryTitle, lang, context.i18n.defaultLanguage) || String(row.categoryAdminTitle ?? row.categorySlug);
        return { template: "new-article", lang, values: { category, title, summary: localise(row.subtitle, lang, context.i18n.defaultLanguage), link }, actionUrl: link };
      });
    },
  });

  return context.bus.subscribe((event, { remote }) => {
    // The process that made the write enqueues; the others hear it too and leave it.
    if (remote || event.action !== "create" && event.action !== "update") return;
    const enqueue = (kind: string, payload: unknown) =>
      jobs.track(jobs.enqueue(db, kind, payload).catch((error: unknown) => log.error({ err: error, kind }, "notification job not enqueued")));
    if (event.module === "blog" && event.entity === "categories-to-articles" && event.action === "create") enqueue("notification.new-article-links", { linkIds: event.ids });
    // Publishing is an update of the article (with published true): its links are looked at again.
    if (event.module === "blog" && event.entity === "articles" && event.action === "update") enqueue("notification.published-articles", { articleIds: event.ids });
  });
}
