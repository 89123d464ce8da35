import { log } from "../../../core/log.js";
import { and, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import { localise } from "../../../core/i18n/languages.js";
import { publishedOnly } from "../../../core/entity/drafts.js";
import type { AppContext } from "../../../core/module.js";
import { articles, categories, categoriesToArticles } from "../../blog/entities.js";
import { attributeKeys, attributeKeysToAttributes, attributes, orders, products, productsToAttributes } from "../../ecommerce/entities.js";
import { DIVINE_VARIANT, EVENT_DATE_KEY, EVENT_VARIANT, PLACE_KEY } from "../../ecommerce/widget-data-types.js";
import { subjectsToEcommerceModuleOrders } from "../../../links/rbac.js";
import { topics } from "../entities.js";
import type { TopicKind } from "../topic-kinds.js";
import type { MailLanguage } from "./language.js";
import type { Mailer } from "./mailer.js";
import { backgroundOrigin, mailSubscribers } from "./topic-mail.js";
import type { UnsubscribeSigner } from "./unsubscribe-token.js";

/** How often the schedule is read for dates in the coming day (each date is reminded once). */
export const REMINDER_SCAN_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const ORDER_STATUS_NAMES: Record<MailLanguage, Record<string, string>> = {
  ru: { new: "новый", paying: "ожидает оплаты", paid: "оплачен", approving: "на согласовании", packaging: "собирается", delivering: "передан в доставку", delivered: "доставлен", canceled: "отменён" },
  en: { new: "new", paying: "awaiting payment", paid: "paid", approving: "being approved", packaging: "being packed", delivering: "on its way", delivered: "delivered", canceled: "canceled" },
};

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" };

/**
 * What mails subscribers: write events on the bus become durable jobs (so a restart loses
 * nothing and several processes mail once: each mail's job has a key), and a recurring job reads
 * the schedule for tomorrow's services and events.
 */
export function watchTopics(context: AppContext, services: { mailer: Mailer; signer: UnsubscribeSigner }): () => void {
  const { db, jobs } = context;
  const origin = () => backgroundOrigin(context.config);
  const topicIdsOf = async (kind: TopicKind, blogCategorySlug?: string) =>
    (
      await db
        .select({ id: topics.id })
        .from(topics)
        .where(and(eq(topics.kind, kind), blogCategorySlug === undefined ? undefined : eq(topics.blogCategorySlug, blogCategorySlug)))
    ).map((row) => row.id);

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
    run: ({ payload }) => mailNewArticles(inArray(categoriesToArticles.id, payload.linkIds)),
  });
  jobs.define<{ articleIds: string[] }>("notification.published-articles", {
    run: ({ payload }) => mailNewArticles(inArray(categoriesToArticles.articleId, payload.articleIds)),
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
      const topicIds = await topicIdsOf("blog-category", row.categorySlug);
      await mailSubscribers(context, services, topicIds, ({ lang }) => {
        const link = `${origin()}/${lang}/blog/articles/${encodeURIComponent(row.slug)}`;
        const title = localise(row.title, lang, context.i18n.defaultLanguage) || String(row.adminTitle ?? row.slug);
        const category = localise(row.categoryTitle, lang, context.i18n.defaultLanguage) || String(row.categoryAdminTitle ?? row.categorySlug);
        return { template: "new-article", lang, values: { category, title, summary: localise(row.subtitle, lang, context.i18n.defaultLanguage), link }, actionUrl: link };
      });
    },
  });

  // An order whose status changed: one mail per (order, status) to its buyer, if subscribed.
  jobs.define<{ orderIds: string[] }>("notification.order-updates", {
    async run({ payload }) {
      const rows = await db.select({ id: orders.id, status: orders.status, type: orders.type }).from(orders).where(inArray(orders.id, payload.orderIds));
      for (const order of rows) {
        if (order.type === "cart" || order.status === "new") continue;
        await jobs.enqueue(db, "notification.order-status", { orderId: order.id, status: order.status }, { key: `order-status:${order.id}:${order.status}` });
      }
    },
  });
  jobs.define<{ orderId: string; status: string }>("notification.order-status", {
    async run({ payload }) {
      const [order] = await db
        .select({ number: orders.number, subjectId: subjectsToEcommerceModuleOrders.subjectId })
        .from(orders)
        .innerJoin(subjectsToEcommerceModuleOrders, eq(subjectsToEcommerceModuleOrders.ecommerceModuleOrderId, orders.id))
        .where(eq(orders.id, payload.orderId))
        .limit(1);
      if (!order) return;
      const topicIds = await topicIdsOf("order-updates");
      await mailSubscribers(
        context,
        services,
        topicIds,
        ({ lang }) => {
          const link = `${origin()}/${lang}/`;
          return { template: "order-status-changed", lang, values: { number: String(order.number ?? ""), status: ORDER_STATUS_NAMES[lang][payload.status] ?? payload.status, link }, actionUrl: link };
        },
        order.subjectId,
      );
    },
  });

  // Tomorrow's services and events: each date's reminder is a job keyed by the date, so it goes once.
  jobs.define("notification.event-reminders", {
    maxAttempts: 1,
    async run() {
      const dates = await db
        .select({ id: attributes.id, datetime: attributes.datetime })
        .from(attributes)
        .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
        .innerJoin(attributeKeys, eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId))
        .innerJoin(productsToAttributes, eq(productsToAttributes.attributeId, attributes.id))
        .innerJoin(products, eq(products.id, productsToAttributes.productId))
        .where(
          and(
            eq(attributeKeys.slug, EVENT_DATE_KEY),
            inArray(products.variant, [EVENT_VARIANT, DIVINE_VARIANT]),
            gt(attributes.datetime, sql`now()`),
            lte(attributes.datetime, sql`now() + ${DAY_MS} * interval '1 millisecond'`),
            // A service or date not yet published is announced to nobody.
            publishedOnly(products.$entity),
            publishedOnly(attributes.$entity),
          ),
        )
        .limit(1000);
      for (const date of dates) {
        await jobs.enqueue(db, "notification.event-reminder", { attributeId: date.id }, { key: `event-reminder:${date.id}:${new Date(date.datetime!).toISOString()}` });
      }
    },
  });
  jobs.every("notification.event-reminders", REMINDER_SCAN_MS);
  jobs.define<{ attributeId: string }>("notification.event-reminder", {
    async run({ payload }) {
      const [date] = await db
        .select({ productId: products.id, slug: products.slug, title: products.title, adminTitle: products.adminTitle, datetime: attributes.datetime })
        .from(attributes)
        .innerJoin(productsToAttributes, eq(productsToAttributes.attributeId, attributes.id))
        .innerJoin(products, eq(products.id, productsToAttributes.productId))
        // Taken down since the scan: no reminder.
        .where(and(eq(attributes.id, payload.attributeId), publishedOnly(products.$entity), publishedOnly(attributes.$entity)))
        .limit(1);
      if (!date?.datetime) return;
      const [place] = await db
        .select({ string: attributes.string })
        .from(productsToAttributes)
        .innerJoin(attributes, eq(attributes.id, productsToAttributes.attributeId))
        .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
        .innerJoin(attributeKeys, eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId))
        .where(and(eq(productsToAttributes.productId, date.productId), eq(attributeKeys.slug, PLACE_KEY), publishedOnly(attributes.$entity)))
        .limit(1);
      const timeZone = context.i18n.timeZone ?? "Europe/Moscow";
      const topicIds = await topicIdsOf("event-reminders");
      await mailSubscribers(context, services, topicIds, ({ lang }) => {
        const link = `${origin()}/${lang}/ecommerce/products/${encodeURIComponent(date.slug)}`;
        return {
          template: "event-reminder",
          lang,
          values: {
            title: localise(date.title, lang, context.i18n.defaultLanguage) || String(date.adminTitle ?? date.slug),
            date: new Intl.DateTimeFormat(lang, { ...DATE_FORMAT, timeZone }).format(new Date(date.datetime!)),
            place: localise(place?.string, lang, context.i18n.defaultLanguage) || "—",
            link,
          },
          actionUrl: link,
        };
      });
    },
  });

  return context.bus.subscribe((event, { remote }) => {
    // The process that made the write enqueues; the others hear it too and leave it.
    if (remote || event.action !== "create" && event.action !== "update") return;
    const enqueue = (kind: string, payload: unknown) =>
      void jobs.enqueue(db, kind, payload).catch((error: unknown) => log.error({ err: error, kind }, "notification job not enqueued"));
    if (event.module === "blog" && event.entity === "categories-to-articles" && event.action === "create") enqueue("notification.new-article-links", { linkIds: event.ids });
    // Publishing is an update of the article (with published true): its links are looked at again.
    if (event.module === "blog" && event.entity === "articles" && event.action === "update") enqueue("notification.published-articles", { articleIds: event.ids });
    if (event.module === "ecommerce" && event.entity === "orders" && event.action === "update") enqueue("notification.order-updates", { orderIds: event.ids });
  });
}
