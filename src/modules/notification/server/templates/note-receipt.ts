import type { MailLanguage } from "../language.js";
import { formatMoney } from "./money.js";
import type { TemplateMail } from "./render.js";

export interface NoteReceiptMail {
  lang: MailLanguage;
  /** The note's kind as the visitor chose it ('На панихиду'). */
  kind: string;
  health: string[];
  repose: string[];
  /** The suggested donation, formatted with its currency. */
  amount: number;
  symbol: string;
  /** The invoice's reference for a bank transfer (its first 8 characters). */
  invoiceId: string;
  /** The payment page: the donation details (manual) or the online payment. */
  paymentUrl: string;
}

const HEADINGS: Record<MailLanguage, { health: string; repose: string }> = {
  ru: { health: "О здравии:", repose: "Об упокоении:" },
  en: { health: "For health:", repose: "For repose:" },
};

/** The names of a note as its mails list them: a heading per part, one name a line, a blank line between parts. */
export function noteNames(health: string[], repose: string[], lang: MailLanguage): string {
  const t = HEADINGS[lang];
  const part = (heading: string, names: string[]) => (names.length ? [[heading, ...names.map((name) => `— ${name}`)].join("\n")] : []);
  return [...part(t.health, health), ...part(t.repose, repose)].join("\n\n");
}

/** The visitor's receipt for a commemoration note (template 'note-receipt'): its kind, every name, the donation and where to pay it. */
export function noteReceiptMail({ lang, kind, health, repose, amount, symbol, invoiceId, paymentUrl }: NoteReceiptMail): TemplateMail {
  return {
    template: "note-receipt",
    lang,
    values: { kind, names: noteNames(health, repose, lang), amount: formatMoney(amount, symbol, lang), reference: invoiceId.slice(0, 8), link: paymentUrl },
    actionUrl: paymentUrl,
  };
}
