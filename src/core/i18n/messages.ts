import { phraseIn, type Phrase } from "./texts";

/**
 * Server messages a person sees (a toast, a form's error). The API answers in one language
 * (English, the specification's wording, which clients and tests match on); the browser shows
 * each known message in the page's language through this map. A module registers the messages
 * its routes send; an unknown message is shown as it is.
 */
const messages = new Map<string, Phrase>();
const patterns: { pattern: RegExp; phrase: Phrase }[] = [];

/**
 * A message's texts: every interface language's, or only the Russian when the English is the
 * server's own words (most messages: `"Invalid credentials": "Неверная почта или пароль"`).
 */
export type MessageTexts = Phrase | string;
const phraseOf = (texts: MessageTexts, english: string): Phrase => (typeof texts === "string" ? { ru: texts, en: english } : texts);

/** Registers exact messages (`{ "Invalid credentials": "Неверная почта или пароль" }`, or `{ ru, en }`). */
export function defineMessages(map: Record<string, MessageTexts>): void {
  for (const [message, texts] of Object.entries(map)) messages.set(message, phraseOf(texts, message));
}

/**
 * Registers a message with variable parts; `{1}`, `{2}`… in the phrase take the pattern's groups,
 * `{0}` the whole message (a Russian text alone leaves the English as the server said it).
 */
export function defineMessagePattern(pattern: RegExp, texts: MessageTexts): void {
  patterns.push({ pattern, phrase: phraseOf(texts, "{0}") });
}

/** Registers messages with variable parts, in order: the first that matches a message translates it. */
export function defineMessagePatterns(list: [RegExp, MessageTexts][]): void {
  for (const [pattern, texts] of list) defineMessagePattern(pattern, texts);
}

/** One message of the catalogue in a language, or undefined when it is not in it. */
function known(message: string, language: string | undefined): string | undefined {
  const exact = messages.get(message);
  if (exact) return phraseIn(exact, language);
  for (const { pattern, phrase } of patterns) {
    const match = message.match(pattern);
    if (!match) continue;
    // A part the pattern leaves open may be a message of its own ('Invalid input: slug: is required').
    const group = (n: number) => (n > 0 && match[n] && match[n].length < message.length ? translateMessage(match[n], language) : (match[n] ?? ""));
    return phraseIn(phrase, language).replace(/\{(\d)\}/g, (_, n: string) => group(Number(n)));
  }
  return undefined;
}

/** A message's field ('slug: …', 'title.ru: …', 'data[2].id: …'): the code's name, before the text. */
const FIELD = /^([A-Za-z0-9_]+(?:\[\d+\])?(?:\.[A-Za-z0-9_[\]-]+)*): (.+)$/s;

/**
 * A server message in a language: a message of the catalogue; else each of its '; '-joined parts
 * and, after a field's name ('url: …'), the part's text, so a field's message is registered once
 * whatever field it is about (the admin's forms put the field's label before it: form.tsx).
 * Unknown messages and parts are kept as they are.
 */
export function translateMessage(message: string, language: string | undefined): string {
  const one = (text: string): string | undefined => {
    const found = known(text, language);
    if (found !== undefined) return found;
    const field = text.match(FIELD);
    const rest = field ? known(field[2]!, language) : undefined;
    // A field's code name is English: other languages say the text alone ('Обязательное поле').
    if (rest === undefined) return undefined;
    return language === "en" ? `${field![1]}: ${rest}` : rest;
  };
  return one(message) ?? message.split("; ").map((part) => one(part) ?? part).join("; ");
}

/** Every registered message with variable parts (for the catalogue test). */
export function registeredPatterns(): { pattern: RegExp; phrase: Phrase }[] {
  return [...patterns];
}

/** Every registered exact message (for the catalogue test). */
export function registeredMessages(): [string, Phrase][] {
  return [...messages.entries()];
}

// The framework's own answers a person can meet, whatever the module.
defineMessages({
  "The service is temporarily unavailable; try again in a moment": {
    ru: "Сервис временно недоступен. Попробуйте через минуту.",
    en: "The service is temporarily unavailable. Please try again in a minute.",
  },
  "Internal Server Error": "Ошибка на сервере. Попробуйте ещё раз.",
  "Malformed JSON body": "Запрос повреждён; обновите страницу и попробуйте снова",
  "Malformed form data body": "Форма отправлена повреждённой; обновите страницу и попробуйте снова",
  "This data is private": "Эти данные доступны только после входа",
  "Writes need the X-RBAC-SECRET-KEY header": "Чтобы изменить это, войдите",
  "Invalid secret key": "Неверный ключ доступа",
});
// A field's checks any form may meet, on the site as in the admin (after 'quantity: ').
defineMessages({
  "is required": "Обязательное поле",
  "must be a uuid": "Нужен идентификатор записи",
  "must be a string": "Нужен текст",
  "must be a number": "Нужно число",
  "must be a whole number": "Нужно целое число",
  "must be a valid email address": "Введите правильный адрес электронной почты",
  "must be ru or en": "Выберите русский или английский язык",
});
defineMessagePattern(/^must be one of (.+)$/, "Допустимые значения: {1}");
defineMessagePattern(/^must be at least (-?[\d.]+)$/, { ru: "Не меньше {1}", en: "must be at least {1}" });
defineMessagePattern(/^must be at most (-?[\d.]+)$/, { ru: "Не больше {1}", en: "must be at most {1}" });
defineMessagePattern(/^must be at most (\d+) characters$/, "Не больше {1} знаков");
defineMessagePattern(/^(\S+): no record with id (\S+)$/, "Запись {2} не найдена: возможно, её уже удалили");
defineMessagePattern(/^Request body is larger than (\d+) bytes$/, "Слишком большой запрос: не больше {1} байт");
// A refusal of a call's fields ('Invalid input: email: is required; password: …'): each part is translated on its own.
// ('Invalid input' for a body, 'Invalid query', 'Invalid path' for an url's parts.)
defineMessagePattern(/^Invalid (?:input|query|path): (.+)$/s, "Проверьте введённые данные: {1}");
