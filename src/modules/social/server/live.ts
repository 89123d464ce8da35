import { createHash } from "node:crypto";
import { memoryLiveHub, redisLiveHub, type LiveHub } from "../../../core/events/live.js";
import type { AppContext } from "../../../core/module.js";
import type { MessageReaction, SocialChatMessage } from "../widget-data-types.js";

/**
 * A chat's live events (SSE event names and what they carry; every one names its `chatId`, so
 * one stream can carry many chats):
 * - `message`: a new message (id: its creation time in ms, the stream's cursor);
 * - `read`: a member has read a message (id: the mark's time in ms);
 * - `reactions`: a message's reactions as they now are (id: the change's time in ms);
 * - `delta`: a piece of an answer being written (no id: only the finished message is replayed).
 */
export interface ChatDelta {
  /** Names the answer being written; its finished `message` carries the same draftId. */
  draftId: string;
  profileId: string;
  profile: SocialChatMessage["profile"];
  text: string;
}

export interface ChatLive {
  hub: LiveHub;
  message(chatId: string, message: SocialChatMessage & { draftId?: string }): void;
  read(chatId: string, mark: { messageId: string; profileId: string; at: Date }): void;
  reactions(chatId: string, change: { messageId: string; reactions: MessageReaction[]; at: Date }): void;
  delta(chatId: string, delta: ChatDelta): void;
}

export const chatTopic = (chatId: string) => `social:chat:${chatId}`;
/** A cursor is a moment in ms: messages, read marks and reactions at or after it are replayed. */
export const cursorOf = (at: Date | string) => String(new Date(at).getTime());

const runtimes = new WeakMap<AppContext, ChatLive>();

export async function startChatLive(context: AppContext): Promise<ChatLive> {
  const { config } = context;
  // One channel per site (its database), as write events travel.
  const site = createHash("sha256").update(config.databaseUrl ?? config.dataDir).digest("hex").slice(0, 16);
  const hub = config.redisUrl ? await redisLiveHub(config.redisUrl, `sobor:live:${site}`) : memoryLiveHub();
  const live: ChatLive = {
    hub,
    message: (chatId, message) => hub.publish(chatTopic(chatId), { type: "message", id: cursorOf(message.createdAt), data: { ...message, chatId } }),
    read: (chatId, { messageId, profileId, at }) => hub.publish(chatTopic(chatId), { type: "read", id: cursorOf(at), data: { chatId, messageId, profileId } }),
    reactions: (chatId, { messageId, reactions, at }) => hub.publish(chatTopic(chatId), { type: "reactions", id: cursorOf(at), data: { chatId, messageId, reactions } }),
    delta: (chatId, delta) => hub.publish(chatTopic(chatId), { type: "delta", data: { ...delta, chatId } }),
  };
  runtimes.set(context, live);
  return live;
}

/** The process's chat channel (the agent module writes its answers into it). */
export function chatLiveOf(context: AppContext): ChatLive {
  const live = runtimes.get(context);
  if (!live) throw new Error("The social module has not started (add it to src/app/modules.ts)");
  return live;
}

export async function stopChatLive(context: AppContext): Promise<void> {
  const live = runtimes.get(context);
  runtimes.delete(context);
  await live?.hub.close();
}
