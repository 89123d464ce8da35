/**
 * A date-time input in the format DD.MM.YYYY HH:mm (SPEC §2, Event calendar): typed, or picked
 * in a popover with a month grid, hour buttons 0-23 and minute buttons in steps of 5. Only a
 * strictly valid value is accepted (SPEC §5); the value is the text itself, the parsed parts go to
 * `onValidChange`.
 */
import { CalendarClock } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "../../../core/ui/cn";
import { fieldClasses } from "../../../core/ui/input";
import { onIntent } from "../../../core/page/on-intent";
import { DATE_TIME_FORMAT, formatDateTime, parseDateTime, WORDS, type DateTimeParts } from "./date-time-parts";

// The picker (a Radix popover with its positioning engine) loads when a visitor reaches for it.
const usePicker = onIntent(() => import("./date-time-picker")).use;

export { DATE_TIME_FORMAT, formatDateTime, HOURS, MINUTES, parseDateTime, type DateTimeParts } from "./date-time-parts";

export function DateTimeInput({
  value,
  onChange,
  onValidChange,
  label,
  language = "ru",
  initial,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Called with the parts whenever the text becomes a valid date-time. */
  onValidChange?: (parts: DateTimeParts) => void;
  label: string;
  language?: string;
  /** What the picker shows when the text is empty (today, usually). */
  initial: DateTimeParts;
  className?: string;
}) {
  const id = useId();
  const lang = language === "en" ? "en" : "ru";
  const words = WORDS[lang];
  const parsed = parseDateTime(value);
  const [touched, setTouched] = useState(false);
  const current = parsed ?? initial;
  const [view, setView] = useState({ year: current.year, month: current.month });
  const invalid = touched && value !== "" && !parsed;
  const [open, setOpen] = useState(false);
  const [picker, load] = usePicker();
  const triggerRef = useRef<HTMLButtonElement>(null);

  const set = (parts: DateTimeParts) => {
    const text = formatDateTime(parts);
    onChange(text);
    setTouched(true);
    onValidChange?.(parts);
  };
  const onText = (text: string) => {
    onChange(text);
    const next = parseDateTime(text);
    if (next) {
      setView({ year: next.year, month: next.month });
      onValidChange?.(next);
    }
  };

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          className={cn(fieldClasses, "h-10 font-mono tabular-nums")}
          placeholder={lang === "ru" ? "ДД.ММ.ГГГГ ЧЧ:ММ" : DATE_TIME_FORMAT}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onText(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <button
          ref={triggerRef}
          type="button"
          aria-label={words.open}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={load}
          onClick={() => {
            load();
            setOpen((was) => !was);
          }}
          className="grid size-10 shrink-0 place-items-center rounded-md border border-brand-300 bg-white text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <CalendarClock aria-hidden className="size-5" />
        </button>
        {picker && (
          <picker.DateTimePicker
            open={open}
            onOpenChange={setOpen}
            anchorRef={triggerRef}
            lang={lang}
            parsed={parsed}
            current={current}
            view={view}
            onView={setView}
            onPick={set}
          />
        )}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {words.invalid}
        </p>
      )}
    </div>
  );
}
