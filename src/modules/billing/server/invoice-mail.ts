import { simpleHtml, type MailContent, type MailLanguage } from "../../notification/server/index.js";

export interface InvoiceMail {
  lang: MailLanguage;
  invoiceId: string;
  amount: number;
  symbol: string;
  paymentUrl: string;
  /** Names of what was bought, one per line. */
  items: string[];
}

const texts = {
  ru: {
    subject: (n: string) => `Счёт на оплату ${n}`,
    hello: "Здравствуйте!",
    created: (amount: string) => `Для вашего заказа выставлен счёт на сумму ${amount}.`,
    items: "В заказе:",
    pay: "Оплатить его можно по ссылке:",
    ignore: "Если вы ничего не заказывали, просто не обращайте внимания на это письмо.",
    button: "Оплатить",
  },
  en: {
    subject: (n: string) => `Invoice ${n}`,
    hello: "Hello!",
    created: (amount: string) => `An invoice of ${amount} has been issued for your order.`,
    items: "The order:",
    pay: "You can pay it here:",
    ignore: "If you did not order anything, please ignore this mail.",
    button: "Pay",
  },
};

/** The buyer's mail after checkout: amount, what was bought, the payment link. */
export function invoiceMail({ lang, invoiceId, amount, symbol, paymentUrl, items }: InvoiceMail): MailContent {
  const t = texts[lang];
  const money = `${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(amount)}${symbol ? ` ${symbol}` : ""}`;
  const number = invoiceId.slice(0, 8);
  const list = items.map((item) => `— ${item}`);
  return {
    subject: t.subject(number),
    text: [t.hello, "", t.created(money), ...(list.length ? ["", t.items, ...list] : []), "", t.pay, paymentUrl, "", t.ignore, ""].join("\n"),
    html: simpleHtml(lang, [t.hello, t.created(money), ...(list.length ? [t.items, ...list] : []), t.ignore], { label: t.button, url: paymentUrl }),
  };
}
