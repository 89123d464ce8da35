import { baseColumns, contentColumns, defineEntity, field, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("notification");

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
});

/** What a subject can subscribe to (order updates, news). */
export const topics = defineEntity(m, "topics", {
  columns: { ...contentColumns(), ...titledColumns() },
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
    error: field.text(),
    sentAt: field.datetime(),
  },
  access: { read: "private" },
  admin: { titleColumn: "subject", searchColumns: ["to", "subject"] },
});
