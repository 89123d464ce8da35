import { z } from "zod";
import type { CheckoutAnswer, CheckoutAttributes, CurrencyTotal, InvoiceView, OrderLineView, OrderView } from "../api-types.js";

// The shop's answers as zod schemas, for the OpenAPI document; typed against api-types.ts (which
// the browser reads), so the two cannot drift apart.

const localised = z.record(z.string(), z.unknown());
const currencyRef = z.object({ id: z.string(), symbol: z.string().nullable() });

const line: z.ZodType<OrderLineView> = z.object({
  id: z.string(),
  orderId: z.string(),
  productId: z.string(),
  quantity: z.number(),
  orderIndex: z.number(),
  variant: z.string(),
  className: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: z.object({ id: z.string(), slug: z.string(), variant: z.string(), type: z.string(), adminTitle: z.string(), title: localised, shortDescription: localised }),
  prices: z.array(z.object({ price: z.number(), total: z.number(), billingModuleCurrency: currencyRef })),
});

const invoice: z.ZodType<InvoiceView> = z.object({ id: z.string(), amount: z.number(), status: z.string(), provider: z.string(), paymentUrl: z.string().nullable() });

export const orderView: z.ZodType<OrderView> = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  variant: z.string(),
  className: z.string().nullable(),
  adminTitle: z.string(),
  status: z.string(),
  type: z.string(),
  receipt: z.string(),
  comment: z.string().nullable(),
  ordersToProducts: z.array(line),
  billingModule: z.object({ invoices: z.array(invoice), currency: currencyRef.nullable() }),
  fileStorageModule: z.object({
    files: z.array(z.object({ id: z.string(), file: z.string(), width: z.number().nullable(), height: z.number().nullable(), alt: localised, mimeType: z.string().nullable() })),
  }),
});

export const currencyTotals: z.ZodType<CurrencyTotal[]> = z.array(z.object({ total: z.number(), billingModuleCurrency: currencyRef }));

export const quantity = z.number().int().describe("the number of items");

export const checkoutAnswer: z.ZodType<CheckoutAnswer> = z.object({
  billingModule: z.object({ invoices: z.array(invoice) }),
  ecommerceModule: z.object({ orders: z.array(orderView) }),
  skipped: z
    .array(z.object({ lineId: z.string(), orderId: z.string(), productId: z.string(), title: z.string(), quantity: z.number(), message: z.string() }))
    .optional(),
});

export const checkoutAttributes: z.ZodType<CheckoutAttributes> = z.object({
  amount: z.number(),
  type: z.string(),
  interval: z.string().optional(),
  billingModuleCurrency: currencyRef,
});
