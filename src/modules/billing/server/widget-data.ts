import { str, strOrNull } from "../../../core/entity/row-values.js";
import { asc, desc, inArray } from "drizzle-orm";
import { entityOf, publicColumns, type Row } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { currencies, widgets } from "../entities.js";
import type { BillingWidgetData } from "../widget-data-types.js";


/**
 * The billing widgets on a page (cart, checkout, single-order checkout, the dummy provider's
 * payment page): their rows and the currencies, in two queries whatever their number. Everything
 * personal (orders, invoices) is read in the browser with the visitor's own session.
 */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, BillingWidgetData>> {
  if (!request.ids.length) return {};
  request.reads.add("billing/widgets");
  request.reads.add("billing/currencies");
  const [rows, currencyRows] = (await Promise.all([
    request.db.select(publicColumns(entityOf(widgets))).from(widgets).where(inArray(widgets.id, request.ids)),
    request.db.select(publicColumns(entityOf(currencies))).from(currencies).orderBy(desc(currencies.isDefault), asc(currencies.createdAt), asc(currencies.slug)),
  ])) as [Row[], Row[]];
  const currencyList = currencyRows.map((row) => ({
    id: str(row.id),
    slug: str(row.slug),
    title: strOrNull(row.title),
    symbol: strOrNull(row.symbol),
    isDefault: row.isDefault === true,
  }));
  const result: Record<string, BillingWidgetData> = {};
  for (const row of rows) {
    result[str(row.id)] = {
      widget: {
        id: str(row.id),
        slug: str(row.slug),
        variant: str(row.variant),
        className: strOrNull(row.className),
        title: (row.title ?? null) as BillingWidgetData["widget"]["title"],
        subtitle: (row.subtitle ?? null) as BillingWidgetData["widget"]["subtitle"],
        description: (row.description ?? null) as BillingWidgetData["widget"]["description"],
      },
      currencies: currencyList,
    };
  }
  return result;
}
