import { z } from "zod";
import { badRequest } from "../../../core/http/errors.js";
import { requireId } from "./params.js";

/** One line's largest quantity (the column is a 32-bit integer; a cart never needs more). */
export const MAX_QUANTITY = 100_000;

/** A whole number from 1 (form data may send it as a string). */
const quantity = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(MAX_QUANTITY, { error: `must be at most ${MAX_QUANTITY}` }),
);

const optionalId = (name: string) =>
  z
    .unknown()
    .optional()
    .transform((value) => (value === undefined || value === null || value === "" ? undefined : requireId(value, name)));

const email = z
  .string({ error: "email: must be a valid email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "email: must be a valid email address" }));

const comment = z.string({ error: "comment: must be text" }).max(10_000, { error: "comment: must be at most 10000 characters" }).nullish();

const currency = z
  .object({ currency: z.object({ id: optionalId("billingModule.currency.id") }).nullish() })
  .nullish()
  .transform((billing) => billing?.currency?.id);

const lang = z.string().optional();

/** Parses with a schema whose messages already name their field; the first becomes the error. */
function parse<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const causes = result.error.issues.map((issue) => {
    const path = issue.path.join(".");
    return { message: path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message };
  });
  throw badRequest(causes[0]!.message, causes);
}

const object = (data: unknown): Record<string, unknown> => (data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {});

/** POST .../orders: `{productId, quantity = 1, storeId?}`. */
export function addToCartInput(data: unknown) {
  const fields = object(data);
  const productId = requireId(fields.productId, "productId");
  return { productId, ...parse(z.object({ quantity: quantity.optional().default(1), storeId: optionalId("storeId") }), fields) };
}

/** PATCH .../orders/{orderId}: `{ordersToProducts: [{id, quantity}]}`. */
export function cartUpdateInput(data: unknown) {
  const lines = object(data).ordersToProducts;
  if (!Array.isArray(lines) || !lines.length) throw badRequest("ordersToProducts: must be a list of {id, quantity}");
  if (lines.length > 500) throw badRequest("ordersToProducts: at most 500 lines at once");
  return lines.map((line, i) => {
    const fields = object(line);
    const id = requireId(fields.id, `ordersToProducts[${i}].id`);
    const parsed = parse(z.object({ quantity }), fields);
    return { id, quantity: parsed.quantity };
  });
}

/** A line's quantity alone (PATCH /api/ecommerce/orders/{id}/orders-to-products/{id}). */
export const quantityInput = (data: unknown) => parse(z.object({ quantity }), object(data)).quantity;

const checkoutBase = z.object({ email, comment, billingModule: currency, lang });

/** POST .../orders/checkout and .../orders/{orderId}/checkout (`provider` is checked first, apart). */
export function ordersCheckoutInput(data: unknown, pathOrderId?: string) {
  const fields = object(data);
  let orderIds: string[];
  if (pathOrderId) orderIds = [pathOrderId];
  else {
    const list = object(fields.ecommerceModule).orders;
    if (!Array.isArray(list) || !list.length) throw badRequest("orderId is required", [{ message: "ecommerceModule.orders: must list at least one {id}" }]);
    if (list.length > 100) throw badRequest("ecommerceModule.orders: at most 100 orders at once");
    orderIds = [...new Set(list.map((order) => requireId(object(order).id, "orderId")))];
  }
  const parsed = parse(checkoutBase, fields);
  return { ...parsed, currencyId: parsed.billingModule, orderIds };
}

/** POST .../products/{productId}/checkout: buy now. */
export function productCheckoutInput(data: unknown) {
  const fields = object(data);
  const parsed = parse(checkoutBase.extend({ quantity: quantity.optional().default(1), storeId: optionalId("storeId") }), fields);
  return { ...parsed, currencyId: parsed.billingModule };
}
