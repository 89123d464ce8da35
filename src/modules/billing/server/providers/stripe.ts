import type Stripe from "stripe";
import type { PaymentsConfig } from "../settings.js";
import { badRequest } from "../../../../core/http/errors.js";
import { invalidSignature, isoCurrency, providerFailed } from "./hmac.js";
import type { PaymentProvider, WebhookNotice } from "./types.js";

/** Currencies Stripe counts in whole units (https://docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set(["bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "ugx", "vnd", "vuv", "xaf", "xof", "xpf"]);

const minorUnits = (currency: string) => (ZERO_DECIMAL.has(currency.toLowerCase()) ? 1 : 100);

/**
 * A Stripe client for the configured key; `apiUrl` (a sandbox or a local fake) overrides the host.
 * The library is loaded with the first payment or notice, not at start (~20 MB per process).
 */
async function client(config: NonNullable<PaymentsConfig["stripe"]>): Promise<Stripe> {
  const { default: Stripe } = await import("stripe");
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    options.host = url.hostname;
    options.protocol = url.protocol === "http:" ? "http" : "https";
    if (url.port) options.port = Number(url.port);
  }
  return new Stripe(config.secretKey, options);
}

/**
 * Stripe Checkout Sessions (mode 'payment', one line with the invoice's amount). The session
 * carries the invoice id in metadata and client_reference_id; webhooks POST
 * /api/billing/webhooks/stripe are verified with stripe.webhooks.constructEvent and
 * STRIPE_WEBHOOK_SECRET, and replays are refused by event id.
 */
export function stripeProvider(config: NonNullable<PaymentsConfig["stripe"]>): PaymentProvider {
  let made: Promise<Stripe> | undefined;
  const stripeClient = () => (made ??= client(config));
  return {
    name: "stripe",
    async createPayment({ invoiceId, amount, currency, email, description, siteUrl }) {
      const code = isoCurrency(currency.slug, "Stripe").toLowerCase();
      let session: Stripe.Checkout.Session;
      try {
        const stripe = await stripeClient();
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            customer_email: email,
            client_reference_id: invoiceId,
            metadata: { invoiceId },
            line_items: [
              {
                quantity: 1,
                price_data: { currency: code, unit_amount: Math.round(amount * minorUnits(code)), product_data: { name: description } },
              },
            ],
            success_url: `${siteUrl}/?payment=success&invoice=${invoiceId}`,
            cancel_url: `${siteUrl}/?payment=cancel&invoice=${invoiceId}`,
          },
          // A retried create (network hiccup) returns the same session, never a second one.
          { idempotencyKey: `sobor-invoice-${invoiceId}` },
        );
      } catch (error) {
        throw providerFailed("stripe", error instanceof Error ? error.message : String(error));
      }
      if (!session.url) throw providerFailed("stripe", `Checkout Session ${session.id} has no url`);
      return { paymentUrl: session.url, externalId: session.id };
    },

    async readWebhook({ rawBody, header }): Promise<WebhookNotice> {
      if (!config.webhookSecret) throw badRequest("Stripe webhooks are not configured on this site (STRIPE_WEBHOOK_SECRET)");
      const signature = header("stripe-signature");
      if (!signature) throw invalidSignature("The Stripe-Signature header is missing");
      const stripe = await stripeClient();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw invalidSignature(error instanceof Error ? error.message : String(error));
      }
      if (!event.type.startsWith("checkout.session.")) return { eventId: event.id, action: "ignored" };
      const session = event.data.object as Stripe.Checkout.Session;
      const notice: WebhookNotice = {
        eventId: event.id,
        invoiceId: session.metadata?.invoiceId ?? session.client_reference_id ?? undefined,
        externalId: session.id,
        action: "ignored",
        amount: typeof session.amount_total === "number" && session.currency ? session.amount_total / minorUnits(session.currency) : undefined,
      };
      switch (event.type) {
        case "checkout.session.completed":
          // Delayed methods (bank debits) complete unpaid; async_payment_succeeded follows.
          notice.action = session.payment_status === "unpaid" ? "ignored" : "paid";
          break;
        case "checkout.session.async_payment_succeeded":
          notice.action = "paid";
          break;
        case "checkout.session.expired":
        case "checkout.session.async_payment_failed":
          notice.action = "canceled";
          break;
      }
      return notice;
    },
  };
}
