import { eq, inArray } from "drizzle-orm";
import { Writes } from "../../../core/history/writes.js";
import type { AppContext } from "../../../core/module.js";
import { currencies } from "../../billing/entities.js";
import { generateImage } from "../../file-storage/index.js";
import { orders } from "../entities.js";
import { ordersToBillingModuleCurrencies, ordersToFileStorageModuleFiles } from "../../../links/ecommerce.js";
import { orderViews } from "./order-views.js";
import { pricesOf } from "./prices.js";

export const RECEIPT_VARIANT = "generate-template-ecommerce-order-receipt-default";
export const RECEIPT_SIZE = 1500;

/**
 * Each paid order's receipt: an image (file-storage template, 1500×1500) with its lines priced
 * in the order's currency, linked through orders-to-file-storage-module-files; orders.receipt
 * keeps the file's path. An order that already has a receipt file is left alone.
 */
export async function generateReceipts(context: AppContext, orderIds: string[]): Promise<void> {
  if (!orderIds.length) return;
  const { db } = context;
  const views = (await orderViews(db, orderIds)).filter((view) => view.fileStorageModule.files.length === 0);
  if (!views.length) return;
  const currencyRows = await db
    .select({ orderId: ordersToBillingModuleCurrencies.orderId, id: currencies.id, symbol: currencies.symbol })
    .from(ordersToBillingModuleCurrencies)
    .innerJoin(currencies, eq(currencies.id, ordersToBillingModuleCurrencies.billingModuleCurrencyId))
    .where(inArray(ordersToBillingModuleCurrencies.orderId, views.map((view) => view.id)));
  const currencyOf = new Map(currencyRows.map((row) => [String(row.orderId), row]));
  const prices = await pricesOf(db, views.flatMap((view) => view.ordersToProducts.map((line) => line.productId)));

  for (const view of views) {
    const currency = currencyOf.get(view.id);
    const priceOf = (productId: string) => prices.find((p) => p.productId === productId && p.currency.id === currency?.id)?.number;
    const file = await generateImage(context, {
      variant: RECEIPT_VARIANT,
      width: RECEIPT_SIZE,
      height: RECEIPT_SIZE,
      data: {
        orderId: view.id,
        number: view.id.slice(0, 8).toUpperCase(),
        date: new Date().toISOString(),
        status: "paid",
        lines: view.ordersToProducts.map((line) => ({ title: line.product.title, productId: line.productId, quantity: line.quantity, price: priceOf(line.productId), symbol: currency?.symbol ?? "" })),
      },
    });
    const fileId = String(file.id);
    // The file record is the entity service's (versioned and audited on its own); the link and
    // the order's receipt path are written here, in one transaction with their audit entries.
    const writes = new Writes();
    await writes.transaction(db, async (tx) => {
      const [link] = await tx.insert(ordersToFileStorageModuleFiles).values({ orderId: view.id, fileStorageModuleFileId: fileId }).returning({ id: ordersToFileStorageModuleFiles.id });
      await tx.update(orders).set({ receipt: String(file.file), updatedAt: new Date() }).where(eq(orders.id, view.id));
      writes.add("ecommerce", "orders-to-file-storage-module-files", "create", [link!.id]);
      writes.add("ecommerce", "orders", "update", [view.id], "receipt-generated");
    });
    writes.publish(context.bus);
  }
}
