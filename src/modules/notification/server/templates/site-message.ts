import type { MailLanguage } from "../language.js";
import type { TemplateMail } from "./render.js";

/** A message the site writes to one account (POST /api/rbac/subjects/{id}/notify; template 'site-message'). */
export function siteMessageMail({ lang, subject, text }: { lang: MailLanguage; subject: string; text: string }): TemplateMail {
  return { template: "site-message", lang, values: { subject, message: text } };
}
