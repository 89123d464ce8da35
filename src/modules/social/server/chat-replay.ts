import type { Db } from "../../../core/db/connection.js";
import type { LiveEvent } from "../../../core/events/live.js";
import { messagesSince, readMarksSince } from "./chat-messages.js";
import { cursorOf } from "./live.js";
import { reactionChangesSince, reactionsOf } from "./reactions.js";

/**
 * Replay reaches back this far before the cursor: a message committed a little after a later
 * one was announced still reaches the client (which drops what it already has, by id).
 */
export const REPLAY_MARGIN_MS = 5_000;
/** At most this many messages, read marks or reaction changes are replayed; more is a `resync`. */
export const REPLAY_LIMIT = 200;
/** A cursor older than this is a `resync`: reloading the chats is cheaper than replaying them. */
export const REPLAY_MAX_AGE_MS = 15 * 60_000;

/** Tells the client to load its chats afresh: what it missed is more than a replay carries. */
export const RESYNC: LiveEvent = { type: "resync", data: {} };

/**
 * What some chats' members missed since a cursor (a moment in ms): the messages posted, the
 * read marks set and the messages whose reactions changed (each with all its reactions now), in
 * the order they happened, each with its cursor id. Four queries at most, each bounded by the
 * time window's indexes (messages by createdAt, read marks and reactions by updatedAt).
 * `readerOf` names whose read mark a message's `isRead` reports in each chat.
 */
export async function replaySince(db: Db, chatIds: string[], cursor: number, readerOf: (chatId: string) => string | undefined): Promise<LiveEvent[]> {
  if (!chatIds.length) return [];
  if (Date.now() - cursor > REPLAY_MAX_AGE_MS) return [RESYNC];
  const since = new Date(Math.max(0, cursor - REPLAY_MARGIN_MS));
  const [missed, marks, changed] = await Promise.all([
    messagesSince(db, chatIds, since, REPLAY_LIMIT + 1, readerOf),
    readMarksSince(db, chatIds, since, REPLAY_LIMIT + 1),
    reactionChangesSince(db, chatIds, since, REPLAY_LIMIT + 1),
  ]);
  if (missed.length > REPLAY_LIMIT || marks.length > REPLAY_LIMIT || changed.length > REPLAY_LIMIT) return [RESYNC];

  // An author's own mark comes with the message: no news.
  const authored = new Set(missed.map((m) => `${m.id}:${m.profileId}`));
  const news = marks.filter((mark) => !authored.has(`${mark.messageId}:${mark.profileId}`));
  // A message's latest reaction change stands for all of them: its reactions are sent as they are now.
  const lastChange = new Map(changed.map((c) => [c.messageId, c]));
  const reactions = await reactionsOf(db, [...lastChange.keys()]);
  const timed: { at: number; event: LiveEvent }[] = [
    ...missed.map((message) => ({ at: new Date(message.createdAt).getTime(), event: { type: "message", id: cursorOf(message.createdAt), data: message } })),
    ...news.map((mark) => ({
      at: mark.updatedAt.getTime(),
      event: { type: "read", id: cursorOf(mark.updatedAt), data: { chatId: mark.chatId, messageId: mark.messageId, profileId: mark.profileId } },
    })),
    ...[...lastChange.values()].map((change) => ({
      at: change.updatedAt.getTime(),
      event: { type: "reactions", id: cursorOf(change.updatedAt), data: { chatId: change.chatId, messageId: change.messageId, reactions: reactions.get(change.messageId) ?? [] } },
    })),
  ];
  return timed.sort((a, b) => a.at - b.at).map((t) => t.event);
}
