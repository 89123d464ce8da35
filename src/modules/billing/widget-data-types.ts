// What the billing module's widgetData returns per widget: types only, shared with the browser code.
import type { TitledFields } from "../../core/entity/row-values";
import type { CurrencyRef } from "../ecommerce/widget-data-types";

export type { CurrencyRef };

/** A billing widget row (cart, checkout, dummy payment page). */
export type BillingWidgetRow = TitledFields;

export interface BillingWidgetData {
  widget: BillingWidgetRow;
  currencies: CurrencyRef[];
}

export const INVOICE_ID_PARAM = "billing.invoices.id";
