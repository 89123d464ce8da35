/**
 * A date-time input in the format DD.MM.YYYY HH:mm (SPEC §2, Event calendar): typed, or picked
 * in a popover with a month grid, hour buttons 0-23 and minute buttons in steps of 5. Only a
 * strictly valid value is accepted (SPEC §5); the value is the text itself, the parsed parts go to
 * `onValidChange`.
 */
import { CalendarClock, ChevronLeft, ChevronRight } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, useMemo, useState } from "react";
import { cn } from "../../../core/ui/cn";
import { fieldClasses } from "../../../core/ui/input";

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

const pad = (n: number) => String(n).padStart(2, "0");
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

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

const MONTHS = {
  ru: ["Январь", "Февраль", "Март", "Апрель", "Май", "Июнь", "Июль", "Август", "Сентябрь", "Октябрь", "Ноябрь", "Декабрь"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};
const WEEKDAYS = { ru: ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"], en: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] };
const WORDS = {
  ru: { open: "Выбрать дату и время", hours: "Часы", minutes: "Минуты", previous: "Предыдущий месяц", next: "Следующий месяц", invalid: `Введите дату в формате ${"ДД.ММ.ГГГГ ЧЧ:ММ"}` },
  en: { open: "Choose date and time", hours: "Hours", minutes: "Minutes", previous: "Previous month", next: "Next month", invalid: `Enter the date as ${DATE_TIME_FORMAT}` },
};

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

  const weeks = useMemo(() => {
    const first = new Date(Date.UTC(view.year, view.month - 1, 1)).getUTCDay(); // 0 = Sunday
    const offset = (first + 6) % 7; // Monday first
    const count = daysIn(view.year, view.month);
    const cells: (number | null)[] = [...Array.from({ length: offset }, () => null), ...Array.from({ length: count }, (_, i) => i + 1)];
    while (cells.length % 7) cells.push(null);
    return cells;
  }, [view]);
  const shiftMonth = (delta: number) =>
    setView((v) => {
      const index = v.year * 12 + (v.month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });

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
        <Popover.Root>
          <Popover.Trigger
            aria-label={words.open}
            className="grid size-10 shrink-0 place-items-center rounded-md border border-brand-300 bg-white text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CalendarClock aria-hidden className="size-5" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={6}
              aria-label={words.open}
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
                      onClick={() => set({ ...current, year: view.year, month: view.month, day })}
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
                    onClick={() => set({ ...current, hour })}
                    className={cn("rounded border border-brand-200 py-1 text-xs tabular-nums hover:bg-brand-100", parsed?.hour === hour && "border-brand-700 bg-brand-700 text-white hover:bg-brand-700")}
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
                    onClick={() => set({ ...current, minute })}
                    className={cn("rounded border border-brand-200 py-1 text-xs tabular-nums hover:bg-brand-100", parsed?.minute === minute && "border-brand-700 bg-brand-700 text-white hover:bg-brand-700")}
                  >
                    {pad(minute)}
                  </button>
                ))}
              </div>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {words.invalid}
        </p>
      )}
    </div>
  );
}
