import { orders, ordersToProducts } from "../../src/modules/ecommerce/entities.js";
import { subjectsToEcommerceModuleOrders } from "../../src/links/rbac.js";
import { AUTH, bearer, register, subjectOf, tokensFrom, type Tokens } from "./accounts.js";
import { uniqueText } from "./records.js";
import type { TestSobor } from "./sobor.js";

export type Row = Record<string, any>;

/** A buyer: its tokens, subject id, and requests made as it. */
export interface Buyer {
  tokens: Tokens;
  subjectId: string;
  /** /api/rbac/subjects/{id}/ecommerce-module */
  base: string;
}

export const shopBase = (subjectId: string) => `/api/rbac/subjects/${subjectId}/ecommerce-module`;

/** Catalogue records made with the secret key, and buyers. */
export function shop(sobor: TestSobor) {
  async function create(path: string, data: Row): Promise<Row> {
    const { status, body } = await sobor.json(path, { method: "POST", secret: true, body: { data } });
    if (status !== 201) throw new Error(`POST ${path} gave ${status}: ${JSON.stringify(body)}`);
    return body.data;
  }
  let priceKey: Promise<Row> | undefined;
  const buyerOf = (tokens: Tokens): Buyer => ({ tokens, subjectId: subjectOf(tokens.jwt), base: shopBase(subjectOf(tokens.jwt)) });

  const api = {
    create,
    currency: (slug: string, symbol: string, isDefault = false) => create("/api/billing/currencies", { slug, symbol, title: slug.toUpperCase(), isDefault }),
    /** A product priced in each given currency: [currency, number] pairs. */
    async product(prices: [Row, number][] = [], data: Row = {}): Promise<Row> {
      priceKey ??= create("/api/ecommerce/attribute-keys", { type: "price", field: "number", title: { ru: "Цена", en: "Price" } });
      const key = await priceKey;
      const product = await create("/api/ecommerce/products", { title: { ru: uniqueText("Свеча"), en: "Candle" }, ...data });
      for (const [currency, number] of prices) {
        const attribute = await create("/api/ecommerce/attributes", { number });
        await create("/api/ecommerce/products-to-attributes", { productId: product.id, attributeId: attribute.id });
        await create("/api/ecommerce/attribute-keys-to-attributes", { attributeKeyId: key.id, attributeId: attribute.id });
        await create("/api/ecommerce/attributes-to-billing-module-currencies", { attributeId: attribute.id, billingModuleCurrencyId: currency.id });
      }
      return product;
    },
    /** An anonymous visitor (authentication/init). */
    anonymous: async () => buyerOf(await tokensFrom(sobor.json(`${AUTH}/init`, { method: "POST" }), 201)),
    registered: async () => buyerOf(await register(sobor)),
    buyerOf,
    /**
     * A cart line written straight to the database, past the add-to-cart checks (an unpriced
     * product, as an old cart or an admin could leave one): into `orderId`, else a new cart order.
     */
    async forceLine(buyer: Buyer, productId: string, orderId?: string, quantity = 1): Promise<{ orderId: string; lineId: string }> {
      const { db } = sobor.context;
      if (!orderId) {
        const [order] = await db.insert(orders).values({ type: "cart", status: "new", receipt: "" }).returning({ id: orders.id });
        orderId = String(order!.id);
        await db.insert(subjectsToEcommerceModuleOrders).values({ subjectId: buyer.subjectId, ecommerceModuleOrderId: orderId });
      }
      const [line] = await db.insert(ordersToProducts).values({ orderId, productId, quantity }).returning({ id: ordersToProducts.id });
      return { orderId, lineId: String(line!.id) };
    },
    /** A request as the buyer. */
    as: (buyer: Buyer | Tokens, path: string, init: { method?: string; data?: unknown; headers?: Record<string, string> } = {}) =>
      sobor.json(path, {
        method: init.method ?? "GET",
        headers: { ...bearer("tokens" in buyer ? buyer.tokens.jwt : buyer.jwt), ...(init.headers ?? {}) },
        ...(init.data === undefined ? {} : { body: { data: init.data } }),
      }),
  };
  return api;
}
