/** The mails whose words the administrators may edit (notification/templates' `key`): every mail the site sends. */
export const TEMPLATE_KEYS = [
  "order-status-changed",
  "reset-password",
  "welcome",
  "invite",
  "email-changed",
  "form-request",
  "note-received",
  "new-article",
  "event-reminder",
  "note-receipt",
  "invoice",
  "payment-received",
  "site-message",
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/**
 * Who a mail is for, which decides whether it carries an unsubscribe link (README, "Mail"):
 * - account: about the reader's own account (reset, welcome, invite, the notice that its sign-in
 *   email changed) — never an unsubscribe;
 * - purchase: about the reader's own purchase or payment (invoice, payment received, a note's
 *   receipt) — one per thing they did, never an unsubscribe;
 * - message: an administrator writing to one account (POST /subjects/{id}/notify) — personal
 *   correspondence, never an unsubscribe;
 * - topic: mail about a topic the reader subscribed to — a signed link that leaves the topic;
 * - notice: a notice to the administrators — a signed link that leaves that kind of notice.
 */
export type MailAudience = "account" | "purchase" | "message" | "topic" | "notice";

export const TEMPLATE_AUDIENCE: Record<TemplateKey, MailAudience> = {
  "order-status-changed": "topic",
  "reset-password": "account",
  welcome: "account",
  invite: "account",
  "email-changed": "account",
  "form-request": "notice",
  "note-received": "notice",
  "new-article": "topic",
  "event-reminder": "topic",
  "note-receipt": "purchase",
  invoice: "purchase",
  "payment-received": "purchase",
  "site-message": "message",
};

/** Mails of these audiences must carry a working unsubscribe link (and List-Unsubscribe). */
export const hasUnsubscribe = (key: TemplateKey): boolean => TEMPLATE_AUDIENCE[key] === "topic" || TEMPLATE_AUDIENCE[key] === "notice";
