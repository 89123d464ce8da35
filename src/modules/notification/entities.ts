import { baseColumns, contentColumns, defineEntity, field, moduleRef, titledColumns } from "../../core/entity/index.js";
import { ADMIN_NOTICES } from "./admin-notices.js";
import { TEMPLATE_KEYS } from "./template-keys.js";
import { TOPIC_KINDS } from "./topic-kinds.js";

const m = moduleRef("notification");

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
});

/**
 * What a subject can subscribe to (rbac's subjects-to-notification-module-topics holds the
 * subscriptions): order updates, new articles in one blog category (`blogCategorySlug`), or
 * reminders a day before each divine service and event.
 */
export const topics = defineEntity(m, "topics", {
  columns: {
    ...contentColumns(),
    ...titledColumns(),
    kind: field.enum(TOPIC_KINDS, "order-updates"),
    /** For a 'blog-category' topic: the slug of the category whose new articles are mailed. */
    blogCategorySlug: field.text(),
  },
  admin: { titleColumn: "adminTitle", searchColumns: ["adminTitle", "slug", "title"] },
});

/**
 * A mail's words, per language, as the administrators edit them: the subject, the body (blank
 * lines between paragraphs) and the button's label, each with {{placeholders}} the sender fills.
 * A template without a row (or a language left empty) falls back to the text shipped in code.
 */
export const templates = defineEntity(m, "templates", {
  columns: {
    ...baseColumns(),
    adminTitle: field.adminTitle(),
    key: field.enum(TEMPLATE_KEYS, "order-status-changed"),
    subject: field.localised(),
    body: field.localised(),
    button: field.localised(),
  },
  access: { read: "private" },
  uniqueTogether: [["key"]],
  admin: { titleColumn: "adminTitle", searchColumns: ["adminTitle"] },
});

/**
 * An address that left one kind of administrators' notice (admin-notices.ts): notices are mailed to
 * every administrator's address except those listed here for that kind. By address, not account:
 * ADMIN_EMAILS may name an address that has no account yet.
 */
export const noticeOptOuts = defineEntity(m, "notice-opt-outs", {
  columns: {
    ...baseColumns(),
    /** Lower-cased. */
    email: field.requiredText(),
    notice: field.enum(ADMIN_NOTICES, "form-requests"),
  },
  access: { read: "private" },
  uniqueTogether: [["email", "notice"]],
  admin: { titleColumn: "email", searchColumns: ["email"] },
});

/** The outbox: every mail the platform sends, kept whether or not SMTP is configured. */
export const messages = defineEntity(m, "messages", {
  columns: {
    ...baseColumns(),
    className: field.text(),
    adminTitle: field.adminTitle(),
    to: field.requiredText(),
    subject: field.requiredText(),
    text: field.text(),
    html: field.text(),
    status: field.enum(["pending", "sent", "failed"], "pending"),
    /** Delivery attempts so far; `error` holds the last one's reason. */
    attempts: field.counter(0),
    error: field.text(),
    sentAt: field.datetime(),
    /** The unsubscribe url of a topic mail or an administrators' notice, sent as its List-Unsubscribe header (one click in mail clients). */
    listUnsubscribe: field.text(),
  },
  access: { read: "private" },
  admin: {
    titleColumn: "subject",
    searchColumns: ["to", "subject"],
    actions: [
      {
        route: "resend",
        label: { ru: "Отправить снова", en: "Resend" },
        confirm: { ru: "Отправить это письмо ещё раз?", en: "Send this mail again?" },
        visibleWhen: { status: ["failed", "sent"] },
      },
    ],
  },
});
