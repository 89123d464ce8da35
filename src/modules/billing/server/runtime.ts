import type { Db } from "../../../core/db/connection.js";
import type { AppContext } from "../../../core/module.js";
import type { Writes } from "../../../core/history/writes.js";

export type SettledStatus = "paid" | "canceled";

/** An invoice that has just been paid or canceled, with the payment intents it settles. */
export interface SettledInvoice {
  invoiceId: string;
  provider: string;
  status: SettledStatus;
  paymentIntentIds: string[];
}

/**
 * What other modules do when an invoice settles: `inTransaction` in the settling transaction
 * (the shop moves its orders on), `afterCommit` once it is committed (slow work: the receipt).
 */
export interface SettlementHook {
  inTransaction?(tx: Db, settled: SettledInvoice, writes: Writes): Promise<void>;
  afterCommit?(settled: SettledInvoice): Promise<void>;
}

const hooks = new WeakMap<AppContext, SettlementHook[]>();

/** The settlement hooks of one running Sobor; a module adds its own in onStart. */
export function settlementHooks(context: AppContext): SettlementHook[] {
  let list = hooks.get(context);
  if (!list) hooks.set(context, (list = []));
  return list;
}
