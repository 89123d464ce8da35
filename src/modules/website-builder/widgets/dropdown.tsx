import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import { buttonClasses } from "../../../core/ui/button-variants";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import type { WbButtonsArray } from "../widget-data-types";
import { ButtonLink, resolveVariant } from "./buttons";
import { useOverlays } from "./lazy-overlays";
import { dropdownParts, useTone } from "./shared";

const CLOSE_DELAY_MS = 150;


/**
 * The buttons-array popover of a large-screen navbar: opens while the mouse is over the trigger or
 * the panel, and on click, Enter or Space; Escape or leaving closes it. The trigger is rendered on
 * the server; the Radix panel loads on first intent.
 */
export function NavDropdown({ array }: { array: WbButtonsArray }) {
  const { t } = useLanguage();
  const tone = useTone();
  const { primary, items } = dropdownParts(array);
  const label = (primary && t(primary.title)) || t(array.title);
  const [overlays, load] = useOverlays();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelId = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  if (!label || !items.length) return null;

  const show = () => {
    window.clearTimeout(closeTimer.current);
    load();
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const onMouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") handler();
  };
  const resolved = resolveVariant(primary?.variant ?? "default", tone, "smolny-link");
  const Panel = overlays?.DropdownPanel;

  return (
    <div className={cn("relative", array.className, array.link.className)} onPointerEnter={onMouse(show)} onPointerLeave={onMouse(hideSoon)}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onFocus={load}
        // Shift+Tab from the trigger (or Tab when the panel is skipped) closes the panel, so it does
        // not stay open over the page once the keyboard has moved on.
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (open && next && !document.getElementById(panelId)?.contains(next)) setOpen(false);
        }}
        onClick={() => (open ? setOpen(false) : show())}
        className={buttonClasses({ variant: resolved.variant }, resolved.className, primary?.className)}
      >
        {label}
        <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {Panel && (
        <Panel
          open={open}
          onOpenChange={setOpen}
          anchorRef={triggerRef}
          id={panelId}
          label={label}
          dark={tone === "dark"}
          onPointerEnter={onMouse(show)}
          onPointerLeave={onMouse(hideSoon)}
        >
          <ul className="flex flex-col">
            {items.map((button) => (
              <li key={`${button.id}:${button.link.orderIndex}`}>
                <ButtonLink
                  button={button}
                  fallback="smolny-link"
                  size="none"
                  className={cn("w-full justify-start whitespace-normal rounded-lg px-3 py-2.5 text-left", tone === "dark" ? "hover:bg-white/10" : "hover:bg-brand-50")}
                  onClick={() => setOpen(false)}
                />
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}
