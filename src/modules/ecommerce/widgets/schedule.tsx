/**
 * The schedule (product-list-smolny-calendar; SPEC §2 Schedule widget and Event calendar): tabs
 * 'Богослужения' (divine services) and 'Ближайшие мероприятия' (events) — both on the home page
 * ('/', '/ru', '/en') with services first, elsewhere only events. Each tab has a strip of dates
 * from today−3 to today+6 (7 slots on screens wider than 1024 px, starting at index 3 = today;
 * past dates dimmed and not selectable; edge buttons step one day) and a second carousel of the
 * days' items, which the chosen date scrolls to. Times are HH:mm in Europe/Moscow.
 *
 * Loaded on demand (dayjs, Embla); the server renders it too, so it reads without JavaScript.
 */
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/ru";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import useEmblaCarousel from "embla-carousel-react";
import { CalendarPlus, ChevronLeft, ChevronRight, Clock, Star } from "lucide-react";
import { Tabs } from "radix-ui";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "../../../core/ui/cn";
import { useBlockLevel } from "../../../core/page/block-header";
import { usePage } from "../../../core/page/page-context";
import {
  DIVINE_VARIANT,
  EVENT_VARIANT,
  SCHEDULE_FUTURE_DAYS,
  SCHEDULE_PAST_DAYS,
  SCHEDULE_TIME_ZONE,
  type CurrencyRef,
  type EcommerceWidgetData,
  type ScheduleItem,
} from "../widget-data-types";
import { DateTimeInput, type DateTimeParts } from "./date-time-input";
import { dateAnchor } from "./format";
import { Price, useCurrency } from "./price";
import { fileAt, Section, ShopImage, useShop } from "./shared";
import type { EcommerceWidgetProps } from "./widget";
import { registerLanguageTexts } from "../../../core/i18n/texts";
import { GREAT_RANK_NAMES, greatFeastsOn } from "../../church-calendar/great-feasts";
import type { FeastRuleView } from "../../church-calendar/widget-data-types";

dayjs.extend(utc);
dayjs.extend(timezone);

/** Slots: 3 past days, today, 6 coming days. */
const DAY_COUNT = SCHEDULE_PAST_DAYS + 1 + SCHEDULE_FUTURE_DAYS;
const TODAY_INDEX = SCHEDULE_PAST_DAYS;
const DAY_KEY = "YYYY-MM-DD";

type FollowLink = NonNullable<EcommerceWidgetData["followLinks"]>[number];

const WORDS = registerLanguageTexts("ecommerce.schedule", {
  ru: {
    services: "Богослужения",
    events: "Ближайшие мероприятия",
    empty: "Мероприятий не запланировано",
    follow: "Следите за новостями прихода в социальных сетях:",
    previous: "Предыдущий день",
    next: "Следующий день",
    today: "Сегодня",
    dates: "Даты",
    tabs: "Разделы расписания",
    jump: "Перейти к дате",
    outOfRange: "В расписании — сегодня и шесть следующих дней.",
    more: "Подробнее",
    subscribe: "Подписаться на расписание (iCal)",
  },
  en: {
    services: "Divine services",
    events: "Upcoming events",
    empty: "No events planned",
    follow: "Follow the parish news on social networks:",
    previous: "Previous day",
    next: "Next day",
    today: "Today",
    dates: "Dates",
    tabs: "Schedule sections",
    jump: "Go to a date",
    outOfRange: "The schedule covers today and the next six days.",
    more: "Details",
    subscribe: "Subscribe to the schedule (iCal)",
  },
});

type Kind = "services" | "events";
const VARIANT_OF: Record<Kind, string> = { services: DIVINE_VARIANT, events: EVENT_VARIANT };

const todayKey = () => dayjs().tz(SCHEDULE_TIME_ZONE).format(DAY_KEY);

/**
 * The ten days of the window around today in Moscow: first around the day the page was rendered
 * on (so hydration matches the server's HTML), then around the browser's own today.
 */
function useDays(renderedOn: string | undefined): Dayjs[] {
  const [today, setToday] = useState(() => renderedOn ?? todayKey());
  useEffect(() => setToday(todayKey()), []);
  return useMemo(() => {
    const start = dayjs.tz(today, SCHEDULE_TIME_ZONE).startOf("day");
    return Array.from({ length: DAY_COUNT }, (_, i) => start.add(i - TODAY_INDEX, "day"));
  }, [today]);
}

const dayKeyOf = (iso: string) => dayjs(iso).tz(SCHEDULE_TIME_ZONE).format(DAY_KEY);

export function ScheduleWidget({ data }: EcommerceWidgetProps) {
  const { tree } = usePage();
  const { language } = useShop();
  const words = language === "en" ? WORDS.en : WORDS.ru;
  const home = tree.path === "/";
  const kinds: Kind[] = home ? ["services", "events"] : ["events"];
  const items = data.schedule ?? [];
  return (
    <Section widget={data.widget} className="max-w-5xl">
      <Tabs.Root defaultValue={kinds[0]} className="flex flex-col gap-6">
        <Tabs.List aria-label={words.tabs} className="flex flex-wrap justify-center gap-2">
          {kinds.map((kind) => (
            <Tabs.Trigger
              key={kind}
              value={kind}
              className="rounded-full border border-brand-300 bg-white px-5 py-2 font-serif text-lg text-brand-900 transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
            >
              {words[kind]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {kinds.map((kind) => (
          <Tabs.Content key={kind} value={kind} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
            <DaySchedule
              kind={kind}
              items={items.filter((i) => i.product.variant === VARIANT_OF[kind])}
              currencies={data.currencies}
              greatFeasts={data.greatFeasts ?? []}
              renderedOn={data.renderedOn}
              followLinks={data.followLinks ?? []}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {/* A feed calendar apps poll (GET /{lang}/schedule.ics): the schedule follows its changes there. */}
      <p className="mt-6 text-center">
        <a href={`/${language}/schedule.ics`} className="inline-flex items-center gap-2 text-sm text-brand-800 underline underline-offset-4 hover:text-brand-900">
          <CalendarPlus aria-hidden className="size-4" />
          {words.subscribe}
        </a>
      </p>
    </Section>
  );
}

function DaySchedule({
  kind,
  items,
  currencies,
  greatFeasts,
  renderedOn,
  followLinks,
}: {
  kind: Kind;
  items: ScheduleItem[];
  currencies: CurrencyRef[];
  greatFeasts: FeastRuleView[];
  renderedOn: string | undefined;
  followLinks: FollowLink[];
}) {
  const { language } = useShop();
  const words = language === "en" ? WORDS.en : WORDS.ru;
  const locale = language === "en" ? "en" : "ru";
  const days = useDays(renderedOn);
  const [selected, setSelected] = useState(TODAY_INDEX);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const [jump, setJump] = useState("");
  const [outOfRange, setOutOfRange] = useState(false);
  // The strip keeps a snap per slide (scrollTo(i) is a day index); the day carousel has one per coming day.
  const [stripRef, strip] = useEmblaCarousel({ align: "start", containScroll: "keepSnaps", startIndex: TODAY_INDEX, skipSnaps: true });
  const [daysRef, dayCarousel] = useEmblaCarousel({ align: "start", startIndex: 0 });

  const byDay = useMemo(() => {
    const map = new Map<string, ScheduleItem[]>();
    for (const item of items) {
      const key = dayKeyOf(item.datetime);
      map.set(key, [...(map.get(key) ?? []), item]);
    }
    return map;
  }, [items]);

  // Brings a day whole into the strip. Worked out from the strip's target snap and how many slots
  // fit, not from Embla's slidesInView: that is updated by an IntersectionObserver after the
  // scroll animation and counts a half-shown slot as shown, so quick arrow steps on a phone (four
  // slots) walked the chosen day out of view.
  const reveal = useCallback(
    (index: number) => {
      if (!strip) return;
      const slot = strip.slideNodes()[0]?.getBoundingClientRect().width ?? 0;
      const fits = slot > 0 ? Math.max(1, Math.floor((strip.rootNode().getBoundingClientRect().width + 1) / slot)) : 1;
      const first = strip.selectedScrollSnap();
      if (index < first) strip.scrollTo(index);
      else if (index >= first + fits) strip.scrollTo(Math.min(index - fits + 1, DAY_COUNT - 1));
    },
    [strip],
  );

  const choose = useCallback(
    (index: number) => {
      if (index < TODAY_INDEX || index >= DAY_COUNT) return; // past days are not selectable
      setSelected(index);
      dayCarousel?.scrollTo(index - TODAY_INDEX);
      reveal(index);
    },
    [dayCarousel, reveal],
  );

  // Swiping the day carousel chooses its day in the strip; the carousel is as tall as its day.
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!dayCarousel) return;
    const measure = () => setHeight(dayCarousel.slideNodes()[dayCarousel.selectedScrollSnap()]?.offsetHeight);
    const onSelect = () => {
      const index = dayCarousel.selectedScrollSnap() + TODAY_INDEX;
      setSelected(index);
      reveal(index);
      measure();
    };
    // A day chosen before the carousel started (a fast click after hydration) is shown at once.
    if (dayCarousel.selectedScrollSnap() !== selectedRef.current - TODAY_INDEX) dayCarousel.scrollTo(selectedRef.current - TODAY_INDEX, true);
    measure();
    dayCarousel.on("select", onSelect);
    dayCarousel.on("resize", measure);
    return () => {
      dayCarousel.off("select", onSelect);
      dayCarousel.off("resize", measure);
    };
  }, [dayCarousel, reveal]);

  const onJump = (parts: DateTimeParts) => {
    const target = dayjs.tz(`${parts.year}-${String(parts.month).padStart(2, "0")}-${String(parts.day).padStart(2, "0")}`, SCHEDULE_TIME_ZONE).format(DAY_KEY);
    const index = days.findIndex((d) => d.format(DAY_KEY) === target);
    const ok = index >= TODAY_INDEX;
    setOutOfRange(!ok);
    if (ok) choose(index);
  };
  const today = days[TODAY_INDEX]!;
  // Below the block's title (an h1 when the schedule leads the page, as on /events).
  const DayHeading = useBlockLevel() === 1 ? "h2" : "h3";

  return (
    <div className="flex flex-col gap-5" data-schedule={kind} data-ready={(strip && dayCarousel) ? "" : undefined}>
      <div className="relative flex items-stretch gap-1">
        <EdgeButton label={words.previous} disabled={selected <= TODAY_INDEX} onClick={() => choose(selected - 1)} side="left" />
        <div ref={stripRef} className="relative min-w-0 flex-1 overflow-hidden" aria-label={words.dates} role="group">
          {/* Until Embla measures, CSS shows the strip from index 3 (today), as Embla will. */}
          <div className={cn("flex", !strip && "-translate-x-[75%] sm:max-[1024px]:-translate-x-[60%] min-[1025px]:-translate-x-[calc(300%/7)]")}>
            {days.map((day, index) => {
              const past = index < TODAY_INDEX;
              const active = index === selected;
              const count = byDay.get(day.format(DAY_KEY))?.length ?? 0;
              const feast = greatFeastsOn(day.format(DAY_KEY), greatFeasts).length > 0;
              const localDay = day.locale(locale);
              const shown = [index === TODAY_INDEX ? words.today : localDay.format("dd"), localDay.format("D"), localDay.format("MMM")];
              return (
                <div key={day.format(DAY_KEY)} className="min-w-0 shrink-0 grow-0 basis-1/4 px-1 sm:max-[1024px]:basis-1/5 min-[1025px]:basis-[calc(100%/7)]">
                  <button
                    type="button"
                    disabled={past}
                    aria-pressed={active}
                    // The name starts with what the button shows (WCAG 2.5.3: a voice user says
                    // 'Сегодня 24'), then the full date for a screen reader.
                    aria-label={`${shown.join(" ")} — ${localDay.format("dddd, D MMMM")}`}
                    data-day={day.format(DAY_KEY)}
                    data-past={past || undefined}
                    onClick={() => choose(index)}
                    // The focus ring is drawn inside the button: the strip clips anything outside it.
                    className={cn(
                      "flex w-full flex-col items-center gap-0.5 rounded-lg border px-1 py-2 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ink aria-pressed:focus-visible:outline-white",
                      past && "cursor-not-allowed border-transparent opacity-40",
                      !past && !active && "border-brand-200 bg-white hover:border-brand-400",
                      active && "border-brand-700 bg-brand-700 text-white",
                    )}
                  >
                    <span className={cn("flex items-center gap-0.5 text-xs uppercase", active ? "text-white/80" : "text-ink/70")}>
                      {feast && <Star aria-hidden data-feast-star="" className={cn("size-3 shrink-0 fill-current", active ? "text-white" : "text-brand-600")} />}
                      {shown[0]}
                    </span>
                    <span className="font-serif text-2xl leading-none">{shown[1]}</span>
                    <span className={cn("text-xs", active ? "text-white/80" : "text-ink/70")}>{shown[2]}</span>
                    <span aria-hidden className={cn("mt-0.5 size-1.5 rounded-full", count && !past ? (active ? "bg-white" : "bg-brand-500") : "bg-transparent")} />
                  </button>
                </div>
              );
            })}
          </div>
        </div>
        <EdgeButton label={words.next} disabled={selected >= DAY_COUNT - 1} onClick={() => choose(selected + 1)} side="right" />
      </div>

      <div ref={daysRef} className="relative overflow-hidden transition-[height] duration-300" style={height ? { height } : undefined}>
        <div className="flex items-start">
          {days.slice(TODAY_INDEX).map((day, i) => {
            const list = byDay.get(day.format(DAY_KEY)) ?? [];
            const index = i + TODAY_INDEX;
            return (
              <section
                key={day.format(DAY_KEY)}
                aria-label={day.locale(locale).format("dddd, D MMMM")}
                aria-hidden={index !== selected || undefined}
                data-day-panel={day.format(DAY_KEY)}
                className="min-w-0 shrink-0 grow-0 basis-full px-1"
              >
                <DayHeading className="mb-3 font-serif text-xl text-brand-900 first-letter:uppercase">{day.locale(locale).format("dddd, D MMMM")}</DayHeading>
                <FeastMarks day={day.format(DAY_KEY)} rules={greatFeasts} />
                {list.length ? (
                  <ul className="flex flex-col gap-3">
                    {list.map((item) => (
                      <li key={`${item.product.id}:${item.datetime}`}>
                        <ScheduleRow item={item} currencies={currencies} inert={index !== selected} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <EmptyDay words={words} links={followLinks} inert={index !== selected} />
                )}
              </section>
            );
          })}
        </div>
      </div>

      <div className="flex flex-col items-start gap-1 sm:max-w-xs">
        <DateTimeInput
          label={words.jump}
          language={language}
          value={jump}
          onChange={setJump}
          onValidChange={onJump}
          initial={{ year: today.year(), month: today.month() + 1, day: today.date(), hour: 9, minute: 0 }}
        />
        {outOfRange && (
          <p role="status" className="text-sm text-ink/70">
            {words.outOfRange}
          </p>
        )}
      </div>
    </div>
  );
}

function EdgeButton({ label, disabled, onClick, side }: { label: string; disabled: boolean; onClick: () => void; side: "left" | "right" }) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid w-8 shrink-0 place-items-center rounded-lg text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-30 sm:w-10"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}

function ScheduleRow({ item, currencies, inert }: { item: ScheduleItem; currencies: CurrencyRef[]; inert: boolean }) {
  const { text, productHref } = useShop();
  const [currency] = useCurrency(currencies);
  const { product } = item;
  const title = text(product.title) || product.slug;
  const image = product.variant === EVENT_VARIANT ? fileAt(product.files, 0) : undefined;
  const time = dayjs(item.datetime).tz(SCHEDULE_TIME_ZONE).format("HH:mm");
  const ItemHeading = useBlockLevel() === 1 ? "h3" : "h4";
  return (
    <article className="flex items-center gap-4 rounded-lg border border-brand-200 bg-white p-3 shadow-sm sm:p-4" data-schedule-item={product.slug}>
      <p className="flex w-16 shrink-0 items-center gap-1 font-serif text-xl text-brand-700 tabular-nums sm:w-20 sm:text-2xl">
        <Clock aria-hidden className="size-4 shrink-0 text-brand-500" />
        <time dateTime={item.datetime}>{time}</time>
      </p>
      {image && (
        <div className="hidden size-16 shrink-0 overflow-hidden rounded-md sm:block">
          <ShopImage file={image} alt="" sizes="64px" />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <ItemHeading className="font-serif text-lg leading-snug text-brand-900">
          <a href={`${productHref(product.slug)}#${dateAnchor(item.datetime)}`} tabIndex={inert ? -1 : undefined} className="hover:text-brand-600">
            {title}
          </a>
        </ItemHeading>
        {text(product.shortDescription) && <p className="line-clamp-2 text-sm text-ink/70">{text(product.shortDescription)}</p>}
      </div>
      {product.variant === EVENT_VARIANT && (
        <Price product={product} currency={currency} roubles className="hidden shrink-0 text-lg sm:block" missingClassName="hidden" />
      )}
    </article>
  );
}

/** A great feast's mark over the day's services: 'Двунадесятый праздник: Введение во храм…'. */
function FeastMarks({ day, rules }: { day: string; rules: FeastRuleView[] }) {
  const { language, text } = useShop();
  const ranks = language === "en" ? GREAT_RANK_NAMES.en : GREAT_RANK_NAMES.ru;
  const feasts = greatFeastsOn(day, rules);
  if (!feasts.length) return null;
  return (
    <ul className="mb-3 flex flex-wrap gap-2">
      {feasts.map((feast) => (
        <li
          key={feast.slug}
          data-feast={feast.slug}
          className="inline-flex items-center gap-2 rounded-xl border border-brand-300 bg-brand-100 px-3 py-1 text-sm text-brand-900"
        >
          <Star aria-hidden className="size-4 shrink-0 fill-brand-600 text-brand-600" />
          <span>
            <span className="font-semibold">{ranks[feast.rank]}:</span> {text(feast.title) || feast.slug}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A day with nothing planned: says so, and offers the widget's own links (the parish's social networks), if it has any. */
function EmptyDay({ words, links, inert }: { words: (typeof WORDS)["ru"]; links: FollowLink[]; inert: boolean }) {
  const { text } = useShop();
  const shown = links.filter((link) => link.url && text(link.title));
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-brand-300 bg-white/60 p-6 text-center">
      <p className="font-serif text-lg text-brand-900">{words.empty}</p>
      {shown.length ? (
        <>
          <p className="text-sm text-ink/70">{words.follow}</p>
          <ul className="flex gap-3">
            {shown.map((link) => (
              <li key={link.id}>
                <a href={link.url!} target="_blank" rel="noreferrer" tabIndex={inert ? -1 : undefined} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  {text(link.title)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
