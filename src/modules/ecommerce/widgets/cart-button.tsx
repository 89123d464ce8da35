import { ShoppingCart } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { cn } from "../../../core/ui/cn";
import { useSession } from "../../rbac/client/use-session";
import { clearCartHint } from "./cart-hint";
import { useShop } from "./shared";
import { useCartQuantity } from "./shop-api";

// The drawer (Radix dialog, the checkout form) loads when the cart is first opened.
const CartDrawer = lazy(() => import("./cart-drawer").then((m) => ({ default: m.CartDrawer })));

/**
 * The header's cart: a button with a badge of the cart's item quantity, shown to a signed-in
 * subject (one with an identity), and to a visitor who has not signed in while their cart holds
 * something; it opens the drawer titled 'Cart'.
 */
export function CartButton({ className }: { className?: string }) {
  const { label } = useShop();
  const session = useSession();
  const signedIn = session.status === "ready" && !session.isAnonymous;
  const anonymous = session.status === "ready" && session.isAnonymous;
  const quantity = useCartQuantity(signedIn || anonymous);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const count = quantity.data ?? 0;
  const emptyForGuest = anonymous && quantity.isSuccess && count === 0;
  useEffect(() => {
    if (emptyForGuest && session.subjectId && !open) clearCartHint(session.subjectId);
  }, [emptyForGuest, session.subjectId, open]);
  if (!signedIn && !(anonymous && count > 0) && !open) return null;
  return (
    <>
      <button
        type="button"
        aria-label={`${label("cart")}: ${count}`}
        aria-haspopup="dialog"
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={cn(
          "relative mr-2 inline-flex h-7 items-center gap-1.5 rounded-full bg-white/10 px-3 text-xs text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-brand-300",
          className,
        )}
      >
        <ShoppingCart aria-hidden className="size-3.5" />
        <span>{label("cart")}</span>
        <span data-cart-quantity className="grid h-4 min-w-4 place-items-center rounded-full bg-brand-400 px-1 text-[10px] leading-none font-semibold text-ink">
          {count}
        </span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
