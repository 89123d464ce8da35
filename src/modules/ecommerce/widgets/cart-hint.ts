import { useSyncExternalStore } from "react";

/**
 * Which anonymous subject has put something in its cart, kept in localStorage. The header shows
 * the cart button to a signed-in subject always; to a visitor who has not signed in only once
 * this says their cart may hold something, so an ordinary anonymous page view loads neither the
 * button's code nor the cart query. The button itself then asks the server and clears the hint
 * when the cart turns out empty (after a checkout, on another tab).
 */
const STORAGE_KEY = "sobor.ecommerce.cart-subject";
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(subjectId: string | null): void {
  try {
    if (subjectId) window.localStorage.setItem(STORAGE_KEY, subjectId);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the button shows from the next cart change on this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab adding to the cart shows the button here too.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** After a cart change that succeeded for this subject. */
export const markCartUsed = (subjectId: string) => write(subjectId);

/** When the subject's cart is known to be empty. */
export function clearCartHint(subjectId: string): void {
  if (read() === subjectId) write(null);
}

/** Whether this subject may have something in its cart (false on the server). */
export function useCartHint(subjectId: string | undefined): boolean {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  return !!subjectId && stored === subjectId;
}
