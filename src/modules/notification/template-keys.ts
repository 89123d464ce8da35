/** The mails whose words the administrators may edit (notification/templates' `key`). */
export const TEMPLATE_KEYS = ["order-status-changed", "reset-password", "welcome", "invite", "form-request", "note-received", "new-article", "event-reminder"] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];
