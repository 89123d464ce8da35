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
import { registerLanguageTexts } from "../../../core/i18n/texts";

// The picker (a Radix popover with its positioning engine) loads when a visitor reaches for it.
const usePicker = onIntent(() => import("./date-time-picker")).use;

export interface DateTimeParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

export const DATE_TIME_FORMAT = "DD.MM.YYYY HH:mm";
const PATTERN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;
export const HOURS = Array.from({ length: 24 }, (_, i) => i);
export const MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);

export const pad = (n: number) => String(n).padStart(2, "0");
export const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts of a strictly valid 'DD.MM.YYYY HH:mm' (a real calendar day, 00-23, 00-59), else undefined. */
export function parseDateTime(value: string): DateTimeParts | undefined {
  const match = PATTERN.exec(value);
  if (!match) return undefined;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59) return undefined;
  return { year, month, day, hour, minute };
}

export function formatDateTime(parts: DateTimeParts): string {
  return `${pad(parts.day)}.${pad(parts.month)}.${parts.year} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

export const MONTHS = {
  ru: ["Январь", "Февраль", "Март", "Апрель", "Май", "Июнь", "Июль", "Август", "Сентябрь", "Октябрь", "Ноябрь", "Декабрь"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};
export const WEEKDAYS = { ru: ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"], en: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] };
export const WORDS = registerLanguageTexts("ecommerce.date-time", {
  ru: {
    open: "Выбрать дату и время",
    hours: "Часы",
    minutes: "Минуты",
    previous: "Предыдущий месяц",
    next: "Следующий месяц",
    invalid: `Введите дату в формате ${"ДД.ММ.ГГГГ ЧЧ:ММ"}`,
  },
  en: { open: "Choose date and time", hours: "Hours", minutes: "Minutes", previous: "Previous month", next: "Next month", invalid: `Enter the date as ${DATE_TIME_FORMAT}` },
});

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
