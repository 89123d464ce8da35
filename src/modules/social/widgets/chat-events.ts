import type { MessageReaction, SocialChatMessage } from "../widget-data-types";

// How a live event changes one chat's message list as one of the subject's profiles sees it.
// Every change is idempotent (merge by id, sets of readers, reactions as they are now), so an
// event heard twice (replayed and live) or applied again after a fetch does no harm.

/** A message as the stream sends it: the chat it is in, and the answer it finishes if any. */
export type LiveMessage = SocialChatMessage & { chatId: string; draftId?: string };
export interface ReadMark {
  chatId: string;
  messageId: string;
  profileId: string;
}
export interface ReactionsNow {
  chatId: string;
  messageId: string;
  reactions: MessageReaction[];
}

export type ListEvent = { type: "message"; data: LiveMessage } | { type: "read"; data: ReadMark } | { type: "reactions"; data: ReactionsNow };

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/** Applies an event to the list `viewer` (a profile of the subject in the chat) sees. */
export function applyToList(list: SocialChatMessage[], event: ListEvent, viewer: string): SocialChatMessage[] {
  switch (event.type) {
    case "message": {
      const { chatId: _chat, draftId: _draft, ...message } = event.data;
      const readBy = message.readBy ?? (message.profileId ? [message.profileId] : []);
      const known = list.find((m) => m.id === message.id);
      if (known) {
        // Reactions change by their own events; a message heard again keeps what they set.
        const merged = union(known.readBy ?? [], readBy);
        return list.map((m) => (m.id === message.id ? { ...message, reactions: known.reactions, readBy: merged, isRead: known.isRead || merged.includes(viewer) } : m));
      }
      const added = { ...message, readBy, reactions: message.reactions ?? [], isRead: readBy.includes(viewer) };
      return [...list, added].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    }
    case "read": {
      const { messageId, profileId } = event.data;
      return list.map((m) =>
        m.id === messageId ? { ...m, readBy: union(m.readBy ?? [], [profileId]), isRead: m.isRead || profileId === viewer } : m,
      );
    }
    case "reactions": {
      const { messageId, reactions } = event.data;
      return list.map((m) => (m.id === messageId ? { ...m, reactions } : m));
    }
  }
}

/** Members other than the author who have read a message. */
export const readByOthers = (message: SocialChatMessage) => (message.readBy ?? []).filter((id) => id !== message.profileId);
