/**
 * The dummy provider's payment page (dummy-payment-default), on the page
 * /billing/dummy/[billing.invoices.id]?token=...: the amount, then, on a manual site (the
 * default), that the note or order is received and waits for the transfer to the donation
 * details shown below it on the page (an administrator confirms it); on a 'self-service' site
 * (DUMMY_PAYMENTS, demos and tests) 'Pay' and 'Cancel', which call the dummy API with the page's
 * token. Then the result and a link to the visitor's orders, and back to where the payment
 * began when the page was opened with `?return={path of this site}` (the note form's panel).
 * The token is read in the browser only (it never reaches the page cache).
 */
import "../messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, CreditCard, Landmark, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { isApiError } from "../../../core/client/api";
import { Button, buttonVariants } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { defineLanguageTexts } from "../../../core/i18n/texts";
import { Skeleton } from "../../../core/ui/skeleton";
import { usePage } from "../../../core/page/page-context";
import { useLanguage } from "../../../core/page/page-context";
import { WidgetSection } from "../../../core/page/widget-section";
import { formatMoney } from "../money";
import { call, errorMessage } from "../../rbac/client/call";
import { sessionApi } from "../../rbac/client/session";
import { INVOICE_ID_PARAM, type BillingWidgetData } from "../widget-data-types";
import { sitePath } from "../../../core/client/site-path";

/** Where the visitor's orders are listed (a seeded page with the order list). */
export const ORDERS_URL = "/ecommerce/orders";

export interface DummyInvoice {
  id?: string;
  amount: number | null;
  /** A symbol, or the currency record. */
  currency: string | { id?: string; symbol?: string | null; slug?: string | null } | null;
  status: "open" | "paid" | "canceled" | string;
  /** DUMMY_PAYMENTS: only 'self-service' lets the buyer press Pay or Cancel. */
  mode?: "manual" | "self-service";
}

const WORDS = defineLanguageTexts("billing.dummy-payment", {
  ru: {
    title: "Оплата счёта",
    note: "Тестовая платёжная система: деньги не списываются.",
    amount: "К оплате",
    pay: "Оплатить",
    cancel: "Отменить",
    paying: "Оплата...",
    canceling: "Отмена...",
    paid: "Счёт оплачен",
    paidText: "Спасибо! Заказ оплачен.",
    canceled: "Платёж отменён",
    canceledText: "Счёт отменён, деньги не списаны.",
    orders: "Мои заказы",
    back: "Вернуться на сайт",
    missing: "Ссылка на оплату неполна или устарела.",
    invoice: "Счёт",
    received: "Спасибо, заявка принята",
    receivedText: "Ваша заявка принята. Переведите сумму счёта по реквизитам ниже и укажите в назначении номер счёта; когда перевод поступит, мы подтвердим оплату и пришлём письмо.",
    reference: "Номер счёта для назначения платежа",
  },
  en: {
    title: "Invoice payment",
    note: "A test payment provider: no money is taken.",
    amount: "Amount due",
    pay: "Pay",
    cancel: "Cancel",
    paying: "Paying...",
    canceling: "Canceling...",
    paid: "The invoice is paid",
    paidText: "Thank you! The order is paid.",
    canceled: "The payment is canceled",
    canceledText: "The invoice is canceled; no money was taken.",
    orders: "My orders",
    back: "Back to the site",
    missing: "The payment link is incomplete or out of date.",
    invoice: "Invoice",
    received: "Thank you, it is received",
    receivedText: "It is received. Please transfer the invoice's amount to the details below with the invoice number as the reference; once it arrives we confirm the payment and mail you.",
    reference: "Invoice number for the payment reference",
  },
});

const dummyPath = (invoiceId: string) => `/api/billing/dummy/${encodeURIComponent(invoiceId)}`;

function currencyOf(invoice: DummyInvoice): { symbol: string | null; slug: string } {
  const c = invoice.currency;
  if (!c) return { symbol: null, slug: "" };
  if (typeof c === "string") return { symbol: c, slug: "" };
  return { symbol: c.symbol ?? null, slug: c.slug ?? "" };
}

/**
 * `?return=`: a path of this site to go back to once the invoice is settled. Only a path that
 * stays on this site (`sitePath`): the page must not become a link to anywhere.
 */
function useReturnPath(): string | undefined {
  const [path, setPath] = useState<string | undefined>(undefined);
  useEffect(() => {
    setPath(sitePath(new URLSearchParams(window.location.search).get("return"), window.location.origin));
  }, []);
  return path;
}

/** The token of the page's query string (browser only). */
function useToken(): string | undefined | null {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get("token")), []);
  return token;
}

export function DummyPayment({ data }: { data: BillingWidgetData }) {
  const { tree } = usePage();
  const { language, href } = useLanguage();
  const words = WORDS.all(language);
  const invoiceId = tree.params[INVOICE_ID_PARAM] ?? "";
  const token = useToken();
  const returnPath = useReturnPath();
  const queryClient = useQueryClient();
  const invoice = useQuery({
    queryKey: ["billing", "dummy", invoiceId, token ?? ""],
    enabled: !!invoiceId && !!token,
    retry: false,
    queryFn: ({ signal }) => sessionApi.request<DummyInvoice>("GET", dummyPath(invoiceId), { query: { token }, signal, retry: "write" }),
  });
  const act = useMutation({
    mutationFn: (action: "pay" | "cancel") =>
      call(sessionApi.request<DummyInvoice | undefined>("POST", `${dummyPath(invoiceId)}/${action}`, { query: { token }, data: { token } })),
    onSuccess: async (answer, action) => {
      const status = answer?.status && answer.status !== "open" ? answer.status : action === "pay" ? "paid" : "canceled";
      queryClient.setQueryData(["billing", "dummy", invoiceId, token ?? ""], (old: DummyInvoice | undefined) => ({ ...(old ?? { amount: null, currency: null }), ...answer, status }));
      // The payment changed the visitor's orders (and cart): whatever the page shows of them is read again.
      await queryClient.invalidateQueries();
    },
  });

  let body;
  if (token === null || !invoiceId || (invoice.isError && isApiError(invoice.error) && invoice.error.status < 500)) {
    body = (
      <p role="alert" className="text-center text-ink/70">
        {invoice.isError ? errorMessage(invoice.error) : words.missing}
      </p>
    );
  } else if (token === undefined || invoice.isPending) {
    body = (
      <div className="flex flex-col items-center gap-4">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-10 w-56" />
      </div>
    );
  } else if (invoice.isError) {
    body = (
      <p role="alert" className="text-center text-red-700">
        {errorMessage(invoice.error)}
      </p>
    );
  } else {
    const current = invoice.data;
    const amount = current.amount !== null && current.amount !== undefined ? formatMoney(Number(current.amount), currencyOf(current), language) : "—";
    if (current.status === "paid" || current.status === "canceled") {
      const paid = current.status === "paid";
      const Icon = paid ? CheckCircle2 : XCircle;
      body = (
        <div role="status" className="flex flex-col items-center gap-3 text-center" data-invoice-status={current.status}>
          <Icon aria-hidden className={cn("size-14", paid ? "text-green-700" : "text-red-700")} />
          <h2 className="font-serif text-2xl text-brand-900">{paid ? words.paid : words.canceled}</h2>
          <p className="text-ink/70">
            {paid ? words.paidText : words.canceledText} <span className="whitespace-nowrap font-medium">{amount}</span>
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {returnPath && (
              <a href={returnPath} className={buttonVariants({ variant: "smolny-primary" })}>
                {words.back}
              </a>
            )}
            <a href={href(ORDERS_URL)} className={buttonVariants({ variant: returnPath ? "outline" : "smolny-primary" })}>
              {words.orders}
            </a>
          </div>
        </div>
      );
    } else if (current.mode !== "self-service") {
      // A manual payment: nothing to press; the transfer details are the page's donation block.
      body = (
        <div role="status" className="flex flex-col items-center gap-4 text-center" data-invoice-status={current.status}>
          <Landmark aria-hidden className="size-12 text-brand-600" />
          <h2 className="font-serif text-2xl text-brand-900">{words.received}</h2>
          <p className="text-ink/70">{words.receivedText}</p>
          <AmountDue label={words.amount} amount={amount} />
          <p className="text-sm text-ink/70">
            {words.reference}: <span className="font-mono font-medium">{invoiceId.slice(0, 8)}</span>
          </p>
        </div>
      );
    } else {
      body = (
        <div className="flex flex-col items-center gap-5 text-center" data-invoice-status={current.status}>
          <CreditCard aria-hidden className="size-12 text-brand-600" />
          <AmountDue label={words.amount} amount={amount} />
          <div className="flex flex-wrap justify-center gap-3">
            <Button type="button" variant="primary" size="lg" className="min-w-32" disabled={act.isPending} onClick={() => act.mutate("pay")}>
              {act.isPending && act.variables === "pay" ? words.paying : words.pay}
            </Button>
            <Button type="button" variant="outline" size="lg" className="min-w-32" disabled={act.isPending} onClick={() => act.mutate("cancel")}>
              {act.isPending && act.variables === "cancel" ? words.canceling : words.cancel}
            </Button>
          </div>
          <p className="text-xs text-ink/70">{words.note}</p>
        </div>
      );
    }
  }

  return (
    <WidgetSection widget={{ ...data.widget, anchor: null }} module="billing" className="max-w-xl" header={false}>
      <div className="flex flex-col gap-6 rounded-xl border border-brand-200 bg-white p-6 shadow-sm sm:p-10">
        <header className="text-center">
          <h1 className="font-serif text-3xl text-brand-900">{words.title}</h1>
          <p className="mt-1 font-mono text-xs text-ink/70">
            {words.invoice} {invoiceId.slice(0, 8)}
          </p>
        </header>
        {body}
      </div>
    </WidgetSection>
  );
}

/** The sum to pay, large, under its label (the manual and the self-service page show it alike). */
function AmountDue({ label, amount }: { label: string; amount: string }) {
  return (
    <div>
      <p className="text-sm text-ink/70">{label}</p>
      <p className="font-serif text-4xl text-brand-900" data-amount>
        {amount}
      </p>
    </div>
  );
}
