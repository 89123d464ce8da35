import type { Hono } from "hono";
import { z } from "zod";
import { notFound } from "../../../core/http/errors.js";
import { answer, ok } from "../../../core/http/route-docs.js";
import { text, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { PAYMENT_PROVIDERS } from "../entities.js";
import { invoiceAdminRoutes } from "./admin-routes.js";
import { dummyRoutes } from "./dummy-routes.js";
import { providersOf, type ProviderName } from "./providers/index.js";
import { siteOrigin } from "./site-url.js";
import { applyNotice } from "./webhooks.js";

/**
 * GET /api/billing/providers: the providers this site offers, the default first (`{"data":
 * ["stripe", "dummy"]}`); POST /api/billing/webhooks/{provider}: a provider's notification; the
 * dummy payment page's routes; an administrator's mark-paid and cancel of an invoice.
 */
/**
 * A provider's notification: the provider named in the path, `?kind=` for CloudPayments-style
 * ones. The body is kept as sent, unparsed: its signature is over the exact bytes, and each
 * provider's adapter parses and checks it (a bad one is refused there).
 */
const webhookInput = validate({
  // A provider's name; one this site does not have is a 404 (no such webhook), not a bad request.
  params: z.object({ provider: text(40) }),
  query: z.object({ kind: text(20).optional() }),
  summary: "A payment provider's notification (its signature is checked over the raw body)",
  responses: { 200: answer("application/json", "{data: {outcome}}, or the reply the provider expects", z.record(z.string(), z.unknown())) },
});

const providersInput = validate({ summary: "The payment providers this site offers, the default first", responses: { 200: ok(z.array(z.enum(PAYMENT_PROVIDERS))) } });

export function billingRoutes(app: Hono, context: AppContext): void {
  app.get("/api/billing/providers", providersInput, (c) => c.json({ data: [...providersOf(context).keys()] }));

  app.post("/api/billing/webhooks/:provider", webhookInput, async (c) => {
    const name = c.var.input.params.provider as ProviderName;
    const provider = (PAYMENT_PROVIDERS as readonly string[]).includes(name) ? providersOf(context).get(name) : undefined;
    if (!provider?.readWebhook) throw notFound(`No webhooks for provider '${name}' on this site`);
    // The exact bytes, for the provider's signature (webhookInput documents why there is no body schema).
    // eslint-disable-next-line no-restricted-syntax
    const rawBody = await c.req.text();
    const notice = await provider.readWebhook({
      rawBody,
      header: (header) => c.req.header(header),
      query: (key) => (key === "kind" ? c.var.input.query.kind : undefined),
      siteUrl: siteOrigin(context.config, c),
    });
    const outcome = await applyNotice(context, name, notice);
    c.header("Cache-Control", "no-store");
    return c.json((notice.respond?.(outcome) ?? { data: { outcome } }) as Record<string, unknown>);
  });

  dummyRoutes(app, context);
  invoiceAdminRoutes(app, context);
}
