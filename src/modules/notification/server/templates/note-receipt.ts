import type { MailLanguage } from "../language.js";
import { simpleHtml, type MailContent } from "./layout.js";

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

const texts = {
  ru: {
    subject: (kind: string) => `Записка принята: ${kind}`,
    hello: "Здравствуйте!",
    received: (kind: string) => `Ваша записка «${kind}» принята. Имена будут помянуты за богослужением.`,
    health: "О здравии:",
    repose: "Об упокоении:",
    donation: (amount: string, reference: string) => `Пожертвование: ${amount}. Номер счёта для назначения платежа: ${reference}.`,
    pay: "Реквизиты и оплата пожертвования:",
    button: "Реквизиты и оплата",
    ignore: "Если вы не подавали записку, просто не обращайте внимания на это письмо.",
  },
  en: {
    subject: (kind: string) => `Your note is received: ${kind}`,
    hello: "Hello!",
    received: (kind: string) => `Your note "${kind}" is received. The names will be remembered at the service.`,
    health: "For health:",
    repose: "For repose:",
    donation: (amount: string, reference: string) => `Donation: ${amount}. Invoice number for the payment reference: ${reference}.`,
    pay: "Donation details and payment:",
    button: "Donation details",
    ignore: "If you did not send a note, please ignore this mail.",
  },
};

/** The visitor's receipt for a commemoration note: its kind, every name, the donation and where to pay it. */
export function noteReceiptMail({ lang, kind, health, repose, amount, symbol, invoiceId, paymentUrl }: NoteReceiptMail): MailContent {
  const t = texts[lang];
  const money = `${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(amount)}${symbol ? ` ${symbol}` : ""}`;
  const reference = invoiceId.slice(0, 8);
  const lists = [...(health.length ? [[t.health, ...health.map((name) => `— ${name}`)]] : []), ...(repose.length ? [[t.repose, ...repose.map((name) => `— ${name}`)]] : [])];
  return {
    subject: t.subject(kind),
    text: [t.hello, "", t.received(kind), ...lists.flatMap((list) => ["", ...list]), "", t.donation(money, reference), "", t.pay, paymentUrl, "", t.ignore, ""].join("\n"),
    html: simpleHtml(lang, [t.hello, t.received(kind), ...lists.flat(), t.donation(money, reference), t.ignore], { label: t.button, url: paymentUrl }),
  };
}
