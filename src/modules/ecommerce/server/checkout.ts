import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { Writes } from "../../../core/history/writes.js";
import { badRequest, conflict } from "../../../core/http/errors.js";
import type { AppContext } from "../../../core/module.js";
import { invoiceMail, openInvoice, requestPayment, withdrawInvoice, type InvoiceView, type OpenedInvoice, type OpenInvoiceInput } from "../../billing/index.js";
import { invoices, paymentIntentsToInvoices } from "../../billing/entities.js";
import type { PaymentProvider } from "../../billing/server/providers/index.js";
import { mailerOf, type MailLanguage, type TemplateMail } from "../../notification/server/index.js";
import { rbacOf } from "../../rbac/server/index.js";
import type { CheckoutAnswer, OrderView, SkippedLine } from "../api-types.js";
import { orders, ordersToProducts, products } from "../entities.js";
import { ordersToBillingModuleCurrencies, ordersToBillingModulePaymentIntents } from "../../../links/ecommerce.js";
import { announceOrderDeletes, checkProductAndStore, createCartOrder, createEmptyCartOrder, type NewLine } from "./cart.js";
import { resolveCurrency } from "./currency.js";
import { lockSubject } from "./locks.js";
import { linesOfOrders, orderViews } from "./order-views.js";
import { ownedOrders } from "./ownership.js";
import { NO_PRICE, pricesOf } from "./prices.js";
import { localisedTitle } from "./sellable.js";
import { roundMoney } from "./totals.js";
import { log } from "../../../core/log.js";

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
  /** The buyer's mail for this checkout when it is not the plain invoice mail (a note's receipt). */
  mail?: (invoice: { invoiceId: string; amount: number; symbol: string; paymentUrl: string }) => TemplateMail;
}

/** What the locked transaction decided: answer the existing invoice, or a payment to create at the provider. */
interface Prepared {
  orderIds: string[];
  created: boolean;
  /** Lines left out because nothing can charge them; they stay in the cart. */
  skipped: SkippedLine[];
  /** Set when this call opened the invoice: the payment to request once the transaction committed. */
  opened?: Opened;
  /** Another checkout in this process is creating the payment of these orders: wait for it, then look again. */
  waitFor?: Promise<void>;
}

interface Opened {
  invoice: OpenedInvoice;
  payment: OpenInvoiceInput;
  /** An order made by buy-now: it goes again when the provider refuses the payment. */
  newOrderId?: string;
  mail: { amount: number; symbol: string; items: string[] };
}

/**
 * Longer than a provider call can take (20 s timeout, one retry): an invoice still without a
 * payment url after this was left by a process that stopped mid-checkout, and is withdrawn.
 */
export const PAYMENT_CREATION_TIMEOUT_MS = 2 * 60 * 1000;

export const PAYMENT_IN_FLIGHT = "The payment for this order is being created at the provider; try again in a moment";

/**
 * Invoices whose payment this process is creating right now, and when that ends. Registered
 * inside the opening transaction, so a parallel checkout of the same orders that sees the new
 * invoice can always wait for it here (and answer the same payment); only a checkout on another
 * process sees it without this, and answers the 409 PAYMENT_IN_FLIGHT.
 */
const paymentsInFlight = new Map<string, Promise<void>>();

/**
 * Checkout in two steps, so nothing calls a payment provider while holding a row lock. First,
 * one transaction under the subject's lock: the orders must be the subject's cart orders with
 * lines, each product priced in the chosen (or default) currency; one payment intent and one
 * invoice cover them all (linked to the orders, the buyer and the currency), and the orders move
 * to status paying, type history. It commits; then the provider creates the payment and the
 * invoice keeps its url. When the provider refuses, the invoice is withdrawn and the orders go
 * back to the cart (a buy-now order goes away), and the provider's 502 is the answer.
 * Orders already checked out answer their existing invoice: a second (or parallel) checkout of
 * the same orders never makes a second invoice. While the first is still waiting for the
 * provider, a second one on the same process waits for it and answers the same payment; one on
 * another process answers 409 (PAYMENT_IN_FLIGHT), and its retry gets the invoice.
 */
export async function checkout(context: AppContext, input: CheckoutInput, waited = false): Promise<{ answer: CheckoutAnswer; created: boolean }> {
  const writes = new Writes();
  let finishFlight = () => {};
  const flight = new Promise<void>((resolve) => (finishFlight = resolve));
  let registered: string | undefined;
  let prepared: Prepared;
  try {
    prepared = await writes.transaction(context.db, (tx) => prepare(tx));
  } catch (error) {
    if (registered) paymentsInFlight.delete(registered);
    finishFlight();
    throw error;
  } finally {
    writes.publish(context.bus);
  }
  if (prepared.waitFor) {
    await prepared.waitFor;
    return checkout(context, input, true);
  }
  const opened = prepared.opened;
  if (opened) {
    let invoice: InvoiceView;
    try {
      invoice = await requestPayment(context.db, writes, opened.invoice.invoiceId, opened.payment);
    } catch (error) {
      await context.db.transaction((raw) => withdraw(raw as unknown as Db, opened, prepared.orderIds));
      throw error;
    } finally {
      writes.publish(context.bus);
      paymentsInFlight.delete(opened.invoice.invoiceId);
      finishFlight();
    }
    if (await mayMail(context, input.email)) {
      const { amount, symbol, items } = opened.mail;
      const paymentUrl = invoice.paymentUrl ?? input.siteUrl;
      const mail = input.mail ? input.mail({ invoiceId: invoice.id, amount, symbol, paymentUrl }) : invoiceMail({ lang: input.lang, invoiceId: invoice.id, amount, symbol, paymentUrl, items });
      mailerOf(context).enqueue({ to: input.email, ...mail });
    }
  }
  const views = await orderViews(context.db, prepared.orderIds);
  return { answer: { ...answerOf(views), ...(prepared.skipped.length ? { skipped: prepared.skipped } : {}) }, created: prepared.created };

  /** The lines left out, named in the buyer's language. */
  async function skippedOf(tx: Db, lines: { id: string; orderId: string; productId: string; quantity: number }[]): Promise<SkippedLine[]> {
    const ids = [...new Set(lines.map((line) => line.productId))];
    const rows = await tx.select({ id: products.id, title: products.title, adminTitle: products.adminTitle }).from(products).where(inArray(products.id, ids));
    const titleOf = new Map(rows.map((row) => [String(row.id), localisedTitle(row.title, input.lang, String(row.adminTitle))]));
    return lines.map((line) => {
      const title = titleOf.get(line.productId) ?? line.productId;
      return {
        lineId: line.id,
        orderId: line.orderId,
        productId: line.productId,
        title,
        quantity: line.quantity,
        message: `'${title}' has no price and was left out of this checkout; it stays in the cart`,
      };
    });
  }

  /** The provider refused: the invoice goes, the orders are the cart again (a buy-now order goes too). */
  async function withdraw(tx: Db, opened: Opened, orderIds: string[]): Promise<void> {
    await lockSubject(tx, input.subjectId);
    await withdrawInvoice(tx, writes, opened.invoice);
    await backToCart(tx, orderIds);
    if (opened.newOrderId) {
      await tx.delete(orders).where(eq(orders.id, opened.newOrderId));
      // Inside the transaction: the bus holds these until it commits.
      announceOrderDeletes(context, [opened.newOrderId]);
    }
  }

  async function backToCart(tx: Db, orderIds: string[]): Promise<void> {
    const currencyLinks = await tx.delete(ordersToBillingModuleCurrencies).where(inArray(ordersToBillingModuleCurrencies.orderId, orderIds)).returning({ id: ordersToBillingModuleCurrencies.id });
    await tx.update(orders).set({ status: "new", type: "cart", updatedAt: new Date() }).where(inArray(orders.id, orderIds));
    writes.add("ecommerce", "orders-to-billing-module-currencies", "delete", currencyLinks.map((l) => l.id));
    writes.add("ecommerce", "orders", "update", orderIds);
  }

  async function prepare(tx: Db, reread = false): Promise<Prepared> {
    await lockSubject(tx, input.subjectId);
    let orderIds = input.orderIds ?? [];
    let newOrderId: string | undefined;
    if (input.buyNow) {
      await checkProductAndStore(tx, input.buyNow);
      newOrderId = await createCartOrder(tx, writes, input.subjectId, input.buyNow);
      orderIds = [newOrderId];
    }
    const owned = await ownedOrders(tx, input.subjectId, orderIds, { lock: true });

    const links = await tx
      .select({
        orderId: ordersToBillingModulePaymentIntents.orderId,
        paymentIntentId: ordersToBillingModulePaymentIntents.billingModulePaymentIntentId,
        invoiceId: invoices.id,
        paymentUrl: invoices.paymentUrl,
        invoiceCreatedAt: invoices.createdAt,
      })
      .from(ordersToBillingModulePaymentIntents)
      .leftJoin(paymentIntentsToInvoices, eq(paymentIntentsToInvoices.paymentIntentId, ordersToBillingModulePaymentIntents.billingModulePaymentIntentId))
      .leftJoin(invoices, eq(invoices.id, paymentIntentsToInvoices.invoiceId))
      .where(inArray(ordersToBillingModulePaymentIntents.orderId, orderIds));
    // An invoice without a payment url: another checkout is calling the provider, or died doing so.
    const pending = links.find((link) => link.invoiceId && !link.paymentUrl);
    const inFlight = pending && paymentsInFlight.get(String(pending.invoiceId));
    if (inFlight && !waited) return { orderIds, created: false, skipped: [], waitFor: inFlight };
    // The links came from a snapshot older than the look at the map: a payment that ended in
    // between has left the map, but its url (or its withdrawal) has committed. One fresh read sees it.
    if (pending && !inFlight && !reread) return prepare(tx, true);
    if (pending && Date.now() - new Date(pending.invoiceCreatedAt!).getTime() < PAYMENT_CREATION_TIMEOUT_MS) throw conflict(PAYMENT_IN_FLIGHT);
    if (pending) {
      const abandoned = { paymentIntentId: String(pending.paymentIntentId), invoiceId: String(pending.invoiceId) };
      const itsOrders = [...new Set(links.filter((link) => String(link.paymentIntentId) === abandoned.paymentIntentId).map((link) => String(link.orderId)))];
      await withdrawInvoice(tx, writes, abandoned);
      await backToCart(tx, itsOrders);
      return prepare(tx);
    }
    // A line whose product has no price in any currency (it entered the cart before its price was
    // removed, or by hand) can never be charged: it is left out and named, and stays in the cart,
    // so it never blocks the others. An order of only such lines is not checked out at all.
    const allLines = await linesOfOrders(tx, orderIds);
    const allProductIds = [...new Set(allLines.map((line) => line.productId))];
    const allPrices = await pricesOf(tx, allProductIds);
    const priced = new Set(allPrices.map((price) => price.productId));
    const badLines = allLines.filter((line) => !priced.has(line.productId));
    const lines = allLines.filter((line) => priced.has(line.productId));
    const skipped = badLines.length ? await skippedOf(tx, badLines) : [];
    const badOnly = new Set(badLines.map((line) => line.orderId).filter((id) => !lines.some((line) => line.orderId === id)));
    const allIds = orderIds;
    orderIds = orderIds.filter((id) => !badOnly.has(id));
    if (!orderIds.length) throw badRequest(NO_PRICE, skipped.map((line) => ({ message: line.message })));

    const paid = new Set(links.map((link) => String(link.orderId)));
    if (paid.size === orderIds.length) return { orderIds, created: false, skipped };
    if (paid.size) throw conflict(`Some of these orders are already checked out: ${[...paid].join(", ")}; check them out alone`);
    const notCart = owned.find((order) => order.type !== "cart");
    if (notCart) throw conflict(`Order ${notCart.id} is not in the cart (type ${notCart.type})`);

    const empty = allIds.find((id) => !allLines.some((line) => line.orderId === id));
    if (empty) throw badRequest(`Order ${empty} has no products`);
    const currency = await resolveCurrency(tx, input.currencyId);
    const productIds = [...new Set(lines.map((line) => line.productId))];
    const priceOf = new Map(allPrices.filter((price) => price.currency.id === currency.id).map((price) => [price.productId, price.number]));
    const unpriced = lines.find((line) => !priceOf.has(line.productId));
    if (unpriced) throw badRequest(NO_PRICE, [{ message: `product ${unpriced.productId} has no price in ${currency.symbol ?? currency.slug}` }]);
    // The bad lines of an order that also has good ones move to a new cart order of their own.
    const split = badLines.filter((line) => !badOnly.has(line.orderId));
    if (split.length) {
      const keptIn = await createEmptyCartOrder(tx, writes, input.subjectId);
      const ids = split.map((line) => line.id);
      await tx.update(ordersToProducts).set({ orderId: keptIn, updatedAt: new Date() }).where(inArray(ordersToProducts.id, ids));
      writes.add("ecommerce", "orders-to-products", "update", ids);
      for (const line of skipped) if (ids.includes(line.lineId)) line.orderId = keptIn;
    }
    const amount = roundMoney(lines.reduce((sum, line) => sum + priceOf.get(line.productId)! * line.quantity, 0));
    if (amount <= 0) throw badRequest("The order total must be above zero");

    const titles = await tx.select({ id: products.id, title: products.title, adminTitle: products.adminTitle }).from(products).where(inArray(products.id, productIds));
    const titleOf = new Map(titles.map((row) => [String(row.id), localisedTitle(row.title, input.lang, String(row.adminTitle))]));
    const items = lines.map((line) => `${titleOf.get(line.productId) ?? line.productId} × ${line.quantity}`);
    const description = items.join(", ").slice(0, 250) || `Order ${orderIds[0]}`;
    const payment: OpenInvoiceInput = {
      provider: input.provider,
      amount,
      currency,
      email: input.email,
      comment: input.comment,
      language: input.lang,
      subjectId: input.subjectId,
      description,
      siteUrl: input.siteUrl,
    };
    const invoice = await openInvoice(tx, writes, payment);
    // Rolled back, the entry is dropped again by checkout's catch; nobody saw the invoice.
    paymentsInFlight.set(invoice.invoiceId, flight);
    registered = invoice.invoiceId;
    const intentLinks = await tx
      .insert(ordersToBillingModulePaymentIntents)
      .values(orderIds.map((orderId) => ({ orderId, billingModulePaymentIntentId: invoice.paymentIntentId })))
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
    // The buyer's act itself, named, beside the rows it wrote.
    writes.act("ecommerce", "orders", "checkout", orderIds);
    return {
      orderIds,
      created: true,
      skipped,
      opened: { invoice, payment, newOrderId, mail: { amount, symbol: currency.symbol ?? currency.slug.toUpperCase(), items } },
    };
  }
}

/** Invoice mails to one address: at most this many an hour (checkout takes any email; it must not become a mail cannon). */
export const INVOICE_MAILS_PER_HOUR = 10;

async function mayMail(context: AppContext, email: string): Promise<boolean> {
  try {
    await rbacOf(context).limiter.consume({ action: "invoice-mail", account: email }, { max: INVOICE_MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 });
    return true;
  } catch {
    log.warn("invoice mail not sent: too many to one address this hour");
    return false;
  }
}

/** `{billingModule: {invoices}, ecommerceModule: {orders}}`: the orders' invoices, newest first. */
function answerOf(views: OrderView[]): CheckoutAnswer {
  const invoices = new Map<string, OrderView["billingModule"]["invoices"][number]>();
  for (const view of views) for (const invoice of [...view.billingModule.invoices].reverse()) if (!invoices.has(invoice.id)) invoices.set(invoice.id, invoice);
  return { billingModule: { invoices: [...invoices.values()] }, ecommerceModule: { orders: views } };
}
