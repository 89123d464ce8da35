/**
 * What the note form's thank-you panel shows, read from the note's order (the checkout's answer
 * right after sending, the visitor's orders on the way back from a payment page): the kind, the
 * names as the parish received them (the order's comment), the donation, and how it is paid.
 * A dummy invoice asks its page's API for DUMMY_PAYMENTS: 'manual' is a bank transfer to the
 * donation details, 'self-service' (like any real provider) is paid online.
 */
import { sessionApi } from "../../rbac/client/session";
import type { Order } from "./shop-api";

export interface NoteResult {
  orderId: string;
  invoiceId: string;
  /** The note type's (product's) localised title. */
  kind: unknown;
  /** The names, one per line under 'О здравии:' / 'Об упокоении:' (composed by the server). */
  comment: string;
  amount: number | null;
  currency: { symbol: string | null; slug?: string } | null;
  /** open, paid or canceled. */
  status: string;
  /** A bank transfer an administrator confirms: no online payment to offer. */
  manual: boolean;
  /** The payment page: this site's path for the dummy page (the donation details), else the provider's url. */
  paymentUrl: string | null;
}

const DUMMY_PAGE = /\/billing\/dummy\/([0-9a-f-]{36})$/i;

interface DummyAnswer {
  status: string;
  mode?: "manual" | "self-service";
}

/** The note's order as the panel shows it (one call to the dummy page's API for a dummy invoice). */
export async function noteResultOf(order: Order, localHref: (path: string) => string): Promise<NoteResult | undefined> {
  const invoice = order.billingModule.invoices[0];
  if (!invoice) return undefined;
  const result: NoteResult = {
    orderId: order.id,
    invoiceId: invoice.id,
    kind: order.ordersToProducts[0]?.product.title,
    comment: order.comment ?? "",
    amount: invoice.amount ?? null,
    currency: order.billingModule.currency,
    status: invoice.status,
    manual: false,
    paymentUrl: invoice.paymentUrl,
  };
  const url = invoice.paymentUrl ? new URL(invoice.paymentUrl, window.location.href) : undefined;
  const token = url?.searchParams.get("token");
  if (!url || !token || !DUMMY_PAGE.test(url.pathname)) return result;
  // The dummy page is one of this site's pages: stay on the host and in the language the visitor is on.
  const local = { ...result, manual: true, paymentUrl: `${localHref(url.pathname)}${url.search}` };
  try {
    const dummy = await sessionApi.request<DummyAnswer>("GET", `/api/billing/dummy/${encodeURIComponent(invoice.id)}`, { query: { token } });
    return { ...local, status: dummy.status, manual: dummy.mode !== "self-service" };
  } catch {
    // The note is sent either way: without the mode, the panel offers the donation details page,
    // which shows the right thing for both modes.
    return local;
  }
}

/** The query parameter that brings a visitor back from the payment page to the note's panel. */
export const NOTE_PARAM = "note";

/**
 * The online payment page, told where to come back to: this page with the note's order id (the
 * dummy page offers that link once paid or canceled; a real provider returns to its own urls).
 */
export function payOnlineUrl(result: NoteResult): string | null {
  if (!result.paymentUrl) return null;
  if (!result.paymentUrl.startsWith("/")) return result.paymentUrl;
  const back = `${window.location.pathname}?${NOTE_PARAM}=${encodeURIComponent(result.orderId)}`;
  return `${result.paymentUrl}&return=${encodeURIComponent(back)}`;
}
