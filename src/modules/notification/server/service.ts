// What other modules use of notification (its mailer, mail languages, templates, admin notices),
// apart from the module itself: the module mounts routes that import rbac, and rbac sends mail.

export type { Mail, Mailer } from "./mailer.js";
export { mailLanguage, type MailLanguage } from "./language.js";
export * from "./templates/index.js";
export { adminEmails, adminLanguage, noticeAdmins } from "./admin-notices.js";
export { running, notificationOf, mailerOf, type Notification } from "./running.js";
