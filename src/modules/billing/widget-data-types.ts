// What the billing module's widgetData returns per widget: types only, shared with the browser code.
import type { CurrencyRef, Localised } from "../ecommerce/widget-data-types";

export type { CurrencyRef };

/** A billing widget row (cart, checkout, dummy payment page). */
export interface BillingWidgetRow {
  id: string;
  slug: string;
  variant: string;
  className: string | null;
  title: Localised;
  subtitle: Localised;
  description: Localised;
}

export interface BillingWidgetData {
  widget: BillingWidgetRow;
  currencies: CurrencyRef[];
}

export const INVOICE_ID_PARAM = "billing.invoices.id";
