import { inArray } from "drizzle-orm";
import type { AppContext } from "../../../core/module.js";
import { mailerOf, mailLanguage, simpleHtml, type MailContent, type MailLanguage } from "../../notification/server/index.js";
import { paymentIntents } from "../entities.js";
import type { SettlementHook } from "./runtime.js";

export interface PaidMail {
  lang: MailLanguage;
  invoiceId: string;
  amount: number | null;
  symbol: string | null;
}

const texts = {
  ru: {
    subject: (n: string) => `Оплата получена: счёт ${n}`,
    hello: "Здравствуйте!",
    received: (n: string, amount: string) => `Мы получили оплату по счёту ${n}${amount ? ` на сумму ${amount}` : ""}. Спасибо!`,
    next: "Ваш заказ принят в работу.",
  },
  en: {
    subject: (n: string) => `Payment received: invoice ${n}`,
    hello: "Hello!",
    received: (n: string, amount: string) => `We have received the payment for invoice ${n}${amount ? ` of ${amount}` : ""}. Thank you!`,
    next: "Your order is being processed.",
  },
};

/** The buyer's mail once their invoice is paid, whoever settled it (a provider or an administrator). */
export function paidMail({ lang, invoiceId, amount, symbol }: PaidMail): MailContent {
  const t = texts[lang];
  const number = invoiceId.slice(0, 8);
  const money = amount === null ? "" : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(amount)}${symbol ? ` ${symbol}` : ""}`;
  const paragraphs = [t.hello, t.received(number, money), t.next];
  return { subject: t.subject(number), text: [...paragraphs, ""].join("\n\n"), html: simpleHtml(lang, paragraphs) };
}

/** After a payment is recorded: each paid intent's buyer gets the mail, in the language of their checkout. */
export function paidMailHook(context: AppContext): SettlementHook {
  return {
    async afterCommit(settled) {
      if (settled.status !== "paid" || !settled.paymentIntentIds.length) return;
      const intents = await context.db
        .select({ email: paymentIntents.email, language: paymentIntents.language, amount: paymentIntents.amount, symbol: paymentIntents.currencySymbol })
        .from(paymentIntents)
        .where(inArray(paymentIntents.id, settled.paymentIntentIds));
      for (const intent of intents) {
        if (!intent.email) continue;
        // Unknown (an intent from before languages were kept): the site's default language.
        const lang = mailLanguage(intent.language);
        mailerOf(context).enqueue({ to: intent.email, ...paidMail({ lang, invoiceId: settled.invoiceId, amount: intent.amount, symbol: intent.symbol }) });
      }
    },
  };
}
