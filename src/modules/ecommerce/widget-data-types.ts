// What the ecommerce module's widgetData returns per widget: types only, shared with the browser code.
import type { GraphRow, LinkFields, LocalisedValue } from "../../core/entity/index.js";
import type { CurrencyRef } from "../billing/widget-data-types";
import type { FeastRuleView } from "../church-calendar/widget-data-types";
import type { attributeKey, categoryNode, ecommerceWidget, followLink, productNode, storeNode } from "./server/widget-data.js";

export type { CurrencyRef };

/** A localised field: an object keyed by language (text or TipTap JSON), or legacy text. */
export type Localised = LocalisedValue;

export const PRODUCT_SLUG_PARAM = "ecommerce.products.slug";
export const CATEGORY_SLUG_PARAM = "ecommerce.categories.slug";
export const STORE_SLUG_PARAM = "ecommerce.stores.slug";

/** The category whose products are the commemoration-note types (SPEC §2). */
export const NOTES_CATEGORY_SLUG = "notes";
/** The attribute key of an event's date and time (SPEC §2, Event calendar). */
export const EVENT_DATE_KEY = "date-of-the-event";
/** The attribute key of where a service or event takes place (a localised string). */
export const PLACE_KEY = "place";
/** Product variants the schedule shows: events, and divine services. */
export const EVENT_VARIANT = "smolny-event";
export const DIVINE_VARIANT = "smolny-divine";
/** The schedule's time zone (attribute times are shown in it). */
export const SCHEDULE_TIME_ZONE = "Europe/Moscow";
/** The schedule's window: from today minus this many days ... */
export const SCHEDULE_PAST_DAYS = 3;
/** ... to today plus this many days. */
export const SCHEDULE_FUTURE_DAYS = 6;

export type EcommerceLink = LinkFields;
export type EcommerceFile = GraphRow<typeof productNode>["files"][number];
/** An attribute's key: feature, price or interval (type); string, number, boolean, date or datetime (field). */
export type AttributeKeyRef = GraphRow<typeof attributeKey>;

/**
 * A product's attribute as linked to it: its key (the first linked one, or null), the currencies it
 * is a price in (attributes-to-billing-module-currencies), its dates as ISO text.
 */
export type ProductAttribute = Omit<GraphRow<typeof productNode>["attributes"][number], "date" | "datetime"> & { date: string | null; datetime: string | null };

/** A product; its files in link order (course and event views show the first and second). */
export type ProductView = Omit<GraphRow<typeof productNode>, "attributes"> & {
  attributes: ProductAttribute[];
  /** The link that placed the product in its list, when there is one. */
  link?: EcommerceLink;
  /** The store the product was listed from (add-to-cart passes it on). */
  storeId?: string;
};

/** `products` is filled for an overview (and for the note form's category), empty in lists. */
export type CategoryView = GraphRow<typeof categoryNode> & { products: ProductView[]; link?: EcommerceLink };
export type StoreView = GraphRow<typeof storeNode> & { products: ProductView[]; link?: EcommerceLink };

/** One dated item of the schedule: an event or a divine service and its date-time (ISO). */
export interface ScheduleItem {
  product: ProductView;
  datetime: string;
}

export type EcommerceWidgetRow = Omit<GraphRow<typeof ecommerceWidget>, "products" | "stores" | "categories">;

export interface EcommerceWidgetData {
  widget: EcommerceWidgetRow;
  /** The widget's own products, stores and categories, in link order. */
  products: ProductView[];
  stores: StoreView[];
  categories: CategoryView[];
  /** product-overview-default: the url's product (ecommerce.products.slug), else the widget's first. */
  product: ProductView | null;
  /** category-overview-default: the url's category, else the widget's first (with its products). */
  category: CategoryView | null;
  /** store-overview-default: the url's store, else the widget's first (with its products). */
  store: StoreView | null;
  /** product-list-smolny-note: the 'notes' category with its products (the note types). */
  notes?: CategoryView | null;
  /** product-list-smolny-calendar: the links a day with nothing planned offers (the parish's social networks), in link order. */
  followLinks?: GraphRow<typeof followLink>[];
  /** product-list-smolny-calendar: dated events and services around today, ascending. */
  schedule?: ScheduleItem[];
  /**
   * product-list-smolny-calendar: the rules of the great feasts (church-calendar), so each day the
   * browser shows (its own today ± the window) is marked when it is Pascha, a twelve great feast or
   * another great one.
   */
  greatFeasts?: FeastRuleView[];
  /**
   * product-list-smolny-calendar: the day (YYYY-MM-DD in SCHEDULE_TIME_ZONE) the page was rendered
   * on. The browser hydrates with it, then moves to its own today (a page cached over midnight, a
   * visitor's clock), so the server's HTML and the first browser render agree.
   */
  renderedOn?: string;
  /** Every billing currency (the toggle; the default one is isDefault). */
  currencies: CurrencyRef[];
}
