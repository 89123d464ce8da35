/**
 * The page of a divine service or an event (product variants smolny-divine and smolny-event):
 * never merchandise. Its coming dates in Moscow time, each with 'add to my calendar' (an .ics
 * of that date), the place, the description, the ticket price of a paid event as information,
 * and for a service a link to submit a note. The schedule links to one date as `#at-<ms>`; that
 * date is marked (CSS :target), so the link opens the day the visitor chose.
 */
import { registerLanguageTexts } from "../../../core/i18n/texts";
import { CalendarPlus, Clock, MapPin, ScrollText } from "lucide-react";
import { buttonClasses, buttonVariants } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import { DIVINE_VARIANT, EVENT_DATE_KEY, PLACE_KEY, SCHEDULE_TIME_ZONE, type ProductAttribute } from "../widget-data-types";
import { dateAnchor, formatTime } from "./format";
import { formatMoney, linePrice, useCurrency } from "./price";
import type { ProductCardProps } from "./product";
import { fileAt, ShopImage, useShop } from "./shared";

const WORDS = registerLanguageTexts("ecommerce.service", {
  ru: {
    service: "Богослужение",
    event: "Мероприятие",
    dates: "Ближайшие даты",
    noDates: "Ближайших дат в расписании нет.",
    moscow: "по московскому времени",
    place: "Место",
    price: "Стоимость участия",
    tickets: "Билеты — в церковной лавке собора.",
    calendar: "Добавить в мой календарь",
    note: "Подать записку на это богослужение",
    noteHint: "Имена из записок читают на богослужении.",
  },
  en: {
    service: "Divine service",
    event: "Event",
    dates: "Coming dates",
    noDates: "No coming dates in the schedule.",
    moscow: "Moscow time",
    place: "Place",
    price: "Admission",
    tickets: "Tickets at the cathedral's church shop.",
    calendar: "Add to my calendar",
    note: "Submit a note for this service",
    noteHint: "The names from the notes are read at the service.",
  },
});

/** Dates from the start of today in Moscow (a page cached over a day still reads right). */
function comingDates(attributes: ProductAttribute[]): ProductAttribute[] {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: SCHEDULE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const from = Date.parse(`${today}T00:00:00+03:00`);
  return attributes
    .filter((a) => a.key?.slug === EVENT_DATE_KEY && a.datetime && Date.parse(a.datetime) >= from)
    .sort((a, b) => Date.parse(a.datetime!) - Date.parse(b.datetime!));
}

/** 'четверг, 4 января' in Moscow. */
const formatLongDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", { timeZone: SCHEDULE_TIME_ZONE, weekday: "long", day: "numeric", month: "long" }).format(new Date(iso));

export function ServiceOverview({ product, currencies }: ProductCardProps) {
  const { text, rich, language, href } = useShop();
  const words = language === "en" ? WORDS.en : WORDS.ru;
  const [currency] = useCurrency(currencies);
  const title = text(product.title) || product.slug;
  const divine = product.variant === DIVINE_VARIANT;
  const dates = comingDates(product.attributes);
  const place = text(product.attributes.find((a) => a.key?.slug === PLACE_KEY)?.string);
  const description = rich(product.description);
  const price = linePrice(product, currency?.id, 1);
  const image = fileAt(product.files, 0);
  const calendarHref = (attributeId: string) => `/api/ecommerce/products/${product.id}/calendar.ics?date=${attributeId}&lang=${language}`;

  return (
    <article data-product={product.slug} data-service={product.variant} className={cn("grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12", product.className)}>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <p className="text-sm tracking-wide text-brand-700 uppercase">{divine ? words.service : words.event}</p>
          <h1 className="font-serif text-3xl leading-tight text-brand-900 sm:text-4xl">{title}</h1>
          {text(product.shortDescription) && <p className="text-lg text-ink/80">{text(product.shortDescription)}</p>}
        </header>

        <section aria-labelledby={`${product.id}-dates`} className="flex flex-col gap-3">
          <h2 id={`${product.id}-dates`} className="font-serif text-xl text-brand-900">
            {words.dates} <span className="text-base text-ink/70">({words.moscow})</span>
          </h2>
          {dates.length ? (
            <ul className="flex flex-col gap-2">
              {dates.map((date) => (
                <li
                  key={date.id}
                  id={dateAnchor(date.datetime!)}
                  className="flex scroll-mt-28 flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-white p-3 shadow-sm target:border-brand-700 target:ring-2 target:ring-brand-600 sm:p-4"
                >
                  <p className="flex items-center gap-2 text-ink">
                    <Clock aria-hidden className="size-4 shrink-0 text-brand-600" />
                    <time dateTime={date.datetime!}>
                      <span className="inline-block first-letter:uppercase">{formatLongDay(date.datetime!, language)}</span>,{" "}
                      <span className="font-serif text-xl text-brand-800 tabular-nums">{formatTime(date.datetime!, language)}</span>
                    </time>
                  </p>
                  <a href={calendarHref(date.id)} download className={buttonClasses({ variant: "outline", size: "sm" }, "shrink-0")}>
                    <CalendarPlus aria-hidden className="size-4" />
                    {words.calendar}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink/70">{words.noDates}</p>
          )}
        </section>

        {place && (
          <p className="flex items-center gap-2 text-ink">
            <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
            <span className="text-ink/70">{words.place}:</span> {place}
          </p>
        )}
        {price !== undefined && price > 0 && (
          <p className="text-ink">
            <span className="text-ink/70">{words.price}:</span> <span className="font-serif text-xl text-brand-800">{formatMoney(price, currency, language, true)}</span>.{" "}
            <span className="text-ink/70">{words.tickets}</span>
          </p>
        )}
        {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor text-ink/80" />}
      </div>

      <aside className="flex flex-col gap-4">
        {divine && (
          <div className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-5">
            <p className="text-sm text-ink/80">{words.noteHint}</p>
            <a href={href("/notes")} className={buttonVariants({ variant: "smolny-primary", size: "lg" })}>
              <ScrollText aria-hidden className="size-4" />
              {words.note}
            </a>
          </div>
        )}
        {image && (
          <div className="relative aspect-[4/3] overflow-hidden rounded-lg border border-brand-200 bg-brand-100">
            <ShopImage file={image} alt={title} eager fill sizes="(min-width: 1024px) 40vw, 100vw" />
          </div>
        )}
      </aside>
    </article>
  );
}
