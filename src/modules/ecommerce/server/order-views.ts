import { and, asc, eq, getTableName, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../core/db/connection.js";
import { entityOf } from "../../../core/entity/define.js";
import { snake } from "../../../core/entity/names.js";
import { publicColumns } from "../../../core/entity/service.js";
import type { ListQuery } from "../../../core/http/query.js";
import { currencies, invoices, paymentIntentsToInvoices } from "../../billing/entities.js";
import { files } from "../../file-storage/entities.js";
import { subjectsToEcommerceModuleOrders } from "../../../links/rbac.js";
import type { OrderView } from "../api-types.js";
import { attributeKeys, attributeKeysToAttributes, attributes, orders, ordersToProducts, products, productsToAttributes } from "../entities.js";
import { attributesToBillingModuleCurrencies, ordersToBillingModuleCurrencies, ordersToBillingModulePaymentIntents, ordersToFileStorageModuleFiles } from "../../../links/ecommerce.js";
import type { Line } from "./totals.js";

const l = ordersToProducts;
const pa = productsToAttributes;
const p = products;
const op = ordersToBillingModulePaymentIntents;
const pi = paymentIntentsToInvoices;
const of = ordersToFileStorageModuleFiles;
const oc = ordersToBillingModuleCurrencies;

/**
 * A column as "table"."column": inside sub-selects drizzle would write a bare name when the outer
 * query has one table, which PostgreSQL then reads as the sub-select's own column.
 */
const c = (column: PgColumn) => sql.raw(`"${getTableName(column.table)}"."${snake(column.name)}"`);

// A line's price in each currency it has one in (see prices.ts): price, price × quantity.
const linePricesJson = sql`coalesce((
  select json_agg(json_build_object('price', price.number, 'total', round((price.number * ${c(l.quantity)})::numeric, 2)::float8,
    'billingModuleCurrency', json_build_object('id', price.currency_id, 'symbol', price.symbol)) order by price.is_default desc, price.symbol)
  from (
    select distinct on (${c(currencies.id)}) ${c(attributes.number)} as number, ${c(currencies.id)} as currency_id, ${c(currencies.symbol)} as symbol, ${c(currencies.isDefault)} as is_default
    from ${pa}
    inner join ${attributes} on ${c(attributes.id)} = ${c(pa.attributeId)}
    inner join ${attributeKeysToAttributes} on ${c(attributeKeysToAttributes.attributeId)} = ${c(attributes.id)}
    inner join ${attributeKeys} on ${c(attributeKeys.id)} = ${c(attributeKeysToAttributes.attributeKeyId)} and ${c(attributeKeys.type)} = 'price'
    inner join ${attributesToBillingModuleCurrencies} on ${c(attributesToBillingModuleCurrencies.attributeId)} = ${c(attributes.id)}
    inner join ${currencies} on ${c(currencies.id)} = ${c(attributesToBillingModuleCurrencies.billingModuleCurrencyId)}
    where ${c(pa.productId)} = ${c(l.productId)} and ${c(attributes.number)} is not null and ${c(attributes.published)}
    order by ${c(currencies.id)}, ${c(pa.orderIndex)}, ${c(pa.createdAt)}
  ) price), '[]'::json)`;

// Each order's lines (with their prices), invoices and receipt files as JSON sub-selects: one
// statement for any number of orders.
const linesJson = sql<OrderView["ordersToProducts"]>`coalesce((
  select json_agg(json_build_object(
    'id', ${c(l.id)}, 'orderId', ${c(l.orderId)}, 'productId', ${c(l.productId)}, 'quantity', ${c(l.quantity)},
    'orderIndex', ${c(l.orderIndex)}, 'variant', ${c(l.variant)}, 'className', ${c(l.className)},
    'createdAt', ${c(l.createdAt)}, 'updatedAt', ${c(l.updatedAt)}, 'prices', ${linePricesJson},
    'product', json_build_object('id', ${c(p.id)}, 'slug', ${c(p.slug)}, 'variant', ${c(p.variant)}, 'type', ${c(p.type)},
      'adminTitle', ${c(p.adminTitle)}, 'title', ${c(p.title)}, 'shortDescription', ${c(p.shortDescription)})
  ) order by ${c(l.orderIndex)}, ${c(l.createdAt)}, ${c(l.id)})
  from ${l} inner join ${p} on ${c(p.id)} = ${c(l.productId)}
  where ${c(l.orderId)} = ${c(orders.id)}), '[]'::json)`;

const billingJson = sql<OrderView["billingModule"]>`json_build_object('invoices', coalesce((
  select json_agg(json_build_object('id', ${c(invoices.id)}, 'amount', ${c(invoices.amount)}, 'status', ${c(invoices.status)},
    'provider', ${c(invoices.provider)}, 'paymentUrl', ${c(invoices.paymentUrl)}) order by ${c(invoices.createdAt)}, ${c(invoices.id)})
  from ${op} inner join ${pi} on ${c(pi.paymentIntentId)} = ${c(op.billingModulePaymentIntentId)}
  inner join ${invoices} on ${c(invoices.id)} = ${c(pi.invoiceId)}
  where ${c(op.orderId)} = ${c(orders.id)}), '[]'::json),
  'currency', (select json_build_object('id', ${c(currencies.id)}, 'symbol', ${c(currencies.symbol)})
    from ${oc} inner join ${currencies} on ${c(currencies.id)} = ${c(oc.billingModuleCurrencyId)}
    where ${c(oc.orderId)} = ${c(orders.id)} order by ${c(oc.createdAt)} limit 1))`;

// A file's alt is its jsonb object per language ({ ru, en }), sent as it is stored, like a product's title.
const filesJson = sql<OrderView["fileStorageModule"]>`json_build_object('files', coalesce((
  select json_agg(json_build_object('id', ${c(files.id)}, 'file', ${c(files.file)}, 'width', ${c(files.width)}, 'height', ${c(files.height)},
    'alt', ${c(files.alt)}, 'mimeType', ${c(files.mimeType)}) order by ${c(of.orderIndex)}, ${c(of.createdAt)})
  from ${of} inner join ${files} on ${c(files.id)} = ${c(of.fileStorageModuleFileId)}
  where ${c(of.orderId)} = ${c(orders.id)}), '[]'::json))`;

const viewColumns = () => ({ ...publicColumns(entityOf(orders)), ordersToProducts: linesJson, billingModule: billingJson, fileStorageModule: filesJson });

/** A subject's orders (subjects-to-ecommerce-module-orders) with lines, products, invoices, receipt: one query. */
export async function subjectOrderViews(db: Db, subjectId: string, query: Pick<ListQuery, "where" | "orderBy" | "limit" | "offset">): Promise<OrderView[]> {
  const link = subjectsToEcommerceModuleOrders;
  const rows = await db
    .select(viewColumns())
    .from(orders)
    .innerJoin(link, eq(link.ecommerceModuleOrderId, orders.id))
    .where(and(eq(link.subjectId, subjectId), query.where))
    .orderBy(...(query.orderBy.length ? query.orderBy : [asc(orders.createdAt), asc(orders.id)]))
    .limit(query.limit)
    .offset(query.offset);
  return rows as unknown as OrderView[];
}

/** Some orders by id, in the given order, with everything: one query. */
export async function orderViews(db: Db, orderIds: string[]): Promise<OrderView[]> {
  if (!orderIds.length) return [];
  const rows = (await db.select(viewColumns()).from(orders).where(inArray(orders.id, orderIds))) as unknown as OrderView[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.flatMap((id) => byId.get(id) ?? []);
}

const lineColumns = { id: l.id, orderId: l.orderId, productId: l.productId, quantity: l.quantity };

/** Lines matching a condition on orders-to-products (and, joined, orders). */
export async function linesWhere(db: Db, where: SQL | undefined, joinSubject?: string): Promise<Line[]> {
  const base = db.select(lineColumns).from(l).innerJoin(orders, eq(orders.id, l.orderId));
  const rows = joinSubject
    ? await base
        .innerJoin(subjectsToEcommerceModuleOrders, eq(subjectsToEcommerceModuleOrders.ecommerceModuleOrderId, orders.id))
        .where(and(eq(subjectsToEcommerceModuleOrders.subjectId, joinSubject), where))
    : await base.where(where);
  return rows.map((row) => ({ id: String(row.id), orderId: String(row.orderId), productId: String(row.productId), quantity: Number(row.quantity) }));
}

/** The lines of a subject's cart (every order of type cart). */
export const cartLines = (db: Db, subjectId: string) => linesWhere(db, eq(orders.type, "cart"), subjectId);

/** The lines of some orders. */
export const linesOfOrders = (db: Db, orderIds: string[]) => (orderIds.length ? linesWhere(db, inArray(l.orderId, orderIds)) : Promise.resolve([]));
