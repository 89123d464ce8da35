import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { publishedOnly } from "../../../core/entity/drafts.js";
import { attributeKeys, attributeKeysToAttributes, attributes, products, productsToAttributes } from "../entities.js";
import { DIVINE_VARIANT, EVENT_DATE_KEY, EVENT_VARIANT } from "../widget-data-types.js";

/**
 * The dates of the published services and events ('date-of-the-event' attributes), each with its
 * service: the join the event reminders and the agent's context read them through, each with its
 * own window as `conditions`, and the schedule's widget data as a subquery. A service or date not
 * yet published is never among them (a draft preview lets its one record in, unless `preview` is
 * false: what leaves the site, as a prompt).
 */
export function datedServices(db: Db, conditions: (SQL | undefined)[], options: { preview?: boolean } = {}) {
  return db
    .select({
      // Named apart: both ids are 'id', which a subquery of this join could not tell apart.
      attributeId: sql<string>`${attributes.id}`.as("attribute_id"),
      productId: sql<string>`${products.id}`.as("product_id"),
      datetime: attributes.datetime,
      slug: products.slug,
      title: products.title,
      adminTitle: products.adminTitle,
    })
    .from(productsToAttributes)
    .innerJoin(products, eq(products.id, productsToAttributes.productId))
    .innerJoin(attributes, eq(attributes.id, productsToAttributes.attributeId))
    .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
    .innerJoin(attributeKeys, eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId))
    .where(
      and(
        eq(attributeKeys.slug, EVENT_DATE_KEY),
        inArray(products.variant, [EVENT_VARIANT, DIVINE_VARIANT]),
        publishedOnly(products.$entity, options),
        publishedOnly(attributes.$entity, options),
        ...conditions,
      ),
    );
}
