import { registerLanguageTexts } from "../../../core/i18n/texts";

// The date-time format and its words, shared by the input and the picker it loads lazily.

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
