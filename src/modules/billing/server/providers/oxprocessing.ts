import { createHash } from "node:crypto";
import type { PaymentsConfig } from "../settings.js";
import { badRequest } from "../../../../core/http/errors.js";
import { callProvider, invalidSignature, num, parseJsonObject, providerFailed, sameSignature, str } from "./hmac.js";
import type { PaymentProvider, WebhookNotice } from "./types.js";

/** 0xProcessing's documented webhook signature: MD5 of "PaymentId:MerchantId:Email:Currency:webhook password". */
export function oxprocessingSignature(fields: { PaymentId: unknown; MerchantId: unknown; Email: unknown; Currency: unknown }, webhookPassword: string): string {
  return createHash("md5").update(`${fields.PaymentId}:${fields.MerchantId}:${fields.Email}:${fields.Currency}:${webhookPassword}`).digest("hex");
}

/**
 * 0xProcessing (crypto; prices in USD, paid in USDT). A payment: POST {api}/Payment (form fields
 * MerchantId, AmountUSD, Currency, Email, ClientId, BillingID = the invoice id, ReturnUrl,
 * SuccessUrl, CancelUrl, Test), answered with {redirectUrl, id}. Webhooks are JSON checked with
 * their documented MD5 `Signature` (it does not cover Status or the amount, so BillingID, the
 * merchant and the payment id must match the invoice too); Status 'Success' pays, 'Canceled'
 * cancels.
 */
export function oxprocessingProvider(keys: NonNullable<PaymentsConfig["oxprocessing"]>): PaymentProvider {
  const apiUrl = (keys.apiUrl ?? "https://app.0xprocessing.com").replace(/\/+$/, "");
  return {
    name: "0xprocessing",
    async createPayment({ invoiceId, amount, currency, email, siteUrl }) {
      if (currency.slug.toLowerCase() !== "usd") throw badRequest("0xprocessing takes amounts in US dollars: choose the 'usd' currency");
      const form = new URLSearchParams({
        MerchantId: keys.merchantId,
        AmountUSD: amount.toFixed(2),
        Currency: "USDT",
        Email: email,
        ClientId: email,
        BillingID: invoiceId,
        ReturnUrl: "true",
        SuccessUrl: `${siteUrl}/?payment=success&invoice=${invoiceId}`,
        CancelUrl: `${siteUrl}/?payment=cancel&invoice=${invoiceId}`,
      });
      if (keys.test) form.set("Test", "true");
      const { status, text } = await callProvider("0xprocessing", `${apiUrl}/Payment`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form.toString(),
      });
      const answer = parseJsonObject(text);
      const url = str(answer.redirectUrl) ?? str(answer.RedirectUrl);
      if (status >= 400 || !url) throw providerFailed("0xprocessing", `HTTP ${status}: ${text}`);
      return { paymentUrl: url, externalId: str(answer.id) ?? str(answer.Id) };
    },

    readWebhook({ rawBody }): WebhookNotice {
      const fields = parseJsonObject(rawBody);
      if (!str(fields.PaymentId)) throw badRequest("PaymentId is required");
      if (!sameSignature(str(fields.Signature)?.toLowerCase(), oxprocessingSignature(fields as never, keys.webhookPassword))) {
        throw invalidSignature("0xprocessing: Signature does not match");
      }
      if (String(fields.MerchantId) !== keys.merchantId) throw invalidSignature("0xprocessing: MerchantId is not this site's");
      const status = str(fields.Status);
      return {
        eventId: `${fields.PaymentId}:${status}`,
        invoiceId: str(fields.BillingID) ?? str(fields.BillingId),
        externalId: String(fields.PaymentId),
        action: status === "Success" ? "paid" : status === "Canceled" ? "canceled" : "ignored",
        amount: num(fields.AmountUSD) ?? num(fields.Amount),
      };
    },
  };
}
