import { and, asc, eq, inArray } from "drizzle-orm";
import { recordAction } from "../../../core/history/observers.js";
import { keyOf } from "../../../core/history/owned.js";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../../../core/admin/server.js";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf, entityService } from "../../../core/entity/index.js";
import { conflict, unauthorized } from "../../../core/http/errors.js";
import { siteOrigin } from "../../../core/http/site-origin.js";
import { answer, ok } from "../../../core/http/route-docs.js";
import { text, uuid, uuidParams, validate } from "../../../core/http/validate.js";
import { localise } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { subjectsToNotificationModuleTopics as subscriptions } from "../../../links/rbac.js";
import { identities, subjectsToIdentities } from "../../rbac/entities.js";
import { requireCaller } from "../../rbac/server/caller.js";
import { rbacOf } from "../../rbac/server/runtime.js";
import { TEMPLATE_KEYS } from "../template-keys.js";
import { topics } from "../entities.js";
import { MAIL_LANGUAGES, mailLanguage } from "./language.js";
import type { Mailer } from "./mailer.js";
import { DEFAULT_TEMPLATES, SAMPLE_VALUES, TEMPLATE_PLACEHOLDERS } from "./templates/defaults.js";
import { renderTemplate, wordsOf } from "./templates/render.js";
import { unsubscribePage } from "./unsubscribe-page.js";
import type { UnsubscribeSigner } from "./unsubscribe-token.js";

/** Topics offered in the settings: at most this many (a site has a handful). */
export const MAX_TOPICS = 200;

const language = z.enum(MAIL_LANGUAGES, { error: "must be ru or en" });
const topicRow = z.object({ id: z.string(), slug: z.string().nullable(), kind: z.string(), title: z.unknown(), adminTitle: z.string().nullable(), subscribed: z.boolean() });
const subscriptionsList = validate({ summary: "Every topic, and whether the signed-in subject subscribes", responses: { 200: ok(z.object({ topics: z.array(topicRow) })) } });
const subscriptionsBody = validate({
  summary: "Replace the signed-in subject's subscriptions",
  body: z.object({ topicIds: z.array(uuid).max(MAX_TOPICS, { error: `must list at most ${MAX_TOPICS} topics` }), language: language.optional() }),
  responses: { 200: ok(z.object({ topicIds: z.array(z.string()) })) },
});
const unsubscribeQuery = validate({
  summary: "The unsubscribe link of a mail (signed; no sign-in)",
  query: z.object({ s: z.string().max(100), t: z.string().max(100), sig: z.string().max(200), lang: z.string().max(10).optional() }),
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
  responses: { 200: ok(z.object({ keys: z.array(z.string()), languages: z.array(z.string()), placeholders: z.unknown(), defaults: z.unknown() })) },
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

  /** Every topic, with whether the signed-in subject subscribes to it (two statements). */
  app.get("/api/notification/subscriptions", subscriptionsList, async (c) => {
    const subjectId = await subscriberOf(c, context);
    const [all, mine] = await Promise.all([
      db.select({ id: topics.id, slug: topics.slug, kind: topics.kind, title: topics.title, adminTitle: topics.adminTitle }).from(topics).orderBy(asc(topics.createdAt), asc(topics.id)).limit(MAX_TOPICS),
      db.select({ topicId: subscriptions.notificationModuleTopicId }).from(subscriptions).where(eq(subscriptions.subjectId, subjectId)),
    ]);
    const subscribed = new Set(mine.map((row) => row.topicId));
    c.header("cache-control", "private, no-store");
    return c.json({ data: { topics: all.map((topic) => ({ ...topic, subscribed: subscribed.has(topic.id) })) } });
  });

  /** Replaces the signed-in subject's subscriptions with the listed topics, in one transaction. */
  app.put("/api/notification/subscriptions", subscriptionsBody, async (c) => {
    const subjectId = await subscriberOf(c, context);
    const { topicIds, language: chosen } = c.var.input.body;
    const wanted = [...new Set(topicIds)];
    const [known, addresses] = await Promise.all([
      wanted.length ? db.select({ id: topics.id }).from(topics).where(inArray(topics.id, wanted)) : Promise.resolve([]),
      db.select({ email: identities.email }).from(subjectsToIdentities).innerJoin(identities, eq(identities.id, subjectsToIdentities.identityId)).where(eq(subjectsToIdentities.subjectId, subjectId)),
    ]);
    if (known.length !== wanted.length) throw conflict("Some of these topics do not exist (any more)");
    if (wanted.length && !addresses.some((row) => row.email)) throw conflict("Add an email address to your account first: subscriptions are mailed");
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
    });
    return c.json({ data: { topicIds: wanted } });
  });

  /** Unsubscribe link checks: its signature, then the topic's title in the mail's language. */
  async function unsubscription(query: { s: string; t: string; sig: string; lang?: string }) {
    const pageLang = mailLanguage(query.lang);
    if (!services.signer.verify(query.s, query.t, query.sig)) return { pageLang };
    const [topic] = await db.select({ title: topics.title, adminTitle: topics.adminTitle, slug: topics.slug }).from(topics).where(eq(topics.id, query.t)).limit(1);
    const title = topic ? localise(topic.title, pageLang, lang) || String(topic.adminTitle ?? topic.slug) : "";
    return { pageLang, valid: true, title };
  }
  const pageAnswer = (c: Context, html: string, status: 200 | 400) => {
    c.header("cache-control", "no-store");
    c.header("content-security-policy", "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    return c.html(html, status);
  };

  /** The link in the mail: a page asking to confirm (mail scanners open links; only the POST unsubscribes). */
  app.get("/api/notification/unsubscribe", unsubscribeQuery, async (c) => {
    const query = c.var.input.query;
    const found = await unsubscription(query);
    const home = `${siteOrigin(context.config, c)}/${found.pageLang}/`;
    if (!found.valid) return pageAnswer(c, unsubscribePage(found.pageLang, { kind: "invalid" }, home), 400);
    const action = `/api/notification/unsubscribe?${new URLSearchParams({ s: query.s, t: query.t, sig: query.sig, lang: found.pageLang })}`;
    return pageAnswer(c, unsubscribePage(found.pageLang, { kind: "ask", topic: found.title, action }, home), 200);
  });

  /** The page's button, and mail clients' one-click unsubscribe (RFC 8058), without signing in. */
  app.post("/api/notification/unsubscribe", unsubscribeQuery, async (c) => {
    const query = c.var.input.query;
    const found = await unsubscription(query);
    const home = `${siteOrigin(context.config, c)}/${found.pageLang}/`;
    if (!found.valid) return pageAnswer(c, unsubscribePage(found.pageLang, { kind: "invalid" }, home), 400);
    const rows = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.subjectId, query.s), eq(subscriptions.notificationModuleTopicId, query.t)));
    const links = entityService(entityOf(subscriptions), bus);
    await inTransaction(db, async (tx) => {
      for (const row of rows) await links.remove(tx, row.id);
    });
    return pageAnswer(c, unsubscribePage(found.pageLang, { kind: "done", topic: found.title }, home), 200);
  });

  /** What the template editor starts from: the keys, their placeholders and the shipped words. */
  app.get("/api/notification/template-defaults", templateDefaults, async (c) => {
    await requireAdmin(c, context);
    return c.json({ data: { keys: TEMPLATE_KEYS, languages: MAIL_LANGUAGES, placeholders: TEMPLATE_PLACEHOLDERS, defaults: DEFAULT_TEMPLATES } });
  });

  /** A template rendered with sample values, as the mail would look (the editor's words, unsaved). */
  app.post("/api/notification/templates/preview", previewBody, async (c) => {
    await requireAdmin(c, context);
    const { key, language: previewLang, subject, body, button } = c.var.input.body;
    const words = wordsOf(key, previewLang, { subject, body, button });
    const origin = siteOrigin(context.config, c);
    const values = { ...SAMPLE_VALUES, link: `${origin}/${previewLang}/` };
    const mail = await renderTemplate({ template: key, lang: previewLang, values, actionUrl: values.link, unsubscribeUrl: ["new-article", "event-reminder", "order-status-changed"].includes(key) ? `${origin}/api/notification/unsubscribe` : undefined }, words);
    c.header("cache-control", "private, no-store");
    return c.json({ data: mail });
  });

  /** An administrator sends an outbox mail again (a failed one, or a copy of a sent one). */
  app.post("/api/notification/messages/:id/resend", resendInput, async (c) => {
    await requireAdmin(c, context);
    const row = await services.mailer.resend(c.var.input.params.id);
    return c.json({ data: { id: row.id, status: row.status } }, 202);
  });
}
