// What other modules use of notification (its mailer, mail languages, templates, admin notices),
// apart from the module itself and its routes: a module that mails (the shop, crm, billing) needs
// no more. rbac sends its mail through its own port (rbac/server/account-mail.ts), which
// account-mail.ts here fills.

export type { Mail, Mailer } from "./mailer.js";
export { mailLanguage, type MailLanguage } from "./language.js";
export * from "./templates/index.js";
export { adminEmails, adminLanguage, noticeAdmins } from "./admin-notices.js";
export { running, notificationOf, mailerOf, type Notification } from "./running.js";
