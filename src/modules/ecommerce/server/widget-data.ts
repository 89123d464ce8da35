import { eq, gte, inArray, lt } from "drizzle-orm";
import { backLink, byIds, given, graphNode, ids, link, loadGraph, none, one, titledFieldNames, where, type GraphRow, type LinkFields } from "../../../core/entity/index.js";
import { datedServices } from "./dated-services.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { currencies } from "../../billing/entities.js";
import { allCurrencies } from "../../billing/server/widget-data.js";
import { GREAT_RANKS } from "../../church-calendar/great-feasts.js";
import { feastRule, feastRules } from "../../church-calendar/server/feast-rules.js";
import { fileNode } from "../../file-storage/graph.js";
import { attributeKeys, attributeKeysToAttributes, attributes, categories, categoriesToProducts, products, productsToAttributes, stores, storesToProducts, widgets, widgetsToCategories, widgetsToProducts, widgetsToStores } from "../entities.js";
import {
  attributesToBillingModuleCurrencies,
  categoriesToFileStorageModuleFiles,
  productsToFileStorageModuleFiles,
  storesToFileStorageModuleFiles,
  widgetsToWebsiteBuilderModuleButtons,
} from "../../../links/ecommerce.js";
import { buttons } from "../../website-builder/entities.js";
import {
  CATEGORY_SLUG_PARAM,
  EVENT_DATE_KEY,
  NOTES_CATEGORY_SLUG,
  PRODUCT_SLUG_PARAM,
  SCHEDULE_FUTURE_DAYS,
  SCHEDULE_PAST_DAYS,
  SCHEDULE_TIME_ZONE,
  STORE_SLUG_PARAM,
  type EcommerceWidgetData,
  type ProductAttribute,
  type ProductView,
  type ScheduleItem,
} from "../widget-data-types.js";

const PRODUCT_OVERVIEW = "product-overview-default";
const CATEGORY_OVERVIEW = "category-overview-default";
const STORE_OVERVIEW = "store-overview-default";
const NOTE_FORM = "product-list-smolny-note";
const CALENDAR = "product-list-smolny-calendar";
/** A schedule shows at most this many dated items (a busy parish has a few a day). */
const SCHEDULE_LIMIT = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

export const attributeKey = graphNode(attributeKeys, { fields: ["slug", "title", "type", "field", "prefix", "suffix"] });
const priceCurrency = graphNode(currencies, { fields: [] });
const productAttribute = graphNode(attributes, {
  fields: ["variant", "string", "number", "boolean", "date", "datetime"],
  // Its key (the first linked one) and the currencies it is a price in.
  with: { key: one(backLink(attributeKeysToAttributes, attributeKey)), currencyIds: ids(link(attributesToBillingModuleCurrencies, priceCurrency)) },
});
export const productNode = graphNode(products, {
  fields: ["slug", "variant", "className", "type", "title", "shortDescription", "description"],
  with: { files: link(productsToFileStorageModuleFiles, fileNode), attributes: link(productsToAttributes, productAttribute) },
});
// Edges shared by reference: a list's and an overview's categories get their files in one query.
const categoryFiles = link(categoriesToFileStorageModuleFiles, fileNode);
const storeFiles = link(storesToFileStorageModuleFiles, fileNode);
const widgetProducts = link(widgetsToProducts, productNode);
export const categoryNode = graphNode(categories, { fields: titledFieldNames, with: { files: categoryFiles } });
const storeFields = ["slug", "variant", "className", "title", "shortDescription", "description"] as const;
export const storeNode = graphNode(stores, { fields: storeFields, with: { files: storeFiles } });
// An overview's category or store brings its products; a list's does not.
const categoryWithProducts = graphNode(categories, { fields: titledFieldNames, with: { files: categoryFiles, products: link(categoriesToProducts, productNode) } });
const storeWithProducts = graphNode(stores, { fields: storeFields, with: { files: storeFiles, products: link(storesToProducts, productNode) } });

const widgetFields = [...titledFieldNames, "anchor"] as const;
/** The widgets' own rows, read first: their variants say which roots the page needs. */
const widgetRow = graphNode(widgets, { fields: widgetFields });
export const ecommerceWidget = graphNode(widgets, {
  fields: widgetFields,
  with: { products: widgetProducts, stores: link(widgetsToStores, storeNode), categories: link(widgetsToCategories, categoryNode) },
});
/** A schedule's own links for a day with nothing planned (the parish's social networks): only its widgets read them. */
export const followLink = graphNode(buttons, { fields: ["title", "url"] });
const calendarWidget = graphNode(widgets, {
  fields: widgetFields,
  with: { products: widgetProducts, stores: link(widgetsToStores, storeNode), categories: link(widgetsToCategories, categoryNode), followLinks: link(widgetsToWebsiteBuilderModuleButtons, followLink) },
});
/** An overview without a url parameter shows its first category or store: those come with their products. */
const overviewWidget = graphNode(widgets, {
  fields: widgetFields,
  with: { products: widgetProducts, stores: link(widgetsToStores, storeWithProducts), categories: link(widgetsToCategories, categoryWithProducts) },
});

/** Today in the schedule's time zone, as YYYY-MM-DD. */
const scheduleToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: SCHEDULE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value ? String(value) : null);

/**
 * The schedule's window is a day wider on each side than it shows: the browser picks the days in
 * its own 'today' (Europe/Moscow), so a page cached over midnight still has what it needs.
 */
function scheduleWindow() {
  const now = Date.now();
  return { from: new Date(now - (SCHEDULE_PAST_DAYS + 2) * DAY_MS), to: new Date(now + (SCHEDULE_FUTURE_DAYS + 2) * DAY_MS) };
}

/**
 * Events and divine services with a 'date-of-the-event' in the window: a root whose condition is
 * one bounded subquery (the loader records the four tables it reads as the page's dependencies).
 */
function scheduleRoot(request: WidgetDataRequest) {
  const { from, to } = scheduleWindow();
  // Unpublished services and dates take no place under the limit (a preview lets its one record in).
  const dated = datedServices(request.db, [gte(attributes.datetime, from), lt(attributes.datetime, to)])
    .orderBy(attributes.datetime)
    .limit(SCHEDULE_LIMIT)
    .as("dated");
  return where(productNode, inArray(products.id, request.db.select({ id: dated.productId }).from(dated)));
}

type LoadedProduct = GraphRow<typeof productNode> & { link?: LinkFields };

/** A product as its views take it: dates as ISO text (as JSON carries them), and the store it was listed from. */
function product({ attributes, ...row }: LoadedProduct, storeId?: string): ProductView {
  return {
    ...row,
    attributes: attributes.map(({ date, datetime, ...attribute }): ProductAttribute => ({ ...attribute, date: iso(date), datetime: iso(datetime) })),
    ...(storeId ? { storeId } : {}),
  };
}

/** A category or store as its views take it: with its products when it is the one shown (an overview's, the note form's), none in a list. */
function shelf<R extends object>(row: R, shown: boolean, storeId?: string): Omit<R, "products"> & { products: ProductView[] } {
  const { products, ...rest } = row as R & { products?: LoadedProduct[] };
  return { ...rest, products: shown ? (products ?? []).map((p) => product(p, storeId)) : [] };
}

function withoutLink<R extends object>(row: R): Omit<R, "link"> {
  const { link: _, ...rest } = row as R & { link?: LinkFields };
  return rest;
}

/** Each dated attribute of the schedule's products in the window, ascending (a product may come twice). */
function scheduleOf(loaded: LoadedProduct[]): ScheduleItem[] {
  const { from, to } = scheduleWindow();
  return loaded
    .flatMap((row) =>
      row.attributes
        .filter((a) => a.key?.slug === EVENT_DATE_KEY && a.datetime && a.datetime >= from && a.datetime < to)
        .map((a) => ({ product: product(row), datetime: iso(a.datetime) ?? "" })),
    )
    .sort((a, b) => a.datetime.localeCompare(b.datetime) || a.product.id.localeCompare(b.product.id))
    .slice(0, SCHEDULE_LIMIT);
}

/**
 * The ecommerce widgets on a page: first their rows (one query), then one graph whose roots are
 * those widgets (not read again), the url's product, category and store, the note form's category, the
 * schedule and its great feasts and the currencies — a fixed number of batched queries whatever
 * the number of widgets, products, stores and categories.
 */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, EcommerceWidgetData>> {
  if (!request.ids.length) return {};
  const { params } = request;
  const productSlug = params[PRODUCT_SLUG_PARAM];
  const categorySlug = params[CATEGORY_SLUG_PARAM];
  const storeSlug = params[STORE_SLUG_PARAM];
  const { variants } = await loadGraph(request, { variants: byIds(widgetRow, request.ids) });
  const has = (variant: string) => variants.some((w) => w.variant === variant);
  const firstIsShown = (w: { variant: string }) => (w.variant === CATEGORY_OVERVIEW && !categorySlug) || (w.variant === STORE_OVERVIEW && !storeSlug);

  const loaded = await loadGraph(request, {
    widgets: given(ecommerceWidget, variants.filter((w) => !firstIsShown(w) && w.variant !== CALENDAR)),
    calendars: given(calendarWidget, variants.filter((w) => w.variant === CALENDAR)),
    overviews: given(overviewWidget, variants.filter(firstIsShown)),
    urlProduct: productSlug && has(PRODUCT_OVERVIEW) ? where(productNode, eq(products.slug, productSlug), { limit: 1 }) : none(productNode),
    urlCategory: categorySlug && has(CATEGORY_OVERVIEW) ? where(categoryWithProducts, eq(categories.slug, categorySlug), { limit: 1 }) : none(categoryWithProducts),
    urlStore: storeSlug && has(STORE_OVERVIEW) ? where(storeWithProducts, eq(stores.slug, storeSlug), { limit: 1 }) : none(storeWithProducts),
    notes: has(NOTE_FORM) ? where(categoryWithProducts, eq(categories.slug, NOTES_CATEGORY_SLUG), { limit: 1 }) : none(categoryWithProducts),
    schedule: has(CALENDAR) ? scheduleRoot(request) : none(productNode),
    greatFeasts: has(CALENDAR) ? feastRules(GREAT_RANKS) : none(feastRule),
    currencies: allCurrencies(),
  });

  const result: Record<string, EcommerceWidgetData> = {};
  for (const { products: linkedProducts, stores: linkedStores, categories: linkedCategories, followLinks, ...widget } of [
    ...loaded.widgets,
    ...loaded.overviews,
    ...loaded.calendars,
  ] as (GraphRow<typeof ecommerceWidget> & { followLinks?: GraphRow<typeof followLink>[] })[]) {
    const { variant } = widget;
    // A url that names a record shows that one (or none when it does not exist); without a url
    // parameter an overview shows the widget's own first record.
    const shownProduct = variant === PRODUCT_OVERVIEW ? (productSlug ? loaded.urlProduct[0] : linkedProducts[0]) : undefined;
    const shownCategory = variant === CATEGORY_OVERVIEW ? (categorySlug ? loaded.urlCategory[0] : linkedCategories[0]) : undefined;
    const shownStore = variant === STORE_OVERVIEW ? (storeSlug ? loaded.urlStore[0] : linkedStores[0]) : undefined;
    const data: EcommerceWidgetData = {
      widget,
      products: linkedProducts.map((p) => product(p)),
      stores: linkedStores.map((s) => shelf(s, false)),
      categories: linkedCategories.map((c) => shelf(c, false)),
      // The record the overview shows, without the link that placed it in the widget's list.
      product: shownProduct ? product(withoutLink(shownProduct)) : null,
      category: shownCategory ? shelf(withoutLink(shownCategory), true) : null,
      store: shownStore ? shelf(withoutLink(shownStore), true, shownStore.id) : null,
      currencies: loaded.currencies,
    };
    if (variant === NOTE_FORM) data.notes = loaded.notes[0] ? shelf(loaded.notes[0], true) : null;
    if (variant === CALENDAR) {
      data.schedule = scheduleOf(loaded.schedule);
      data.greatFeasts = loaded.greatFeasts;
      data.renderedOn = scheduleToday();
      data.followLinks = (followLinks ?? []).map(({ id, title, url }) => ({ id, title, url }));
    }
    result[widget.id] = data;
  }
  return result;
}
