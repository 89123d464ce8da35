import type { Context, Hono } from "hono";
import { notFound } from "../../../core/http/errors.js";
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
export function billingRoutes(app: Hono, context: AppContext): void {
  app.get("/api/billing/providers", (c) => c.json({ data: [...providersOf(context).keys()] }));

  app.post("/api/billing/webhooks/:provider", async (c: Context) => {
    const name = c.req.param("provider") as ProviderName;
    const provider = (PAYMENT_PROVIDERS as readonly string[]).includes(name) ? providersOf(context).get(name) : undefined;
    if (!provider?.readWebhook) throw notFound(`No webhooks for provider '${name}' on this site`);
    const rawBody = await c.req.text();
    const notice = await provider.readWebhook({
      rawBody,
      header: (header) => c.req.header(header),
      query: (key) => c.req.query(key),
      siteUrl: siteOrigin(context.config, c),
    });
    const outcome = await applyNotice(context, name, notice);
    c.header("Cache-Control", "no-store");
    return c.json((notice.respond?.(outcome) ?? { data: { outcome } }) as Record<string, unknown>);
  });

  dummyRoutes(app, context);
  invoiceAdminRoutes(app, context);
}
