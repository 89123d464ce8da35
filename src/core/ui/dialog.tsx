import { X } from "lucide-react";
import { AlertDialog as A, Dialog as D } from "radix-ui";
import { Button } from "./button";
import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A modal dialog: focus trapped inside, Escape and the close button dismiss it, at most 80vh
 * tall with its body scrolling (SPEC section 2).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  footer,
  className,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** An element (a Button) that opens the dialog. */
  trigger?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <D.Trigger asChild>{trigger}</D.Trigger> : null}
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <D.Content
          // A picker or menu inside handles its own Escape (it closes itself, not the dialog).
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Element && event.target.closest("[data-dialog-escape=local]")) event.preventDefault();
          }}
          className={cn(
            "fixed left-1/2 top-1/2 z-50 flex max-h-[80vh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-brand-200 bg-white shadow-xl focus:outline-none",
            className,
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-brand-100 px-4 py-3">
            <div className="min-w-0">
              <D.Title className="truncate text-lg font-semibold">{title}</D.Title>
              {description ? (
                <D.Description className="text-sm text-ink/60">{description}</D.Description>
              ) : (
                <D.Description className="sr-only">{typeof title === "string" ? title : "Dialog"}</D.Description>
              )}
            </div>
            <D.Close
              className="rounded-md p-1 text-ink/60 hover:bg-brand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </D.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">{children}</div>
          {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-brand-100 px-4 py-3">{footer}</div> : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

export const DialogClose = D.Close;

/** A yes/no question (role alertdialog): 'Delete?' with Cancel and Delete. */
export function ConfirmDialog({
  trigger,
  title = "Delete?",
  description,
  confirmLabel = "Delete",
  confirmVariant = "destructive",
  onConfirm,
  open,
  onOpenChange,
}: {
  trigger: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  /** Red for what destroys or undoes (the default); 'primary' for a confirmation. */
  confirmVariant?: "destructive" | "primary";
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Trigger asChild>{trigger}</A.Trigger>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-[70] bg-ink/40" />
        <A.Content className="fixed left-1/2 top-1/2 z-[80] max-h-[80vh] w-[calc(100vw-1.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-brand-200 bg-white p-4 shadow-xl focus:outline-none">
          <A.Title className="text-lg font-semibold">{title}</A.Title>
          <A.Description className="mt-1 text-sm text-ink/70">{description ?? "This cannot be undone."}</A.Description>
          <div className="mt-4 flex justify-end gap-2">
            <A.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </A.Cancel>
            <A.Action asChild>
              <Button variant={confirmVariant} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
