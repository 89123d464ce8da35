import { z } from "zod";
import { isUuid } from "../../../core/http/query.js";
import { text } from "../../../core/http/validate.js";
import { INVALID_PROVIDER } from "../../billing/index.js";
import { MAX_NOTE_NAME_LENGTH, MAX_NOTE_NAMES, noteNames } from "../note-names.js";

/** One line's largest quantity (the column is a 32-bit integer; a cart never needs more). */
export const MAX_QUANTITY = 100_000;

const missing = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * A uuid the route needs: "{name} is required" when missing (SPEC's message), 400 when it is
 * anything but a uuid (an object, a number, other text). Never turns the value into text first.
 */
export const requiredId = (name: string) =>
  z.unknown().transform((value, ctx): string => {
    if (missing(value)) ctx.addIssue({ code: "custom", message: `${name} is required` });
    else if (!isUuid(value)) ctx.addIssue({ code: "custom", message: typeof value === "string" ? `'${value.slice(0, 100)}' is not a valid uuid` : "must be a uuid" });
    else return value;
    return z.NEVER;
  });

/** The same, absent allowed (undefined, null and "" are absent). */
const optionalId = z
  .unknown()
  .transform((value, ctx): string | undefined => {
    if (missing(value)) return undefined;
    if (isUuid(value)) return value;
    ctx.addIssue({ code: "custom", message: typeof value === "string" ? `'${value.slice(0, 100)}' is not a valid uuid` : "must be a uuid" });
    return z.NEVER;
  })
  .optional();

/** A whole number from 1 (form data may send it as a string). */
const quantity = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(MAX_QUANTITY, { error: `must be at most ${MAX_QUANTITY}` }),
);

const email = z
  .string({ error: "must be a valid email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "must be a valid email address" }));

const comment = text(10_000).nullish();

const currency = z
  .object({ currency: z.object({ id: optionalId }).nullish() }, { error: "must be an object like {currency: {id}}" })
  .nullish()
  .transform((billing) => billing?.currency?.id);

const lang = text(20).optional();

/** Which provider is checked by the route (it answers SPEC's 'Invalid provider'); here only that it is text. */
const provider = z.string({ error: INVALID_PROVIDER }).max(60, { error: INVALID_PROVIDER }).optional();

/** Path parameters of the shop routes: "{name} is required" for a blank one, 400 for a non-uuid. */
export const idParams = <const N extends string>(...names: N[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, requiredId(name)])) as { [K in N]: ReturnType<typeof requiredId> });

/** POST .../orders: `{productId, quantity = 1, storeId?}`. */
export const addToCartBody = z.object({ productId: requiredId("productId"), quantity: quantity.optional().default(1), storeId: optionalId });

/** PATCH .../orders/{orderId}: `{ordersToProducts: [{id, quantity}]}`. */
export const cartUpdateBody = z.object({
  ordersToProducts: z
    .array(z.object({ id: requiredId("id"), quantity }, { error: "must be {id, quantity}" }), { error: "must be a list of {id, quantity}" })
    .min(1, { error: "must be a list of {id, quantity}" })
    .max(500, { error: "at most 500 lines at once" }),
});

/** A line's quantity alone (PATCH /api/ecommerce/orders/{id}/orders-to-products/{id}). */
export const quantityBody = z.object({ quantity });

const checkoutBase = z.object({ provider, email, comment, billingModule: currency, lang });

/**
 * POST .../orders/checkout: the orders as `ecommerceModule.orders: [{id}]`. A missing list is
 * not refused here: the route answers "orderId is required" after counting the attempt.
 */
export const ordersCheckoutBody = checkoutBase.extend({
  ecommerceModule: z
    .object({
      orders: z
        .array(z.object({ id: optionalId }, { error: "must be {id}" }), { error: "must be a list of {id}" })
        .max(100, { error: "at most 100 orders at once" })
        .optional(),
    })
    .nullish(),
});

/** POST .../orders/{orderId}/checkout. */
export const orderCheckoutBody = checkoutBase;

/**
 * A note field (SPEC §3 aboutHealthNames, aboutDeathNames): text, one name per line, at most
 * MAX_NOTE_NAMES names; answered as the list of names.
 */
const names = text(MAX_NOTE_NAMES * (MAX_NOTE_NAME_LENGTH + 2))
  .nullish()
  .transform((value, ctx): string[] => {
    const list = noteNames(value);
    if (list.length > MAX_NOTE_NAMES) {
      ctx.addIssue({ code: "custom", message: `at most ${MAX_NOTE_NAMES} names, one per line (got ${list.length}); send the rest as another note` });
    }
    const long = list.find((name) => name.length > MAX_NOTE_NAME_LENGTH);
    if (long) ctx.addIssue({ code: "custom", message: `a name is at most ${MAX_NOTE_NAME_LENGTH} characters, one name per line` });
    return list;
  });

/**
 * POST .../products/{productId}/checkout: buy now. A commemoration note (a smolny-note product)
 * carries its names in aboutHealthNames and aboutDeathNames (SPEC §3); the route composes the
 * order's comment from them.
 */
export const productCheckoutBody = checkoutBase.extend({ quantity: quantity.optional().default(1), storeId: optionalId, aboutHealthNames: names, aboutDeathNames: names });
