import { CreditCard, ShoppingCart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../core/ui/button";
import type { CurrencyRef, ProductView } from "../widget-data-types";
import { OrderEditor, QuantityStepper } from "./order-editor";
import { useShop } from "./shared";
import { shopApi, useCartOrders, useShopMutation, useShopSubject } from "./shop-api";

// The checkout dialog (Radix dialog, select, the form) loads when it is first opened.
const OrderCheckoutDialog = lazy(() => import("./checkout").then((m) => ({ default: m.OrderCheckoutDialog })));

/**
 * The product block (SPEC §2, Shop screens): 'Add to cart' ('Adding...' while pending, toast
 * 'Updated successfully') when the visitor's cart has no order with this product; otherwise
 * that order's quantity (saved by itself), Delete and Checkout. Anonymous visitors have a cart too.
 */
export function ProductCartBlock({ product, currency, currencies, storeId }: { product: ProductView; currency?: CurrencyRef; currencies?: CurrencyRef[]; storeId?: string }) {
  const { label } = useShop();
  const subjectId = useShopSubject();
  const orders = useCartOrders();
  const [quantity, setQuantity] = useState(1);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const add = useShopMutation((id, data: { productId: string; quantity: number; storeId?: string }) => shopApi.add(id, data), label("updated"));

  const order = orders.data?.find((o) => o.ordersToProducts.some((line) => line.productId === product.id));
  // Until the session and the cart are known (and on the server), the button shows but waits.
  const ready = !!subjectId && orders.isSuccess;

  if (order) {
    return (
      <div className="flex flex-col gap-3" role="group" aria-label={label("inCart")}>
        <p className="inline-flex items-center gap-2 text-sm font-medium text-green-800">
          <ShoppingCart aria-hidden className="size-4" />
          {label("inCart")}
        </p>
        <OrderEditor order={order} currency={currency}>
          <Button type="button" variant="primary" size="sm" onClick={() => setCheckoutOpen(true)}>
            <CreditCard aria-hidden className="size-3.5" />
            {label("checkout")}
          </Button>
        </OrderEditor>
        {checkoutOpen && (
          <Suspense fallback={null}>
            <OrderCheckoutDialog order={order} currencies={currencies ?? (currency ? [currency] : [])} open={checkoutOpen} onOpenChange={setCheckoutOpen} />
          </Suspense>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper value={quantity} onChange={setQuantity} label={label("quantity")} disabled={!ready || add.isPending} />
      <Button
        type="button"
        variant="primary"
        size="lg"
        className="px-6"
        disabled={!ready || add.isPending}
        aria-busy={add.isPending || undefined}
        onClick={() => add.mutate({ productId: product.id, quantity, ...(storeId ? { storeId } : {}) }, { onSuccess: () => setQuantity(1) })}
      >
        <ShoppingCart aria-hidden className="size-4" />
        {add.isPending ? label("adding") : label("addToCart")}
      </Button>
    </div>
  );
}
