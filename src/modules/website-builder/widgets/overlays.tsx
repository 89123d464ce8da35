// Loaded on demand (hover, focus or tap on a navbar control, or when the browser is idle): the
// Radix primitives behind the dropdown panel and the mobile menu stay out of the page's first bytes.
import { X } from "lucide-react";
import { Dialog, Popover } from "radix-ui";
import type { PointerEventHandler, ReactNode, RefObject } from "react";
import { cn } from "../../../core/ui/cn";
import { useWbTexts } from "./texts";

/** The dropdown's panel, anchored to a trigger the navbar already rendered on the server. */
export function DropdownPanel({
  open,
  onOpenChange,
  anchorRef,
  id,
  label,
  dark,
  onPointerEnter,
  onPointerLeave,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchorRef: RefObject<HTMLButtonElement | null>;
  id: string;
  /** The panel's name (Radix gives it role=dialog): the trigger's text. */
  label: string;
  dark: boolean;
  onPointerEnter: PointerEventHandler<HTMLDivElement>;
  onPointerLeave: PointerEventHandler<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      {/* Not portalled: Tab from the trigger walks straight into the panel's links. */}
      <Popover.Content
        id={id}
        aria-label={label}
        align="start"
        sideOffset={10}
        collisionPadding={16}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onEscapeKeyDown={() => anchorRef.current?.focus()}
        // Radix's focus scope wraps Tab round the panel's links (a keyboard trap): past either
        // edge, Tab goes on through the page as it would without the panel (Shift+Tab from the
        // first link back to the trigger), and the panel closes as focus leaves it.
        onKeyDownCapture={(event) => {
          if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
          const links = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not(:disabled)")];
          const edge = event.shiftKey ? links[0] : links[links.length - 1];
          if (document.activeElement === edge) event.stopPropagation();
        }}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        className={cn(
          "z-50 min-w-60 max-w-sm rounded-xl p-2 shadow-xl ring-1",
          dark ? "bg-ink text-white ring-white/10" : "bg-white text-ink ring-brand-200",
        )}
      >
        {children}
      </Popover.Content>
    </Popover.Root>
  );
}

/** The full-screen menu below the large breakpoint: a modal dialog (focus kept inside, Escape closes). */
export function MobileMenu({
  open,
  onOpenChange,
  returnFocusRef,
  id,
  dark,
  title,
  brand,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  id: string;
  dark: boolean;
  title: string;
  brand: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const words = useWbTexts();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* The overlay locks the page's scroll behind the menu. */}
        <Dialog.Overlay className={cn("fixed inset-0 z-50", dark ? "bg-ink" : "bg-brand-50")} />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className={cn("fixed inset-0 z-50 flex flex-col overflow-y-auto overscroll-contain", dark ? "bg-ink text-white" : "bg-brand-50 text-ink")}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <div className={cn("flex h-16 shrink-0 items-center justify-between gap-4 border-b px-4 sm:px-6", dark ? "border-white/10" : "border-brand-200")}>
            <div className="flex min-w-0 items-center gap-3">{brand}</div>
            <Dialog.Close
              aria-label={words("closeMenu")}
              className={cn(
                "grid size-11 place-items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-brand-500",
                dark ? "hover:bg-white/10" : "hover:bg-brand-100",
              )}
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={title} className="flex-1 px-4 py-4 sm:px-6">
            {children}
          </nav>
          {footer && <div className={cn("border-t px-4 py-5 sm:px-6", dark ? "border-white/10" : "border-brand-200")}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
