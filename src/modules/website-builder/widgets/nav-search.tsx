import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import { useWbTexts } from "./texts";

/**
 * The navbar's site search: a plain GET form (`role="search"`) to the page language's /search
 * page, which reads `?q=` and shows the results — so it works before the page hydrates, and a
 * search is an address one can share.
 */
export function SearchForm({ dark, autoFocus = false, className }: { dark: boolean; autoFocus?: boolean; className?: string }) {
  const { href } = useLanguage();
  const words = useWbTexts();
  const id = useId();
  return (
    <form role="search" aria-label={words("searchSite")} action={href("/search")} method="get" className={cn("flex w-full items-center gap-2", className)}>
      <label htmlFor={id} className="sr-only">
        {words("searchSite")}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden className={cn("pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2", dark ? "text-white/60" : "text-ink/50")} />
        <input
          id={id}
          type="search"
          name="q"
          required
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={words("searchPlaceholder")}
          className={cn(
            "h-11 w-full rounded-full border pr-4 pl-9 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 sm:text-sm",
            dark ? "border-white/20 bg-white/10 text-white placeholder:text-white/50" : "border-brand-300 bg-white text-ink placeholder:text-ink/45",
          )}
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center rounded-full bg-brand-700 px-5 text-sm font-medium text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {words("searchSubmit")}
      </button>
    </form>
  );
}

/**
 * From tablets up: a search icon in the bar that opens the field in a strip under it (the same
 * button, Escape or a click outside closes it). Phones find the field in the menu.
 */
export function NavSearch({ dark }: { dark: boolean }) {
  const words = useWbTexts();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Escape closes it (focus back on the button); so does a click anywhere outside it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const Icon = open ? X : Search;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={words(open ? "closeSearch" : "openSearch")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "hidden size-11 shrink-0 place-items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-brand-500 md:grid",
          dark ? "hover:bg-white/10" : "hover:bg-brand-100",
          open && (dark ? "bg-white/10" : "bg-brand-100"),
        )}
      >
        <Icon aria-hidden className="size-5" />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className={cn("absolute inset-x-0 top-full hidden border-b shadow-sm md:block", dark ? "border-white/10 bg-ink/95" : "border-brand-200/80 bg-brand-50")}
        >
          <div className="mx-auto flex max-w-7xl justify-end px-4 py-3 sm:px-6 lg:px-8">
            <SearchForm dark={dark} autoFocus className="max-w-xl" />
          </div>
        </div>
      )}
    </>
  );
}
