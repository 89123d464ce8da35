import { and, asc, eq, inArray } from "drizzle-orm";
import { recordAction } from "../../../core/history/observers.js";
import { keyOf } from "../../../core/history/owned.js";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../../../core/admin/server.js";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf, entityService } from "../../../core/entity/index.js";
import { conflict, forbidden, unauthorized } from "../../../core/http/errors.js";
import { siteOrigin } from "../../../core/http/site-origin.js";
import { answer, ok } from "../../../core/http/route-docs.js";
import { text, uuid, uuidParams, validate } from "../../../core/http/validate.js";
import { localise } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { subjectsToNotificationModuleTopics as subscriptions } from "../../../links/rbac.js";
import { identities, subjectsToIdentities } from "../../rbac/entities.js";
import { requireCaller } from "../../rbac/server/caller.js";
import { rbacOf } from "../../rbac/server/runtime.js";
import { ADMIN_NOTICES, adminNoticeTitles, type AdminNotice } from "../admin-notices.js";
import { hasUnsubscribe, TEMPLATE_AUDIENCE, TEMPLATE_KEYS } from "../template-keys.js";
import { noticeOptOuts, topics } from "../entities.js";
import { noticeAddressesOf } from "./admin-notices.js";
import { MAIL_LANGUAGES, mailLanguage, type MailLanguage } from "./language.js";
import type { Mailer } from "./mailer.js";
import { DEFAULT_TEMPLATES, SAMPLE_VALUES, TEMPLATE_PLACEHOLDERS } from "./templates/defaults.js";
import { renderTemplate, wordsOf } from "./templates/render.js";
import { unsubscribePage } from "./unsubscribe-page.js";
import type { UnsubscribeSigner } from "./unsubscribe-token.js";

/** Topics offered in the settings: at most this many (a site has a handful). */
export const MAX_TOPICS = 200;

const language = z.enum(MAIL_LANGUAGES, { error: "must be ru or en" });
const topicRow = z.object({ id: z.string(), slug: z.string().nullable(), kind: z.string(), title: z.unknown(), adminTitle: z.string().nullable(), subscribed: z.boolean() });
const noticeRow = z.object({ kind: z.enum(ADMIN_NOTICES), title: z.object({ ru: z.string(), en: z.string() }), subscribed: z.boolean() });
const subscriptionsList = validate({
  summary: "Every topic, and whether the signed-in subject subscribes; for administrators also their notices",
  responses: { 200: ok(z.object({ topics: z.array(topicRow), notices: z.array(noticeRow) })) },
});
const subscriptionsBody = validate({
  summary: "Replace the signed-in subject's subscriptions (and, for an administrator, the notices it gets)",
  body: z.object({
    topicIds: z.array(uuid).max(MAX_TOPICS, { error: `must list at most ${MAX_TOPICS} topics` }),
    language: language.optional(),
    /** The administrators' notices to get (the others are left); only administrators may send a non-empty list. */
    notices: z.array(z.enum(ADMIN_NOTICES, { error: `must be one of ${ADMIN_NOTICES.join(", ")}` })).max(ADMIN_NOTICES.length * 2).optional(),
  }),
  responses: { 200: ok(z.object({ topicIds: z.array(z.string()), notices: z.array(z.string()).optional() })) },
});
const unsubscribeQuery = validate({
  summary: "The unsubscribe link of a mail (signed; no sign-in): a topic (s, t) or an administrators' notice (a, n)",
  query: z
    .object({
      s: z.string().max(100).optional(),
      t: z.string().max(100).optional(),
      a: z.string().max(320).optional(),
      n: z.enum(ADMIN_NOTICES, { error: `must be one of ${ADMIN_NOTICES.join(", ")}` }).optional(),
      sig: z.string().max(200),
      lang: z.string().max(10).optional(),
    })
    .refine((q) => (q.s && q.t) || (q.a && q.n), { error: "needs a subject and topic (s, t) or an address and notice (a, n)" }),
  responses: { 200: answer("text/html", "The confirmation page"), 400: answer("text/html", "The link is not valid") },
});
const previewBody = validate({
  body: z.object({
    key: z.enum(TEMPLATE_KEYS, { error: `must be one of ${TEMPLATE_KEYS.join(", ")}` }),
    language,
    subject: text(500).optional(),
    body: text(20_000).optional(),
    button: text(200).optional(),
  }),
  summary: "A mail template rendered with sample values (admins)",
  responses: { 200: ok(z.object({ subject: z.string(), html: z.string(), text: z.string() }).loose()) },
});
const templateDefaults = validate({
  summary: "Template keys, placeholders and the shipped words (admins)",
  responses: { 200: ok(z.object({ keys: z.array(z.string()), languages: z.array(z.string()), placeholders: z.unknown(), defaults: z.unknown(), audiences: z.unknown() })) },
});
const resendInput = validate({
  summary: "Send an outbox mail again (admins)",
  params: uuidParams("id"),
  responses: { 202: ok(z.object({ id: z.string(), status: z.string() })) },
});

/** The signed-in subject's own id, refusing anonymous sessions (they have no address to mail). */
async function subscriberOf(c: Context, context: AppContext): Promise<string> {
  const caller = requireCaller(await rbacOf(context).callerOf(c));
  if (caller.anonymous) throw unauthorized("Sign in to manage your subscriptions");
  return caller.subjectId;
}

export function notificationRoutes(app: Hono, context: AppContext, services: { mailer: Mailer; signer: UnsubscribeSigner }): void {
  const { db, bus } = context;
  const lang = context.i18n.defaultLanguage;
  const optOuts = entityService(entityOf(noticeOptOuts), bus);

  /** An administrator's notices, each received unless one of its addresses left it (an empty list for others). */
  async function noticesOf(subjectId: string) {
    const addresses = await noticeAddressesOf(context, subjectId);
    if (!addresses.length) return [];
    const left = await db.select({ notice: noticeOptOuts.notice }).from(noticeOptOuts).where(inArray(noticeOptOuts.email, addresses));
    const gone = new Set(left.map((row) => row.notice));
    return ADMIN_NOTICES.map((kind) => ({ kind, title: adminNoticeTitles.phrases[kind], subscribed: !gone.has(kind) }));
  }

  /** Every address gets the notice (wanted) or has left it; inside the caller's transaction. */
  async function setNotice(tx: typeof db, addresses: string[], notice: AdminNotice, wanted: boolean) {
    const existing = await tx.select({ id: noticeOptOuts.id, email: noticeOptOuts.email }).from(noticeOptOuts).where(and(eq(noticeOptOuts.notice, notice), inArray(noticeOptOuts.email, addresses)));
    if (wanted) {
      for (const row of existing) await optOuts.remove(tx, row.id);
      return;
    }
    const have = new Set(existing.map((row) => row.email));
    for (const email of addresses) if (!have.has(email)) await optOuts.create(tx, { email, notice });
  }

  /** Every topic, with whether the signed-in subject subscribes to it, and an administrator's notices (five statements at most). */
  app.get("/api/notification/subscriptions", subscriptionsList, async (c) => {
    const subjectId = await subscriberOf(c, context);
    const [all, mine, notices] = await Promise.all([
      db.select({ id: topics.id, slug: topics.slug, kind: topics.kind, title: topics.title, adminTitle: topics.adminTitle }).from(topics).orderBy(asc(topics.createdAt), asc(topics.id)).limit(MAX_TOPICS),
      db.select({ topicId: subscriptions.notificationModuleTopicId }).from(subscriptions).where(eq(subscriptions.subjectId, subjectId)),
      noticesOf(subjectId),
    ]);
    const subscribed = new Set(mine.map((row) => row.topicId));
    c.header("cache-control", "private, no-store");
    return c.json({ data: { topics: all.map((topic) => ({ ...topic, subscribed: subscribed.has(topic.id) })), notices } });
  });

  /** Replaces the signed-in subject's subscriptions with the listed topics, in one transaction. */
  app.put("/api/notification/subscriptions", subscriptionsBody, async (c) => {
    const subjectId = await subscriberOf(c, context);
    const { topicIds, language: chosen, notices } = c.var.input.body;
    const wanted = [...new Set(topicIds)];
    const [known, addresses, noticeAddresses] = await Promise.all([
      wanted.length ? db.select({ id: topics.id }).from(topics).where(inArray(topics.id, wanted)) : Promise.resolve([]),
      db.select({ email: identities.email }).from(subjectsToIdentities).innerJoin(identities, eq(identities.id, subjectsToIdentities.identityId)).where(eq(subjectsToIdentities.subjectId, subjectId)),
      notices ? noticeAddressesOf(context, subjectId) : Promise.resolve([]),
    ]);
    if (known.length !== wanted.length) throw conflict("Some of these topics do not exist (any more)");
    if (wanted.length && !addresses.some((row) => row.email)) throw conflict("Add an email address to your account first: subscriptions are mailed");
    if (notices?.length && !noticeAddresses.length) throw forbidden("Only administrators get the administrators' notices");
    const links = entityService(entityOf(subscriptions), bus);
    await inTransaction(db, async (tx) => {
      const existing = await tx.select({ id: subscriptions.id, topicId: subscriptions.notificationModuleTopicId }).from(subscriptions).where(eq(subscriptions.subjectId, subjectId));
      const gone = existing.filter((row) => !wanted.includes(row.topicId));
      for (const row of gone) await links.remove(tx, row.id);
      const have = new Set(existing.map((row) => row.topicId));
      for (const topicId of wanted) if (!have.has(topicId)) await links.create(tx, { subjectId, notificationModuleTopicId: topicId, language: chosen ?? lang });
      if (chosen) {
        const changed = await tx.update(subscriptions).set({ language: chosen }).where(eq(subscriptions.subjectId, subjectId)).returning({ id: subscriptions.id });
        if (changed.length) await recordAction(tx, { entity: keyOf(entityOf(subscriptions)), ids: changed.map((row) => row.id), action: "update" });
      }
      if (notices && noticeAddresses.length) for (const kind of ADMIN_NOTICES) await setNotice(tx, noticeAddresses, kind, notices.includes(kind));
    });
    return c.json({ data: { topicIds: wanted, ...(notices && noticeAddresses.length ? { notices: ADMIN_NOTICES.filter((kind) => notices.includes(kind)) } : {}) } });
  });

  type UnsubscribeQuery = { s?: string; t?: string; a?: string; n?: AdminNotice; sig: string; lang?: string };
  type Found = { pageLang: MailLanguage; valid: false } | { pageLang: MailLanguage; valid: true; title: string; leave: (tx: typeof db) => Promise<void> };

  /**
   * Unsubscribe link checks: its signature, then what it leaves, named in the mail's language —
   * a topic (its subscription rows go) or an administrators' notice (its address is listed as gone).
   */
  async function unsubscription(query: UnsubscribeQuery): Promise<Found> {
    const pageLang = mailLanguage(query.lang);
    if (query.a && query.n) {
      const { a: email, n: notice } = query;
      if (!services.signer.verifyNotice(email, notice, query.sig)) return { pageLang, valid: false };
      return { pageLang, valid: true, title: adminNoticeTitles.text(notice, pageLang), leave: (tx) => setNotice(tx, [email.toLowerCase()], notice, false) };
    }
    const { s: subjectId = "", t: topicId = "" } = query;
    if (!services.signer.verify(subjectId, topicId, query.sig)) return { pageLang, valid: false };
    const [topic] = await db.select({ title: topics.title, adminTitle: topics.adminTitle, slug: topics.slug }).from(topics).where(eq(topics.id, topicId)).limit(1);
    const title = topic ? localise(topic.title, pageLang, lang) || String(topic.adminTitle ?? topic.slug) : "";
    const leave = async (tx: typeof db) => {
      const rows = await tx.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.subjectId, subjectId), eq(subscriptions.notificationModuleTopicId, topicId)));
      const links = entityService(entityOf(subscriptions), bus);
      for (const row of rows) await links.remove(tx, row.id);
    };
    return { pageLang, valid: true, title, leave };
  }
  const pageAnswer = (c: Context, html: string, status: 200 | 400) => {
    c.header("cache-control", "no-store");
    c.header("content-security-policy", "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    return c.html(html, status);
  };
  const actionOf = (query: UnsubscribeQuery, pageLang: string) => {
    const params: Record<string, string> = query.a && query.n ? { a: query.a, n: query.n } : { s: query.s ?? "", t: query.t ?? "" };
    return `/api/notification/unsubscribe?${new URLSearchParams({ ...params, sig: query.sig, lang: pageLang })}`;
  };

  /** The link in the mail: a page asking to confirm (mail scanners open links; only the POST unsubscribes). */
  app.get("/api/notification/unsubscribe", unsubscribeQuery, async (c) => {
    const query = c.var.input.query;
    const found = await unsubscription(query);
    const home = `${siteOrigin(context.config, c)}/${found.pageLang}/`;
    if (!found.valid) return pageAnswer(c, unsubscribePage(found.pageLang, { kind: "invalid" }, home), 400);
    return pageAnswer(c, unsubscribePage(found.pageLang, { kind: "ask", topic: found.title, action: actionOf(query, found.pageLang) }, home), 200);
  });

  /** The page's button, and mail clients' one-click unsubscribe (RFC 8058), without signing in. */
  app.post("/api/notification/unsubscribe", unsubscribeQuery, async (c) => {
    const query = c.var.input.query;
    const found = await unsubscription(query);
    const home = `${siteOrigin(context.config, c)}/${found.pageLang}/`;
    if (!found.valid) return pageAnswer(c, unsubscribePage(found.pageLang, { kind: "invalid" }, home), 400);
    await inTransaction(db, (tx) => found.leave(tx));
    return pageAnswer(c, unsubscribePage(found.pageLang, { kind: "done", topic: found.title }, home), 200);
  });

  /** What the template editor starts from: the keys, their placeholders and the shipped words. */
  app.get("/api/notification/template-defaults", templateDefaults, async (c) => {
    await requireAdmin(c, context);
    return c.json({ data: { keys: TEMPLATE_KEYS, languages: MAIL_LANGUAGES, placeholders: TEMPLATE_PLACEHOLDERS, defaults: DEFAULT_TEMPLATES, audiences: TEMPLATE_AUDIENCE } });
  });

  /** A template rendered with sample values, as the mail would look (the editor's words, unsaved). */
  app.post("/api/notification/templates/preview", previewBody, async (c) => {
    await requireAdmin(c, context);
    const { key, language: previewLang, subject, body, button } = c.var.input.body;
    const words = wordsOf(key, previewLang, { subject, body, button });
    const origin = siteOrigin(context.config, c);
    const values = { ...SAMPLE_VALUES[previewLang], link: `${origin}/${previewLang}/` };
    const mail = await renderTemplate({ template: key, lang: previewLang, values, actionUrl: values.link, unsubscribeUrl: hasUnsubscribe(key) ? `${origin}/api/notification/unsubscribe` : undefined }, words);
    c.header("cache-control", "private, no-store");
    return c.json({ data: { ...mail, audience: TEMPLATE_AUDIENCE[key] } });
  });

  /** An administrator sends an outbox mail again (a failed one, or a copy of a sent one). */
  app.post("/api/notification/messages/:id/resend", resendInput, async (c) => {
    await requireAdmin(c, context);
    const row = await services.mailer.resend(c.var.input.params.id);
    return c.json({ data: { id: row.id, status: row.status } }, 202);
  });
}
