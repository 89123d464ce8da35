import { baseColumns, contentColumns, defineEntity, defineRelation, field, moduleRef, titledColumns } from "../../core/entity/index.js";

import { settleActions } from "./admin-actions.js";

const m = moduleRef("billing");

export const PAYMENT_PROVIDERS = ["stripe", "0xprocessing", "payselection", "payselection-international", "tiptoppay", "cloudpayments", "dummy"] as const;

export const currencies = defineEntity(m, "currencies", {
  columns: {
    ...contentColumns({ strictSlug: true }),
    title: field.text(),
    symbol: field.text(),
    isDefault: field.boolean(false),
  },
});

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
  // The shop's personal blocks (read in the browser with the visitor's session): the header's cart
  // drawer, the checkout of the cart, and the dummy provider's payment page.
  variants: ["default", "cart-default", "checkout-default", "dummy-payment-default"],
});

/** A request for money from one buyer, through one provider. */
export const paymentIntents = defineEntity(m, "payment-intents", {
  columns: {
    ...baseColumns(),
    className: field.text(),
    adminTitle: field.adminTitle(),
    amount: field.number(),
    currencySymbol: field.text(),
    status: field.enum(["open", "paid", "canceled"], "open"),
    provider: field.enum(PAYMENT_PROVIDERS, "dummy"),
    email: field.text(),
    comment: field.text(),
    /** The buyer's language at checkout ('ru', 'en'): their mail (payment received) follows it. */
    language: field.text(),
  },
  access: { read: "private" },
});

/** What the buyer is sent to pay: one per payment intent and provider attempt. */
export const invoices = defineEntity(m, "invoices", {
  columns: {
    ...baseColumns(),
    className: field.text(),
    adminTitle: field.adminTitle(),
    amount: field.number(),
    status: field.enum(["open", "paid", "canceled"], "open"),
    provider: field.enum(PAYMENT_PROVIDERS, "dummy"),
    paymentUrl: field.text(),
    externalId: field.text(),
    /** Guards the dummy provider's payment page; never sent to a client. */
    token: field.secret(),
  },
  access: { read: "private" },
  admin: { actions: settleActions({ ru: "Счёт", en: "invoice" }, "open") },
});

export const paymentIntentsToInvoices = defineRelation(m, paymentIntents, invoices, { access: { read: "private" } });
export const paymentIntentsToCurrencies = defineRelation(m, paymentIntents, currencies, { access: { read: "private" } });

/**
 * Provider notifications (webhooks) already handled, one row per provider and event or
 * transaction id: a replayed notification finds its row and changes nothing.
 */
export const webhookEvents = defineEntity(m, "webhook-events", {
  columns: {
    ...baseColumns(),
    provider: field.enum(PAYMENT_PROVIDERS, "dummy"),
    eventId: field.requiredText(),
    invoiceId: field.text(),
    /** What the notification did: 'paid', 'canceled' or 'ignored'. */
    outcome: field.text(),
  },
  access: { read: "private" },
  uniqueTogether: [["provider", "eventId"]],
  admin: { titleColumn: "eventId", searchColumns: ["eventId", "provider"] },
});
