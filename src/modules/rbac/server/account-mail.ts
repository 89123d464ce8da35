import type { z } from "zod";
import type { AppContext } from "../../../core/module.js";
import type { notify } from "./schemas.js";

/**
 * The mail rbac sends (a welcome after registration, a password reset code, an invitation, the
 * notice to an old address that the sign-in email changed, an administrator's message to a
 * subject), as data naming one of the site's templates. The
 * notification module delivers it: it provides this port when it starts. rbac never imports
 * notification, because notification's subscriptions and notices are built on rbac's accounts:
 * the dependency points one way (tests/lint/module-cycles.test.ts).
 */
export interface AccountMail {
  to: string;
  template: "welcome" | "reset-password" | "invite" | "email-changed";
  /** A language `language()` chose. */
  lang: string;
  values: Record<string, string>;
  /** Where the mail's button leads. */
  actionUrl?: string;
}

/** POST /subjects/{id}/notify's message, to one address. */
export type SubjectMessage = { to: string } & z.output<typeof notify>;

export interface AccountMailer {
  /** The language to write in: `explicit` when mail is written in it, else Accept-Language's first such, else the site's. */
  language(explicit: unknown, acceptLanguage?: string | null): string;
  /**
   * Sends in the background: the request neither waits for nor reveals it. A function is run in
   * the background too, and its mail (if any) sent: work whose timing would tell something (does
   * this email have an account?) stays off the request path.
   */
  enqueue(mail: AccountMail | (() => Promise<AccountMail | undefined>)): void;
  /** Records (and, with SMTP, sends) a message now; answers the outbox row. */
  send(mail: SubjectMessage): Promise<{ id: string; to: string; status: string }>;
}

const mailers = new WeakMap<AppContext, AccountMailer>();

/** Called by the module that delivers mail (notification) when it starts. */
export function provideAccountMailer(context: AppContext, mailer: AccountMailer): void {
  mailers.set(context, mailer);
}

/** The mail delivery of this app; asked when a route sends, so the modules may start in any order. */
export function accountMailerOf(context: AppContext): AccountMailer {
  const mailer = mailers.get(context);
  if (!mailer) throw new Error("Accounts send mail through the notification module: add it to src/app/modules.ts");
  return mailer;
}

/** The mail after registration (template 'welcome', editable in the admin). */
export function welcomeMail(to: string, { lang, siteUrl }: { lang: string; siteUrl: string }): AccountMail {
  return { to, template: "welcome", lang, values: { email: to, link: siteUrl }, actionUrl: siteUrl };
}

/** The reset-password mail (template 'reset-password'): the page that takes the code, with the code in its query string. */
export function resetPasswordMail(to: string, { lang, link, code }: { lang: string; link: string; code: string }): AccountMail {
  return { to, template: "reset-password", lang, values: { link, code }, actionUrl: link };
}

/** The invitation an administrator (`inviter`, an email) sends (template 'invite'); the link carries the one-time code. */
export function inviteMail(to: string, { lang, inviter, link }: { lang: string; inviter: string; link: string }): AccountMail {
  return { to, template: "invite", lang, values: { email: to, inviter, link }, actionUrl: link };
}

/**
 * An address as the email-change notice shows it: the first letter of its name and of its domain,
 * and the domain's last label ('nikolai@example.com' → 'n***@e***.com'), enough for the owner to
 * recognise, not to read. The domain is masked too: whoever changes the address chooses it, and a
 * domain such as 'call-this-number-to-cancel.example' would put their words in the site's mail.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  const local = at > 0 ? address.slice(0, at) : address;
  const domain = at > 0 ? address.slice(at + 1) : "";
  const first = (text: string) => Array.from(text)[0] ?? "";
  const labels = domain.split(".");
  const top = labels.length > 1 ? `.${labels.at(-1)}` : "";
  return `${first(local)}***${domain ? `@${first(domain)}***${top}` : ""}`;
}

/**
 * The notice to an identity's previous address that its sign-in email changed (template
 * 'email-changed'), naming the new address masked: whoever reads the old mailbox learns that it
 * happened and whom to tell, not where the account went.
 */
export function emailChangedMail(previous: string, { lang, newEmail, siteUrl }: { lang: string; newEmail: string; siteUrl: string }): AccountMail {
  return { to: previous, template: "email-changed", lang, values: { email: previous, newEmail: maskEmail(newEmail), link: siteUrl }, actionUrl: siteUrl };
}
