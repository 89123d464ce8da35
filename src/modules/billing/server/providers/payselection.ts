import { randomUUID } from "node:crypto";
import { badRequest } from "../../../../core/http/errors.js";
import { callProvider, hmacSha256, invalidSignature, isoCurrency, num, parseJsonObject, providerFailed, sameSignature, str } from "./hmac.js";
import type { PaymentProvider, ProviderName, WebhookNotice } from "./types.js";

export interface PayselectionKeys {
  siteId: string;
  secretKey: string;
  apiUrl?: string;
  webhookUrl?: string;
}

const CREATE_PATH = "/webpayments/paylink_create";

/** The notification url Payselection signs: PAYSELECTION_*_WEBHOOK_URL, else this site's route. */
export const payselectionWebhookUrl = (name: string, keys: PayselectionKeys, siteUrl: string) => keys.webhookUrl ?? `${siteUrl}/api/billing/webhooks/${name}`;

/**
 * Payselection (Russian acquiring) and Payselection International (the same API with its own
 * site and keys). A payment link: POST {webform}/webpayments/paylink_create with X-SITE-ID,
 * X-REQUEST-ID and X-REQUEST-SIGNATURE = hex HMAC-SHA256(secret, "POST\n{path}\n{site id}\n
 * {request id}\n{body}"); the answer's Url. Notifications carry X-SITE-ID and
 * X-WEBHOOK-SIGNATURE = hex HMAC-SHA256(secret, "POST\n{notification url}\n{site id}\n{body}");
 * Event 'Payment' pays the invoice (OrderId is the invoice id).
 */
export function payselectionProvider(name: Extract<ProviderName, "payselection" | "payselection-international">, keys: PayselectionKeys, defaultCurrency: string): PaymentProvider {
  const apiUrl = (keys.apiUrl ?? "https://webform.payselection.com").replace(/\/+$/, "");
  return {
    name,
    async createPayment({ invoiceId, amount, currency, email, description, siteUrl }) {
      const requestId = randomUUID();
      const body = JSON.stringify({
        PaymentRequest: {
          OrderId: invoiceId,
          Amount: amount.toFixed(2),
          Currency: currency.slug ? isoCurrency(currency.slug, name) : defaultCurrency,
          Description: description,
          RebillFlag: false,
          CustomerInfo: { Email: email, ReceiptEmail: email },
          ExtraData: {
            WebhookUrl: payselectionWebhookUrl(name, keys, siteUrl),
            SuccessUrl: `${siteUrl}/?payment=success&invoice=${invoiceId}`,
            DeclineUrl: `${siteUrl}/?payment=cancel&invoice=${invoiceId}`,
          },
        },
      });
      const signature = hmacSha256(keys.secretKey, `POST\n${CREATE_PATH}\n${keys.siteId}\n${requestId}\n${body}`, "hex");
      const { status, text } = await callProvider(name, `${apiUrl}${CREATE_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-site-id": keys.siteId, "x-request-id": requestId, "x-request-signature": signature },
        body,
      });
      const answer = parseJsonObject(text);
      // The answer is a link object ({Id, Url, ...}); some versions answer the url as a JSON string.
      let url = str(answer.Url);
      if (!url && status < 400) {
        try {
          const value = JSON.parse(text);
          if (typeof value === "string" && value.startsWith("http")) url = value;
        } catch {
          // not a string answer
        }
      }
      if (status >= 400 || !url) throw providerFailed(name, `HTTP ${status}: ${str(answer.Description) ?? str(answer.Code) ?? text}`);
      return { paymentUrl: url, externalId: str(answer.Id) };
    },

    readWebhook({ rawBody, header, siteUrl }): WebhookNotice {
      const siteId = header("x-site-id");
      if (siteId !== keys.siteId) throw invalidSignature(`${name}: X-SITE-ID is missing or not this site's`);
      const expected = hmacSha256(keys.secretKey, `POST\n${payselectionWebhookUrl(name, keys, siteUrl)}\n${keys.siteId}\n${rawBody}`, "hex");
      if (!sameSignature(header("x-webhook-signature")?.toLowerCase(), expected)) throw invalidSignature(`${name}: X-WEBHOOK-SIGNATURE does not match the body`);
      const fields = parseJsonObject(rawBody);
      const transactionId = str(fields.TransactionId);
      const event = str(fields.Event) ?? "";
      if (!transactionId) throw badRequest("TransactionId is required");
      return {
        eventId: `${event}:${transactionId}`,
        invoiceId: str(fields.OrderId),
        action: event === "Payment" ? "paid" : "ignored",
        amount: num(fields.Amount),
      };
    },
  };
}
