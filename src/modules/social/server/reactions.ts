import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import { inTransaction } from "../../../core/db/transaction.js";
import { entityOf, entityService } from "../../../core/entity/index.js";
import type { AppContext } from "../../../core/module.js";
import { chatsToMessages, reactions } from "../entities.js";
import { REACTION_KINDS, type ReactionKind } from "../reaction-kinds.js";
import type { MessageReaction } from "../widget-data-types.js";
import { chatLiveOf } from "./live.js";

/** The reactions under some messages, by message: kinds in REACTION_KINDS order, givers oldest first (one query). */
export async function reactionsOf(db: Db, messageIds: string[]): Promise<Map<string, MessageReaction[]>> {
  const byMessage = new Map<string, MessageReaction[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .select({ messageId: reactions.messageId, profileId: reactions.profileId, kind: reactions.kind })
    .from(reactions)
    .where(and(inArray(reactions.messageId, messageIds), eq(reactions.isActive, true)))
    .orderBy(asc(reactions.createdAt), asc(reactions.id));
  const givers = new Map<string, Map<ReactionKind, string[]>>();
  for (const row of rows) {
    const kinds = givers.get(row.messageId) ?? new Map<ReactionKind, string[]>();
    givers.set(row.messageId, kinds);
    kinds.set(row.kind, [...(kinds.get(row.kind) ?? []), row.profileId]);
  }
  for (const [messageId, kinds] of givers) {
    byMessage.set(
      messageId,
      REACTION_KINDS.filter((kind) => kinds.has(kind)).map((kind) => ({ kind, profileIds: kinds.get(kind)! })),
    );
  }
  return byMessage;
}

/** Messages of some chats whose reactions changed (given or taken back) since a moment, oldest change first. */
export async function reactionChangesSince(db: Db, chatIds: string[], since: Date, limit: number) {
  if (!chatIds.length) return [];
  return db
    .select({ chatId: chatsToMessages.chatId, messageId: reactions.messageId, updatedAt: reactions.updatedAt })
    .from(reactions)
    .innerJoin(chatsToMessages, eq(chatsToMessages.messageId, reactions.messageId))
    .where(and(gte(reactions.updatedAt, since), inArray(chatsToMessages.chatId, chatIds)))
    .orderBy(asc(reactions.updatedAt), asc(reactions.messageId))
    .limit(limit);
}

export interface ReactionChange {
  chatId: string;
  profileId: string;
  messageId: string;
  kind: ReactionKind;
  /** true: give it (again); false: take it back. Either way idempotent. */
  on: boolean;
}

/**
 * Gives or takes back a profile's reaction under a message (one row per profile, message and
 * kind, switched by isActive) in one transaction, then announces the message's reactions, all of
 * them, on the chat's live channel: every member's page sets them as they are, so an event heard
 * twice or late does no harm. Answers the message's reactions.
 */
export async function setReaction(context: AppContext, { chatId, profileId, messageId, kind, on }: ReactionChange): Promise<MessageReaction[]> {
  const { db, bus } = context;
  const service = entityService(entityOf(reactions), bus);
  const changedAt = await inTransaction(db, async (tx) => {
    const key = { profileId, messageId, kind };
    const [existing] = await tx
      .select({ id: reactions.id, isActive: reactions.isActive })
      .from(reactions)
      .where(and(eq(reactions.profileId, profileId), eq(reactions.messageId, messageId), eq(reactions.kind, kind)))
      .limit(1);
    if (!existing) {
      if (!on) return undefined;
      // Two tabs giving the same reaction at once: the second finds the first's row.
      const { row, created } = await service.findOrCreate(tx, key);
      if (created || row.isActive) return row.updatedAt;
      return (await service.update(tx, String(row.id), { isActive: true })).updatedAt;
    }
    if (existing.isActive === on) return undefined;
    return (await service.update(tx, existing.id, { isActive: on })).updatedAt;
  });
  const now = (await reactionsOf(db, [messageId])).get(messageId) ?? [];
  if (changedAt !== undefined) chatLiveOf(context).reactions(chatId, { messageId, reactions: now, at: new Date(String(changedAt)) });
  return now;
}
