import { inArray } from "drizzle-orm";
import type { AppContext } from "../../../core/module.js";
import { formatMoney, mailerOf, mailLanguage, type MailLanguage, type TemplateMail } from "../../notification/server/index.js";
import { paymentIntents } from "../entities.js";
import type { SettlementHook } from "./runtime.js";

export interface PaidMail {
  lang: MailLanguage;
  invoiceId: string;
  amount: number | null;
  symbol: string | null;
}

/** The buyer's mail once their invoice is paid (template 'payment-received'), whoever settled it (a provider or an administrator). */
export function paidMail({ lang, invoiceId, amount, symbol }: PaidMail): TemplateMail {
  return { template: "payment-received", lang, values: { number: invoiceId.slice(0, 8), amount: amount === null ? "—" : formatMoney(amount, symbol, lang) } };
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
