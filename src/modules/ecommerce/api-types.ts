// The shop's API answers (types only, shared with the browser code). Base of the cart routes:
// /api/rbac/subjects/{subjectId}/ecommerce-module.

/** A localised field: an object keyed by language. */
type Localised = Record<string, unknown>;

export interface OrderProductRef {
  id: string;
  slug: string;
  variant: string;
  type: string;
  adminTitle: string;
  title: Localised;
  shortDescription: Localised;
}

/** An orders-to-products line. */
export interface OrderLineView {
  id: string;
  orderId: string;
  productId: string;
  quantity: number;
  orderIndex: number;
  variant: string;
  className: string | null;
  createdAt: string;
  updatedAt: string;
  product: OrderProductRef;
  /** The line's price in each currency the product has one in: price, and price × quantity (the default currency first). */
  prices: { price: number; total: number; billingModuleCurrency: { id: string; symbol: string | null } }[];
}

export interface InvoiceView {
  id: string;
  amount: number;
  /** open, paid or canceled. */
  status: string;
  provider: string;
  /** Where the buyer pays (the dummy page of this site, Stripe Checkout...). */
  paymentUrl: string | null;
}

export interface ReceiptFileRef {
  id: string;
  file: string;
  width: number | null;
  height: number | null;
  /** Alternative text per language, as the file stores it ({ ru, en }; {} when it has none). */
  alt: Localised;
  mimeType: string | null;
}

/** An order with its lines, invoices and receipt (GET .../orders and every cart or checkout answer). */
export interface OrderView {
  id: string;
  createdAt: string;
  updatedAt: string;
  variant: string;
  className: string | null;
  adminTitle: string;
  /** new, paying, paid, approving, packaging, delivering, delivered, canceled. */
  status: string;
  /** cart or history. */
  type: string;
  /** The receipt image's file path once paid, '' before. */
  receipt: string;
  comment: string | null;
  ordersToProducts: OrderLineView[];
  /** The invoices, and the currency the order was checked out in (null in the cart). */
  billingModule: { invoices: InvoiceView[]; currency: { id: string; symbol: string | null } | null };
  fileStorageModule: { files: ReceiptFileRef[] };
}

/** GET .../orders/total (and the other total routes): one entry per currency. */
export interface CurrencyTotal {
  total: number;
  billingModuleCurrency: { id: string; symbol: string | null };
}

/** A cart line checkout left out: its product has no price, so nothing can charge it. It stays in the cart (orderId). */
export interface SkippedLine {
  lineId: string;
  orderId: string;
  productId: string;
  title: string;
  quantity: number;
  message: string;
}

/**
 * Every checkout's answer: go to `billingModule.invoices[0].paymentUrl`. `skipped` names the
 * lines left out (present only when there are some); the rest was checked out.
 */
export interface CheckoutAnswer {
  billingModule: { invoices: InvoiceView[] };
  ecommerceModule: { orders: OrderView[] };
  skipped?: SkippedLine[];
}

/** GET /api/ecommerce/orders/{id}/checkout-attributes/{billingModuleCurrencyId}. */
export interface CheckoutAttributes {
  amount: number;
  /** one_off or subscription (the products' type). */
  type: string;
  /** minute, hour, day, week, month or year, when a product has an 'interval' attribute. */
  interval?: string;
  billingModuleCurrency: { id: string; symbol: string | null };
}
