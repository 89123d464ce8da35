import { defineTexts } from "../../core/i18n/texts.js";
import type { TemplateKey } from "./template-keys.js";

/**
 * The administrators' notices, one topic each: every administrator's address gets them until it
 * leaves (an unsubscribe link in each notice, or the settings page), and may come back.
 */
export const ADMIN_NOTICES = ["form-requests", "notes"] as const;
export type AdminNotice = (typeof ADMIN_NOTICES)[number];

/** The notice topic each notice template belongs to. */
export const NOTICE_OF_TEMPLATE: Partial<Record<TemplateKey, AdminNotice>> = { "form-request": "form-requests", "note-received": "notes" };

/** Their names on the settings page and the unsubscribe page. */
export const adminNoticeTitles = defineTexts("notification.admin-notices", {
  "form-requests": { ru: "Заявки с форм сайта (для администраторов)", en: "Requests sent with the site's forms (for administrators)" },
  notes: { ru: "Поданные записки (для администраторов)", en: "Commemoration notes sent (for administrators)" },
});
