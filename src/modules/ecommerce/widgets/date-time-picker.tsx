/**
 * The date-time input's picker: a popover with a month grid, hour buttons 0-23 and minute buttons
 * in steps of 5, anchored to the input's calendar button. Its own chunk (Radix popover, Floating
 * UI): loaded when a visitor reaches for the button, not with the page.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Popover } from "radix-ui";
import { useMemo, type RefObject } from "react";
import { cn } from "../../../core/ui/cn";
import { daysIn, HOURS, MINUTES, MONTHS, pad, WEEKDAYS, WORDS, type DateTimeParts } from "./date-time-input";

export interface MonthView {
  year: number;
  month: number;
}

export function DateTimePicker({
  open,
  onOpenChange,
  anchorRef,
  lang,
  parsed,
  current,
  view,
  onView,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchorRef: RefObject<HTMLButtonElement | null>;
  lang: "ru" | "en";
  /** The typed value's parts when valid (marked in the grid). */
  parsed: DateTimeParts | undefined;
  /** What a pick starts from: the typed value, else the initial one. */
  current: DateTimeParts;
  view: MonthView;
  onView: (update: (view: MonthView) => MonthView) => void;
  onPick: (parts: DateTimeParts) => void;
}) {
  const words = WORDS[lang];
  const weeks = useMemo(() => {
    const first = new Date(Date.UTC(view.year, view.month - 1, 1)).getUTCDay(); // 0 = Sunday
    const offset = (first + 6) % 7; // Monday first
    const count = daysIn(view.year, view.month);
    const cells: (number | null)[] = [...Array.from({ length: offset }, () => null), ...Array.from({ length: count }, (_, i) => i + 1)];
    while (cells.length % 7) cells.push(null);
    return cells;
  }, [view]);
  const shiftMonth = (delta: number) =>
    onView((v) => {
      const index = v.year * 12 + (v.month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={words.open}
          // The calendar button toggles the picker itself; a press on it is not "outside".
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef.current?.focus();
          }}
          className="z-[60] w-[min(22rem,calc(100vw-1.5rem))] rounded-lg border border-brand-200 bg-white p-3 shadow-xl focus:outline-none"
        >
          <div className="mb-2 flex items-center justify-between">
            <button type="button" aria-label={words.previous} onClick={() => shiftMonth(-1)} className="rounded p-1 hover:bg-brand-100">
              <ChevronLeft aria-hidden className="size-4" />
            </button>
            <p className="font-serif text-brand-900">
              {MONTHS[lang][view.month - 1]} {view.year}
            </p>
            <button type="button" aria-label={words.next} onClick={() => shiftMonth(1)} className="rounded p-1 hover:bg-brand-100">
              <ChevronRight aria-hidden className="size-4" />
            </button>
          </div>
          <div role="grid" className="grid grid-cols-7 gap-0.5 text-center text-sm">
            {WEEKDAYS[lang].map((d) => (
              <span key={d} role="columnheader" className="py-1 text-xs text-ink/50">
                {d}
              </span>
            ))}
            {weeks.map((day, i) =>
              day === null ? (
                <span key={`empty-${i}`} />
              ) : (
                <button
                  key={day}
                  type="button"
                  role="gridcell"
                  aria-selected={parsed?.day === day && parsed.month === view.month && parsed.year === view.year}
                  onClick={() => onPick({ ...current, year: view.year, month: view.month, day })}
                  className={cn(
                    "rounded py-1 hover:bg-brand-100",
                    parsed?.day === day && parsed.month === view.month && parsed.year === view.year && "bg-brand-700 text-white hover:bg-brand-700",
                  )}
                >
                  {day}
                </button>
              ),
            )}
          </div>
          <p className="mt-3 mb-1 text-xs font-semibold text-ink/60 uppercase">{words.hours}</p>
          <div role="group" aria-label={words.hours} className="grid grid-cols-8 gap-1">
            {HOURS.map((hour) => (
              <button
                key={hour}
                type="button"
                aria-pressed={parsed?.hour === hour}
                onClick={() => onPick({ ...current, hour })}
                className={cn(
                  "rounded border border-brand-200 py-1 text-xs tabular-nums hover:bg-brand-100",
                  parsed?.hour === hour && "border-brand-700 bg-brand-700 text-white hover:bg-brand-700",
                )}
              >
                {pad(hour)}
              </button>
            ))}
          </div>
          <p className="mt-3 mb-1 text-xs font-semibold text-ink/60 uppercase">{words.minutes}</p>
          <div role="group" aria-label={words.minutes} className="grid grid-cols-6 gap-1">
            {MINUTES.map((minute) => (
              <button
                key={minute}
                type="button"
                aria-pressed={parsed?.minute === minute}
                onClick={() => onPick({ ...current, minute })}
                className={cn(
                  "rounded border border-brand-200 py-1 text-xs tabular-nums hover:bg-brand-100",
                  parsed?.minute === minute && "border-brand-700 bg-brand-700 text-white hover:bg-brand-700",
                )}
              >
                {pad(minute)}
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
