import type { AppContext } from "../../../core/module.js";
import { provideAccountMailer, type AccountMail } from "../../rbac/server/account-mail.js";
import { mailLanguage } from "./language.js";
import { siteMessageMail } from "./templates/site-message.js";
import type { Mail, Mailer } from "./mailer.js";

/**
 * Delivers rbac's mail (welcome, reset password, invitation, a message to a subject) through this
 * module's mailer: rbac declares what it sends and this module provides it, so the dependency
 * points from notification to rbac only.
 */
export function deliverAccountMail(context: AppContext, mailer: Mailer): void {
  const asMail = (mail: AccountMail): Mail => ({ ...mail, lang: mailLanguage(mail.lang) });
  provideAccountMailer(context, {
    language: mailLanguage,
    enqueue: (mail) =>
      mailer.enqueue(
        typeof mail === "function"
          ? async () => {
              const composed = await mail();
              return composed && asMail(composed);
            }
          : asMail(mail),
      ),
    async send({ to, subject, text, language }) {
      const row = await mailer.send({ to, ...siteMessageMail({ lang: mailLanguage(language ?? context.i18n.defaultLanguage), subject, text }) });
      return { id: String(row.id), to: String(row.to), status: String(row.status) };
    },
  });
}
