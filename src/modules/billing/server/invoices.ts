import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { conflict } from "../../../core/http/errors.js";
import { subjectsToBillingModulePaymentIntents } from "../../../links/rbac.js";
import { invoices, paymentIntents, paymentIntentsToCurrencies, paymentIntentsToInvoices } from "../entities.js";
import { hashToken } from "./providers/dummy.js";
import type { PaymentProvider } from "./providers/index.js";
import type { Writes } from "../../../core/history/writes.js";

/** An invoice as checkout answers show it (never the token). */
export interface InvoiceView {
  id: string;
  amount: number;
  status: string;
  provider: string;
  paymentUrl: string | null;
}

export interface CurrencyRow {
  id: string;
  slug: string;
  symbol: string | null;
  title: string | null;
}

export const invoiceViewColumns = {
  id: invoices.id,
  amount: invoices.amount,
  status: invoices.status,
  provider: invoices.provider,
  paymentUrl: invoices.paymentUrl,
};

export interface OpenInvoiceInput {
  provider: PaymentProvider;
  amount: number;
  currency: CurrencyRow;
  email: string;
  comment?: string | null;
  /** The buyer's language: the mail once the payment arrives is in it. */
  language?: string;
  /** The buyer (rbac subjects-to-billing-module-payment-intents). */
  subjectId?: string;
  /** What the buyer sees at the provider. */
  description: string;
  siteUrl: string;
}

export interface OpenedInvoice {
  paymentIntentId: string;
  invoiceId: string;
}

/**
 * Inside the caller's transaction: a payment intent (linked to the buyer and the currency) and
 * its invoice, open and without a payment url yet. The provider is not called here: the
 * caller commits first and then calls `requestPayment`, so no row lock is held while a
 * provider answers (a slow provider would queue every write of the buyer behind it).
 */
export async function openInvoice(tx: Db, writes: Writes, input: OpenInvoiceInput): Promise<OpenedInvoice> {
  const { provider, amount, currency } = input;
  const [intent] = await tx
    .insert(paymentIntents)
    .values({ amount, currencySymbol: currency.symbol, status: "open", provider: provider.name, email: input.email, comment: input.comment ?? null, language: input.language ?? null })
    .returning({ id: paymentIntents.id });
  const paymentIntentId = String(intent!.id);
  const [currencyLink] = await tx.insert(paymentIntentsToCurrencies).values({ paymentIntentId, currencyId: currency.id }).returning({ id: paymentIntentsToCurrencies.id });
  const subjectLink = input.subjectId
    ? await tx.insert(subjectsToBillingModulePaymentIntents).values({ subjectId: input.subjectId, billingModulePaymentIntentId: paymentIntentId }).returning({ id: subjectsToBillingModulePaymentIntents.id })
    : [];
  const [created] = await tx.insert(invoices).values({ amount, status: "open", provider: provider.name }).returning({ id: invoices.id });
  const invoiceId = String(created!.id);
  const [invoiceLink] = await tx.insert(paymentIntentsToInvoices).values({ paymentIntentId, invoiceId }).returning({ id: paymentIntentsToInvoices.id });

  writes.add("billing", "payment-intents", "create", [paymentIntentId]);
  writes.add("billing", "payment-intents-to-currencies", "create", [currencyLink!.id]);
  writes.add("rbac", "subjects-to-billing-module-payment-intents", "create", subjectLink.map((l) => l.id));
  writes.add("billing", "invoices", "create", [invoiceId]);
  writes.add("billing", "payment-intents-to-invoices", "create", [invoiceLink!.id]);
  return { paymentIntentId, invoiceId };
}

/**
 * Outside any transaction: creates the payment at the provider for an invoice that
 * `openInvoice` committed, then keeps its payment url and id (and the dummy page's token,
 * hashed) on the invoice. A provider failure throws (a 502 naming it); the caller withdraws the invoice.
 */
export async function requestPayment(db: Db, writes: Writes, invoiceId: string, input: OpenInvoiceInput): Promise<InvoiceView> {
  const { provider, amount, currency } = input;
  const link = await provider.createPayment({ invoiceId, amount, currency, email: input.email, description: input.description, siteUrl: input.siteUrl, language: input.language });
  const [invoice] = await db
    .update(invoices)
    .set({ paymentUrl: link.paymentUrl, externalId: link.externalId ?? null, token: link.token ? hashToken(link.token) : null, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.paymentUrl)))
    .returning(invoiceViewColumns);
  if (!invoice) throw conflict(`Invoice ${invoiceId} was withdrawn while its payment was being created`);
  writes.add("billing", "invoices", "update", [invoiceId]);
  return invoice as InvoiceView;
}

/** Inside the caller's transaction: removes an invoice whose payment was never created, with its payment intent and their links. */
export async function withdrawInvoice(tx: Db, writes: Writes, opened: OpenedInvoice): Promise<void> {
  const invoiceLinks = await tx.delete(paymentIntentsToInvoices).where(eq(paymentIntentsToInvoices.paymentIntentId, opened.paymentIntentId)).returning({ id: paymentIntentsToInvoices.id });
  const currencyLinks = await tx.delete(paymentIntentsToCurrencies).where(eq(paymentIntentsToCurrencies.paymentIntentId, opened.paymentIntentId)).returning({ id: paymentIntentsToCurrencies.id });
  const subjectLinks = await tx
    .delete(subjectsToBillingModulePaymentIntents)
    .where(eq(subjectsToBillingModulePaymentIntents.billingModulePaymentIntentId, opened.paymentIntentId))
    .returning({ id: subjectsToBillingModulePaymentIntents.id });
  await tx.delete(invoices).where(eq(invoices.id, opened.invoiceId));
  await tx.delete(paymentIntents).where(eq(paymentIntents.id, opened.paymentIntentId));
  writes.add("billing", "payment-intents-to-invoices", "delete", invoiceLinks.map((l) => l.id));
  writes.add("billing", "payment-intents-to-currencies", "delete", currencyLinks.map((l) => l.id));
  writes.add("rbac", "subjects-to-billing-module-payment-intents", "delete", subjectLinks.map((l) => l.id));
  writes.add("billing", "invoices", "delete", [opened.invoiceId]);
  writes.add("billing", "payment-intents", "delete", [opened.paymentIntentId]);
}

/** The invoices of some payment intents, oldest first, keyed by intent id. One query. */
export async function invoicesOfIntents(db: Db, paymentIntentIds: string[]): Promise<Map<string, InvoiceView[]>> {
  const byIntent = new Map<string, InvoiceView[]>();
  if (!paymentIntentIds.length) return byIntent;
  const rows = await db
    .select({ paymentIntentId: paymentIntentsToInvoices.paymentIntentId, ...invoiceViewColumns })
    .from(paymentIntentsToInvoices)
    .innerJoin(invoices, eq(invoices.id, paymentIntentsToInvoices.invoiceId))
    .where(inArray(paymentIntentsToInvoices.paymentIntentId, paymentIntentIds))
    .orderBy(invoices.createdAt);
  for (const { paymentIntentId, ...invoice } of rows) {
    const list = byIntent.get(String(paymentIntentId)) ?? [];
    list.push(invoice as InvoiceView);
    byIntent.set(String(paymentIntentId), list);
  }
  return byIntent;
}
