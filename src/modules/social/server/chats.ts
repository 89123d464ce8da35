import { and, eq } from "drizzle-orm";
import { recordAction } from "../../../core/history/observers.js";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf, entityService, loadLinked, publicColumns, type Row } from "../../../core/entity/index.js";
import { notFound } from "../../../core/http/errors.js";
import { rowSchemaOf } from "../../../core/entity/schemas.js";
import { ok } from "../../../core/http/route-docs.js";
import { queryInteger, uuidParams, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { subjectsToSocialModuleProfiles } from "../../../links/rbac.js";
import { authorizeSubject, rbacOf } from "../../rbac/server/index.js";
import { chats, messages, profiles, profilesToChats, profilesToMessages } from "../entities.js";
import { MESSAGE_MAX_LENGTH } from "../widget-data-types.js";
import { messageReaction } from "./reaction-routes.js";
import { chatAccess, requireMessageInChat } from "./chat-access.js";
import { chatMessages } from "./chat-messages.js";
import { postMessage } from "./post-message.js";
import { chatStreamRoutes } from "./chat-stream.js";
import { chatLiveOf } from "./live.js";
import { SOCIAL_BASE } from "./paths.js";
import { chatSettings } from "./settings.js";
import { reactionRoutes } from "./reaction-routes.js";

export { MESSAGE_MAX_LENGTH };

export { SOCIAL_BASE };
const DEFAULT_MESSAGE_LIMIT = 100;
const MAX_MESSAGE_LIMIT = 500;

/** POST .../messages: `{"data": {"description": "..."}}`, at least one character. */
export const messageBody = z.object({
  description: z
    .string({ error: "is required (at least 1 character)" })
    .trim()
    .min(1, { error: "is required (at least 1 character)" })
    .max(MESSAGE_MAX_LENGTH, { error: `must be at most ${MESSAGE_MAX_LENGTH} characters` }),
});

/** `?limit=&offset=` of a chat's messages: the newest `limit` (default 100), `offset` back in time. */
const messagePage = z.object({
  limit: queryInteger(0, MAX_MESSAGE_LIMIT, DEFAULT_MESSAGE_LIMIT),
  offset: queryInteger(0, Number.MAX_SAFE_INTEGER, 0),
});

// Every id in these paths is a uuid, checked before access is asked or the database is read.
const profileRow = rowSchemaOf(entityOf(profiles));
const chatRow = rowSchemaOf(entityOf(chats));
const messageRow = rowSchemaOf(entityOf(messages));
const chatParams = uuidParams("id", "profileId", "chatId");
const profilesInput = validate({ params: uuidParams("id"), summary: "The subject's social profiles", responses: { 200: ok(z.array(profileRow)) } });
const chatsInput = validate({ params: uuidParams("id", "profileId"), summary: "A profile's chats", responses: { 200: ok(z.array(chatRow)) } });
const chatInput = validate({ params: chatParams, summary: "One chat of the profile", responses: { 200: ok(chatRow) } });
const messagesInput = validate({
  params: chatParams,
  query: messagePage,
  summary: "A chat's newest messages, oldest first, with author and read mark",
  responses: {
    200: ok(
      z.array(
        messageRow.extend({
          profileId: z.string().nullable(),
          profile: z.object({ id: z.string(), slug: z.string(), variant: z.string(), title: z.unknown() }).nullable(),
          isRead: z.boolean(),
          readBy: z.array(z.string()),
          reactions: z.array(messageReaction),
        }),
      ),
    ),
  },
});
const postInput = validate({
  params: chatParams,
  body: messageBody,
  summary: "Post a message to the chat",
  responses: { 201: ok(messageRow.extend({ profileId: z.string(), isRead: z.literal(true), readBy: z.array(z.string()), reactions: z.array(messageReaction) })) },
});
const reactInput = validate({
  params: uuidParams("id", "profileId", "chatId", "messageId"),
  summary: "Mark a message read by the profile",
  responses: { 200: ok(z.object({ id: z.unknown(), profileId: z.string(), messageId: z.string(), isRead: z.literal(true) })) },
});

/**
 * The subject routes of the social module (SPEC §7): a subject's profiles, their chats, a chat's
 * messages, posting a message and marking one read; reactions (reaction-routes.ts) and the live
 * streams (chat-stream.ts). Who may use them: chat-access.ts. Answers are never cached. Posts,
 * read marks and reactions are announced on the chat's live channel once committed.
 */
export function socialChatRoutes(app: Hono, context: AppContext): void {
  const rbac = rbacOf(context);
  const { db, bus } = context;
  const owns = subjectsToSocialModuleProfiles;
  const { ownedProfile, ownedChat } = chatAccess(context);

  const noStore = (c: Context) => c.header("Cache-Control", "no-store");

  // The subject's profiles (the chat list starts here; the relation itself is private).
  app.get(SOCIAL_BASE, profilesInput, async (c) => {
    const subjectId = c.var.input.params.id;
    await authorizeSubject(rbac, c, subjectId);
    noStore(c);
    const rows = await loadLinked(db, owns, [subjectId]);
    return c.json({ data: rows.map((r) => r.item) });
  });

  app.get(`${SOCIAL_BASE}/:profileId/chats`, chatsInput, async (c) => {
    const { profileId } = await ownedProfile(c, c.var.input.params);
    noStore(c);
    const links = await loadLinked(db, profilesToChats, [profileId]);
    return c.json({ data: links.map((l) => l.item) });
  });

  app.get(`${SOCIAL_BASE}/:profileId/chats/:chatId`, chatInput, async (c) => {
    const { chatId } = await ownedChat(c, c.var.input.params);
    noStore(c);
    const [chat] = await db.select(publicColumns(entityOf(chats))).from(chats).where(eq(chats.id, chatId)).limit(1);
    if (!chat) throw notFound(`chats: no record with id ${chatId}`);
    return c.json({ data: chat });
  });

  // The newest `limit` messages (default 100), oldest first; `offset` pages back in time.
  app.get(`${SOCIAL_BASE}/:profileId/chats/:chatId/messages`, messagesInput, async (c) => {
    const { profileId, chatId } = await ownedChat(c, c.var.input.params);
    const { limit, offset } = c.var.input.query;
    noStore(c);
    const data = await chatMessages(db, chatId, profileId, { limit, offset });
    return c.json({ data });
  });

  app.post(`${SOCIAL_BASE}/:profileId/chats/:chatId/messages`, postInput, async (c) => {
    const { subjectId, profileId, chatId } = await ownedChat(c, c.var.input.params);
    const { description } = c.var.input.body;
    noStore(c);
    // Per subject (all its profiles and tabs), shared across processes when Redis is.
    await rbac.limiter.consume({ action: "social-post", account: subjectId }, { max: chatSettings(context).postsPerMinute, windowMs: 60_000 });
    return c.json({ data: await postMessage(context, { chatId, profileId, description }) }, 201);
  });

  // Marks the message read for this profile (its profiles-to-messages link, made if missing).
  app.post(`${SOCIAL_BASE}/:profileId/chats/:chatId/messages/:messageId/react`, reactInput, async (c) => {
    const { profileId, chatId } = await ownedChat(c, c.var.input.params);
    const { messageId } = c.var.input.params;
    noStore(c);
    await requireMessageInChat(db, chatId, messageId);
    const link = await inTransaction(db, async (tx) => {
      const updated = await tx
        .update(profilesToMessages)
        .set({ isRead: true, updatedAt: new Date() })
        .where(and(eq(profilesToMessages.profileId, profileId), eq(profilesToMessages.messageId, messageId)))
        .returning(publicColumns(entityOf(profilesToMessages)));
      if (updated.length) {
        await recordAction(tx, { entity: "social/profiles-to-messages", ids: updated.map((r) => String(r.id)), action: "update" });
        bus.publish({ module: "social", entity: "profiles-to-messages", action: "update", ids: updated.map((r) => String(r.id)) });
        return updated[0] as Row;
      }
      return entityService(entityOf(profilesToMessages), bus).create(tx, { profileId, messageId, isRead: true });
    });
    chatLiveOf(context).read(chatId, { messageId, profileId, at: new Date(String(link.updatedAt ?? new Date().toISOString())) });
    return c.json({ data: { id: link.id, profileId, messageId, isRead: true } });
  });

  reactionRoutes(app, context, { ownedProfile, ownedChat });
  chatStreamRoutes(app, context, { ownedProfile, ownedChat });
}

