import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import { anyOf } from "../../../core/db/any-of.js";
import { publishedOnly } from "../../../core/entity/drafts.js";
import { localise } from "../../../core/i18n/languages.js";
import { log } from "../../../core/log.js";
import type { AppContext } from "../../../core/module.js";
import { subjectsToEcommerceModuleOrders } from "../../../links/rbac.js";
import { notificationOf, type MailLanguage } from "../../notification/server/service.js";
import { backgroundOrigin, mailSubscribers, topicIdsOf } from "../../notification/server/topic-mail.js";
import { attributeKeys, attributeKeysToAttributes, attributes, orders, products, productsToAttributes } from "../entities.js";
import { PLACE_KEY } from "../widget-data-types.js";
import { datedServices } from "./dated-services.js";

/** How often the schedule is read for dates in the coming day (each date is reminded once). */
export const REMINDER_SCAN_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const ORDER_STATUS_NAMES: Record<MailLanguage, Record<string, string>> = {
  ru: { new: "новый", paying: "ожидает оплаты", paid: "оплачен", approving: "на согласовании", packaging: "собирается", delivering: "передан в доставку", delivered: "доставлен", canceled: "отменён" },
  en: { new: "new", paying: "awaiting payment", paid: "paid", approving: "being approved", packaging: "being packed", delivering: "on its way", delivered: "delivered", canceled: "canceled" },
};

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" };

/**
 * The shop's mail to the notification module's topic subscribers: an order's buyer hears of its
 * status changes ('order-updates'), and subscribers of 'event-reminders' of tomorrow's services and
 * events. Write events become durable jobs (a restart loses nothing; several processes mail once:
 * each mail's job has a key), and a recurring job reads the schedule. The shop builds on the
 * notification module (its mailer, topics and signed unsubscribe links), never the reverse.
 * Returns what stops listening.
 */
export function mailShopSubscribers(context: AppContext): () => void {
  const { db, jobs } = context;
  const services = notificationOf(context);
  const origin = () => backgroundOrigin(context.config);

  // An order whose status changed: one mail per (order, status) to its buyer, if subscribed.
  jobs.define<{ orderIds: string[] }>("notification.order-updates", {
    async run({ payload }) {
      const rows = await db.select({ id: orders.id, status: orders.status, type: orders.type }).from(orders).where(anyOf(orders.id, payload.orderIds));
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
      const topicIds = await topicIdsOf(db, "order-updates");
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
      const dates = await datedServices(db, [
        gt(attributes.datetime, sql`now()`),
        lte(attributes.datetime, sql`now() + ${DAY_MS} * interval '1 millisecond'`),
      ])
        .limit(1000);
      for (const date of dates) {
        await jobs.enqueue(db, "notification.event-reminder", { attributeId: date.attributeId }, { key: `event-reminder:${date.attributeId}:${new Date(date.datetime!).toISOString()}` });
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
      const topicIds = await topicIdsOf(db, "event-reminders");
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

  /**
   * Only an order past the cart has a status to mail. Most order writes are a cart's lines
   * changing: they cost this one read, not a durable job (its insert, claim, read and finish).
   */
  async function enqueueStatusChanges(ids: string[]): Promise<void> {
    try {
      const past = await db.select({ id: orders.id }).from(orders).where(and(anyOf(orders.id, ids), ne(orders.type, "cart"), ne(orders.status, "new")));
      if (past.length) await jobs.enqueue(db, "notification.order-updates", { orderIds: past.map((order) => String(order.id)) });
    } catch (error) {
      log.error({ err: error, kind: "notification.order-updates" }, "notification job not enqueued");
    }
  }

  return context.bus.subscribe((event, { remote }) => {
    // The process that made the write enqueues; the others hear it too and leave it.
    if (remote || event.module !== "ecommerce" || event.entity !== "orders" || event.action !== "update") return;
    jobs.track(enqueueStatusChanges(event.ids));
  });
}
