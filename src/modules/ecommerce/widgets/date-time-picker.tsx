/**
 * The date-time input's picker: a popover with a month grid, hour buttons 0-23 and minute buttons
 * in steps of 5, anchored to the input's calendar button. Its own chunk (Radix popover, Floating
 * UI): loaded when a visitor reaches for the button, not with the page.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type RefObject } from "react";
import { cn } from "../../../core/ui/cn";
import { daysIn, HOURS, MINUTES, MONTHS, pad, WEEKDAYS, WORDS, type DateTimeParts } from "./date-time-parts";

export interface MonthView {
  year: number;
  month: number;
}

/**
 * Arrow keys for a block of buttons laid out in `columns` (the hour and minute groups): one Tab
 * stop for the block (its chosen button, else its first), arrows move within it, Home/End to its
 * ends. A keyboard user crosses the picker in a handful of Tab stops, not 36.
 */
function onArrows(columns: number) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns };
    let next: number | undefined;
    if (event.key in step) next = Math.min(buttons.length - 1, Math.max(0, at + step[event.key]!));
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = buttons.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]!.focus();
  };
}

/** The Tab stop of a group: its chosen item, else its first. */
const tabStop = (chosen: number | undefined, index: number) => (chosen === undefined ? index === 0 : chosen === index) ? 0 : -1;

const cellFocus = "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink";
const navClass = cn("rounded p-1 hover:bg-brand-100", cellFocus);

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
  const gridId = useId();
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

  // The month grid (WAI-ARIA grid pattern): one Tab stop, the chosen day (else the current one's
  // day, else the 1st); arrows move by a day or a week, crossing into the next or previous month;
  // Home/End go to the week's ends, PageUp/PageDown to the same day a month away.
  const count = daysIn(view.year, view.month);
  const inView = parsed && parsed.year === view.year && parsed.month === view.month ? parsed.day : undefined;
  const focusable = inView ?? (current.year === view.year && current.month === view.month ? current.day : 1);
  const gridRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (pendingFocus.current === undefined) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day-number="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = undefined;
  }, [view]);
  const dayName = (day: number) => {
    const date = new Date(Date.UTC(view.year, view.month - 1, day));
    const locale = lang === "en" ? "en-GB" : "ru";
    const dated = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
    return `${dated}, ${new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date)}`;
  };
  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>, day: number) => {
    const weekday = (new Date(Date.UTC(view.year, view.month - 1, day)).getUTCDay() + 6) % 7; // 0 = Monday
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -weekday, End: 6 - weekday };
    let target: { delta: number; day: number } | undefined;
    if (event.key in moves) {
      const to = day + moves[event.key]!;
      if (to < 1) target = { delta: -1, day: daysIn(view.month === 1 ? view.year - 1 : view.year, view.month === 1 ? 12 : view.month - 1) + to };
      else if (to > count) target = { delta: 1, day: to - count };
      else target = { delta: 0, day: to };
    } else if (event.key === "PageUp" || event.key === "PageDown") {
      const delta = event.key === "PageUp" ? -1 : 1;
      const index = view.year * 12 + (view.month - 1) + delta;
      target = { delta, day: Math.min(day, daysIn(Math.floor(index / 12), (index % 12) + 1)) };
    }
    if (!target) return;
    event.preventDefault();
    if (target.delta === 0) {
      gridRef.current?.querySelector<HTMLButtonElement>(`[data-day-number="${target.day}"]`)?.focus();
      return;
    }
    pendingFocus.current = target.day;
    shiftMonth(target.delta);
  };
  const rows = Array.from({ length: weeks.length / 7 }, (_, r) => weeks.slice(r * 7, r * 7 + 7));
  const chosenHour = parsed ? HOURS.indexOf(parsed.hour) : -1;
  const chosenMinute = parsed ? MINUTES.indexOf(parsed.minute) : -1;

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
            <button type="button" aria-label={words.previous} onClick={() => shiftMonth(-1)} className={navClass}>
              <ChevronLeft aria-hidden className="size-4" />
            </button>
            <p id={`${gridId}-month`} aria-live="polite" className="font-serif text-brand-900">
              {MONTHS[lang][view.month - 1]} {view.year}
            </p>
            <button type="button" aria-label={words.next} onClick={() => shiftMonth(1)} className={navClass}>
              <ChevronRight aria-hidden className="size-4" />
            </button>
          </div>
          <div role="grid" ref={gridRef} aria-labelledby={`${gridId}-month`} className="grid grid-cols-7 gap-0.5 text-center text-sm">
            <div role="row" className="contents">
              {WEEKDAYS[lang].map((d) => (
                <span key={d} role="columnheader" className="py-1 text-xs text-ink/70">
                  {d}
                </span>
              ))}
            </div>
            {rows.map((row, r) => (
              <div key={r} role="row" className="contents">
                {row.map((day, i) =>
                  day === null ? (
                    <span key={`empty-${i}`} role="gridcell" />
                  ) : (
                    <span key={day} role="gridcell" aria-selected={inView === day} className="contents">
                      <button
                        type="button"
                        data-day-number={day}
                        // Starts with the number shown, then the whole date: '24 ноября 2026 г., вторник'.
                        aria-label={dayName(day)}
                        tabIndex={day === focusable ? 0 : -1}
                        onKeyDown={(event) => onDayKey(event, day)}
                        onClick={() => onPick({ ...current, year: view.year, month: view.month, day })}
                        className={cn("rounded py-1 hover:bg-brand-100", cellFocus, inView === day && "bg-brand-700 text-white hover:bg-brand-700")}
                      >
                        {day}
                      </button>
                    </span>
                  ),
                )}
              </div>
            ))}
          </div>
          <p className="mt-3 mb-1 text-xs font-semibold text-ink/70 uppercase">{words.hours}</p>
          <div role="group" aria-label={words.hours} onKeyDown={onArrows(8)} className="grid grid-cols-8 gap-1">
            {HOURS.map((hour, index) => (
              <button
                key={hour}
                type="button"
                tabIndex={tabStop(chosenHour < 0 ? undefined : chosenHour, index)}
                aria-pressed={parsed?.hour === hour}
                onClick={() => onPick({ ...current, hour })}
                className={cn(
                  cn("rounded border border-brand-200 py-1 text-xs tabular-nums hover:bg-brand-100", cellFocus),
                  parsed?.hour === hour && "border-brand-700 bg-brand-700 text-white hover:bg-brand-700",
                )}
              >
                {pad(hour)}
              </button>
            ))}
          </div>
          <p className="mt-3 mb-1 text-xs font-semibold text-ink/70 uppercase">{words.minutes}</p>
          <div role="group" aria-label={words.minutes} onKeyDown={onArrows(6)} className="grid grid-cols-6 gap-1">
            {MINUTES.map((minute, index) => (
              <button
                key={minute}
                type="button"
                tabIndex={tabStop(chosenMinute < 0 ? undefined : chosenMinute, index)}
                aria-pressed={parsed?.minute === minute}
                onClick={() => onPick({ ...current, minute })}
                className={cn(
                  cn("rounded border border-brand-200 py-1 text-xs tabular-nums hover:bg-brand-100", cellFocus),
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
