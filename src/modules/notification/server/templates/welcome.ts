import type { MailLanguage } from "../language.js";
import type { TemplateMail } from "./render.js";

export interface WelcomeMail {
  lang: MailLanguage;
  email: string;
  /** Where the reader can sign in. */
  siteUrl: string;
}

/** The mail after registration (template 'welcome', editable in the admin). */
export function welcomeMail({ lang, email, siteUrl }: WelcomeMail): TemplateMail {
  return { template: "welcome", lang, values: { email, link: siteUrl }, actionUrl: siteUrl };
}
