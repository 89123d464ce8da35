import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { conflict, notFound } from "../../../core/http/errors.js";
import type { AppContext } from "../../../core/module.js";
import { invoices, paymentIntents, paymentIntentsToInvoices } from "../entities.js";
import { settlementHooks, type SettledInvoice, type SettledStatus } from "./runtime.js";
import { Writes } from "../../../core/history/writes.js";
import { log } from "../../../core/log.js";

export interface SettleOptions {
  /**
   * A provider reporting money received wins over an earlier cancel (the buyer paid); the
   * dummy page's Pay after its Cancel is a 409.
   */
  payCanceled?: boolean;
}

export type SettleResult =
  | { changed: true; settled: SettledInvoice }
  | { changed: false; status: string; conflict?: string };

/**
 * Inside the caller's transaction: locks the invoice, moves it (and its payment intents) to paid
 * or canceled, and lets the hooks move what was bought (orders). Settling twice changes nothing.
 */
export async function settleInvoice(context: AppContext, tx: Db, writes: Writes, invoiceId: string, status: SettledStatus, options: SettleOptions = {}): Promise<SettleResult> {
  const [invoice] = await tx.select({ id: invoices.id, status: invoices.status, provider: invoices.provider }).from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice) throw notFound(`No invoice ${invoiceId}`);
  if (invoice.status === status) return { changed: false, status };
  if (invoice.status === "paid") return { changed: false, status: invoice.status, conflict: "This invoice is already paid" };
  if (invoice.status === "canceled" && !options.payCanceled) return { changed: false, status: invoice.status, conflict: "This invoice was canceled" };

  await tx.update(invoices).set({ status, updatedAt: new Date() }).where(eq(invoices.id, invoiceId));
  const links = await tx.select({ id: paymentIntentsToInvoices.paymentIntentId }).from(paymentIntentsToInvoices).where(eq(paymentIntentsToInvoices.invoiceId, invoiceId));
  const paymentIntentIds = links.map((l) => String(l.id));
  if (paymentIntentIds.length) await tx.update(paymentIntents).set({ status, updatedAt: new Date() }).where(inArray(paymentIntents.id, paymentIntentIds));
  writes.add("billing", "invoices", "update", [invoiceId]);
  writes.add("billing", "payment-intents", "update", paymentIntentIds);

  const settled: SettledInvoice = { invoiceId, provider: invoice.provider, status, paymentIntentIds };
  for (const hook of settlementHooks(context)) await hook.inTransaction?.(tx, settled, writes);
  return { changed: true, settled };
}

/** After the settling transaction committed: announce the writes, then the slow work (receipts). */
export async function afterSettlement(context: AppContext, writes: Writes, settled: SettledInvoice | undefined): Promise<void> {
  writes.publish(context.bus);
  if (!settled) return;
  for (const hook of settlementHooks(context)) {
    try {
      await hook.afterCommit?.(settled);
    } catch (error) {
      // The payment is recorded; a failed receipt is logged, not a failed request.
      log.error({ invoiceId: settled.invoiceId, err: error }, "after-settlement hook failed");
    }
  }
}

/** Settles in a transaction of its own (the dummy page); a conflicting move is a 409. */
export async function settle(context: AppContext, invoiceId: string, status: SettledStatus, options: SettleOptions = {}): Promise<SettleResult> {
  const writes = new Writes();
  const result = await writes.transaction(context.db, (tx) => settleInvoice(context, tx, writes, invoiceId, status, options));
  if (!result.changed && result.conflict) throw conflict(result.conflict);
  await afterSettlement(context, writes, result.changed ? result.settled : undefined);
  return result;
}

/**
 * An administrator's confirmation of a manual payment (or its cancel), through the same path as a
 * provider's notice: only an open invoice moves; one already paid or canceled is a 409.
 */
export async function settleOpen(context: AppContext, invoiceId: string, status: SettledStatus): Promise<SettledInvoice> {
  const result = await settle(context, invoiceId, status);
  if (!result.changed) throw conflict(`This invoice is already ${result.status}`);
  return result.settled;
}
