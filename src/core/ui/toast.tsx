/**
 * Toasts without putting sonner (~10 KB gzipped) on the first page load.
 *
 * Most visits never show a toast, so `toast(...)`, `toast.success(...)` and `toast.error(...)`
 * load sonner with a dynamic import on first use, and `<ToastHost />` (rendered once by the
 * root) mounts sonner's `<Toaster>` only then. Each call waits until that Toaster has mounted
 * (subscribed to sonner's store) before showing the toast, so an early toast is never lost,
 * whatever the installed sonner does with toasts created before a Toaster subscribes.
 */
import { useEffect, useState } from "react";
import { uiText } from "./texts";

type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]>[0];
type Options = Parameters<Sonner["toast"]>[1];

let sonner: Promise<Sonner> | undefined;
/** The mounted host's request to render the Toaster, told about the first use. */
let onFirstUse: ((loading: Promise<Sonner>) => void) | undefined;
/** Resolved by the host once its Toaster has mounted (and so subscribed). */
let resolveMounted: () => void;
const mounted = new Promise<void>((resolve) => (resolveMounted = resolve));

function load(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    onFirstUse?.(sonner);
  }
  return sonner;
}

function show(call: (toast: Sonner["toast"]) => unknown): void {
  void Promise.all([load(), mounted]).then(([{ toast }]) => call(toast));
}

/** The sonner calls the code uses; they return nothing, as the toast is shown asynchronously. */
export const toast = Object.assign((message: Message, options?: Options) => show((t) => t(message, options)), {
  success: (message: Message, options?: Options) => show((t) => t.success(message, options)),
  error: (message: Message, options?: Options) => show((t) => t.error(message, options)),
});

/** Renders nothing until the first toast is requested, then sonner's Toaster (same props as before). */
export function ToastHost() {
  const [Toaster, setToaster] = useState<Sonner["Toaster"] | null>(null);

  useEffect(() => {
    const mount = (loading: Promise<Sonner>) => void loading.then((m) => setToaster(() => m.Toaster));
    if (sonner) mount(sonner);
    else onFirstUse = mount;
    return () => {
      if (onFirstUse === mount) onFirstUse = undefined;
    };
  }, []);

  // Child effects run before the parent's, so the Toaster has subscribed by the time this runs.
  useEffect(() => {
    if (Toaster) resolveMounted();
  }, [Toaster]);

  // Mounted in the browser only, so the page language is known: screen readers name the region in it.
  return Toaster ? <Toaster richColors position="top-center" containerAriaLabel={uiText("notifications")} /> : null;
}
