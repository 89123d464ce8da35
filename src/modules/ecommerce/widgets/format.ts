import { EVENT_DATE_KEY, SCHEDULE_TIME_ZONE, type ProductAttribute, type ProductView } from "../widget-data-types";

// Dates in the schedule's time zone through Intl (no date library on the catalogue pages).

const locale = (language: string) => (language === "en" ? "en-GB" : "ru-RU");

/** HH:mm in Europe/Moscow. */
export function formatTime(iso: string, language = "ru"): string {
  return new Intl.DateTimeFormat(locale(language), { timeZone: SCHEDULE_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
}

/** '12 мая, вс' style day label in Europe/Moscow. */
export function formatDay(iso: string, language = "ru"): string {
  return new Intl.DateTimeFormat(locale(language), { timeZone: SCHEDULE_TIME_ZONE, day: "numeric", month: "long", weekday: "short" }).format(new Date(iso));
}

/** DD.MM.YYYY in Europe/Moscow. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("ru-RU", { timeZone: SCHEDULE_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(iso));
}

/** The event's date-time (the attribute with key slug 'date-of-the-event'), if any. */
export function eventDateOf(product: Pick<ProductView, "attributes">): string | undefined {
  return product.attributes.find((a) => a.key?.slug === EVENT_DATE_KEY && a.datetime)?.datetime ?? undefined;
}

/** Feature attributes: those whose key is not a price and not the event date. */
export function featuresOf(product: Pick<ProductView, "attributes">): ProductAttribute[] {
  return product.attributes.filter((a) => a.key && a.key.type !== "price" && a.key.slug !== EVENT_DATE_KEY);
}

/** An attribute's value as text, by its key's field type. */
export function attributeValue(attribute: ProductAttribute, text: (value: unknown) => string, language: string, yesNo: [string, string]): string {
  const field = attribute.key?.field ?? "string";
  let value: string;
  if (field === "number") value = attribute.number === null ? "" : new Intl.NumberFormat(locale(language)).format(attribute.number);
  else if (field === "boolean") value = attribute.boolean === null ? "" : attribute.boolean ? yesNo[0] : yesNo[1];
  else if (field === "date") value = attribute.date ? formatDate(attribute.date) : "";
  else if (field === "datetime") value = attribute.datetime ? `${formatDate(attribute.datetime)} ${formatTime(attribute.datetime, language)}` : "";
  else value = text(attribute.string);
  if (!value) return "";
  const prefix = attribute.key ? text(attribute.key.prefix) : "";
  const suffix = attribute.key ? text(attribute.key.suffix) : "";
  return [prefix, value, suffix].filter(Boolean).join(" ");
}

/** The anchor of one date on a service or event page (service.tsx); the schedule links to it. */
export const dateAnchor = (iso: string) => `at-${new Date(iso).getTime()}`;
