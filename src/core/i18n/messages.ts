import { phraseIn, type Phrase } from "./texts";

/**
 * Server messages a person sees (a toast, a form's error). The API answers in one language
 * (English, the specification's wording, which clients and tests match on); the browser shows
 * each known message in the page's language through this map. A module registers the messages
 * its routes send; an unknown message is shown as it is.
 */
const messages = new Map<string, Phrase>();
const patterns: { pattern: RegExp; phrase: Phrase }[] = [];

/** Registers exact messages (`{ "Invalid credentials": { ru, en } }`). */
export function defineMessages(map: Record<string, Phrase>): void {
  for (const [message, phrase] of Object.entries(map)) messages.set(message, phrase);
}

/** Registers a message with variable parts; `{1}`, `{2}`… in the phrase take the pattern's groups. */
export function defineMessagePattern(pattern: RegExp, phrase: Phrase): void {
  patterns.push({ pattern, phrase });
}

/** A server message in a language; unknown messages are kept as they are. */
export function translateMessage(message: string, language: string | undefined): string {
  const exact = messages.get(message);
  if (exact) return phraseIn(exact, language);
  for (const { pattern, phrase } of patterns) {
    const match = message.match(pattern);
    if (match) return phraseIn(phrase, language).replace(/\{(\d)\}/g, (_, n: string) => match[Number(n)] ?? "");
  }
  return message;
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
  "Internal Server Error": { ru: "Ошибка на сервере. Попробуйте ещё раз.", en: "Internal Server Error" },
});
