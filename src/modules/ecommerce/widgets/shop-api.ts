/**
 * The visitor's cart, orders and checkouts: `/api/rbac/subjects/{id}/ecommerce-module/...` with
 * the session's client (the access token travels in its cookie and is refreshed before a call).
 * Every failed call shows the server's message in a toast and rethrows (SPEC §8).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { documentLanguage } from "../../../core/i18n/texts";
import { toast } from "../../../core/ui/toast";
import { call } from "../../rbac/client/call";
import { sessionApi } from "../../rbac/client/session";
import { useSessionState } from "../../rbac/client/use-session";
import { markCartUsed } from "./cart-hint";
import "../messages";

// What the shop's routes answer: the server's own types (src/modules/ecommerce/api-types.ts).
import { textOf } from "./texts";
import type { CheckoutAnswer, CurrencyTotal, InvoiceView, OrderLineView, OrderView } from "../api-types";

export type Order = OrderView;
export type OrderLine = OrderLineView;
export type Invoice = InvoiceView;
export type { CheckoutAnswer, CurrencyTotal };

export interface Provider {
  /** The provider's name as the checkout expects it ('dummy', 'stripe', ...). */
  id: string;
  title: string;
}

/** A checkout's fields; the client adds the page's language (the payment page and mails follow it). */
export interface CheckoutData {
  provider: string;
  email: string;
  comment?: string;
  billingModule: { currency: { id?: string } };
}

// ---------------------------------------------------------------------------------------------

export const shopKeys = {
  all: ["ecommerce", "shop"] as const,
  subject: (subjectId: string) => ["ecommerce", "shop", subjectId] as const,
  orders: (subjectId: string) => ["ecommerce", "shop", subjectId, "orders"] as const,
  total: (subjectId: string) => ["ecommerce", "shop", subjectId, "total"] as const,
  quantity: (subjectId: string) => ["ecommerce", "shop", subjectId, "quantity"] as const,
  providers: ["billing", "providers"] as const,
};

export const shopPath = (subjectId: string) => `/api/rbac/subjects/${encodeURIComponent(subjectId)}/ecommerce-module`;

/** The client-side checks of SPEC §5 ('productId is required', ...): a toast, then the error. */
function requireId(value: string | undefined, name: string): string {
  if (value) return value;
  const message = textOf("required", documentLanguage() ?? "").replace("{name}", name);
  toast.error(message);
  throw new Error(message);
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/** The first invoice's payment url of a checkout's answer (SPEC §7: billingModule.invoices[0].paymentUrl). */
export function paymentUrlOf(answer: unknown): string | undefined {
  const checkout = answer as Partial<CheckoutAnswer> | undefined;
  const url = checkout?.billingModule?.invoices?.[0]?.paymentUrl ?? checkout?.ecommerceModule?.orders?.[0]?.billingModule?.invoices?.[0]?.paymentUrl;
  return url ?? undefined;
}

// ---------------------------------------------------------------------------------------------
// Calls.

export const shopApi = {
  orders: (subjectId: string, signal?: AbortSignal) =>
    call(sessionApi.request<Order[]>("GET", `${shopPath(subjectId)}/orders`, { signal })).then((list) => asList(list) as Order[]),
  total: (subjectId: string, signal?: AbortSignal) =>
    call(sessionApi.request<CurrencyTotal[]>("GET", `${shopPath(subjectId)}/orders/total`, { signal })).then((list) => asList(list) as CurrencyTotal[]),
  quantity: (subjectId: string, signal?: AbortSignal) =>
    call(sessionApi.request<number>("GET", `${shopPath(subjectId)}/orders/quantity`, { signal })).then((n) => Number(n) || 0),
  add: (subjectId: string, data: { productId: string; quantity: number; storeId?: string }) => {
    requireId(data.productId, "productId");
    return call(sessionApi.request<Order>("POST", `${shopPath(subjectId)}/orders`, { data }));
  },
  update: (subjectId: string, orderId: string, lines: { id: string; quantity: number }[]) =>
    call(
      sessionApi.request<Order>("PATCH", `${shopPath(subjectId)}/orders/${encodeURIComponent(requireId(orderId, "orderId"))}`, {
        data: { ordersToProducts: lines },
      }),
    ),
  remove: (subjectId: string, orderId: string) =>
    call(sessionApi.request<Order>("DELETE", `${shopPath(subjectId)}/orders/${encodeURIComponent(requireId(orderId, "orderId"))}`)),
  checkout: (subjectId: string, data: CheckoutData & { orderIds: string[] }) => {
    const { orderIds, ...rest } = data;
    return call(
      sessionApi.request<CheckoutAnswer>("POST", `${shopPath(subjectId)}/orders/checkout`, {
        data: { ...rest, lang: documentLanguage(), ecommerceModule: { orders: orderIds.map((id) => ({ id })) } },
      }),
    );
  },
  checkoutOrder: (subjectId: string, orderId: string, data: CheckoutData) =>
    call(sessionApi.request<CheckoutAnswer>("POST", `${shopPath(subjectId)}/orders/${encodeURIComponent(requireId(orderId, "orderId"))}/checkout`, { data: { lang: documentLanguage(), ...data } })),
  /** Buy now; a commemoration note sends its names, one per line, in aboutHealthNames / aboutDeathNames (SPEC §3). */
  checkoutProduct: (subjectId: string, productId: string, data: CheckoutData & { quantity: number; storeId?: string; aboutHealthNames?: string; aboutDeathNames?: string; lang?: string }) =>
    call(sessionApi.request<CheckoutAnswer>("POST", `${shopPath(subjectId)}/products/${encodeURIComponent(requireId(productId, "productId"))}/checkout`, { data: { lang: documentLanguage(), ...data } })),
  providers: (signal?: AbortSignal) =>
    call(sessionApi.request<unknown>("GET", "/api/billing/providers", { signal })).then(normaliseProviders),
};

/** GET /api/billing/providers as a list of {id, title}, whether it answers names or records. */
export function normaliseProviders(answer: unknown): Provider[] {
  return asList(answer).flatMap((item): Provider[] => {
    if (typeof item === "string") return [{ id: item, title: item }];
    if (item && typeof item === "object") {
      const record = item as Record<string, unknown>;
      const id = String(record.id ?? record.provider ?? record.name ?? record.slug ?? "");
      if (!id) return [];
      return [{ id, title: String(record.title ?? record.name ?? id) }];
    }
    return [];
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks.

/** The session's subject id once the session is ready (anonymous visitors have one too). */
export function useShopSubject(): string | undefined {
  const session = useSessionState();
  return session.status === "ready" ? session.subjectId : undefined;
}

export function useOrders() {
  const subjectId = useShopSubject();
  return useQuery({
    queryKey: shopKeys.orders(subjectId ?? ""),
    enabled: !!subjectId,
    staleTime: 10_000,
    queryFn: ({ signal }) => shopApi.orders(subjectId!, signal),
  });
}

/** The cart: orders of type 'cart'. */
export function useCartOrders() {
  const query = useOrders();
  return { ...query, data: query.data?.filter((o) => o.type === "cart") };
}

export function useCartTotals() {
  const subjectId = useShopSubject();
  return useQuery({
    queryKey: shopKeys.total(subjectId ?? ""),
    enabled: !!subjectId,
    staleTime: 10_000,
    queryFn: ({ signal }) => shopApi.total(subjectId!, signal),
  });
}

export function useCartQuantity(enabled = true) {
  const subjectId = useShopSubject();
  return useQuery({
    queryKey: shopKeys.quantity(subjectId ?? ""),
    enabled: !!subjectId && enabled,
    staleTime: 10_000,
    queryFn: ({ signal }) => shopApi.quantity(subjectId!, signal),
  });
}

export function useProviders(enabled = true) {
  return useQuery({ queryKey: shopKeys.providers, enabled, staleTime: 5 * 60_000, queryFn: ({ signal }) => shopApi.providers(signal) });
}

/** After a cart change: every cart query of the subject is read again. */
export function useInvalidateShop() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shopKeys.all });
}

/** A cart change with the specification's toast on success; failures are toasted by `call`. */
export function useShopMutation<V>(work: (subjectId: string, variables: V) => Promise<unknown>, success?: string) {
  const subjectId = useShopSubject();
  const invalidate = useInvalidateShop();
  return useMutation({
    mutationFn: async (variables: V) => work(requireId(subjectId, "id"), variables),
    onSuccess: async () => {
      // A visitor who has not signed in sees the header's cart button from now on.
      if (subjectId) markCartUsed(subjectId);
      if (success) toast.success(success);
      await invalidate();
    },
  });
}

/**
 * Saves a cart order's quantities (PATCH, no toast: the editor says it saved): the cache takes the
 * server's order at once, and the totals and the header's count are read again. Failures are toasted.
 */
export function useSaveCartOrder() {
  const subjectId = useShopSubject();
  const queryClient = useQueryClient();
  return async (orderId: string, lines: { id: string; quantity: number }[]): Promise<Order> => {
    const id = requireId(subjectId, "id");
    const answer = await shopApi.update(id, orderId, lines);
    queryClient.setQueryData<Order[]>(shopKeys.orders(id), (list) => list?.map((order) => (order.id === answer.id ? { ...order, ...answer } : order)));
    markCartUsed(id);
    void queryClient.invalidateQueries({ queryKey: shopKeys.all });
    return answer;
  };
}

/** Sends the browser to the first invoice's payment url of a checkout's answer. */
export function goToPayment(answer: unknown): boolean {
  const url = paymentUrlOf(answer);
  if (!url) {
    toast.error(textOf("noPaymentUrl", documentLanguage() ?? ""));
    return false;
  }
  window.location.assign(url);
  return true;
}
