import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf, entityService, loadLinked, publicColumns, type Row } from "../../../core/entity/index.js";
import { forbidden, notFound } from "../../../core/http/errors.js";
import { queryInteger, uuidParams, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { subjectsToSocialModuleProfiles } from "../../rbac/entities.js";
import { authorizeSubject, rbacOf } from "../../rbac/server/index.js";
import { chats, chatsToMessages, messages, profiles, profilesToChats, profilesToMessages } from "../entities.js";
import type { SocialChatMessage, SocialProfileRef } from "../widget-data-types.js";

export const SOCIAL_BASE = "/api/rbac/subjects/:id/social-module/profiles";
export const MESSAGE_MAX_LENGTH = 10_000;
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
const profilePath = validate({ params: uuidParams("id", "profileId") });
const chatPath = validate({ params: uuidParams("id", "profileId", "chatId") });

const profileRef = (row: Row): SocialProfileRef => ({
  id: String(row.id),
  slug: String(row.slug ?? ""),
  variant: String(row.variant ?? "default"),
  title: (row.title ?? null) as SocialProfileRef["title"],
});

/**
 * The subject routes of the social module (SPEC §7): a subject's profiles, their chats, a chat's
 * messages, posting a message and marking one read. Every route is for that subject or an
 * administrator (the rbac guard, asked again here so the rule holds wherever the module is
 * mounted); the profile must be the subject's (rbac subjects-to-social-module-profiles) and the
 * chat the profile's (social profiles-to-chats), else 403. Answers are never cached.
 */
export function socialChatRoutes(app: Hono, context: AppContext): void {
  const rbac = rbacOf(context);
  const { db, bus } = context;
  const owns = subjectsToSocialModuleProfiles;

  /** 401/403 unless the caller may act as the subject; then 403 unless the profile is the subject's. */
  async function ownedProfile(c: Context, { id: subjectId, profileId }: { id: string; profileId: string }): Promise<{ subjectId: string; profileId: string }> {
    await authorizeSubject(rbac, c, subjectId);
    const [row] = await db
      .select({ id: owns.id })
      .from(owns)
      .where(and(eq(owns.subjectId, subjectId), eq(owns.socialModuleProfileId, profileId)))
      .limit(1);
    if (!row) throw forbidden("This profile is not this subject's");
    return { subjectId, profileId };
  }

  /** The same, and the chat must be one of the profile's: one query for both checks. */
  async function ownedChat(
    c: Context,
    { id: subjectId, profileId, chatId }: { id: string; profileId: string; chatId: string },
  ): Promise<{ subjectId: string; profileId: string; chatId: string }> {
    await authorizeSubject(rbac, c, subjectId);
    const [row] = await db
      .select({ member: profilesToChats.id })
      .from(owns)
      .leftJoin(profilesToChats, and(eq(profilesToChats.profileId, owns.socialModuleProfileId), eq(profilesToChats.chatId, chatId)))
      .where(and(eq(owns.subjectId, subjectId), eq(owns.socialModuleProfileId, profileId)))
      .limit(1);
    if (!row) throw forbidden("This profile is not this subject's");
    if (!row.member) throw forbidden("This chat is not this profile's");
    return { subjectId, profileId, chatId };
  }

  const noStore = (c: Context) => c.header("Cache-Control", "no-store");

  // The subject's profiles (the chat list starts here; the relation itself is private).
  app.get(SOCIAL_BASE, validate({ params: uuidParams("id") }), async (c) => {
    const subjectId = c.var.input.params.id;
    await authorizeSubject(rbac, c, subjectId);
    noStore(c);
    const rows = await loadLinked(db, owns, [subjectId]);
    return c.json({ data: rows.map((r) => r.item) });
  });

  app.get(`${SOCIAL_BASE}/:profileId/chats`, profilePath, async (c) => {
    const { profileId } = await ownedProfile(c, c.var.input.params);
    noStore(c);
    const links = await loadLinked(db, profilesToChats, [profileId]);
    return c.json({ data: links.map((l) => l.item) });
  });

  app.get(`${SOCIAL_BASE}/:profileId/chats/:chatId`, chatPath, async (c) => {
    const { chatId } = await ownedChat(c, c.var.input.params);
    noStore(c);
    const [chat] = await db.select(publicColumns(entityOf(chats))).from(chats).where(eq(chats.id, chatId)).limit(1);
    if (!chat) throw notFound(`chats: no record with id ${chatId}`);
    return c.json({ data: chat });
  });

  // The newest `limit` messages (default 100), oldest first; `offset` pages back in time.
  app.get(`${SOCIAL_BASE}/:profileId/chats/:chatId/messages`, validate({ params: uuidParams("id", "profileId", "chatId"), query: messagePage }), async (c) => {
    const { profileId, chatId } = await ownedChat(c, c.var.input.params);
    const { limit, offset } = c.var.input.query;
    noStore(c);
    const rows = (await db
      .select(publicColumns(entityOf(messages)))
      .from(messages)
      .innerJoin(chatsToMessages, eq(chatsToMessages.messageId, messages.id))
      .where(eq(chatsToMessages.chatId, chatId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit)
      .offset(offset)) as Row[];
    rows.reverse();
    const ids = rows.map((r) => String(r.id));
    // Who wrote each message (its first profiles-to-messages link) and who has read it.
    const links = ids.length
      ? await db
          .select({ messageId: profilesToMessages.messageId, profileId: profilesToMessages.profileId, isRead: profilesToMessages.isRead, profile: publicColumns(entityOf(profiles)) })
          .from(profilesToMessages)
          .innerJoin(profiles, eq(profiles.id, profilesToMessages.profileId))
          .where(inArray(profilesToMessages.messageId, ids))
          .orderBy(asc(profilesToMessages.createdAt), asc(profilesToMessages.id))
      : [];
    const authors = new Map<string, Row>();
    const readBy = new Set<string>();
    for (const link of links) {
      if (!authors.has(link.messageId)) authors.set(link.messageId, link.profile as Row);
      if (link.profileId === profileId && link.isRead) readBy.add(link.messageId);
    }
    const data: SocialChatMessage[] = rows.map((row) => {
      const id = String(row.id);
      const author = authors.get(id);
      return {
        ...(row as unknown as SocialChatMessage),
        profileId: author ? String(author.id) : null,
        profile: author ? profileRef(author) : null,
        isRead: readBy.has(id) || (author !== undefined && String(author.id) === profileId),
      };
    });
    return c.json({ data });
  });

  app.post(`${SOCIAL_BASE}/:profileId/chats/:chatId/messages`, validate({ params: uuidParams("id", "profileId", "chatId"), body: messageBody }), async (c) => {
    const { profileId, chatId } = await ownedChat(c, c.var.input.params);
    const { description } = c.var.input.body;
    noStore(c);
    const message = await inTransaction(db, async (tx) => {
      const row = await entityService(entityOf(messages), bus).create(tx, { description });
      await entityService(entityOf(chatsToMessages), bus).create(tx, { chatId, messageId: row.id });
      // The author's link: the first one of a message names who wrote it; the author has read it.
      await entityService(entityOf(profilesToMessages), bus).create(tx, { profileId, messageId: row.id, isRead: true });
      return row;
    });
    return c.json({ data: { ...message, profileId, isRead: true } }, 201);
  });

  // Marks the message read for this profile (its profiles-to-messages link, made if missing).
  app.post(`${SOCIAL_BASE}/:profileId/chats/:chatId/messages/:messageId/react`, validate({ params: uuidParams("id", "profileId", "chatId", "messageId") }), async (c) => {
    const { profileId, chatId } = await ownedChat(c, c.var.input.params);
    const { messageId } = c.var.input.params;
    noStore(c);
    const [inChat] = await db
      .select({ id: chatsToMessages.id })
      .from(chatsToMessages)
      .where(and(eq(chatsToMessages.chatId, chatId), eq(chatsToMessages.messageId, messageId)))
      .limit(1);
    if (!inChat) throw notFound(`messages: no message ${messageId} in this chat`);
    const link = await inTransaction(db, async (tx) => {
      const updated = await tx
        .update(profilesToMessages)
        .set({ isRead: true, updatedAt: new Date() })
        .where(and(eq(profilesToMessages.profileId, profileId), eq(profilesToMessages.messageId, messageId)))
        .returning(publicColumns(entityOf(profilesToMessages)));
      if (updated.length) {
        bus.publish({ module: "social", entity: "profiles-to-messages", action: "update", ids: updated.map((r) => String(r.id)) });
        return updated[0] as Row;
      }
      return entityService(entityOf(profilesToMessages), bus).create(tx, { profileId, messageId, isRead: true });
    });
    return c.json({ data: { id: link.id, profileId, messageId, isRead: true } });
  });
}
