import { entityType, str, strOrNull, intOrNull, linkFields, linkedFileFields, localisedValue } from "../../../core/entity/row-values.js";
import { and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { entityOf, groupByParent, loadLinked, publicColumns, type AnyEntityTable, type Linked, type Row } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { currencies } from "../../billing/entities.js";
import { GREAT_RANKS } from "../../church-calendar/great-feasts.js";
import { loadFeastRules } from "../../church-calendar/server/feast-rules.js";
import type { FeastRuleView } from "../../church-calendar/widget-data-types.js";
import {
  attributeKeys,
  attributeKeysToAttributes,
  attributes,
  attributesToBillingModuleCurrencies,
  categories,
  categoriesToFileStorageModuleFiles,
  categoriesToProducts,
  products,
  productsToAttributes,
  productsToFileStorageModuleFiles,
  stores,
  storesToFileStorageModuleFiles,
  storesToProducts,
  widgets,
  widgetsToCategories,
  widgetsToProducts,
  widgetsToStores,
} from "../entities.js";
import {
  CATEGORY_SLUG_PARAM,
  DIVINE_VARIANT,
  EVENT_DATE_KEY,
  EVENT_VARIANT,
  NOTES_CATEGORY_SLUG,
  PRODUCT_SLUG_PARAM,
  SCHEDULE_FUTURE_DAYS,
  SCHEDULE_PAST_DAYS,
  SCHEDULE_TIME_ZONE,
  STORE_SLUG_PARAM,
  type AttributeKeyRef,
  type CategoryView,
  type CurrencyRef,
  type EcommerceWidgetData,
  type EcommerceWidgetRow,
  type ProductAttribute,
  type ProductView,
  type ScheduleItem,
  type StoreView,
} from "../widget-data-types.js";

const PRODUCT_OVERVIEW = "product-overview-default";
const CATEGORY_OVERVIEW = "category-overview-default";
const STORE_OVERVIEW = "store-overview-default";
const NOTE_FORM = "product-list-smolny-note";
const CALENDAR = "product-list-smolny-calendar";
/** A schedule shows at most this many dated items (a busy parish has a few a day). */
const SCHEDULE_LIMIT = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in the schedule's time zone, as YYYY-MM-DD. */
const scheduleToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: SCHEDULE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

const keyOf = (relation: AnyEntityTable, side: "left" | "right") => entityOf(relation).relation![side].key;
const col = (table: AnyEntityTable, name: string) => table[name] as PgColumn;

const localised = localisedValue;
const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value ? String(value) : null);
const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

const toLink = linkFields;

const toFile = linkedFileFields;

function toCurrency(row: Row): CurrencyRef {
  return { id: str(row.id), slug: str(row.slug), title: strOrNull(row.title), symbol: strOrNull(row.symbol), isDefault: row.isDefault === true };
}

function toKey(row: Row): AttributeKeyRef {
  return {
    id: str(row.id),
    slug: str(row.slug),
    title: localised(row.title),
    type: str(row.type),
    field: str(row.field),
    prefix: localised(row.prefix),
    suffix: localised(row.suffix),
  };
}

/** Rows of one entity whose column is one of the values, or nothing (and no query) without values. */
async function selectWhereIn(request: WidgetDataRequest, table: AnyEntityTable, column: string, values: string[]): Promise<Row[]> {
  if (!values.length) return [];
  const c = col(table, column);
  return (await request.db
    .select(publicColumns(entityOf(table)))
    .from(table)
    .where(values.length === 1 ? eq(c, values[0]!) : inArray(c, values))) as Row[];
}

/**
 * Events and divine services dated around today: products of the two schedule variants whose
 * 'date-of-the-event' attribute falls in the window, ascending. One query (joins), bounded. The
 * window is a day wider on each side than the schedule shows: the browser picks the days in its
 * own 'today' (Europe/Moscow), so a page cached over midnight still has what it needs.
 */
async function loadSchedule(request: WidgetDataRequest): Promise<{ product: Row; datetime: unknown }[]> {
  const now = Date.now();
  const from = new Date(now - (SCHEDULE_PAST_DAYS + 2) * DAY_MS);
  const to = new Date(now + (SCHEDULE_FUTURE_DAYS + 2) * DAY_MS);
  const pa = productsToAttributes;
  const ka = attributeKeysToAttributes;
  const rows = await request.db
    .select({ product: publicColumns(entityOf(products)), datetime: attributes.datetime })
    .from(products)
    .innerJoin(pa, eq(col(pa, keyOf(pa, "left")), products.id))
    .innerJoin(attributes, eq(attributes.id, col(pa, keyOf(pa, "right"))))
    .innerJoin(ka, eq(col(ka, keyOf(ka, "right")), attributes.id))
    .innerJoin(attributeKeys, eq(attributeKeys.id, col(ka, keyOf(ka, "left"))))
    .where(and(inArray(products.variant, [EVENT_VARIANT, DIVINE_VARIANT]), eq(attributeKeys.slug, EVENT_DATE_KEY), gte(attributes.datetime, from), lt(attributes.datetime, to)))
    .orderBy(asc(attributes.datetime), asc(products.id))
    .limit(SCHEDULE_LIMIT);
  return rows as { product: Row; datetime: unknown }[];
}

interface Plan {
  row: Row;
  variant: string;
  productLinks: Linked[];
  storeLinks: Linked[];
  categoryLinks: Linked[];
  product?: Row;
  category?: Row;
  store?: Row;
}

/**
 * The ecommerce widgets on a page, in a fixed number of batched queries whatever the number of
 * widgets, products, stores and categories:
 * 1. the widgets, their product, store and category links, the url's product, category and store
 *    (by slug), the 'notes' category, and every currency;
 * 2. the products of overview categories (and of 'notes'), of overview stores, the schedule and
 *    the great feasts that mark its days;
 * 3. files of every product, category and store, and every product's attributes;
 * 4. those attributes' keys and currencies.
 */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, EcommerceWidgetData>> {
  const { ids, params } = request;
  if (!ids.length) return {};
  const productSlug = params[PRODUCT_SLUG_PARAM];
  const categorySlug = params[CATEGORY_SLUG_PARAM];
  const storeSlug = params[STORE_SLUG_PARAM];
  for (const table of [widgets, products, stores, categories, widgetsToProducts, widgetsToStores, widgetsToCategories, currencies]) {
    request.reads.add(entityType(table));
  }

  // 1.
  const [widgetRows, productLinks, storeLinks, categoryLinks, [urlProduct], namedCategories, [urlStore], currencyRows] = await Promise.all([
    selectWhereIn(request, widgets, "id", ids),
    loadLinked(request.db, widgetsToProducts, ids),
    loadLinked(request.db, widgetsToStores, ids),
    loadLinked(request.db, widgetsToCategories, ids),
    productSlug ? selectWhereIn(request, products, "slug", [productSlug]) : Promise.resolve([]),
    selectWhereIn(request, categories, "slug", unique([categorySlug ?? "", NOTES_CATEGORY_SLUG])),
    storeSlug ? selectWhereIn(request, stores, "slug", [storeSlug]) : Promise.resolve([]),
    request.db
      .select(publicColumns(entityOf(currencies)))
      .from(currencies)
      .orderBy(desc(currencies.isDefault), asc(currencies.createdAt), asc(currencies.slug)) as Promise<Row[]>,
  ]);
  const urlCategory = categorySlug ? namedCategories.find((c) => c.slug === categorySlug) : undefined;
  const notesCategory = namedCategories.find((c) => c.slug === NOTES_CATEGORY_SLUG);

  const productsByWidget = groupByParent(productLinks);
  const storesByWidget = groupByParent(storeLinks);
  const categoriesByWidget = groupByParent(categoryLinks);
  const plans: Plan[] = widgetRows.map((row) => {
    const id = str(row.id);
    const variant = str(row.variant);
    const plan: Plan = {
      row,
      variant,
      productLinks: productsByWidget.get(id) ?? [],
      storeLinks: storesByWidget.get(id) ?? [],
      categoryLinks: categoriesByWidget.get(id) ?? [],
    };
    // A url that names a record shows that one (or none when it does not exist); without a url
    // parameter an overview shows the widget's own first record.
    if (variant === PRODUCT_OVERVIEW) plan.product = productSlug ? urlProduct : plan.productLinks[0]?.item;
    if (variant === CATEGORY_OVERVIEW) plan.category = categorySlug ? urlCategory : plan.categoryLinks[0]?.item;
    if (variant === STORE_OVERVIEW) plan.store = storeSlug ? urlStore : plan.storeLinks[0]?.item;
    return plan;
  });
  const hasNoteForm = plans.some((p) => p.variant === NOTE_FORM);
  const hasCalendar = plans.some((p) => p.variant === CALENDAR);

  // 2.
  const overviewCategoryIds = unique([...plans.flatMap((p) => (p.category ? [str(p.category.id)] : [])), ...(hasNoteForm && notesCategory ? [str(notesCategory.id)] : [])]);
  const overviewStoreIds = unique(plans.flatMap((p) => (p.store ? [str(p.store.id)] : [])));
  // The schedule's great feasts ride in the same round: one bounded query for every day shown.
  const [categoryProductLinks, storeProductLinks, scheduleRows, greatFeasts] = await Promise.all([
    loadLinked(request.db, categoriesToProducts, overviewCategoryIds),
    loadLinked(request.db, storesToProducts, overviewStoreIds),
    hasCalendar ? loadSchedule(request) : Promise.resolve([]),
    hasCalendar ? loadFeastRules(request.db, request.reads, GREAT_RANKS) : Promise.resolve([] as FeastRuleView[]),
  ]);
  if (overviewCategoryIds.length) request.reads.add(entityType(categoriesToProducts));
  if (overviewStoreIds.length) request.reads.add(entityType(storesToProducts));
  if (hasCalendar) {
    for (const table of [productsToAttributes, attributes, attributeKeysToAttributes, attributeKeys]) request.reads.add(entityType(table));
  }

  // 3.
  const productIds = unique([
    ...plans.flatMap((p) => p.productLinks.map((l) => str(l.item.id))),
    ...plans.flatMap((p) => (p.product ? [str(p.product.id)] : [])),
    ...categoryProductLinks.map((l) => str(l.item.id)),
    ...storeProductLinks.map((l) => str(l.item.id)),
    ...scheduleRows.map((r) => str(r.product.id)),
  ]);
  const categoryIds = unique([...plans.flatMap((p) => p.categoryLinks.map((l) => str(l.item.id))), ...overviewCategoryIds]);
  const storeIds = unique([...plans.flatMap((p) => p.storeLinks.map((l) => str(l.item.id))), ...overviewStoreIds]);
  const [productFileLinks, categoryFileLinks, storeFileLinks, attributeLinks] = await Promise.all([
    loadLinked(request.db, productsToFileStorageModuleFiles, productIds),
    loadLinked(request.db, categoriesToFileStorageModuleFiles, categoryIds),
    loadLinked(request.db, storesToFileStorageModuleFiles, storeIds),
    loadLinked(request.db, productsToAttributes, productIds),
  ]);
  if (productIds.length) {
    for (const table of [productsToFileStorageModuleFiles, productsToAttributes, attributes, attributeKeysToAttributes, attributeKeys, attributesToBillingModuleCurrencies]) {
      request.reads.add(entityType(table));
    }
  }
  if (categoryIds.length) request.reads.add(entityType(categoriesToFileStorageModuleFiles));
  if (storeIds.length) request.reads.add(entityType(storesToFileStorageModuleFiles));
  if (productIds.length || categoryIds.length || storeIds.length) request.reads.add("file-storage/files");

  // 4.
  const attributeIds = unique(attributeLinks.map((l) => str(l.item.id)));
  const [keyLinks, currencyLinks] = await Promise.all([
    loadLinked(request.db, attributeKeysToAttributes, attributeIds, { from: "right" }),
    loadLinked(request.db, attributesToBillingModuleCurrencies, attributeIds),
  ]);

  const keyByAttribute = new Map<string, AttributeKeyRef>();
  for (const { item, parentId } of keyLinks) if (!keyByAttribute.has(parentId)) keyByAttribute.set(parentId, toKey(item));
  const currenciesByAttribute = new Map<string, string[]>();
  for (const { item, parentId } of currencyLinks) currenciesByAttribute.set(parentId, [...(currenciesByAttribute.get(parentId) ?? []), str(item.id)]);
  const attributesByProduct = new Map<string, ProductAttribute[]>();
  for (const { item, parentId, link } of attributeLinks) {
    const id = str(item.id);
    const attribute: ProductAttribute = {
      id,
      variant: str(item.variant),
      string: localised(item.string),
      number: intOrNull(item.number),
      boolean: typeof item.boolean === "boolean" ? item.boolean : null,
      date: iso(item.date),
      datetime: iso(item.datetime),
      key: keyByAttribute.get(id) ?? null,
      currencyIds: currenciesByAttribute.get(id) ?? [],
      link: toLink(link),
    };
    attributesByProduct.set(parentId, [...(attributesByProduct.get(parentId) ?? []), attribute]);
  }
  const filesOf = (groups: Map<string, Linked[]>, id: string) => (groups.get(id) ?? []).map(toFile);
  const productFiles = groupByParent(productFileLinks);
  const categoryFiles = groupByParent(categoryFileLinks);
  const storeFiles = groupByParent(storeFileLinks);
  const categoryProducts = groupByParent(categoryProductLinks);
  const storeProducts = groupByParent(storeProductLinks);

  const product = (row: Row, link?: Linked["link"], storeId?: string): ProductView => {
    const id = str(row.id);
    return {
      id,
      slug: str(row.slug),
      variant: str(row.variant),
      className: strOrNull(row.className),
      type: str(row.type),
      title: localised(row.title),
      shortDescription: localised(row.shortDescription),
      description: localised(row.description),
      files: filesOf(productFiles, id),
      attributes: attributesByProduct.get(id) ?? [],
      ...(link ? { link: toLink(link) } : {}),
      ...(storeId ? { storeId } : {}),
    };
  };
  const category = (row: Row, link: Linked["link"] | undefined, withProducts: boolean): CategoryView => {
    const id = str(row.id);
    return {
      id,
      slug: str(row.slug),
      variant: str(row.variant),
      className: strOrNull(row.className),
      title: localised(row.title),
      subtitle: localised(row.subtitle),
      description: localised(row.description),
      files: filesOf(categoryFiles, id),
      products: withProducts ? (categoryProducts.get(id) ?? []).map((l) => product(l.item, l.link)) : [],
      ...(link ? { link: toLink(link) } : {}),
    };
  };
  const store = (row: Row, link: Linked["link"] | undefined, withProducts: boolean): StoreView => {
    const id = str(row.id);
    return {
      id,
      slug: str(row.slug),
      variant: str(row.variant),
      className: strOrNull(row.className),
      title: localised(row.title),
      shortDescription: localised(row.shortDescription),
      description: localised(row.description),
      files: filesOf(storeFiles, id),
      products: withProducts ? (storeProducts.get(id) ?? []).map((l) => product(l.item, l.link, id)) : [],
      ...(link ? { link: toLink(link) } : {}),
    };
  };

  const currencyList = currencyRows.map(toCurrency);
  const result: Record<string, EcommerceWidgetData> = {};
  for (const plan of plans) {
    const row = plan.row;
    const widget: EcommerceWidgetRow = {
      id: str(row.id),
      slug: str(row.slug),
      variant: plan.variant,
      className: strOrNull(row.className),
      anchor: strOrNull(row.anchor),
      title: localised(row.title),
      subtitle: localised(row.subtitle),
      description: localised(row.description),
    };
    const data: EcommerceWidgetData = {
      widget,
      products: plan.productLinks.map((l) => product(l.item, l.link)),
      stores: plan.storeLinks.map((l) => store(l.item, l.link, false)),
      categories: plan.categoryLinks.map((l) => category(l.item, l.link, false)),
      product: plan.product ? product(plan.product) : null,
      category: plan.category ? category(plan.category, undefined, true) : null,
      store: plan.store ? store(plan.store, undefined, true) : null,
      currencies: currencyList,
    };
    if (plan.variant === NOTE_FORM) data.notes = notesCategory ? category(notesCategory, undefined, true) : null;
    if (plan.variant === CALENDAR) {
      data.schedule = scheduleRows.map((r): ScheduleItem => ({ product: product(r.product), datetime: iso(r.datetime) ?? "" }));
      data.greatFeasts = greatFeasts;
      data.renderedOn = scheduleToday();
    }
    result[widget.id] = data;
  }
  return result;
}
