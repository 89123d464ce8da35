import { and, asc, eq, gte, inArray, like, lt, max, or, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../../../core/admin/server.js";
import { slugOf } from "../../../core/admin/slug.js";
import { advisoryKey, lockForTransaction } from "../../../core/db/advisory-lock.js";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf, entityService, type Row } from "../../../core/entity/index.js";
import { badRequest, conflict, notFound } from "../../../core/http/errors.js";
import { ok } from "../../../core/http/route-docs.js";
import { queryInteger, text, uuid, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { attributeKeys, attributeKeysToAttributes, attributes, categories, categoriesToProducts, products, productsToAttributes } from "../entities.js";
import { DIVINE_VARIANT, EVENT_DATE_KEY, EVENT_VARIANT, PLACE_KEY } from "../widget-data-types.js";
import { localisedTitle } from "./sellable.js";

/**
 * The admin's schedule (admin/schedule.tsx): the services' and events' dates in a window, and one
 * call that puts a service or event on the schedule, new or existing, with its dates, place and
 * categories. By hand that took five generic forms (the product, each date, the date's key, the
 * links to the product and to a category); here it is one transaction.
 */

const SCHEDULE_VARIANTS = [DIVINE_VARIANT, EVENT_VARIANT] as const;
/** The most dates one call adds: a year of weekly services. */
export const MAX_NEW_DATES = 60;
/** The longest window the screen reads at once, and the most rows of each list it answers. */
const MAX_WINDOW_DAYS = 92;
const LIST_LIMIT = 500;
const DAY_MS = 86_400_000;

type Db = AppContext["db"];

/** A localised text as the form sends it ({ ru, en }), only the site's languages, each within `max`. */
function localisedInput(languages: [string, ...string[]], maxLength: number) {
  return z.partialRecord(z.enum(languages, { error: `must be one of ${languages.join(", ")}` }), text(maxLength)).transform((value) => {
    const kept = Object.entries(value).map(([language, words]) => [language, String(words).trim()] as const);
    return Object.fromEntries(kept.filter(([, words]) => words));
  });
}

/** Instants from 2000 to 2100: a typo's year 20266 or 0202 is refused, not scheduled. */
const instant = z.iso
  .datetime({ offset: true, error: "must be a date and time with its offset, such as 2026-12-06T09:00:00+03:00" })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, "must be a date from 2000 to 2100");

/** The first of `slug`, `slug-2`, `slug-3`... that no product has: one query for the whole family. */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (await db.select({ slug: products.slug }).from(products).where(or(eq(products.slug, base), like(products.slug, `${base.replace(/[\\%_]/g, "\\$&")}-%`)))).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A date attribute's admin title: the service's and the time on the site's clock ('divine-liturgy 2026-12-06 09:00'). */
function dateTitle(productTitle: string, when: Date, timeZone: string): string {
  const wall = new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).format(when);
  return `${productTitle} ${wall}`.slice(0, 200);
}

/** Each item's place (its 'place' attribute's text) and categories: two queries for all of them. */
async function placesAndCategories(db: Db, ids: string[]) {
  if (!ids.length) return { places: new Map<string, unknown>(), categoryIds: new Map<string, string[]>() };
  const [placeRows, categoryRows] = await Promise.all([
    db
      .select({ productId: productsToAttributes.productId, string: attributes.string })
      .from(productsToAttributes)
      .innerJoin(attributes, eq(attributes.id, productsToAttributes.attributeId))
      .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
      .innerJoin(attributeKeys, eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId))
      .where(and(eq(attributeKeys.slug, PLACE_KEY), inArray(productsToAttributes.productId, ids))),
    db.select({ productId: categoriesToProducts.productId, categoryId: categoriesToProducts.categoryId }).from(categoriesToProducts).where(inArray(categoriesToProducts.productId, ids)),
  ]);
  const places = new Map(placeRows.map((row) => [row.productId, row.string]));
  const categoryIds = new Map<string, string[]>();
  for (const row of categoryRows) categoryIds.set(row.productId, [...(categoryIds.get(row.productId) ?? []), row.categoryId]);
  return { places, categoryIds };
}

export function scheduleRoutes(app: Hono, context: AppContext): void {
  const { db, bus } = context;
  const languages = context.i18n.languages as [string, ...string[]];
  const siteLanguage = context.i18n.defaultLanguage;
  const timeZone = context.i18n.timeZone ?? "UTC";
  const service = (table: Parameters<typeof entityOf>[0]) => entityService(entityOf(table), bus);
  const written = [products, attributes, productsToAttributes, attributeKeysToAttributes, categoriesToProducts].map((table) => entityOf(table));

  const item = z.looseObject({ id: z.string(), variant: z.string(), slug: z.string(), title: z.unknown(), adminTitle: z.string(), published: z.boolean() });
  const listInput = validate({
    summary: "The schedule's dates in a window, drafts included, with the services and events and the categories (administrators only)",
    query: z.object({ from: instant.optional(), days: queryInteger(1, MAX_WINDOW_DAYS, 14) }),
    responses: {
      200: ok(
        z.object({
          dates: z.array(z.object({ id: z.string(), datetime: z.string(), published: z.boolean(), productId: z.string() })),
          items: z.array(item.extend({ place: z.unknown(), categoryIds: z.array(z.string()) })),
          categories: z.array(z.looseObject({ id: z.string(), slug: z.string(), title: z.unknown() })),
        }),
      ),
    },
  });

  app.get("/api/ecommerce/schedule", listInput, async (c) => {
    await requireAdmin(c, context);
    const { query } = c.var.input;
    const from = query.from ? new Date(query.from) : new Date(Date.now() - DAY_MS);
    const to = new Date(from.getTime() + query.days * DAY_MS);
    const variants = inArray(products.variant, [...SCHEDULE_VARIANTS]);
    const [dates, items, categoryRows] = await Promise.all([
      db
        .select({ id: attributes.id, datetime: attributes.datetime, published: attributes.published, productId: products.id })
        .from(productsToAttributes)
        .innerJoin(products, eq(products.id, productsToAttributes.productId))
        .innerJoin(attributes, eq(attributes.id, productsToAttributes.attributeId))
        .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
        .innerJoin(attributeKeys, eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId))
        .where(and(eq(attributeKeys.slug, EVENT_DATE_KEY), variants, gte(attributes.datetime, from), lt(attributes.datetime, to)))
        .orderBy(asc(attributes.datetime), asc(attributes.id))
        .limit(LIST_LIMIT),
      db
        .select({ id: products.id, variant: products.variant, slug: products.slug, title: products.title, adminTitle: products.adminTitle, published: products.published })
        .from(products)
        .where(variants)
        .orderBy(asc(products.adminTitle), asc(products.id))
        .limit(LIST_LIMIT),
      db.select({ id: categories.id, slug: categories.slug, title: categories.title, adminTitle: categories.adminTitle }).from(categories).orderBy(asc(categories.adminTitle)).limit(LIST_LIMIT),
    ]);
    const { places, categoryIds } = await placesAndCategories(
      db,
      items.map((row) => row.id),
    );
    c.header("cache-control", "private, no-store");
    return c.json({
      data: {
        dates: dates.map((row) => ({ ...row, datetime: new Date(row.datetime!).toISOString() })),
        items: items.map((row) => ({ ...row, place: places.get(row.id) ?? null, categoryIds: categoryIds.get(row.id) ?? [] })),
        categories: categoryRows,
      },
    });
  });

  const newItem = z
    .object({
      variant: z.enum(SCHEDULE_VARIANTS, { error: `must be ${SCHEDULE_VARIANTS.join(" or ")}` }),
      title: localisedInput(languages, 200).refine((value) => Boolean(value[siteLanguage]), `needs a title in ${siteLanguage}, the site's language`),
      shortDescription: localisedInput(languages, 500).optional(),
      place: localisedInput(languages, 200).optional(),
      categoryIds: z.array(uuid).max(20, "must name at most 20 categories").optional(),
    })
    .strict();
  const addInput = validate({
    summary: "Puts a service or event on the schedule: an existing one (productId) or a new one (product), with its dates, in one transaction (administrators only)",
    body: z
      .object({
        productId: uuid.optional(),
        product: newItem.optional(),
        dates: z.array(instant).min(1, "must have at least one date").max(MAX_NEW_DATES, `must have at most ${MAX_NEW_DATES} dates`),
        published: z.boolean().default(true),
      })
      .strict()
      .refine((body) => Boolean(body.productId) !== Boolean(body.product), { error: "name an existing service or event (productId) or describe a new one (product), not both", path: ["productId"] }),
    responses: {
      201: ok(z.object({ product: item, dateIds: z.array(z.string()) }), "On the schedule"),
    },
  });

  app.post("/api/ecommerce/schedule", addInput, async (c) => {
    await requireAdmin(c, context);
    // Each record it writes, as if created through its own table's route: a role refused one of them is refused this.
    for (const def of written) await context.policy.authorize(c, def, "write", { method: "POST", path: `/api/${def.module}/${def.name}` });
    const { productId, product: described, dates, published } = c.var.input.body;
    const when = [...new Set(dates.map((value) => new Date(value).getTime()))].sort((a, b) => a - b).map((ms) => new Date(ms));

    const keys = await db.select({ id: attributeKeys.id, slug: attributeKeys.slug }).from(attributeKeys).where(inArray(attributeKeys.slug, [EVENT_DATE_KEY, PLACE_KEY]));
    const keyId = (slug: string) => keys.find((key) => key.slug === slug)?.id;
    const dateKey = keyId(EVENT_DATE_KEY);
    if (!dateKey) throw conflict(`The attribute key '${EVENT_DATE_KEY}' is missing: add it under attribute keys (a feature of field datetime) first`);
    if (described?.place && Object.keys(described.place).length && !keyId(PLACE_KEY)) throw conflict(`The attribute key '${PLACE_KEY}' is missing: add it before giving a place`);
    const wantedCategories = [...new Set(described?.categoryIds ?? [])];
    const chosenCategories = wantedCategories.length
      ? await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.id, wantedCategories))
      : [];
    if (chosenCategories.length < wantedCategories.length) {
      const missing = wantedCategories.filter((id) => !chosenCategories.some((row) => row.id === id));
      throw badRequest(`product.categoryIds: no category ${missing.join(", ")}`);
    }

    const answer = await inTransaction(db, async (tx) => {
      let product: Row;
      if (productId) {
        const [existing] = await tx.select().from(products).where(eq(products.id, productId)).limit(1);
        if (!existing) throw notFound(`No service or event ${productId}`);
        if (!(SCHEDULE_VARIANTS as readonly string[]).includes(existing.variant)) throw badRequest(`productId: ${productId} is a product of variant '${existing.variant}', not a service or event`);
        product = existing as Row;
      } else {
        // Two additions at once (a double click) would both find the same slug free.
        await lockForTransaction(tx, advisoryKey("ecommerce", "schedule", "new item"));
        const title = described!.title[siteLanguage]!;
        const slug = await freeSlug(tx, slugOf(title) || described!.variant);
        product = await service(products).create(tx, {
          variant: described!.variant,
          slug,
          adminTitle: title,
          title: described!.title,
          ...(described!.shortDescription && Object.keys(described!.shortDescription).length ? { shortDescription: described!.shortDescription } : {}),
          published,
        });
        const place = described!.place && Object.keys(described!.place).length ? described!.place : undefined;
        if (place) {
          const row = await service(attributes).create(tx, { adminTitle: `${slug} place`, string: place, published: true });
          await service(attributeKeysToAttributes).create(tx, { attributeKeyId: keyId(PLACE_KEY), attributeId: row.id });
          await service(productsToAttributes).create(tx, { productId: product.id, attributeId: row.id });
        }
        if (chosenCategories.length) {
          // A new item goes last in each category, after what the office placed there by hand.
          const last = await tx
            .select({ categoryId: categoriesToProducts.categoryId, orderIndex: max(categoriesToProducts.orderIndex) })
            .from(categoriesToProducts)
            .where(inArray(categoriesToProducts.categoryId, chosenCategories.map((row) => row.id)))
            .groupBy(categoriesToProducts.categoryId);
          // A link's sku is unique; the seed's shape ('events-choir-concert') unless another link has it.
          const skus = chosenCategories.map((category) => `${category.slug}-${slug}`);
          const takenSkus = new Set((await tx.select({ sku: categoriesToProducts.sku }).from(categoriesToProducts).where(inArray(categoriesToProducts.sku, skus))).map((row) => row.sku));
          for (const [i, category] of chosenCategories.entries()) {
            const orderIndex = (last.find((row) => row.categoryId === category.id)?.orderIndex ?? -1) + 1;
            const sku = takenSkus.has(skus[i]!) ? `${skus[i]}-${String(product.id).slice(0, 8)}` : skus[i];
            await service(categoriesToProducts).create(tx, { categoryId: category.id, productId: product.id, sku, orderIndex });
          }
        }
      }
      // After the product's own links (its place, say), in the order of time.
      const [{ next }] = (await tx
        .select({ next: sql<number>`coalesce(max(${productsToAttributes.orderIndex}) + 1, 0)` })
        .from(productsToAttributes)
        .where(eq(productsToAttributes.productId, String(product.id)))) as [{ next: number }];
      const productTitle = String(product.adminTitle ?? localisedTitle(product.title, siteLanguage, String(product.slug)));
      // A new item's draft is the item itself: its dates and place are live, so publishing it
      // (here or in its own form) shows everything at once. Only new dates of an existing item are drafts themselves.
      const datesPublished = productId ? published : true;
      const dateIds: string[] = [];
      for (const [i, at] of when.entries()) {
        const row = await service(attributes).create(tx, { adminTitle: dateTitle(productTitle, at, timeZone), datetime: at, published: datesPublished });
        await service(attributeKeysToAttributes).create(tx, { attributeKeyId: dateKey, attributeId: row.id });
        await service(productsToAttributes).create(tx, { productId: product.id, attributeId: row.id, orderIndex: Number(next) + i });
        dateIds.push(String(row.id));
      }
      const { id, variant, slug, title, adminTitle } = product;
      return { product: { id, variant, slug, title, adminTitle, published: product.published }, dateIds };
    });
    return c.json({ data: answer }, 201);
  });
}
