import type { Hono } from "hono";
import { entityOf } from "../../../core/entity/define.js";
import type { AppContext } from "../../../core/module.js";
import { z } from "zod";
import { ok } from "../../../core/http/route-docs.js";
import { uuidParams, validate } from "../../../core/http/validate.js";
import { invoices } from "../entities.js";
import type { SettledStatus } from "./runtime.js";
import { settleOpen } from "./settlement.js";

/** The path's id, checked before anything reads the database. */
const settleInput = validate({
  params: uuidParams("id"),
  summary: "Settle an open manual invoice: paid or canceled (administrators only)",
  responses: { 200: ok(z.object({ id: z.string(), status: z.enum(["paid", "canceled"]) })) },
});

/**
 * POST /api/billing/invoices/{id}/mark-paid | /cancel: an administrator (or the secret key)
 * confirms that a manual payment arrived, or gives it up. It settles like a provider's notice
 * (orders follow, receipt and mail after the commit); 409 unless the invoice is open.
 */
export function invoiceAdminRoutes(app: Hono, context: AppContext): void {
  const actions: Record<string, SettledStatus> = { "mark-paid": "paid", cancel: "canceled" };
  for (const [action, status] of Object.entries(actions)) {
    app.post(`/api/billing/invoices/:id/${action}`, settleInput, async (c) => {
      const invoiceId = c.var.input.params.id;
      await context.policy.authorize(c, entityOf(invoices), "write");
      await settleOpen(context, invoiceId, status);
      c.header("Cache-Control", "no-store");
      return c.json({ data: { id: invoiceId, status } });
    });
  }
}
