// What the billing module's widgetData returns per widget: types only, inferred from its graph.
import type { GraphRow } from "../../core/entity/index.js";
import type { billingWidget, currencyNode } from "./server/widget-data.js";

/** A billing currency (the toggle; the default one is isDefault). */
export type CurrencyRef = GraphRow<typeof currencyNode>;

/** A billing widget row (cart, checkout, dummy payment page). */
export type BillingWidgetRow = GraphRow<typeof billingWidget>;

export interface BillingWidgetData {
  widget: BillingWidgetRow;
  currencies: CurrencyRef[];
}

export const INVOICE_ID_PARAM = "billing.invoices.id";
