import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../../core/module.js";
import { identities, roles, subjectsToIdentities, subjectsToRoles } from "../../rbac/entities.js";
import { NOTICE_OF_TEMPLATE, type AdminNotice } from "../admin-notices.js";
import { noticeOptOuts } from "../entities.js";
import { rbacOf } from "../../rbac/server/runtime.js";
import type { MailLanguage } from "./language.js";
import { running } from "./running.js";
import type { TemplateMail } from "./templates/render.js";
import { backgroundOrigin } from "./topic-mail.js";

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

/** The administrators' addresses that still get one kind of notice (they have not left it). */
export async function noticeRecipients(context: AppContext, notice: AdminNotice): Promise<string[]> {
  const all = await adminEmails(context);
  if (!all.length) return [];
  const left = await context.db
    .select({ email: noticeOptOuts.email })
    .from(noticeOptOuts)
    .where(and(eq(noticeOptOuts.notice, notice), inArray(noticeOptOuts.email, all)));
  const gone = new Set(left.map((row) => row.email));
  return all.filter((email) => !gone.has(email));
}

/** The administrators read mail in the site's default language. */
export const adminLanguage = (context: AppContext): MailLanguage => (context.i18n.defaultLanguage === "en" ? "en" : "ru");

/**
 * Mails every administrator one notice (a form request, a note), in the background: the visitor
 * who caused it does not wait for the recipients' lookup or the outbox. Each notice carries a
 * signed link that stops this kind of notice for its address (and List-Unsubscribe). Without the
 * notification module nothing is sent.
 */
export function noticeAdmins(context: AppContext, notice: (lang: MailLanguage) => Omit<TemplateMail, "lang" | "unsubscribeUrl">): void {
  const notification = running.get(context);
  if (!notification) return;
  const { mailer, signer } = notification;
  mailer.enqueue(async () => {
    const lang = adminLanguage(context);
    const mail = notice(lang);
    const kind = NOTICE_OF_TEMPLATE[mail.template];
    if (!kind) throw new Error(`${mail.template} is not an administrators' notice`);
    const recipients = await noticeRecipients(context, kind);
    const origin = backgroundOrigin(context.config);
    const to = (email: string) => ({ to: email, lang, ...mail, unsubscribeUrl: signer.noticeUrl(origin, { email, notice: kind, lang }) });
    for (const email of recipients.slice(1)) mailer.enqueue(to(email));
    return recipients[0] ? to(recipients[0]) : undefined;
  });
}

/**
 * The addresses of a subject that administrators' notices reach (its email identities), when the
 * subject is an administrator or one of its addresses is in ADMIN_EMAILS; otherwise none.
 */
export async function noticeAddressesOf(context: AppContext, subjectId: string): Promise<string[]> {
  const [addresses, admin] = await Promise.all([
    context.db
      .select({ email: identities.email })
      .from(subjectsToIdentities)
      .innerJoin(identities, eq(identities.id, subjectsToIdentities.identityId))
      .where(and(eq(subjectsToIdentities.subjectId, subjectId), isNotNull(identities.email))),
    context.db
      .select({ id: subjectsToRoles.id })
      .from(subjectsToRoles)
      .innerJoin(roles, eq(roles.id, subjectsToRoles.roleId))
      .where(and(eq(subjectsToRoles.subjectId, subjectId), eq(roles.slug, "admin")))
      .limit(1),
  ]);
  const emails = [...new Set(addresses.map((row) => String(row.email).toLowerCase()))];
  const listed = emails.some((email) => rbacOf(context).settings.adminEmails.includes(email));
  return admin.length || listed ? emails : [];
}
