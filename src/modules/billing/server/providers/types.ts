import type { PAYMENT_PROVIDERS } from "../../entities.js";

export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentRequest {
  invoiceId: string;
  /** In the currency's major unit (roubles, dollars). */
  amount: number;
  currency: { id: string; slug: string; symbol: string | null; title: string | null };
  email: string;
  description: string;
  /** This site's origin (SITE_URL, or the request's), for return links and the dummy page. */
  siteUrl: string;
  /** The buyer's language: a payment page of this site opens in it. */
  language?: string;
}

/** Where the buyer goes to pay, and what to keep about it on the invoice. */
export interface PaymentLink {
  paymentUrl: string;
  /** The provider's id of the payment (Stripe Checkout Session id, CloudPayments order id...). */
  externalId?: string;
  /** A secret the payment page is opened with; kept hashed in invoices.token (dummy). */
  token?: string;
}

export interface WebhookRequest {
  rawBody: string;
  header(name: string): string | undefined;
  query(name: string): string | undefined;
  /** This site's origin, for providers that sign their notification url. */
  siteUrl: string;
}

export type WebhookAction = "paid" | "canceled" | "ignored" | "check";

/** What the shop did with a notification, for the provider's answer. */
export type WebhookOutcome = "paid" | "canceled" | "ignored" | "unknown-invoice" | "amount-mismatch" | "closed" | "replayed" | "ok";

/** A notification whose signature was checked, read into what it means for an invoice. */
export interface WebhookNotice {
  /** Unique per notification (event or transaction id): a second one with this id does nothing. */
  eventId?: string;
  invoiceId?: string;
  externalId?: string;
  action: WebhookAction;
  /** The amount the provider reports, in major units: it must equal the invoice's. */
  amount?: number;
  /** The provider's answer body (CloudPayments wants {code}); default {data: {outcome}}. */
  respond?(outcome: WebhookOutcome): unknown;
}

export interface PaymentProvider {
  name: ProviderName;
  /** Creates the payment at the provider; called after the checkout transaction committed, never under a row lock. */
  createPayment(request: PaymentRequest): Promise<PaymentLink>;
  /** Checks the signature (throws 400 when it is missing or forged) and reads the notification. */
  readWebhook?(request: WebhookRequest): Promise<WebhookNotice> | WebhookNotice;
}
