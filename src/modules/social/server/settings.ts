import type { AppContext } from "../../../core/module.js";

/** The live chats' limits (README). */
export interface ChatSettings {
  /** Chat messages one subject may post each minute (CHAT_POSTS_PER_MINUTE, default 20). */
  postsPerMinute: number;
  /**
   * Live chat streams one subject may hold open at once (CHAT_STREAMS_PER_SUBJECT, default 5): a
   * chats page holds one per tab. Fewer than a browser's six HTTP/1.1 connections to a site, so
   * tabs of one browser never spend them all on streams and leave none for posting.
   */
  streamsPerSubject: number;
  /** Reactions one subject may give or take back each minute (CHAT_REACTIONS_PER_MINUTE, default 60). */
  reactionsPerMinute: number;
}

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

export const chatSettings = (context: AppContext): ChatSettings => ({
  postsPerMinute: positive(context.config.env.CHAT_POSTS_PER_MINUTE, 20),
  streamsPerSubject: positive(context.config.env.CHAT_STREAMS_PER_SUBJECT, 5),
  reactionsPerMinute: positive(context.config.env.CHAT_REACTIONS_PER_MINUTE, 60),
});
