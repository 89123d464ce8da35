import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { badRequest } from "../../../core/http/errors.js";
import { currencies } from "../../billing/entities.js";
import type { CurrencyRow } from "../../billing/index.js";

const columns = { id: currencies.id, slug: currencies.slug, symbol: currencies.symbol, title: currencies.title };

/** The chosen currency, or the default one (isDefault) when none is chosen. */
export async function resolveCurrency(db: Db, currencyId: string | undefined): Promise<CurrencyRow> {
  if (currencyId) {
    const [row] = await db.select(columns).from(currencies).where(eq(currencies.id, currencyId)).limit(1);
    if (!row) throw badRequest(`billingModule.currency.id: no currency ${currencyId}`);
    return row as CurrencyRow;
  }
  const [row] = await db.select(columns).from(currencies).where(eq(currencies.isDefault, true)).orderBy(asc(currencies.createdAt)).limit(1);
  if (!row) throw badRequest("billingModule.currency.id is required: no currency is marked as the default");
  return row as CurrencyRow;
}
