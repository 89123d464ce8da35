/**
 * Checkouts (loaded on demand): of the whole cart (the checkout block), of one order (from the
 * product block and the order list). Each turns orders into an invoice; the browser goes to the
 * first invoice's payment url.
 */
import { useMutation } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { Dialog } from "../../../core/ui/dialog";
import { Input } from "../../../core/ui/input";
import { Select } from "../../../core/ui/select";
import { useSession } from "../../rbac/client/use-session";
import type { CurrencyRef } from "../widget-data-types";
import { flushSaves, useSavesPending } from "./cart-saves";
import { OrderEditor } from "./order-editor";
import { CurrencyToggle, formatMoney, useCurrency } from "./price";
import { EmptyNote, useShop } from "./shared";
import { providerText } from "./texts";
import { goToPayment, shopApi, useCartOrders, useCartTotals, useProviders, useShopSubject, type CheckoutData, type Order } from "./shop-api";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** DECISIONS.md: the first provider configured for the site, 'dummy' when none is. */
const FALLBACK_PROVIDER = "dummy";

export interface CheckoutFieldsState {
  provider: string;
  email: string;
}

/** Provider select and invoice email; the email starts as the signed-in identity's. */
function useCheckoutFields() {
  const session = useSession();
  const providers = useProviders();
  const [provider, setProvider] = useState<string>("");
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const identityEmail = session.identities.find((i) => i.email)?.email ?? "";
  useEffect(() => {
    if (!email && identityEmail) setEmail(identityEmail);
  }, [identityEmail]);
  const list = providers.data ?? [];
  const chosenProvider = provider || list[0]?.id || FALLBACK_PROVIDER;
  const emailError = touched && !EMAIL.test(email.trim());
  return { providers: list, providersLoading: providers.isPending, provider: chosenProvider, setProvider, email, setEmail, touched, setTouched, emailError };
}

function CheckoutFields({ fields }: { fields: ReturnType<typeof useCheckoutFields> }) {
  const { label, language } = useShop();
  const id = useId();
  const options = (fields.providers.length ? fields.providers : [{ id: FALLBACK_PROVIDER, title: FALLBACK_PROVIDER }]).map((p) => ({ value: p.id, label: providerText(p.id, p.title, language) }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-provider`} className="text-sm font-medium">
          {label("provider")}
        </label>
        <Select id={`${id}-provider`} value={fields.provider} onValueChange={fields.setProvider} options={options} placeholder={label("chooseProvider")} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {label("email")}
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={fields.email}
          aria-invalid={fields.emailError || undefined}
          aria-describedby={fields.emailError ? `${id}-email-error` : undefined}
          onChange={(event) => fields.setEmail(event.target.value)}
          onBlur={() => fields.setTouched(true)}
          placeholder="name@example.org"
        />
        {fields.emailError && (
          <p id={`${id}-email-error`} className="text-sm text-red-700">
            {label("emailInvalid")}
          </p>
        )}
      </div>
    </div>
  );
}

/** A checkout: first every quantity still waiting on screen is saved (a failed save stops it), then `work`. */
function useCheckoutSubmit(work: (subjectId: string, data: CheckoutData) => Promise<unknown>) {
  const subjectId = useShopSubject();
  return useMutation({
    mutationFn: async (data: CheckoutData) => {
      if (!subjectId) throw new Error("id is required");
      await flushSaves();
      return work(subjectId, data);
    },
    onSuccess: (answer) => {
      goToPayment(answer);
    },
  });
}

/** Totals per currency of the cart, the chosen currency's first: the server's, dimmed while a changed quantity is being saved. */
function Totals({ currencies, chosen }: { currencies: CurrencyRef[]; chosen?: CurrencyRef }) {
  const { label, language } = useShop();
  const totals = useCartTotals();
  const stale = useSavesPending() || totals.isFetching;
  const list = totals.data ?? [];
  if (!list.length) return null;
  const ordered = [...list].sort((a, b) => Number(b.billingModuleCurrency.id === chosen?.id) - Number(a.billingModuleCurrency.id === chosen?.id));
  return (
    <dl aria-label={label("total")} aria-busy={stale || undefined} className={cn("flex flex-col gap-1 rounded-md bg-brand-50 p-4 transition-opacity", stale && "opacity-60")}>
      {ordered.map((t) => {
        const currency = currencies.find((c) => c.id === t.billingModuleCurrency.id) ?? { ...t.billingModuleCurrency, slug: "" };
        const active = t.billingModuleCurrency.id === chosen?.id;
        return (
          <div key={t.billingModuleCurrency.id} className={cn("flex items-baseline justify-between gap-4", active ? "text-ink" : "text-sm text-ink/70")}>
            <dt>{label("total")}</dt>
            <dd className={cn(active && "font-serif text-2xl text-brand-800")} data-total={t.billingModuleCurrency.symbol ?? ""}>
              {formatMoney(t.total, currency, language)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * The checkout block: the cart's orders with quantities that save themselves and Delete, totals per currency,
 * the currency toggle, provider select, invoice email and 'Checkout' (all cart orders at once).
 */
export function CartCheckout({ currencies, compact = false, onNavigate }: { currencies: CurrencyRef[]; compact?: boolean; onNavigate?: () => void }) {
  const { label, productHref, href } = useShop();
  const subjectId = useShopSubject();
  const orders = useCartOrders();
  const [currency] = useCurrency(currencies);
  const fields = useCheckoutFields();
  const submit = useCheckoutSubmit((id, data) => shopApi.checkout(id, { ...data, orderIds: (orders.data ?? []).map((o) => o.id) }));

  if (!subjectId || orders.isPending) return <p className="py-6 text-center text-ink/70">{label("loading")}</p>;
  const list = orders.data ?? [];
  if (!list.length) {
    return (
      <EmptyNote className="flex flex-col items-center gap-3">
        <span>{label("emptyCart")}</span>
        <a href={href("/ecommerce/stores/church-shop")} onClick={onNavigate} className="text-brand-700 underline underline-offset-4">
          {label("toCatalogue")}
        </a>
      </EmptyNote>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    fields.setTouched(true);
    if (!EMAIL.test(fields.email.trim())) return;
    submit.mutate({ provider: fields.provider, email: fields.email.trim(), billingModule: { currency: { id: currency?.id } } });
  };
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col divide-y divide-brand-200 rounded-lg border border-brand-200 bg-white">
        {list.map((order) => (
          <li key={order.id} className="p-4">
            <OrderEditor order={order} currency={currency} compact={compact} productHref={productHref} />
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} noValidate aria-label={label("checkout")} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm font-medium">{label("currency")}</span>
          <CurrencyToggle currencies={currencies} />
        </div>
        <Totals currencies={currencies} chosen={currency} />
        <CheckoutFields fields={fields} />
        <Button type="submit" variant="primary" size="lg" disabled={submit.isPending}>
          <CreditCard aria-hidden className="size-4" />
          {submit.isPending ? label("checkingOut") : label("checkout")}
        </Button>
      </form>
    </div>
  );
}

/** The single-order checkout block: provider, email, currency, 'Checkout' for one order. */
export function OrderCheckoutForm({ order, currencies }: { order: Order; currencies: CurrencyRef[] }) {
  const { label } = useShop();
  const [currency] = useCurrency(currencies);
  const fields = useCheckoutFields();
  const submit = useCheckoutSubmit((id, data) => shopApi.checkoutOrder(id, order.id, data));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    fields.setTouched(true);
    if (!EMAIL.test(fields.email.trim())) return;
    submit.mutate({ provider: fields.provider, email: fields.email.trim(), billingModule: { currency: { id: currency?.id } } });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label("checkoutThis")} className="flex flex-col gap-4">
      {currencies.length > 1 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm font-medium">{label("currency")}</span>
          <CurrencyToggle currencies={currencies} />
        </div>
      )}
      <CheckoutFields fields={fields} />
      <Button type="submit" variant="primary" size="lg" disabled={submit.isPending}>
        <CreditCard aria-hidden className="size-4" />
        {submit.isPending ? label("checkingOut") : label("checkout")}
      </Button>
    </form>
  );
}

export function OrderCheckoutDialog({ order, currencies, open, onOpenChange }: { order: Order; currencies: CurrencyRef[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { label } = useShop();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={label("checkoutThis")}>
      <OrderCheckoutForm order={order} currencies={currencies} />
    </Dialog>
  );
}
