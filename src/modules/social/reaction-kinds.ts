/**
 * The reactions a member may put under a chat message: a small fixed set, one of each per member
 * and message (social/reactions). Stored by key; the browser shows each key's emoji and names it
 * in the reader's language (widgets/reactions.tsx).
 */
export const REACTION_KINDS = ["like", "love", "pray", "smile", "sad"] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

export const REACTION_EMOJI: Record<ReactionKind, string> = { like: "👍", love: "❤️", pray: "🙏", smile: "😊", sad: "😢" };
