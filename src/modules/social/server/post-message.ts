import { eq } from "drizzle-orm";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf, entityService, publicColumns, type Row } from "../../../core/entity/index.js";
import type { AppContext } from "../../../core/module.js";
import { chatsToMessages, messages, profiles, profilesToMessages } from "../entities.js";
import type { SocialChatMessage } from "../widget-data-types.js";
import { profileRef } from "./chat-messages.js";
import { chatLiveOf } from "./live.js";

export interface NewMessage {
  chatId: string;
  /** The author: its link is the message's first, and it has read the message. */
  profileId: string;
  description: string;
  variant?: string;
  /** An answer that was streamed: its finished message replaces the draft shown meanwhile. */
  draftId?: string;
}

/**
 * Posts a message to a chat in one transaction (the message, its chat link, its author's link),
 * then announces it on the chat's live channel. Answers it as the author reads it.
 */
export async function postMessage(context: AppContext, { chatId, profileId, description, variant, draftId }: NewMessage): Promise<SocialChatMessage> {
  const { db, bus } = context;
  const { row, author } = await inTransaction(db, async (tx) => {
    const row = await entityService(entityOf(messages), bus).create(tx, { description, ...(variant ? { variant } : {}) });
    await entityService(entityOf(chatsToMessages), bus).create(tx, { chatId, messageId: row.id });
    await entityService(entityOf(profilesToMessages), bus).create(tx, { profileId, messageId: row.id, isRead: true });
    const [author] = await tx.select(publicColumns(entityOf(profiles))).from(profiles).where(eq(profiles.id, profileId)).limit(1);
    return { row, author: author as Row | undefined };
  });
  const message: SocialChatMessage = {
    ...(row as unknown as SocialChatMessage),
    createdAt: new Date(String(row.createdAt)).toISOString(),
    updatedAt: new Date(String(row.updatedAt)).toISOString(),
    profileId,
    profile: author ? profileRef(author) : null,
    isRead: false,
    readBy: [profileId],
    reactions: [],
  };
  // Others see it unread; the author's own tabs know it is theirs.
  chatLiveOf(context).message(chatId, { ...message, ...(draftId ? { draftId } : {}) });
  return { ...message, isRead: true };
}
