import { Check, ChevronDown } from "lucide-react";
import { Select as S } from "radix-ui";
import { useEffect, useState } from "react";
import { cn } from "./cn";

/**
 * While a list is open Radix hides the rest of the page from screen readers (aria-hidden) but
 * leaves its links and fields focusable: focusable content hidden from assistive technology
 * (axe's aria-hidden-focus). Making the rest inert as well removes it from the focus order until
 * the list closes; only the elements this call made inert are given back.
 */
function useInertOutside(open: boolean, node: HTMLElement | null) {
  useEffect(() => {
    if (!open || !node) return;
    const made: HTMLElement[] = [];
    for (const child of document.body.children) {
      if (!(child instanceof HTMLElement) || child.contains(node) || child.inert || child.tagName === "SCRIPT") continue;
      child.inert = true;
      made.push(child);
    }
    return () => made.forEach((child) => (child.inert = false));
  }, [open, node]);
}

export interface SelectOption {
  value: string;
  label?: string;
  /** The label's language when it is not the page's words (lang="": a code name). */
  lang?: string;
  /** A code name shown small beside the label in the list, for developers; not in the trigger, not read out. */
  code?: string;
}

/** A styled single choice (Radix Select): keyboard navigable, labelled through `id` or aria-label. */
export function Select({
  value,
  onValueChange,
  options,
  id,
  placeholder,
  disabled,
  className,
  invalid,
  "aria-label": ariaLabel,
  "aria-describedby": describedBy,
}: {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  invalid?: boolean;
  "aria-label"?: string;
  "aria-describedby"?: string;
}) {
  const [open, setOpen] = useState(false);
  // The list's node, once Radix has mounted it in its portal (a render after opening).
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useInertOutside(open, content);
  const selected = options.find((option) => option.value === value);
  return (
    <S.Root value={value} onValueChange={onValueChange} disabled={disabled} open={open} onOpenChange={setOpen}>
      <S.Trigger
        id={id}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={cn(
          "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-brand-300 bg-white px-3 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 data-[placeholder]:text-ink/65",
          className,
        )}
      >
        <span className="truncate" lang={selected?.lang}>
          <S.Value placeholder={placeholder} />
        </span>
        <S.Icon>
          <ChevronDown className="size-4 opacity-60" aria-hidden />
        </S.Icon>
      </S.Trigger>
      <S.Portal>
        {/* No wider than the screen (Radix's available width, its 10 px margins off): a long option wraps instead of running off a phone's edge. */}
        <S.Content
          ref={setContent}
          position="popper"
          sideOffset={4}
          className="z-[60] max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] max-w-[var(--radix-select-content-available-width)] overflow-hidden rounded-md border border-brand-200 bg-white shadow-lg"
        >
          <S.Viewport className="p-1">
            {options.map((option) => (
              <S.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center rounded px-7 py-1.5 text-sm outline-none data-[highlighted]:bg-brand-100 data-[state=checked]:font-semibold"
              >
                <S.ItemIndicator className="absolute left-2">
                  <Check className="size-4" aria-hidden />
                </S.ItemIndicator>
                <S.ItemText>
                  <span lang={option.lang} className="wrap-break-word">{option.label ?? option.value}</span>
                </S.ItemText>
                {option.code ? (
                  <span lang="" aria-hidden className="ml-auto pl-3 font-mono text-xs text-ink/60">
                    {option.code}
                  </span>
                ) : null}
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
