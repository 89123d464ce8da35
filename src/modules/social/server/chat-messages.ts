import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { entityOf, publicColumns, type Row } from "../../../core/entity/index.js";
import { chatsToMessages, messages, profiles, profilesToMessages } from "../entities.js";
import type { SocialChatMessage, SocialProfileRef } from "../widget-data-types.js";

export const profileRef = (row: Row): SocialProfileRef => ({
  id: String(row.id),
  slug: String(row.slug ?? ""),
  variant: String(row.variant ?? "default"),
  title: (row.title ?? null) as SocialProfileRef["title"],
});

/** Which messages of a chat: the newest `limit` (`offset` back in time), or those since a moment. */
export type MessageWindow = { limit: number; offset: number } | { since: Date; limit: number };

/**
 * A chat's messages, oldest first, each with its author (its first profiles-to-messages link)
 * and whether `readerId` has read it (its own always): two queries whatever their number.
 */
export async function chatMessages(db: Db, chatId: string, readerId: string, window: MessageWindow): Promise<SocialChatMessage[]> {
  const inChat = eq(chatsToMessages.chatId, chatId);
  const base = db
    .select(publicColumns(entityOf(messages)))
    .from(messages)
    .innerJoin(chatsToMessages, eq(chatsToMessages.messageId, messages.id));
  const rows = (
    "since" in window
      ? await base
          .where(and(inChat, gte(messages.createdAt, window.since)))
          .orderBy(asc(messages.createdAt), asc(messages.id))
          .limit(window.limit)
      : (await base.where(inChat).orderBy(desc(messages.createdAt), desc(messages.id)).limit(window.limit).offset(window.offset)).reverse()
  ) as Row[];
  const ids = rows.map((r) => String(r.id));
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
    if (link.profileId === readerId && link.isRead) readBy.add(link.messageId);
  }
  return rows.map((row) => {
    const id = String(row.id);
    const author = authors.get(id);
    return {
      ...(row as unknown as SocialChatMessage),
      profileId: author ? String(author.id) : null,
      profile: author ? profileRef(author) : null,
      isRead: readBy.has(id) || (author !== undefined && String(author.id) === readerId),
    };
  });
}

/** Read marks `readerId` set on this chat's messages since a moment (what a reconnecting stream missed). */
export async function readMarksSince(db: Db, chatId: string, readerId: string, since: Date, limit: number) {
  return db
    .select({ messageId: profilesToMessages.messageId, updatedAt: profilesToMessages.updatedAt })
    .from(profilesToMessages)
    .innerJoin(chatsToMessages, and(eq(chatsToMessages.messageId, profilesToMessages.messageId), inChatOf(chatId)))
    .where(and(eq(profilesToMessages.profileId, readerId), eq(profilesToMessages.isRead, true), gte(profilesToMessages.updatedAt, since)))
    .orderBy(asc(profilesToMessages.updatedAt))
    .limit(limit);
}

const inChatOf = (chatId: string) => eq(chatsToMessages.chatId, chatId);
