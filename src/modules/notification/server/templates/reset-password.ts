import type { MailLanguage } from "../language.js";
import type { TemplateMail } from "./render.js";

export interface ResetPasswordMail {
  lang: MailLanguage;
  /** The page that takes the code, with the code in its query string. */
  link: string;
  code: string;
}

/** The reset-password mail (template 'reset-password', editable in the admin). */
export function resetPasswordMail({ lang, link, code }: ResetPasswordMail): TemplateMail {
  return { template: "reset-password", lang, values: { link, code }, actionUrl: link };
}
