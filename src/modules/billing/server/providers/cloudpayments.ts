import { badRequest } from "../../../../core/http/errors.js";
import { callProvider, hmacSha256, invalidSignature, isoCurrency, num, parseJsonObject, providerFailed, sameSignature, str, twoDecimals } from "./hmac.js";
import type { PaymentProvider, ProviderName, WebhookNotice, WebhookOutcome, WebhookRequest } from "./types.js";

export interface CloudPaymentsKeys {
  publicId: string;
  apiSecret: string;
  apiUrl?: string;
}

/** The notification kinds, set as `?kind=` on each notification url in the provider's cabinet. */
const KINDS = new Set(["check", "pay", "fail", "confirm", "refund", "cancel"]);

/** Form-urlencoded (the default) or JSON notification fields. */
function fieldsOf(rawBody: string, contentType: string | undefined): Record<string, unknown> {
  if (contentType?.includes("json") || rawBody.trimStart().startsWith("{")) return parseJsonObject(rawBody);
  return Object.fromEntries(new URLSearchParams(rawBody));
}

function decoded(rawBody: string): string {
  try {
    return decodeURIComponent(rawBody.replace(/\+/g, " "));
  } catch {
    return rawBody;
  }
}

/**
 * Checks Content-HMAC (over the raw body) or X-Content-HMAC (over the URL-decoded body):
 * base64 HMAC-SHA256 with the API secret.
 */
export function verifyContentHmac(request: WebhookRequest, apiSecret: string, provider: string): void {
  const content = request.header("content-hmac");
  const xContent = request.header("x-content-hmac");
  if (!content && !xContent) throw invalidSignature(`${provider}: the Content-HMAC header is missing`);
  const raw = hmacSha256(apiSecret, request.rawBody, "base64");
  const plain = hmacSha256(apiSecret, decoded(request.rawBody), "base64");
  const valid = (content && (sameSignature(content, raw) || sameSignature(content, plain))) || (xContent && (sameSignature(xContent, plain) || sameSignature(xContent, raw)));
  if (!valid) throw invalidSignature(`${provider}: Content-HMAC does not match the body`);
}

const CHECK_CODES: Partial<Record<WebhookOutcome, number>> = { "unknown-invoice": 10, "amount-mismatch": 12, closed: 20 };

/**
 * CloudPayments and its international sibling TipTopPay share one API: a payment link is an
 * order (POST {api}/orders/create, HTTP Basic with Public ID and API secret; the answer's
 * Model.Url), and notifications (Check, Pay, Fail...) are signed with Content-HMAC. Each
 * notification url carries `?kind=check|pay|fail|...`; without it the fields decide (a Pay
 * notification has Status 'Completed'). The answer is `{"code": 0}` (Check: 10 unknown invoice,
 * 12 wrong amount, 20 closed).
 */
export function cloudPaymentsLikeProvider(name: Extract<ProviderName, "cloudpayments" | "tiptoppay">, keys: CloudPaymentsKeys, defaultApiUrl: string): PaymentProvider {
  const apiUrl = (keys.apiUrl ?? defaultApiUrl).replace(/\/+$/, "");
  const basic = `Basic ${Buffer.from(`${keys.publicId}:${keys.apiSecret}`).toString("base64")}`;
  return {
    name,
    async createPayment({ invoiceId, amount, currency, email, description }) {
      const body = {
        Amount: twoDecimals(amount),
        Currency: isoCurrency(currency.slug, name),
        Description: description,
        Email: email,
        InvoiceId: invoiceId,
        RequireConfirmation: false,
        SendEmail: false,
        JsonData: { invoiceId },
      };
      const { status, text } = await callProvider(name, `${apiUrl}/orders/create`, {
        method: "POST",
        headers: { authorization: basic, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = parseJsonObject(text);
      const model = (answer.Model ?? {}) as Record<string, unknown>;
      if (status >= 400 || answer.Success !== true || !str(model.Url)) {
        throw providerFailed(name, `HTTP ${status}: ${str(answer.Message) ?? text}`);
      }
      return { paymentUrl: String(model.Url), externalId: str(model.Id) ?? str(model.Number) };
    },

    readWebhook(request): WebhookNotice {
      verifyContentHmac(request, keys.apiSecret, name);
      const fields = fieldsOf(request.rawBody, request.header("content-type"));
      const kind = request.query("kind")?.toLowerCase();
      if (kind && !KINDS.has(kind)) throw badRequest(`kind: must be one of ${[...KINDS].join(", ")}`);
      const transactionId = str(fields.TransactionId);
      if (!transactionId) throw badRequest("TransactionId is required");
      const data = typeof fields.Data === "string" ? parseJsonObject(fields.Data) : ((fields.Data ?? {}) as Record<string, unknown>);
      const failed = kind === "fail" || (!kind && (fields.Reason !== undefined || fields.ReasonCode !== undefined) && fields.Status !== "Completed");
      let action: WebhookNotice["action"] = "ignored";
      if (kind === "check") action = "check";
      else if (failed) action = "ignored"; // a failed attempt: the buyer may try the same link again
      else if ((kind === "pay" || !kind) && fields.Status === "Completed" && (fields.OperationType ?? "Payment") === "Payment") action = "paid";
      return {
        // A Check is asked again before every attempt: it is answered, never recorded.
        eventId: action === "check" ? undefined : `${kind ?? "pay"}:${transactionId}`,
        invoiceId: str(fields.InvoiceId) ?? str(data.invoiceId),
        action,
        amount: num(fields.Amount),
        respond: (outcome) => ({ code: action === "check" ? (CHECK_CODES[outcome] ?? 0) : 0 }),
      };
    },
  };
}
