/**
 * What counts as a foreign word on a page, shared by the catalogue test, the rendered-page test
 * and the browser test: on a ru page any Latin word but a name (brands, acronyms, an email
 * address, a `{placeholder}`, a keyboard shortcut such as the toasts' 'alt+T'); on an en page any
 * Cyrillic letter.
 */
export const LATIN_ALLOWED = new Set(["Telegram", "Ethereum", "MetaMask", "EVM", "Sobor", "Stripe", "CloudPayments", "TipTopPay", "Payselection", "VK", "iCal", "CSS"]);

/** The Latin words of a ru text that are not names. */
export function englishWords(text: string): string[] {
  // A record's uuid is an id, not words, even where a part of it has no digit ('…-4bad-…').
  const tokens = text.replace(/\S+@\S+|\{\w+\}|https?:\/\/\S+|\b(?:alt|ctrl|shift|meta)\+\w+|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, " ").match(/[A-Za-z0-9]+/g) ?? [];
  // A token with digits is a number or an id (an invoice's '76605fa0'), not a word; 'XX век' is Russian.
  return tokens.filter((word) => /^[A-Za-z]+$/.test(word) && !/^[IVXLCDM]+$/.test(word) && !LATIN_ALLOWED.has(word));
}

export const CYRILLIC = /[А-Яа-яЁё]/;

/** The foreign words of a text in a page language: English words on ru, Cyrillic ones on en. */
export function foreignWords(text: string, language: string): string[] {
  if (language === "ru") return englishWords(text);
  return text.match(/[А-Яа-яЁё]+/g) ?? [];
}
