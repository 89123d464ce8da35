import type { CurrencyRef } from "./widget-data-types.js";

// Amounts in the currencies billing keeps: the shop (ecommerce) and the payment pages show them alike.

const PREFIX_SYMBOLS = new Set(["$", "€", "£"]);

export function formatNumber(amount: number, language: string): string {
  // Whole amounts without decimals; others with two ('$39.50', '39,50').
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(language === "en" ? "en-US" : "ru-RU", { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(amount);
}

/**
 * An amount with its currency: '$12', '350 ₽'. `roubles` is the cathedral storefront's style: a
 * rouble amount as the number followed by 'руб.' (on a Russian page; 'RUB' on others).
 */
export function formatMoney(amount: number, currency: Pick<CurrencyRef, "symbol" | "slug"> | undefined, language: string, roubles = false): string {
  const number = formatNumber(amount, language);
  if (roubles && currency?.slug === "rub") return language === "ru" ? `${number} руб.` : `${number} RUB`;
  const symbol = currency?.symbol ?? "";
  if (!symbol) return number;
  return PREFIX_SYMBOLS.has(symbol) ? `${symbol}${number}` : `${number}\u00a0${symbol}`;
}
