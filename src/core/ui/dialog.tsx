import { X } from "lucide-react";
import { AlertDialog as A, Dialog as D } from "radix-ui";
import { Button } from "./button";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { cn } from "./cn";
import { DiscardGuardContext } from "./discard-guard";
import { uiText } from "./texts";

/**
 * A modal dialog: focus trapped inside, Escape and the close button dismiss it, at most 80vh
 * tall with its body scrolling (SPEC section 2). While a form inside holds unsaved changes
 * (useDiscardGuard), closing asks first.
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
  const [innerOpen, setInnerOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const dirty = useRef(new Set<string>());
  const reportDirty = useCallback((key: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(key);
    else dirty.current.delete(key);
  }, []);
  const change = (next: boolean) => {
    if (!next && dirty.current.size) return setAsking(true);
    if (!next) dirty.current.clear();
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <D.Root open={open ?? innerOpen} onOpenChange={change}>
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
                <D.Description className="text-sm text-ink/70">{description}</D.Description>
              ) : (
                <D.Description className="sr-only">{typeof title === "string" ? title : uiText("dialog")}</D.Description>
              )}
            </div>
            <D.Close
              className="rounded-md p-1 text-ink/70 hover:bg-brand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={uiText("close")}
            >
              <X className="size-5" aria-hidden />
            </D.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
            <DiscardGuardContext.Provider value={reportDirty}>{children}</DiscardGuardContext.Provider>
          </div>
          {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-brand-100 px-4 py-3">{footer}</div> : null}
        </D.Content>
      </D.Portal>
      <DiscardConfirm
        open={asking}
        onOpenChange={setAsking}
        onConfirm={() => {
          dirty.current.clear();
          change(false);
        }}
      />
    </D.Root>
  );
}

export const DialogClose = D.Close;

/** 'Discard unsaved changes?': Keep editing, or Discard (`onConfirm`). */
export function DiscardConfirm({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={uiText("discardTitle")}
      description={uiText("discardText")}
      cancelLabel={uiText("keepEditing")}
      confirmLabel={uiText("discard")}
      onConfirm={onConfirm}
    />
  );
}

/** A yes/no question (role alertdialog): 'Delete?' with Cancel and Delete. */
export function ConfirmDialog({
  trigger,
  title = uiText("deleteQuestion"),
  description,
  confirmLabel = uiText("delete"),
  confirmVariant = "destructive",
  cancelLabel,
  onConfirm,
  open,
  onOpenChange,
}: {
  /** The element that opens it; without one it opens by `open` alone. */
  trigger?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red for what destroys or undoes (the default); 'primary' for a confirmation. */
  confirmVariant?: "destructive" | "primary";
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <A.Trigger asChild>{trigger}</A.Trigger> : null}
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-[70] bg-ink/40" />
        <A.Content className="fixed left-1/2 top-1/2 z-[80] max-h-[80vh] w-[calc(100vw-1.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-brand-200 bg-white p-4 shadow-xl focus:outline-none">
          <A.Title className="text-lg font-semibold">{title}</A.Title>
          <A.Description className="mt-1 text-sm text-ink/70">{description ?? uiText("cannotUndo")}</A.Description>
          <div className="mt-4 flex justify-end gap-2">
            <A.Cancel asChild>
              <Button variant="outline">{cancelLabel ?? uiText("cancel")}</Button>
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
