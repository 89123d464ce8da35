import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { usePage } from "../../../core/page/page-context";
import { sessionApi } from "../../rbac/client/session";
import type { CurrencyRef } from "../widget-data-types";
import { CartCheckout } from "./checkout";
import { useShop } from "./shared";

/** The currencies a page's shop or billing widgets carry (every one lists them all), else the API's. */
function usePageCurrencies(): CurrencyRef[] {
  const { tree } = usePage();
  let fromPage: CurrencyRef[] = [];
  for (const module of ["billing", "ecommerce"]) {
    for (const data of Object.values(tree.data[module] ?? {})) {
      const list = (data as { currencies?: CurrencyRef[] } | undefined)?.currencies;
      if (!fromPage.length && Array.isArray(list) && list.length) fromPage = list;
    }
  }
  const api = useQuery({
    queryKey: ["billing", "currencies", "find", {}],
    enabled: !fromPage.length,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => sessionApi.request<CurrencyRef[]>("GET", "/api/billing/currencies", { signal, query: { limit: 100 } }),
  });
  return fromPage.length ? fromPage : (api.data ?? []);
}

/**
 * The cart drawer: a panel from the right titled 'Cart' holding the checkout block (orders with
 * quantities that save themselves and Delete, totals per currency, currency toggle, provider, email, Checkout).
 */
export function CartDrawer({ open, onOpenChange, currencies }: { open: boolean; onOpenChange: (open: boolean) => void; currencies?: CurrencyRef[] }) {
  const { label } = useShop();
  const pageCurrencies = usePageCurrencies();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-in" />
        <D.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-brand-50 shadow-2xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-brand-200 bg-white px-5 py-4">
            <D.Title className="font-serif text-2xl text-brand-900">{label("cart")}</D.Title>
            <D.Description className="sr-only">{label("cart")}</D.Description>
            <D.Close aria-label={label("close")} className="rounded-md p-1 text-ink/70 hover:bg-brand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
              <X aria-hidden className="size-5" />
            </D.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-5">
            {open && <CartCheckout currencies={currencies ?? pageCurrencies} compact onNavigate={() => onOpenChange(false)} />}
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
