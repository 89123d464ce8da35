import { and, asc, eq, gte, inArray, lte, or } from "drizzle-orm";
import { publishedOnly } from "../../../core/entity/drafts.js";
import { entityOf } from "../../../core/entity/define.js";
import { searchEntity } from "../../../core/http/search.js";
import type { AppContext } from "../../../core/module.js";
import { excerpt, plainText } from "../../../core/text/plain-text.js";
import { articles } from "../../blog/entities.js";
import { attributeKeys, attributeKeysToAttributes, attributes, products, productsToAttributes } from "../../ecommerce/entities.js";
import { datedServices } from "../../ecommerce/server/dated-services.js";
import { PLACE_KEY } from "../../ecommerce/widget-data-types.js";

/** Search hits looked at, best first: articles, and products (services, events, goods). */
const ARTICLES = 8;
const PRODUCTS = 12;
/** Words of the question searched for (the longer ones: short words are mostly grammar). */
const WORDS = 8;
/** Days of the coming schedule given whatever the question (the next services answer "when"). */
const SCHEDULE_DAYS = 14;
/** Dated rows read at most (matched items' dates and the coming days'). */
const SCHEDULE_ROWS = 60;
/** The most one article's text takes, so one long article cannot crowd out the rest. */
const ARTICLE_MAX_CHARS = 900;
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = AppContext["db"];

/** A localised field's text in a language (else the site's default), rich text as plain text. */
function textIn(value: unknown, language: string, fallback: string): string {
  if (value && typeof value === "object" && !("type" in value)) {
    const record = value as Record<string, unknown>;
    return plainText(record[language] ?? record[fallback] ?? Object.values(record).find(Boolean) ?? "");
  }
  return plainText(value);
}

/** A line that fits what is left of the budget, else nothing. */
class Budget {
  private text = "";
  constructor(private readonly max: number) {}
  get left() {
    return this.max - this.text.length;
  }
  add(line: string): boolean {
    if (line.length > this.left) return false;
    this.text += line;
    return true;
  }
  toString() {
    return this.text;
  }
}

interface Dated {
  productId: string;
  slug: string;
  title: string;
  at: Date;
  place: string;
}

/**
 * The coming dates of the schedule's services and events: those of the matched products (any
 * date ahead) and every one in the next days, soonest first, with their places. Two queries.
 */
async function comingDates(db: Db, matched: string[], language: string, fallback: string): Promise<Dated[]> {
  const now = new Date();
  // What goes into a prompt leaves the site: never an unpublished service or date.
  const dates = await datedServices(
    db,
    [gte(attributes.datetime, now), or(matched.length ? inArray(products.id, matched) : undefined, lte(attributes.datetime, new Date(now.getTime() + SCHEDULE_DAYS * DAY_MS)))],
    { preview: false },
  )
    .orderBy(asc(attributes.datetime), asc(attributes.id))
    .limit(SCHEDULE_ROWS);
  const ids = [...new Set(dates.map((row) => row.productId))];
  const places = ids.length
    ? await db
        .select({ productId: productsToAttributes.productId, place: attributes.string })
        .from(productsToAttributes)
        .innerJoin(attributes, eq(attributes.id, productsToAttributes.attributeId))
        .innerJoin(attributeKeysToAttributes, eq(attributeKeysToAttributes.attributeId, attributes.id))
        .innerJoin(attributeKeys, eq(attributeKeys.id, attributeKeysToAttributes.attributeKeyId))
        .where(and(eq(attributeKeys.slug, PLACE_KEY), inArray(productsToAttributes.productId, ids)))
    : [];
  const placeOf = new Map(places.map((row) => [row.productId, textIn(row.place, language, fallback)]));
  return dates.map((row) => ({
    productId: row.productId,
    slug: row.slug,
    title: textIn(row.title, language, fallback) || row.adminTitle,
    at: new Date(row.datetime!),
    place: placeOf.get(row.productId) ?? "",
  }));
}

/** The matched articles' titles and text (published ones only: a draft or an unpublished article never reaches the model). */
async function matchedArticles(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, subtitle: articles.subtitle, description: articles.description })
    .from(articles)
    .where(and(inArray(articles.id, ids), publishedOnly(entityOf(articles), { preview: false })));
}

export interface SiteContextOptions {
  /** The most characters the context may take (AI_CONTEXT_MAX_CHARS). */
  maxChars: number;
}

/**
 * What the site publishes that may answer the question, as plain lines for the system prompt:
 * today's date, the coming services and events with their date, time (the site's time zone) and
 * place — those the site search matched first, then the next two weeks' — and the matched
 * published articles' text, best match first. Never more than `maxChars` characters: the schedule
 * takes at most half when articles matched, each article at most ARTICLE_MAX_CHARS, and whatever
 * does not fit is left out.
 */
export async function siteContext(context: AppContext, question: string, { maxChars }: SiteContextOptions): Promise<string> {
  const { db, i18n } = context;
  const guessed = /[а-яё]/i.test(question) ? "ru" : "en";
  const language = i18n.languages.includes(guessed) ? guessed : i18n.defaultLanguage;
  const timeZone = i18n.timeZone ?? "UTC";
  const words = [...new Set(question.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])].slice(0, WORDS);
  // The site search, each kind on its own (so many matching services cannot crowd out every article).
  const search = (table: typeof articles | typeof products, most: number) =>
    words.length ? searchEntity(context, entityOf(table), words.join(" or "), language, most).then((hits) => hits.map((hit) => hit.id)) : Promise.resolve([]);
  const [matchedArticleIds, matchedProducts] = await Promise.all([search(articles, ARTICLES), search(products, PRODUCTS)]);
  const [dates, found] = await Promise.all([comingDates(db, matchedProducts, language, i18n.defaultLanguage), matchedArticles(db, matchedArticleIds)]);

  const when = new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone });
  const link = (path: string) => `/${language}${path}`;
  const budget = new Budget(maxChars);
  const today = language === "ru" ? `Сейчас: ${when.format(new Date())} (часовой пояс ${timeZone}).\n` : `Now: ${when.format(new Date())} (time zone ${timeZone}).\n`;
  if (!budget.add(today)) return "";

  // The schedule: the matched services and events first, then the coming days', soonest first;
  // at most half the budget when articles matched too, so they keep room.
  const matched = new Set(matchedProducts);
  const ordered = [...dates.filter((d) => matched.has(d.productId)), ...dates.filter((d) => !matched.has(d.productId))];
  const schedule = ordered.map((d) => `- ${when.format(d.at)} — ${d.title}${d.place ? ` (${language === "ru" ? "место" : "place"}: ${d.place})` : ""}, ${link(`/ecommerce/products/${encodeURIComponent(d.slug)}`)}\n`);
  const scheduleHeading = language === "ru" ? "\nРасписание богослужений и мероприятий:\n" : "\nServices and events:\n";
  const scheduleEnd = found.length ? budget.left - Math.floor(maxChars / 2) : 0;
  if (schedule.length && budget.add(scheduleHeading)) {
    for (const line of schedule) if (budget.left - line.length < scheduleEnd || !budget.add(line)) break;
  }

  // The matched articles, best first (the search's order), each cut to what is left.
  const byId = new Map(found.map((row) => [row.id, row]));
  const articleHeading = language === "ru" ? "\nСтатьи сайта:\n" : "\nArticles on the site:\n";
  let headed = false;
  for (const id of matchedArticleIds) {
    const row = byId.get(id);
    if (!row) continue;
    const title = textIn(row.title, language, i18n.defaultLanguage) || row.slug;
    const head = `- ${title}, ${link(`/blog/articles/${encodeURIComponent(row.slug)}`)}: `;
    const room = Math.min(ARTICLE_MAX_CHARS, budget.left - head.length - 1 - (headed ? 0 : articleHeading.length));
    if (room < 80) break;
    const body = [textIn(row.subtitle, language, i18n.defaultLanguage), textIn(row.description, language, i18n.defaultLanguage)].filter(Boolean).join(" ");
    if (!headed) headed = budget.add(articleHeading);
    budget.add(`${head}${excerpt(body, room)}\n`);
  }
  return budget.toString();
}
