import { asc, desc } from "drizzle-orm";
import { all, byIds, graphNode, loadGraph, titledFieldNames } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { currencies, widgets } from "../entities.js";

export const billingWidget = graphNode(widgets, { fields: titledFieldNames });
/** A currency as the price toggle shows it (the default one is isDefault). */
export const currencyNode = graphNode(currencies, { fields: ["slug", "title", "symbol", "isDefault"] });

/** Every currency, the default first: a graph root other modules' pages share. */
export const allCurrencies = () => all(currencyNode, { orderBy: [desc(currencies.isDefault), asc(currencies.createdAt), asc(currencies.slug)] });

/**
 * The billing widgets on a page (cart, checkout, single-order checkout, the dummy provider's
 * payment page): their rows and the currencies, in two queries whatever their number. Everything
 * personal (orders, invoices) is read in the browser with the visitor's own session.
 */
export async function widgetData(request: WidgetDataRequest) {
  if (!request.ids.length) return {};
  const loaded = await loadGraph(request, { widgets: byIds(billingWidget, request.ids), currencies: allCurrencies() });
  return Object.fromEntries(loaded.widgets.map((widget) => [widget.id, { widget, currencies: loaded.currencies }]));
}
