import { and, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../../core/module.js";
import { identities, roles, subjectsToIdentities, subjectsToRoles } from "../../rbac/entities.js";
import { rbacOf } from "../../rbac/server/runtime.js";
import type { MailLanguage } from "./language.js";
import type { Mailer } from "./mailer.js";
import type { TemplateMail } from "./templates/render.js";

/** Where notices for the administrators go: ADMIN_EMAILS and the email identities of admin subjects. */
export async function adminEmails(context: AppContext): Promise<string[]> {
  const rows = await context.db
    .selectDistinct({ email: identities.email })
    .from(subjectsToRoles)
    .innerJoin(roles, eq(roles.id, subjectsToRoles.roleId))
    .innerJoin(subjectsToIdentities, eq(subjectsToIdentities.subjectId, subjectsToRoles.subjectId))
    .innerJoin(identities, eq(identities.id, subjectsToIdentities.identityId))
    .where(and(eq(roles.slug, "admin"), isNotNull(identities.email)));
  const emails = [...rbacOf(context).settings.adminEmails, ...rows.map((r) => String(r.email).toLowerCase())];
  return [...new Set(emails.filter((email) => email.includes("@")))];
}

/** The administrators read mail in the site's default language. */
export const adminLanguage = (context: AppContext): MailLanguage => (context.i18n.defaultLanguage === "en" ? "en" : "ru");

/**
 * Mails every administrator one notice (a form request, a note), in the background: the visitor
 * who caused it does not wait for the recipients' lookup or the outbox.
 */
export function noticeAdmins(context: AppContext, mailer: Mailer, notice: (lang: MailLanguage) => Omit<TemplateMail, "lang">): void {
  mailer.enqueue(async () => {
    const recipients = await adminEmails(context);
    const lang = adminLanguage(context);
    for (const to of recipients.slice(1)) mailer.enqueue({ to, lang, ...notice(lang) });
    return recipients[0] ? { to: recipients[0], lang, ...notice(lang) } : undefined;
  });
}
