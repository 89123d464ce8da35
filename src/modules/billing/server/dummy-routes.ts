import { and, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { badRequest, forbidden, notFound } from "../../../core/http/errors.js";
import { ok } from "../../../core/http/route-docs.js";
import { text, uuidParams, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { currencies, invoices, paymentIntentsToCurrencies, paymentIntentsToInvoices } from "../entities.js";
import { sameSignature } from "./providers/hmac.js";
import { hashToken } from "./providers/dummy.js";
import { dummyModeOf, requireSelfService } from "./dummy-mode.js";
import { settle } from "./settlement.js";

export const DUMMY_BASE = "/api/billing/dummy/:invoiceId";

const token = z.object({ token: text(200).optional() });
/** The invoice in the path; the token in `?token=` or the body's `{"data": {"token"}}`. */
const invoice = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.string(),
  provider: z.string(),
  currency: z.object({ id: z.string(), slug: z.string().nullable(), symbol: z.string().nullable(), title: z.unknown() }).nullable(),
});
const pageInput = validate({
  params: uuidParams("invoiceId"),
  query: token,
  summary: "The dummy payment page's invoice, opened by its token",
  responses: { 200: ok(invoice.extend({ mode: z.enum(["manual", "self-service"]) })) },
});
const actionInput = validate({
  params: uuidParams("invoiceId"),
  query: token,
  body: token,
  summary: "Pay or cancel a dummy invoice (DUMMY_PAYMENTS=self-service only)",
  responses: { 200: ok(invoice) },
});

/**
 * The dummy provider's payment page API: the page `/billing/dummy/{invoiceId}?token=...` reads
 * the invoice (amount, currency, status, and the mode: DUMMY_PAYMENTS) and, in 'self-service'
 * mode only, presses Pay or Cancel. The token is the only key: anonymous buyers use it too. 404
 * for an unknown (or non-dummy) invoice, 403 for a wrong token or a 'manual' site.
 */
export function dummyRoutes(app: Hono, context: AppContext): void {
  const { db } = context;

  async function view(invoiceId: string) {
    const [row] = await db
      .select({
        id: invoices.id,
        amount: invoices.amount,
        status: invoices.status,
        provider: invoices.provider,
        token: invoices.token,
        currency: { id: currencies.id, slug: currencies.slug, symbol: currencies.symbol, title: currencies.title },
      })
      .from(invoices)
      .leftJoin(paymentIntentsToInvoices, eq(paymentIntentsToInvoices.invoiceId, invoices.id))
      .leftJoin(paymentIntentsToCurrencies, eq(paymentIntentsToCurrencies.paymentIntentId, paymentIntentsToInvoices.paymentIntentId))
      .leftJoin(currencies, eq(currencies.id, paymentIntentsToCurrencies.currencyId))
      .where(and(eq(invoices.id, invoiceId), eq(invoices.provider, "dummy")))
      .limit(1);
    return row;
  }

  /** The invoice, when the token opens it. */
  async function authorized(invoiceId: string, token: string | undefined) {
    const row = await view(invoiceId);
    if (!row) throw notFound(`No invoice ${invoiceId}`);
    if (!token) throw badRequest("token is required");
    if (!row.token || !sameSignature(hashToken(token), row.token)) throw forbidden("This payment link is not valid");
    const { token: _secret, ...invoice } = row;
    return invoice;
  }

  const noStore = (c: Context) => c.header("Cache-Control", "no-store");

  app.get(DUMMY_BASE, pageInput, async (c) => {
    const { params, query } = c.var.input;
    const invoice = await authorized(params.invoiceId, query.token || undefined);
    noStore(c);
    return c.json({ data: { ...invoice, mode: dummyModeOf(context) } });
  });

  app.post(`${DUMMY_BASE}/pay`, actionInput, async (c) => {
    requireSelfService(context);
    const { params, query, body } = c.var.input;
    const invoice = await authorized(params.invoiceId, query.token || body.token);
    await settle(context, invoice.id, "paid");
    noStore(c);
    return c.json({ data: { ...invoice, status: "paid" } });
  });

  app.post(`${DUMMY_BASE}/cancel`, actionInput, async (c) => {
    requireSelfService(context);
    const { params, query, body } = c.var.input;
    const invoice = await authorized(params.invoiceId, query.token || body.token);
    await settle(context, invoice.id, "canceled");
    noStore(c);
    return c.json({ data: { ...invoice, status: "canceled" } });
  });
}
