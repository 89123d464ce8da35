import type { MailLanguage } from "../language.js";
import type { TemplateMail } from "./render.js";

export interface InviteMail {
  lang: MailLanguage;
  /** The invited address. */
  email: string;
  /** Who invites (an administrator's email). */
  inviter: string;
  /** The page where the invitee sets a password; it carries the one-time code. */
  link: string;
}

/** The invitation an administrator sends (template 'invite', editable in the admin). */
export function inviteMail({ lang, email, inviter, link }: InviteMail): TemplateMail {
  return { template: "invite", lang, values: { email, inviter, link }, actionUrl: link };
}
