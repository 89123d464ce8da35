import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { paidMailHook } from "./server/paid-mail.js";
import { billingRoutes } from "./server/routes.js";
import { settlementHooks } from "./server/runtime.js";
import { paymentsOf } from "./server/settings.js";
import { widgetData } from "./server/widget-data.js";

export { openInvoice, requestPayment, withdrawInvoice, invoicesOfIntents, invoiceViewColumns, type InvoiceView, type CurrencyRow, type OpenedInvoice, type OpenInvoiceInput } from "./server/invoices.js";
export { invoiceMail } from "./server/invoice-mail.js";
export { providerFor, providersOf, INVALID_PROVIDER } from "./server/providers/index.js";
export { settleOpen } from "./server/settlement.js";
export { settlementHooks, type SettledInvoice, type SettlementHook } from "./server/runtime.js";
export { siteOrigin } from "./server/site-url.js";

/**
 * Billing: currencies, payment intents and invoices, the payment providers (dummy always; stripe,
 * cloudpayments, payselection(-international), tiptoppay, 0xprocessing when their keys are set),
 * their webhooks, and the dummy payment page's API. The shop opens invoices in-process and
 * moves its orders when one settles (settlementHooks); the buyer is mailed when it is paid.
 */
export const billingModule = {
  name: "billing",
  entities,
  async onStart(context) {
    // A mistyped DUMMY_PAYMENTS stops the start, naming the setting, rather than a later request.
    paymentsOf(context);
    // Whoever settles an invoice (a provider's notice, an administrator), the buyer hears of it.
    settlementHooks(context).push(paidMailHook(context));
  },
  routes: billingRoutes,
  widgetData,
} satisfies SoborModule;
