import type { MailLanguage } from "../language.js";

/** An amount as a mail writes it: '1 500 ₽', '6 $' (the currency's symbol after the number). */
export function formatMoney(amount: number, symbol: string | null | undefined, lang: MailLanguage): string {
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(amount)}${symbol ? ` ${symbol}` : ""}`;
}
