import { and, asc, eq, gte, inArray, lte, or, type SQL } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { publishedOnly } from "../../../core/entity/drafts.js";
import { notFound } from "../../../core/http/errors.js";
import { siteOrigin } from "../../../core/http/site-origin.js";
import { answer } from "../../../core/http/route-docs.js";
import { text, uuid, uuidParams, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { attributeKeys, attributeKeysToAttributes, attributes, categories, categoriesToProducts, products, productsToAttributes } from "../entities.js";
import { DIVINE_VARIANT, EVENT_DATE_KEY, EVENT_VARIANT, PLACE_KEY } from "../widget-data-types.js";
import { vcalendar, type CalendarEvent } from "./ical.js";
import { localisedTitle } from "./sellable.js";

/** The schedule records when an item starts, not how long it lasts: an hour shows it in any calendar. */
const EVENT_MINUTES = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed covers a month back (so a calendar keeps what it showed) and a year ahead, at most this many items. */
const FEED_PAST_DAYS = 31;
const FEED_FUTURE_DAYS = 366;
const FEED_LIMIT = 2000;

const FEED_TITLE: Record<string, string> = { ru: "Расписание богослужений и мероприятий", en: "Services and events" };

type Db = AppContext["db"];

/**
 * Products' dates within a window and their places: one row per attribute, with its product and
 * key. The window is in the query, so old dates never crowd out coming ones under the limit.
 */
async function datedRows(db: Db, where: SQL | undefined, window: { from: Date; to?: Date }) {
  const inWindow = and(eq(attributeKeys.slug, EVENT_DATE_KEY), gte(attributes.datetime, window.from), window.to ? lte(attributes.datetime, window.to) : undefined);
  return db
    .select({
      productId: products.id,
      slug: products.slug,
      title: products.title,
      adminTitle: products.adminTitle,
      shortDescription: products.shortDescription,
      id: attributes.id,
      datetime: attributes.datetime,
      string: attributes.string,
      updatedAt: attributes.updatedAt,
      key: attributeKeys.slug,
    })
    .from(products)
    .innerJoin(productsToAttributes, eq(productsToAttributes.productId, products.id))
    .innerJoin(attributes, eq(attributes.id, productsToAttributes.attributeId))
    .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
    .innerJoin(attributeKeys, eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId))
    // Drafts never reach a calendar: an unpublished service, or an unpublished date or place of one.
    .where(and(or(eq(attributeKeys.slug, PLACE_KEY), inWindow), where, publishedOnly(products.$entity), publishedOnly(attributes.$entity)))
    .orderBy(asc(attributes.datetime), asc(attributes.id))
    .limit(FEED_LIMIT * 2);
}
type DatedRow = Awaited<ReturnType<typeof datedRows>>[number];

/** Each date row as a calendar event, with its product's title, text, place and page. */
function toEvents(rows: DatedRow[], dates: DatedRow[], lang: string, origin: string): CalendarEvent[] {
  const places = new Map(rows.filter((row) => row.key === PLACE_KEY).map((row) => [row.productId, localisedTitle(row.string, lang, "")]));
  return dates.map((row) => {
    const url = `${origin}/${lang}/ecommerce/products/${encodeURIComponent(String(row.slug))}`;
    return {
      // The date attribute's id: the same whatever the host and however often it is fetched.
      uid: `${row.id}@sobor.ecommerce`,
      start: new Date(row.datetime!),
      minutes: EVENT_MINUTES,
      stamp: new Date(row.updatedAt),
      summary: localisedTitle(row.title, lang, String(row.adminTitle)),
      description: [localisedTitle(row.shortDescription, lang, ""), url].filter(Boolean).join("\n"),
      location: places.get(row.productId) || undefined,
      url,
    };
  });
}

function calendarAnswer(c: Context, body: string, filename: string, download: boolean) {
  c.header("Content-Type", "text/calendar; charset=utf-8");
  if (download) c.header("Content-Disposition", `attachment; filename="${filename.replace(/[^A-Za-z0-9_-]/g, "_")}.ics"`);
  // Calendar apps poll the feed: each fetch is answered from the schedule as it is now.
  c.header("Cache-Control", "no-cache");
  return c.body(body);
}

/**
 * The schedule as iCalendar:
 * - GET /api/ecommerce/products/{id}/calendar.ics ('Add to my calendar' on a service or event
 *   page): one event per coming date, or only `?date={attributeId}`; `?lang=en` for English.
 * - GET /{lang}/schedule.ics (subscribe): every divine service and event from a month ago to a
 *   year ahead; `?category={slug}` only that category's. Both update when the schedule changes
 *   (they are read at each fetch) and keep each date's UID.
 */
export function calendarRoutes(app: Hono, context: AppContext): void {
  const { db } = context;
  const languages = context.i18n.languages as [string, ...string[]];
  const lang = z.enum(languages, { error: `must be one of ${languages.join(", ")}` });

  const ics = (description: string) => ({ 200: answer("text/calendar", description) });
  const itemInput = validate({
    params: uuidParams("id"),
    query: z.object({ date: uuid.optional(), lang: lang.optional() }),
    summary: "A service's or event's coming dates as iCalendar",
    responses: ics("One event per date"),
  });
  app.get("/api/ecommerce/products/:id/calendar.ics", itemInput, async (c) => {
    const { params, query } = c.var.input;
    const language = query.lang ?? context.i18n.defaultLanguage;
    const [product] = await db.select({ id: products.id, slug: products.slug, title: products.title, adminTitle: products.adminTitle }).from(products).where(and(eq(products.id, params.id), publishedOnly(products.$entity))).limit(1);
    if (!product) throw notFound(`No product ${params.id}`);
    // A chosen date is offered whenever it is; otherwise the dates from yesterday on.
    const rows = await datedRows(db, eq(products.id, params.id), { from: new Date(query.date ? 0 : Date.now() - DAY_MS) });
    const dates = rows.filter((row) => row.key === EVENT_DATE_KEY && (!query.date || String(row.id) === query.date));
    if (!dates.length) throw notFound(query.date ? `Product ${params.id} has no date ${query.date}` : `Product ${params.id} has no coming dates`);
    const summary = localisedTitle(product.title, language, String(product.adminTitle));
    return calendarAnswer(c, vcalendar(toEvents(rows, dates, language, siteOrigin(context.config, c)), summary), String(product.slug), true);
  });

  const feedInput = validate({
    params: z.object({ lang }),
    query: z.object({ category: text(200).optional() }),
    summary: "The schedule feed to subscribe to",
    responses: ics("Every service and event from a month ago to a year ahead"),
  });
  app.get("/:lang/schedule.ics", feedInput, async (c) => {
    const { params, query } = c.var.input;
    const now = Date.now();
    const variants = inArray(products.variant, [DIVINE_VARIANT, EVENT_VARIANT]);
    let where: SQL | undefined = variants;
    let name = FEED_TITLE[params.lang] ?? FEED_TITLE.en!;
    if (query.category) {
      const [category] = await db.select({ id: categories.id, title: categories.title }).from(categories).where(eq(categories.slug, query.category)).limit(1);
      if (!category) throw notFound(`No category ${query.category}`);
      const inCategory = db.select({ id: categoriesToProducts.productId }).from(categoriesToProducts).where(eq(categoriesToProducts.categoryId, category.id));
      where = and(variants, inArray(products.id, inCategory));
      name = `${name}: ${localisedTitle(category.title, params.lang, query.category)}`;
    }
    const rows = await datedRows(db, where, { from: new Date(now - FEED_PAST_DAYS * DAY_MS), to: new Date(now + FEED_FUTURE_DAYS * DAY_MS) });
    const dates = rows.filter((row) => row.key === EVENT_DATE_KEY).slice(0, FEED_LIMIT);
    return calendarAnswer(c, vcalendar(toEvents(rows, dates, params.lang, siteOrigin(context.config, c)), name), `schedule-${params.lang}`, false);
  });
}
