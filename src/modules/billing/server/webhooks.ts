import { and, eq } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { isUuid } from "../../../core/http/query.js";
import type { AppContext } from "../../../core/module.js";
import { invoices, webhookEvents } from "../entities.js";
import type { ProviderName, WebhookNotice, WebhookOutcome } from "./providers/types.js";
import { afterSettlement, settleInvoice } from "./settlement.js";
import type { SettledInvoice } from "./runtime.js";
import { Writes } from "../../../core/history/writes.js";
import { log } from "../../../core/log.js";

/** Cents: a reported amount within half a cent of the invoice's is the invoice's. */
const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Applies a verified notification in one transaction. Its event id is recorded first (unique per
 * provider): a replay finds it and changes nothing ('replayed'). The invoice must be this
 * provider's (by id, and by the provider's own id when both are known), the amount must match;
 * then it is paid or canceled through the settlement (orders follow through the hooks).
 */
export async function applyNotice(context: AppContext, provider: ProviderName, notice: WebhookNotice): Promise<WebhookOutcome> {
  const writes = new Writes();
  let settled: SettledInvoice | undefined;
  const outcome = await context.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    let eventRowId: string | undefined;
    if (notice.eventId && notice.action !== "check") {
      const [row] = await tx
        .insert(webhookEvents)
        .values({ provider, eventId: notice.eventId.slice(0, 500) })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (!row) return "replayed" as const;
      eventRowId = String(row.id);
      writes.add("billing", "webhook-events", "create", [eventRowId]);
    }
    const result = await decide(tx);
    if (eventRowId) {
      await tx.update(webhookEvents).set({ outcome: result.outcome, invoiceId: result.invoiceId ?? null }).where(eq(webhookEvents.id, eventRowId));
    }
    return result.outcome;
  });
  await afterSettlement(context, writes, settled);
  return outcome;

  async function decide(tx: Db): Promise<{ outcome: WebhookOutcome; invoiceId?: string }> {
    const byId = notice.invoiceId && isUuid(notice.invoiceId) ? eq(invoices.id, notice.invoiceId) : undefined;
    const byExternal = notice.externalId ? eq(invoices.externalId, notice.externalId) : undefined;
    if (!byId && !byExternal) return { outcome: "unknown-invoice" };
    const [invoice] = await tx
      .select({ id: invoices.id, amount: invoices.amount, status: invoices.status, externalId: invoices.externalId })
      .from(invoices)
      .where(and(byId ?? byExternal, eq(invoices.provider, provider)))
      .limit(1);
    if (!invoice) return { outcome: "unknown-invoice" };
    const invoiceId = String(invoice.id);
    if (notice.externalId && invoice.externalId && notice.externalId !== invoice.externalId) return { outcome: "unknown-invoice" };
    if (notice.action === "ignored") return { outcome: "ignored", invoiceId };
    const amountOk = notice.amount === undefined || (invoice.amount !== null && sameAmount(notice.amount, invoice.amount));
    if (notice.action === "check") {
      if (!amountOk) return { outcome: "amount-mismatch", invoiceId };
      return { outcome: invoice.status === "open" ? "ok" : "closed", invoiceId };
    }
    if (notice.action === "paid" && !amountOk) {
      log.error({ provider, invoiceId, reported: notice.amount, expected: invoice.amount }, "payment amount differs from the invoice");
      return { outcome: "amount-mismatch", invoiceId };
    }
    const result = await settleInvoice(context, tx, writes, invoiceId, notice.action, { payCanceled: true });
    if (result.changed) settled = result.settled;
    return { outcome: result.changed ? notice.action : result.status === notice.action ? notice.action : "ignored", invoiceId };
  }
}
