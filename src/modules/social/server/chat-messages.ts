import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { entityOf, publicColumns, type Row } from "../../../core/entity/index.js";
import { chatsToMessages, messages, profiles, profilesToMessages } from "../entities.js";
import type { SocialChatMessage, SocialProfileRef } from "../widget-data-types.js";
import { reactionsOf } from "./reactions.js";

export const profileRef = (row: Row): SocialProfileRef => ({
  id: String(row.id),
  slug: String(row.slug ?? ""),
  variant: String(row.variant ?? "default"),
  title: (row.title ?? null) as SocialProfileRef["title"],
});

/** Which messages of a chat: the newest `limit` (`offset` back in time), or those since a moment. */
export type MessageWindow = { limit: number; offset: number } | { since: Date; limit: number };

/** A message as a live stream sends it: with the chat it belongs to. */
export type ChatMessageEvent = SocialChatMessage & { chatId: string };

const messageColumns = () => ({ ...publicColumns(entityOf(messages)), chatId: chatsToMessages.chatId });

/**
 * A chat's messages, oldest first, each with its author (its first profiles-to-messages link),
 * who has read it, whether `readerId` has (its own always) and its reactions: three queries
 * whatever their number.
 */
export async function chatMessages(db: Db, chatId: string, readerId: string, window: MessageWindow): Promise<SocialChatMessage[]> {
  const inChat = eq(chatsToMessages.chatId, chatId);
  const base = db.select(messageColumns()).from(messages).innerJoin(chatsToMessages, eq(chatsToMessages.messageId, messages.id));
  const rows = (
    "since" in window
      ? await base
          .where(and(inChat, gte(messages.createdAt, window.since)))
          .orderBy(asc(messages.createdAt), asc(messages.id))
          .limit(window.limit)
      : (await base.where(inChat).orderBy(desc(messages.createdAt), desc(messages.id)).limit(window.limit).offset(window.offset)).reverse()
  ) as Row[];
  return (await withReaders(db, rows, () => readerId)).map(({ chatId: _chat, ...message }) => message);
}

/**
 * The messages of some chats created since a moment, oldest first (at most `limit`): what a
 * reconnecting stream missed. `readerOf` names whose read mark `isRead` reports in each chat.
 */
export async function messagesSince(db: Db, chatIds: string[], since: Date, limit: number, readerOf: (chatId: string) => string | undefined): Promise<ChatMessageEvent[]> {
  if (!chatIds.length) return [];
  // By creation time first (the messages' createdAt index), then to the chats asked about.
  const rows = (await db
    .select(messageColumns())
    .from(messages)
    .innerJoin(chatsToMessages, eq(chatsToMessages.messageId, messages.id))
    .where(and(gte(messages.createdAt, since), inArray(chatsToMessages.chatId, chatIds)))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit)) as Row[];
  return withReaders(db, rows, readerOf);
}

/** Adds authors, read marks and reactions to message rows (each with its chatId): two queries. */
async function withReaders(db: Db, rows: Row[], readerOf: (chatId: string) => string | undefined): Promise<ChatMessageEvent[]> {
  const ids = rows.map((r) => String(r.id));
  const [links, reactions] = await Promise.all([
    ids.length
      ? db
          .select({ messageId: profilesToMessages.messageId, profileId: profilesToMessages.profileId, isRead: profilesToMessages.isRead, profile: publicColumns(entityOf(profiles)) })
          .from(profilesToMessages)
          .innerJoin(profiles, eq(profiles.id, profilesToMessages.profileId))
          .where(inArray(profilesToMessages.messageId, ids))
          .orderBy(asc(profilesToMessages.createdAt), asc(profilesToMessages.id))
      : [],
    reactionsOf(db, ids),
  ]);
  const authors = new Map<string, Row>();
  const readers = new Map<string, string[]>();
  for (const link of links) {
    if (!authors.has(link.messageId)) authors.set(link.messageId, link.profile as Row);
    if (link.isRead || authors.get(link.messageId)?.id === link.profileId) {
      const list = readers.get(link.messageId) ?? [];
      if (!list.includes(link.profileId)) readers.set(link.messageId, [...list, link.profileId]);
    }
  }
  return rows.map((row) => {
    const id = String(row.id);
    const chatId = String(row.chatId);
    const author = authors.get(id);
    const authorId = author ? String(author.id) : null;
    // The author first, whatever order the marks came in.
    const readBy = [...new Set([...(authorId ? [authorId] : []), ...(readers.get(id) ?? [])])];
    const reader = readerOf(chatId);
    return {
      ...(row as unknown as SocialChatMessage),
      chatId,
      profileId: authorId,
      profile: author ? profileRef(author) : null,
      isRead: reader !== undefined && readBy.includes(reader),
      readBy,
      reactions: reactions.get(id) ?? [],
    };
  });
}

/** Read marks set on some chats' messages since a moment, by any member, oldest first (at most `limit`). */
export async function readMarksSince(db: Db, chatIds: string[], since: Date, limit: number) {
  if (!chatIds.length) return [];
  return db
    .select({ chatId: chatsToMessages.chatId, messageId: profilesToMessages.messageId, profileId: profilesToMessages.profileId, updatedAt: profilesToMessages.updatedAt })
    .from(profilesToMessages)
    .innerJoin(chatsToMessages, eq(chatsToMessages.messageId, profilesToMessages.messageId))
    .where(and(gte(profilesToMessages.updatedAt, since), eq(profilesToMessages.isRead, true), inArray(chatsToMessages.chatId, chatIds)))
    .orderBy(asc(profilesToMessages.updatedAt))
    .limit(limit);
}
