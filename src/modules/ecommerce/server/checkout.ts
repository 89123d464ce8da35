import { inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { badRequest, conflict } from "../../../core/http/errors.js";
import type { AppContext } from "../../../core/module.js";
import { invoiceMail, openInvoice, Writes, type InvoiceView } from "../../billing/index.js";
import type { PaymentProvider } from "../../billing/server/providers/index.js";
import { mailerOf, type MailLanguage } from "../../notification/server/index.js";
import { rbacOf } from "../../rbac/server/index.js";
import type { CheckoutAnswer, OrderView } from "../api-types.js";
import { orders, ordersToBillingModuleCurrencies, ordersToBillingModulePaymentIntents, products } from "../entities.js";
import { checkProductAndStore, createCartOrder, type NewLine } from "./cart.js";
import { resolveCurrency } from "./currency.js";
import { lockSubject } from "./locks.js";
import { linesOfOrders, orderViews } from "./order-views.js";
import { ownedOrders } from "./ownership.js";
import { NO_PRICE, pricesOf } from "./prices.js";
import { roundMoney } from "./totals.js";

export interface CheckoutInput {
  subjectId: string;
  /** The cart orders to pay for... */
  orderIds?: string[];
  /** ...or buy now: a new order with this line, checked out at once. */
  buyNow?: NewLine;
  provider: PaymentProvider;
  email: string;
  comment?: string | null;
  currencyId?: string;
  siteUrl: string;
  lang: MailLanguage;
}

const localisedTitle = (title: unknown, lang: string, fallback: string): string => {
  if (title && typeof title === "object") {
    const record = title as Record<string, unknown>;
    const value = record[lang] ?? record.ru ?? record.en ?? Object.values(record)[0];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return fallback;
};

interface Prepared {
  orderIds: string[];
  created: boolean;
  mail?: { amount: number; symbol: string; invoice: InvoiceView; items: string[] };
}

/**
 * Checkout, in one transaction under the subject's lock: the orders must be the subject's cart
 * orders with lines, each product priced in the chosen (or default) currency. One payment intent
 * and one invoice cover them all (linked to the orders, the buyer and the currency), the
 * provider creates the payment, and the orders move to status paying, type history. Orders
 * already checked out answer their existing invoice: a second (or parallel) checkout of the
 * same orders never makes a second invoice.
 */
export async function checkout(context: AppContext, input: CheckoutInput): Promise<{ answer: CheckoutAnswer; created: boolean }> {
  const writes = new Writes();
  const prepared = await context.db.transaction((raw) => prepare(raw as unknown as Db));
  writes.publish(context.bus);
  const views = await orderViews(context.db, prepared.orderIds);
  if (prepared.mail && (await mayMail(context, input.email))) {
    const { amount, symbol, invoice, items } = prepared.mail;
    mailerOf(context).enqueue({ to: input.email, ...invoiceMail({ lang: input.lang, invoiceId: invoice.id, amount, symbol, paymentUrl: invoice.paymentUrl ?? input.siteUrl, items }) });
  }
  return { answer: answerOf(views), created: prepared.created };

  async function prepare(tx: Db): Promise<Prepared> {
    await lockSubject(tx, input.subjectId);
    let orderIds = input.orderIds ?? [];
    if (input.buyNow) {
      await checkProductAndStore(tx, input.buyNow);
      orderIds = [await createCartOrder(tx, writes, input.subjectId, input.buyNow)];
    }
    const owned = await ownedOrders(tx, input.subjectId, orderIds, { lock: true });

    const links = await tx
      .select({ orderId: ordersToBillingModulePaymentIntents.orderId })
      .from(ordersToBillingModulePaymentIntents)
      .where(inArray(ordersToBillingModulePaymentIntents.orderId, orderIds));
    const paid = new Set(links.map((link) => String(link.orderId)));
    if (paid.size === orderIds.length) return { orderIds, created: false };
    if (paid.size) throw conflict(`Some of these orders are already checked out: ${[...paid].join(", ")}; check them out alone`);
    const notCart = owned.find((order) => order.type !== "cart");
    if (notCart) throw conflict(`Order ${notCart.id} is not in the cart (type ${notCart.type})`);

    const lines = await linesOfOrders(tx, orderIds);
    const empty = orderIds.find((id) => !lines.some((line) => line.orderId === id));
    if (empty) throw badRequest(`Order ${empty} has no products`);
    const currency = await resolveCurrency(tx, input.currencyId);
    const productIds = [...new Set(lines.map((line) => line.productId))];
    const prices = await pricesOf(tx, productIds, currency.id);
    const priceOf = new Map(prices.map((price) => [price.productId, price.number]));
    const unpriced = lines.find((line) => !priceOf.has(line.productId));
    if (unpriced) throw badRequest(NO_PRICE, [{ message: `product ${unpriced.productId} has no price in ${currency.symbol ?? currency.slug}` }]);
    const amount = roundMoney(lines.reduce((sum, line) => sum + priceOf.get(line.productId)! * line.quantity, 0));
    if (amount <= 0) throw badRequest("The order total must be above zero");

    const titles = await tx.select({ id: products.id, title: products.title, adminTitle: products.adminTitle }).from(products).where(inArray(products.id, productIds));
    const titleOf = new Map(titles.map((row) => [String(row.id), localisedTitle(row.title, input.lang, String(row.adminTitle))]));
    const items = lines.map((line) => `${titleOf.get(line.productId) ?? line.productId} × ${line.quantity}`);
    const description = items.join(", ").slice(0, 250) || `Order ${orderIds[0]}`;
    const { paymentIntentId, invoice } = await openInvoice(tx, writes, {
      provider: input.provider,
      amount,
      currency,
      email: input.email,
      comment: input.comment,
      language: input.lang,
      subjectId: input.subjectId,
      description,
      siteUrl: input.siteUrl,
    });
    const intentLinks = await tx
      .insert(ordersToBillingModulePaymentIntents)
      .values(orderIds.map((orderId) => ({ orderId, billingModulePaymentIntentId: paymentIntentId })))
      .returning({ id: ordersToBillingModulePaymentIntents.id });
    const currencyLinks = await tx
      .insert(ordersToBillingModuleCurrencies)
      .values(orderIds.map((orderId) => ({ orderId, billingModuleCurrencyId: currency.id })))
      .returning({ id: ordersToBillingModuleCurrencies.id });
    await tx
      .update(orders)
      .set({ status: "paying", type: "history", updatedAt: new Date(), ...(input.comment ? { comment: input.comment } : {}) })
      .where(inArray(orders.id, orderIds));
    writes.add("ecommerce", "orders-to-billing-module-payment-intents", "create", intentLinks.map((l) => l.id));
    writes.add("ecommerce", "orders-to-billing-module-currencies", "create", currencyLinks.map((l) => l.id));
    writes.add("ecommerce", "orders", "update", orderIds);
    return { orderIds, created: true, mail: { amount, symbol: currency.symbol ?? currency.slug.toUpperCase(), invoice, items } };
  }
}

/** Invoice mails to one address: at most this many an hour (checkout takes any email; it must not become a mail cannon). */
export const INVOICE_MAILS_PER_HOUR = 10;

async function mayMail(context: AppContext, email: string): Promise<boolean> {
  try {
    await rbacOf(context).limiter.consume({ action: "invoice-mail", account: email }, { max: INVOICE_MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 });
    return true;
  } catch {
    console.error(JSON.stringify({ level: "warn", msg: "invoice mail not sent: too many to one address this hour" }));
    return false;
  }
}

/** `{billingModule: {invoices}, ecommerceModule: {orders}}`: the orders' invoices, newest first. */
function answerOf(views: OrderView[]): CheckoutAnswer {
  const invoices = new Map<string, OrderView["billingModule"]["invoices"][number]>();
  for (const view of views) for (const invoice of [...view.billingModule.invoices].reverse()) if (!invoices.has(invoice.id)) invoices.set(invoice.id, invoice);
  return { billingModule: { invoices: [...invoices.values()] }, ecommerceModule: { orders: views } };
}
