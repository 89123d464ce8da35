import type { AppContext } from "../../../core/module.js";
import type { Mailer } from "./mailer.js";
import type { UnsubscribeSigner } from "./unsubscribe-token.js";

// What other modules use of notification (its mailer, mail languages, templates, admin notices),
// apart from the module itself and its routes: a module that mails (the shop, crm, billing) needs
// no more. rbac sends its mail through its own port (rbac/server/account-mail.ts), which
// account-mail.ts here fills.

export type { Mail, Mailer } from "./mailer.js";
export { mailLanguage, type MailLanguage } from "./language.js";
export * from "./templates/index.js";
export { adminEmails, adminLanguage, noticeAdmins } from "./admin-notices.js";

export interface Notification {
  mailer: Mailer;
  signer: UnsubscribeSigner;
  unwatch: () => void;
}

/** The started notification of each app (set by the module's onStart). */
export const running = new WeakMap<AppContext, Notification>();

export function notificationOf(context: AppContext): Notification {
  const notification = running.get(context);
  if (!notification) throw new Error("The notification module has not started (add it to src/app/modules.ts)");
  return notification;
}

/** The process's mailer; other modules send mail through it, in-process. */
export function mailerOf(context: AppContext): Mailer {
  return notificationOf(context).mailer;
}
