import { formatMoney, type MailLanguage, type TemplateMail } from "../../notification/server/index.js";

export interface InvoiceMail {
  lang: MailLanguage;
  invoiceId: string;
  amount: number;
  symbol: string;
  paymentUrl: string;
  /** Names of what was bought, one per line. */
  items: string[];
}

/** The buyer's mail after checkout (template 'invoice'): amount, what was bought, the payment link. */
export function invoiceMail({ lang, invoiceId, amount, symbol, paymentUrl, items }: InvoiceMail): TemplateMail {
  return {
    template: "invoice",
    lang,
    values: { number: invoiceId.slice(0, 8), amount: formatMoney(amount, symbol, lang), items: items.map((item) => `— ${item}`).join("\n"), link: paymentUrl },
    actionUrl: paymentUrl,
  };
}
