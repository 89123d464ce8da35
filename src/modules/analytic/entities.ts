import { baseColumns, contentColumns, defineEntity, field, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("analytic");

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
});

/**
 * Statistics are kept per calendar day of the site's clock (stored, like every calendar date
 * here, as that day's UTC midnight). Nothing below holds an IP, a user agent or a cookie.
 */
const day = () => field.date().notNull();
const privateRead = { read: "private" } as const;

/**
 * The day's random key (the salt of visitor hashes), one row per day so every process hashes
 * alike; never sent to a client. The rows of past days are deleted, after which their hashes can
 * no longer be recomputed from an IP.
 */
export const dayKeys = defineEntity(m, "day-keys", {
  columns: { ...baseColumns(), day: day(), key: field.secret() },
  access: privateRead,
  uniqueTogether: [["day"]],
  admin: { titleColumn: "day", searchColumns: [] },
});

/** Page views of a day, by page, referring site and language: the dashboard sums these rows. */
export const dailyPages = defineEntity(m, "daily-pages", {
  columns: {
    ...baseColumns(),
    day: day(),
    path: field.requiredText(),
    referrerHost: field.requiredText(""),
    language: field.requiredText(""),
    views: field.counter(0),
  },
  access: privateRead,
  uniqueTogether: [["day", "path", "referrerHost", "language"]],
  admin: { titleColumn: "path", searchColumns: ["path", "referrerHost"] },
});

/**
 * One row per visitor and day: a hash of the day's salt, the site host, the IP and the user
 * agent. Counting a day's rows counts its unique visitors; a second visit inserts nothing.
 */
export const dailyVisitors = defineEntity(m, "daily-visitors", {
  columns: { ...baseColumns(), day: day(), hash: field.requiredText() },
  access: privateRead,
  uniqueTogether: [["day", "hash"]],
  admin: { titleColumn: "hash", searchColumns: [] },
});

export const EVENT_KINDS = ["checkout", "note", "form", "sign-up"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * Submissions of a day: checkouts, notes (by note kind), form requests (by form) and sign-ups
 * (by identity provider), with the amount asked for in each currency (donations for notes).
 */
export const dailyEvents = defineEntity(m, "daily-events", {
  columns: {
    ...baseColumns(),
    day: day(),
    kind: field.enum(EVENT_KINDS, "checkout"),
    type: field.requiredText(""),
    currency: field.requiredText(""),
    count: field.counter(0),
    amount: field.number().notNull().default(0),
  },
  access: privateRead,
  uniqueTogether: [["day", "kind", "type", "currency"]],
  admin: { titleColumn: "type", searchColumns: ["type"] },
});
