import { baseColumns, contentColumns, defineEntity, draftColumns, defineRelation, field, moduleRef, titledColumns, type RelatedDeclaration } from "../../core/entity/index.js";
import { settleActions } from "../billing/admin-actions.js";

const m = moduleRef("ecommerce");

export const ORDER_STATUSES = ["new", "paying", "paid", "approving", "packaging", "delivering", "delivered", "canceled"] as const;
export const ORDER_TYPES = ["cart", "history"] as const;
export const ATTRIBUTE_FIELDS = ["string", "number", "boolean", "date", "datetime"] as const;

export const widgets = defineEntity(m, "widgets", {
  versions: true,
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns(), anchor: field.text() },
  variants: [
    "default", "category-list-default", "category-overview-default", "order-list-default", "product-list-default",
    "product-list-smolny-calendar", "product-list-smolny-note", "product-overview-default", "store-list-default",
    "store-overview-default",
  ],
});

export const stores = defineEntity(m, "stores", {
  versions: true,
  columns: { ...contentColumns(), title: field.localised(), shortDescription: field.localised(), description: field.localised() },
});

/**
 * Products (goods, and the schedule's divine services and events) and attributes (their dates,
 * places and prices) have drafts: the parish's schedule is edited, approved and published like an
 * article. Categories, stores and attribute keys are the catalogue's structure and stay live.
 */
export const products = defineEntity(m, "products", {
  versions: true,
  drafts: true,
  columns: {
    ...contentColumns(),
    title: field.localised(),
    shortDescription: field.localised(),
    description: field.localised(),
    type: field.enum(["one_off", "subscription"], "one_off"),
    ...draftColumns(),
  },
  variants: ["default", "smolny-event", "smolny-course", "smolny-divine", "smolny-note"],
  search: ["title", "shortDescription"],
});

export const categories = defineEntity(m, "categories", {
  versions: true,
  columns: { ...contentColumns(), ...titledColumns() },
});

export const attributes = defineEntity(m, "attributes", {
  versions: true,
  drafts: true,
  columns: {
    ...baseColumns(),
    className: field.text(),
    adminTitle: field.adminTitle(),
    string: field.localised(),
    number: field.number(),
    boolean: field.optionalBoolean(),
    date: field.date(),
    datetime: field.datetime(),
    ...draftColumns(),
  },
});

export const attributeKeys = defineEntity(m, "attribute-keys", {
  versions: true,
  columns: {
    ...contentColumns(),
    title: field.localised(),
    type: field.enum(["feature", "price", "interval"], "feature"),
    field: field.enum(ATTRIBUTE_FIELDS, "string"),
    prefix: field.localised(),
    suffix: field.localised(),
  },
});

/**
 * The orders' totals for their list cards, given by the module (index.ts): the totals code imports
 * the links (src/links), which import this file, so this file names no server code.
 */
export const orderTotalsLoader: { load?: NonNullable<RelatedDeclaration["load"]> } = {};
/** The kinds of the commemoration notes among some orders ('На панихиду'), given by the module the same way. */
export const orderNoteKindsLoader: { load?: NonNullable<RelatedDeclaration["load"]> } = {};

export const orders = defineEntity(m, "orders", {
  columns: {
    ...baseColumns(),
    className: field.text(),
    adminTitle: field.adminTitle(),
    /** What a person reads and says: 'order № 1042' (the id is for machines). */
    number: field.sequence(),
    status: field.enum(ORDER_STATUSES, "new"),
    type: field.enum(ORDER_TYPES, "cart"),
    receipt: field.requiredText(""),
    comment: field.text(),
  },
  access: { read: "private" },
  admin: {
    titleColumn: "number",
    titlePrefix: "№ ",
    // Status is searched too: an office worker types 'paid' and expects the paid orders.
    searchColumns: ["status", "comment"],
    listColumns: ["status", "type", "createdAt"],
    related: {
      customer: {
        label: { ru: "Покупатель", en: "Customer" },
        through: ["rbac/subjects-to-ecommerce-module-orders", "rbac/subjects-to-identities"],
        column: "email",
        // A visitor without an account (a note sent from the site) has no identity: the email given at checkout.
        fallback: { through: ["ecommerce/orders-to-billing-module-payment-intents"], column: "email" },
        searchable: true,
        link: true,
      },
      total: { label: { ru: "Сумма", en: "Total" }, load: (db, ids, language) => orderTotalsLoader.load?.(db, ids, language) ?? Promise.resolve(new Map()) },
      // A commemoration note says so on its card, by its kind; its names are the order's comment.
      note: { label: { ru: "Записка", en: "Note" }, load: (db, ids, language) => orderNoteKindsLoader.load?.(db, ids, language) ?? Promise.resolve(new Map()) },
    },
    actions: settleActions({ ru: "Заказ", en: "order" }, "paying"),
  },
});

const privateRead = { read: "private" } as const;

export const widgetsToStores = defineRelation(m, widgets, stores);
export const widgetsToProducts = defineRelation(m, widgets, products);
export const widgetsToCategories = defineRelation(m, widgets, categories);
export const storesToProducts = defineRelation(m, stores, products, { columns: { sku: field.uniqueText() } });
export const categoriesToProducts = defineRelation(m, categories, products, { columns: { sku: field.uniqueText() } });
export const storesToAttributes = defineRelation(m, stores, attributes);
export const productsToAttributes = defineRelation(m, products, attributes);
export const storesToProductsToAttributes = defineRelation(m, storesToProducts, attributes, { leftKey: "storesToProductsId" });
export const attributeKeysToAttributes = defineRelation(m, attributeKeys, attributes);
export const ordersToProducts = defineRelation(m, orders, products, {
  columns: { quantity: field.counter(1) },
  access: privateRead,
});
/** The store an order was placed in (add to cart with a storeId). */
export const storesToOrders = defineRelation(m, stores, orders, { access: privateRead });
