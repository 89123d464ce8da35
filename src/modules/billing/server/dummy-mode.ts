import { forbidden } from "../../../core/http/errors.js";
import type { AppContext } from "../../../core/module.js";
import { paymentsOf, type DummyPaymentMode } from "./settings.js";

/** DUMMY_PAYMENTS of this Sobor; 'manual' unless it was set to 'self-service'. */
export const dummyModeOf = (context: AppContext): DummyPaymentMode => paymentsOf(context).dummy ?? "manual";

/**
 * The buyer's own Pay/Cancel exists only on a 'self-service' site: on a real one the money goes
 * by bank transfer, and only an administrator, who sees it arrive, may settle the invoice.
 */
export function requireSelfService(context: AppContext): void {
  if (dummyModeOf(context) !== "self-service") {
    throw forbidden("This payment is confirmed by the site's administrator once the transfer arrives; it cannot be paid or canceled here (DUMMY_PAYMENTS=manual)");
  }
}
