import { useEffect, useMemo, useState } from "react";
import { cn } from "../../../core/ui/cn";
import type { ModuleWidgetProps } from "../../../core/page/widget-registry";
import { BlockHeader } from "../../../core/page/block-header";
import { useLanguage } from "../../../core/page/page-context";
import { registerLanguageTexts } from "../../../core/i18n/texts";
import { churchDay, type ChurchDay, type FastKind } from "../church-day";
import { dayToGregorian, gregorianToDay, parseIsoDate, type CalendarDate } from "../paschalion";
import { todayInChurchZone, type ChurchCalendarWidgetData, type FeastRuleView } from "../widget-data-types";

const WORDS = registerLanguageTexts("church-calendar", {
  ru: {
    today: "Сегодня",
    oldStyle: "по старому стилю",
    noFeast: "Праздников в календаре нет",
    fastFree: "Сплошная седмица: поста нет",
    noFast: "Постного дня нет",
    great: "Великий праздник",
    twelve: "Двунадесятый праздник",
    pascha: "Светлое Христово Воскресение",
    days: "Церковный календарь на неделю",
  },
  en: {
    today: "Today",
    oldStyle: "Old Style",
    noFeast: "No feast in the calendar",
    fastFree: "Fast-free week",
    noFast: "Not a fast day",
    great: "Great feast",
    twelve: "Great feast of the Twelve",
    pascha: "The Bright Resurrection of Christ",
    days: "Church calendar for the week",
  },
});

/** Names of the fasts, by kind (church-day.ts). */
const FASTS = registerLanguageTexts("church-calendar.fasts", {
  ru: {
    "great-lent": "Великий пост",
    apostles: "Петров пост",
    dormition: "Успенский пост",
    nativity: "Рождественский пост",
    "one-day": "Однодневный пост",
    "wednesday-friday": "Постный день (среда, пятница)",
    cheesefare: "Сырная седмица: без мяса",
  } satisfies Record<FastKind, string>,
  en: {
    "great-lent": "Great Lent",
    apostles: "Apostles' Fast",
    dormition: "Dormition Fast",
    nativity: "Nativity Fast",
    "one-day": "A one-day fast",
    "wednesday-friday": "Fast day (Wednesday, Friday)",
    cheesefare: "Cheesefare week: no meat",
  } satisfies Record<FastKind, string>,
});

const locale = (language: string) => (language === "ru" ? "ru-RU" : "en-GB");
const utc = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day));

/** 'вторник, 24 ноября 2026 г.' / 'Tuesday 24 November 2026'. */
const civilText = (date: CalendarDate, language: string) =>
  new Intl.DateTimeFormat(locale(language), { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(utc(date));
/** '11 ноября' / '11 November'. */
const julianText = (date: CalendarDate, language: string) =>
  new Intl.DateTimeFormat(locale(language), { timeZone: "UTC", day: "numeric", month: "long" }).format(utc(date));

/**
 * The day the block shows first: the one the page was rendered on (so hydration matches the
 * server's HTML), then the browser's own today in the cathedral's time zone.
 */
function useToday(renderedOn: string): string {
  const [today, setToday] = useState(renderedOn);
  useEffect(() => setToday(todayInChurchZone()), []);
  return today;
}

function DayCard({ day, language, first, words }: { day: ChurchDay<FeastRuleView>; language: string; first: boolean; words: (typeof WORDS)["ru"] }) {
  const { t } = useLanguage();
  const solemn = day.feasts.some((feast) => feast.rank !== "other");
  return (
    <article
      aria-label={civilText(day.civil, language)}
      className={cn("flex flex-col gap-3 rounded-xl border bg-white/80 p-5 shadow-sm", solemn ? "border-brand-400" : "border-brand-200")}
    >
      <header>
        {first && <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{words.today}</p>}
        <p className="font-serif text-xl text-brand-900">{civilText(day.civil, language)}</p>
        <p className="text-sm text-ink/70">
          {julianText(day.julian, language)} {words.oldStyle}
        </p>
      </header>
      {day.feasts.length ? (
        <ul className="flex flex-col gap-1">
          {day.feasts.map((feast) => (
            <li key={feast.slug} className={cn(feast.rank === "other" ? "text-ink/90" : "font-semibold text-red-800")}>
              {t(feast.title)}
              {feast.rank !== "other" && <span className="sr-only">, {words[feast.rank]}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink/70">{words.noFeast}</p>
      )}
      <p className="text-sm text-ink/80">{day.fast ? (language === "ru" ? FASTS.ru : FASTS.en)[day.fast] : day.fastFree ? words.fastFree : words.noFast}</p>
    </article>
  );
}

/**
 * Today's church day (variant 'default') or the coming seven (variant 'week'): the civil and
 * Julian dates, the feasts (fixed ones by their Julian date, movable ones from the Paschalion)
 * and the fast.
 */
export function ChurchCalendarWidget({ data }: ModuleWidgetProps) {
  const widget = data as ChurchCalendarWidgetData | undefined;
  const { language, t } = useLanguage();
  const today = useToday(widget?.renderedOn ?? todayInChurchZone());
  const count = widget?.variant === "week" ? 7 : 1;
  const days = useMemo(() => {
    const start = parseIsoDate(today);
    if (!widget || !start) return [];
    const rules = widget.feasts.map((feast) => ({ ...feast, feast }));
    const first = gregorianToDay(start);
    return Array.from({ length: count }, (_, i) => churchDay(dayToGregorian(first + i), rules));
  }, [widget, today, count]);
  if (!widget) return null;
  const words = language === "ru" ? WORDS.ru : WORDS.en;
  return (
    <section data-church-calendar={widget.variant} className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14", widget.className)}>
      <BlockHeader title={t(widget.title)} subtitle={t(widget.subtitle)} description={null} />
      <div className={cn("grid gap-4", count > 1 ? "sm:grid-cols-2 lg:grid-cols-3" : "mx-auto max-w-xl")} aria-label={count > 1 ? words.days : undefined} role={count > 1 ? "list" : undefined}>
        {days.map((day, i) => (
          <div key={i} role={count > 1 ? "listitem" : undefined}>
            <DayCard day={day} language={language} first={i === 0} words={words} />
          </div>
        ))}
      </div>
    </section>
  );
}
