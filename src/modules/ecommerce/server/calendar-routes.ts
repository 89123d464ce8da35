import { asc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import { notFound } from "../../../core/http/errors.js";
import { siteOrigin } from "../../../core/http/site-origin.js";
import { uuid, uuidParams, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { attributeKeys, attributeKeysToAttributes, attributes, products, productsToAttributes } from "../entities.js";
import { EVENT_DATE_KEY, PLACE_KEY } from "../widget-data-types.js";
import { vcalendar, type CalendarEvent } from "./ical.js";
import { localisedTitle } from "./sellable.js";

/** The schedule records when an item starts, not how long it lasts: an hour shows it in any calendar. */
const EVENT_MINUTES = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

const input = validate({
  params: uuidParams("id"),
  query: z.object({ date: uuid.optional(), lang: z.enum(["ru", "en"], { error: "must be ru or en" }).optional() }),
});

/**
 * 'Add to my calendar' for a dated product (a divine service, an event): GET
 * /api/ecommerce/products/{id}/calendar.ics answers an iCalendar file with one event per coming
 * date ('date-of-the-event' attributes from yesterday on), or only the date `?date={attributeId}`;
 * `?lang=en` writes the English texts. Each event's UID is its date attribute's id, so it stays
 * the same whatever the host and however often it is downloaded.
 */
export function calendarRoutes(app: Hono, context: AppContext): void {
  const { db } = context;
  app.get("/api/ecommerce/products/:id/calendar.ics", input, async (c) => {
    const { params, query } = c.var.input;
    const lang = query.lang ?? "ru";
    const [product] = await db.select().from(products).where(eq(products.id, params.id)).limit(1);
    if (!product) throw notFound(`No product ${params.id}`);
    const rows = await db
      .select({ id: attributes.id, datetime: attributes.datetime, string: attributes.string, updatedAt: attributes.updatedAt, key: attributeKeys.slug })
      .from(productsToAttributes)
      .innerJoin(attributes, eq(attributes.id, productsToAttributes.attributeId))
      .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
      .innerJoin(attributeKeys, eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId))
      .where(eq(productsToAttributes.productId, params.id))
      .orderBy(asc(attributes.datetime));
    const since = Date.now() - DAY_MS;
    const dates = rows.filter((row) => row.key === EVENT_DATE_KEY && row.datetime && (query.date ? String(row.id) === query.date : new Date(row.datetime).getTime() >= since));
    if (!dates.length) throw notFound(query.date ? `Product ${params.id} has no date ${query.date}` : `Product ${params.id} has no coming dates`);
    const place = rows.find((row) => row.key === PLACE_KEY);
    const slug = String(product.slug);
    const url = `${siteOrigin(context.config, c)}/${lang}/ecommerce/products/${encodeURIComponent(slug)}`;
    const summary = localisedTitle(product.title, lang, String(product.adminTitle));
    const short = localisedTitle(product.shortDescription, lang, "");
    const events: CalendarEvent[] = dates.map((row) => ({
      uid: `${row.id}@sobor.ecommerce`,
      start: new Date(row.datetime!),
      minutes: EVENT_MINUTES,
      stamp: new Date(row.updatedAt),
      summary,
      description: [short, url].filter(Boolean).join("\n"),
      location: place ? localisedTitle(place.string, lang, "") || undefined : undefined,
      url,
    }));
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${slug.replace(/[^A-Za-z0-9_-]/g, "_")}.ics"`);
    c.header("Cache-Control", "no-store");
    return c.body(vcalendar(events, summary));
  });
}
