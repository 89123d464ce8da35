import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import qs from "qs";

/** A request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** Form (nested keys) or JSON body, parsed. */
  fields: Record<string, any>;
}

export interface FakeProviders {
  url: string;
  requests: FakeRequest[];
  /** The next create-payment call answers as the provider refusing it. */
  failNext(): void;
  /** Runs `hook` while the next request waits for its answer (as a slow provider would); its error answers 500. */
  beforeNextAnswer(hook: () => Promise<void>): void;
  close(): Promise<void>;
}

export const FAKE_KEYS = {
  stripe: { secretKey: "sk_test_fake", webhookSecret: "whsec_test_fake" },
  cloudpayments: { publicId: "pk_cloudpayments", apiSecret: "cloudpayments-secret" },
  tiptoppay: { publicId: "pk_tiptoppay", apiSecret: "tiptoppay-secret" },
  payselection: { siteId: "21044", secretKey: "payselection-secret" },
  payselectionInternational: { siteId: "31055", secretKey: "payselection-int-secret" },
  oxprocessing: { merchantId: "0x-merchant-7", webhookPassword: "ox-webhook-password" },
};

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

/**
 * One local HTTP server speaking the documented payment-creation calls of every provider:
 * Stripe `POST /v1/checkout/sessions` (form-encoded, Bearer key, Idempotency-Key), CloudPayments
 * and TipTopPay `POST /{cloudpayments|tiptoppay}/orders/create` (HTTP Basic, JSON), Payselection
 * `POST /{payselection|payselection-international}/webpayments/paylink_create` (X-SITE-ID,
 * X-REQUEST-ID, X-REQUEST-SIGNATURE checked), 0xProcessing `POST /ox/Payment` (form). Each
 * checks its credentials the way the provider does and answers like it.
 */
export async function startFakeProviders(): Promise<FakeProviders> {
  const requests: FakeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let fail = false;
  let sequence = 0;
  let hook: (() => Promise<void>) | undefined;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await read(request);
    const type = request.headers["content-type"] ?? "";
    const fields = type.includes("json") ? JSON.parse(body || "{}") : qs.parse(body);
    const path = request.url ?? "/";
    requests.push({ method: request.method ?? "GET", path, headers: request.headers, body, fields });
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
    const failing = fail;
    fail = false;
    const before = hook;
    hook = undefined;
    if (before) {
      try {
        await before();
      } catch (error) {
        return send(500, { error: { message: `test hook failed: ${error instanceof Error ? error.message : String(error)}` } });
      }
    }

    if (path === "/v1/checkout/sessions" && request.method === "POST") {
      if (request.headers.authorization !== `Bearer ${FAKE_KEYS.stripe.secretKey}`) return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (failing) return send(400, { error: { type: "invalid_request_error", message: "Amount must be at least 50 cents" } });
      const key = String(request.headers["idempotency-key"] ?? "");
      const existing = key ? sessions.get(key) : undefined;
      if (existing) return send(200, existing);
      const line = fields.line_items?.[0] ?? {};
      const id = `cs_test_${++sequence}`;
      const session = {
        id,
        object: "checkout.session",
        mode: fields.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1),
        currency: line.price_data?.currency,
        customer_email: fields.customer_email,
        client_reference_id: fields.client_reference_id,
        metadata: fields.metadata ?? {},
        success_url: fields.success_url,
        cancel_url: fields.cancel_url,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      if (key) sessions.set(key, session);
      return send(200, session);
    }

    const cloud = path.match(/^\/(cloudpayments|tiptoppay)\/orders\/create$/);
    if (cloud) {
      const keys = FAKE_KEYS[cloud[1] as "cloudpayments" | "tiptoppay"];
      const expected = `Basic ${Buffer.from(`${keys.publicId}:${keys.apiSecret}`).toString("base64")}`;
      if (request.headers.authorization !== expected) return send(401, { Success: false, Message: "Unauthorized" });
      if (failing) return send(200, { Success: false, Message: "Currency is not allowed" });
      const id = `${cloud[1]}-order-${++sequence}`;
      return send(200, { Success: true, Message: null, Model: { Id: id, Number: sequence, Amount: fields.Amount, Currency: fields.Currency, Url: `https://orders.${cloud[1]}.example/d/${id}` } });
    }

    const select = path.match(/^\/(payselection|payselection-international)\/webpayments\/paylink_create$/);
    if (select) {
      const keys = select[1] === "payselection" ? FAKE_KEYS.payselection : FAKE_KEYS.payselectionInternational;
      const signed = `POST\n/webpayments/paylink_create\n${request.headers["x-site-id"]}\n${request.headers["x-request-id"]}\n${body}`;
      const expected = createHmac("sha256", keys.secretKey).update(signed).digest("hex");
      if (request.headers["x-site-id"] !== keys.siteId || request.headers["x-request-signature"] !== expected) return send(401, { Code: "InvalidSignature", Description: "Signature is invalid" });
      if (failing) return send(400, { Code: "InvalidAmount", Description: "Amount is invalid" });
      const id = `PS${++sequence}`;
      return send(201, { Id: id, Status: "wait_payment", Url: `https://webform.payselection.example/${id}`, Amount: fields.PaymentRequest?.Amount, Currency: fields.PaymentRequest?.Currency });
    }

    if (path === "/ox/Payment") {
      if (fields.MerchantId !== FAKE_KEYS.oxprocessing.merchantId) return send(400, { error: "Unknown merchant" });
      if (failing) return send(400, { error: "Amount too small" });
      const id = 9000 + ++sequence;
      return send(200, { id, redirectUrl: `https://app.0xprocessing.example/Payment/${id}` });
    }

    send(404, { error: `No route ${request.method} ${path}` });
  };
  const server: Server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: () => void (fail = true),
    beforeNextAnswer: (next) => void (hook = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
