import { CreditCard, Package } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "../../../core/ui/badge";
import { Button, buttonVariants } from "../../../core/ui/button";
import { Skeleton } from "../../../core/ui/skeleton";
import type { CurrencyRef } from "../widget-data-types";
import { OrderEditor } from "./order-editor";
import { formatMoney, useCurrency } from "./price";
import { EmptyNote, Section, useShop } from "./shared";
import { useOrders, useShopSubject, type Order } from "./shop-api";
import { statusText } from "./texts";
import type { EcommerceWidgetProps } from "./widget";
import { useInnerLevel } from "../../../core/page/block-header";

const OrderCheckoutDialog = lazy(() => import("./checkout").then((m) => ({ default: m.OrderCheckoutDialog })));

const TONES: Record<string, "default" | "muted" | "success" | "danger"> = {
  new: "default",
  paying: "default",
  paid: "success",
  approving: "success",
  packaging: "success",
  delivering: "success",
  delivered: "success",
  canceled: "danger",
};

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Moscow" }).format(date);
}

interface InvoiceInfo {
  currency?: { symbol: string | null; slug: string };
  /** How many of the listed orders the invoice covers (a cart checkout makes one invoice for all). */
  orders: number;
}

/**
 * Per invoice: the currency it is in — the one whose line totals, over every order the invoice
 * covers, add up to its amount (orders carry no currency) — and how many orders it covers.
 */
function invoiceInfo(orders: Order[]): Map<string, InvoiceInfo> {
  const byInvoice = new Map<string, Order[]>();
  for (const order of orders) {
    const invoice = order.billingModule?.invoices?.[0];
    if (invoice) byInvoice.set(invoice.id, [...(byInvoice.get(invoice.id) ?? []), order]);
  }
  const info = new Map<string, InvoiceInfo>();
  for (const [id, covered] of byInvoice) {
    const amount = covered[0]!.billingModule.invoices[0]!.amount;
    const sums = new Map<string, { symbol: string | null; total: number }>();
    for (const line of covered.flatMap((o) => o.ordersToProducts)) {
      for (const price of line.prices ?? []) {
        const entry = sums.get(price.billingModuleCurrency.id) ?? { symbol: price.billingModuleCurrency.symbol, total: 0 };
        entry.total += price.price * line.quantity;
        sums.set(price.billingModuleCurrency.id, entry);
      }
    }
    const match = [...sums.values()].find((sum) => Math.abs(sum.total - amount) < 0.005);
    info.set(id, { currency: match ? { symbol: match.symbol, slug: "" } : undefined, orders: covered.length });
  }
  return info;
}

function OrderCard({ order, currencies, invoices }: { order: Order; currencies: CurrencyRef[]; invoices: Map<string, InvoiceInfo> }) {
  const Title = useInnerLevel();
  const { label, language, text, productHref } = useShop();
  const [currency] = useCurrency(currencies);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const invoice = order.billingModule?.invoices?.[0];
  const isCart = order.type === "cart";
  const shared = invoice ? invoices.get(invoice.id) : undefined;
  return (
    <article data-order={order.id} aria-label={`${label("order")} ${order.id.slice(0, 8)}`} className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Package aria-hidden className="size-5 text-brand-600" />
          <div>
            <Title className="font-serif text-lg text-brand-900">
              {label("order")} № {order.id.slice(0, 8)}
            </Title>
            <p className="text-xs text-ink/70">{formatDate(order.createdAt, language)}</p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone="muted">{statusText("type", order.type, language)}</Badge>
          <Badge tone={TONES[order.status] ?? "default"} data-status={order.status}>
            {statusText("status", order.status, language)}
          </Badge>
        </div>
      </header>
      {isCart ? (
        <OrderEditor order={order} currency={currency} productHref={productHref}>
          <Button type="button" variant="primary" size="sm" onClick={() => setCheckoutOpen(true)}>
            <CreditCard aria-hidden className="size-3.5" />
            {label("checkout")}
          </Button>
        </OrderEditor>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {order.ordersToProducts.map((line) => (
            <li key={line.id} className="flex justify-between gap-3">
              <span>{(line.product && (text(line.product.title) || line.product.slug)) || line.productId}</span>
              <span className="text-ink/70">× {line.quantity}</span>
            </li>
          ))}
        </ul>
      )}
      {invoice && (
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-brand-100 pt-3 text-sm">
          <span className="text-ink/70">
            {label("invoice")}: <span className="font-medium text-ink">{invoice.amount !== null ? formatMoney(invoice.amount, shared?.currency, language) : "—"}</span>
            {shared && shared.orders > 1 && <span className="text-ink/70"> · {label("sharedInvoice")}: {shared.orders}</span>}
          </span>
          {order.status === "paying" && invoice.status === "open" && invoice.paymentUrl && (
            <a href={invoice.paymentUrl} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {label("paymentLink")}
            </a>
          )}
        </footer>
      )}
      {checkoutOpen && (
        <Suspense fallback={null}>
          <OrderCheckoutDialog order={order} currencies={currencies} open={checkoutOpen} onOpenChange={setCheckoutOpen} />
        </Suspense>
      )}
    </article>
  );
}

/** order-list-default: the visitor's orders, newest first, with their statuses. */
export function OrderListWidget({ data }: EcommerceWidgetProps) {
  const { label } = useShop();
  const subjectId = useShopSubject();
  const orders = useOrders();
  let body;
  if (!subjectId || orders.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-label={label("loading")}>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else if (!orders.data?.length) {
    body = <EmptyNote>{label("noOrders")}</EmptyNote>;
  } else {
    const sorted = [...orders.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const invoices = invoiceInfo(sorted);
    body = (
      <ul className="flex flex-col gap-4">
        {sorted.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} currencies={data.currencies} invoices={invoices} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Section widget={data.widget} className="max-w-4xl">
      {body}
    </Section>
  );
}
