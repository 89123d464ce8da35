// What the social module's widgetData and its subject routes return: types only, shared with the
// browser code.
import type { GraphRow, LinkFields, LocalisedValue, TitledFields } from "../../core/entity/index.js";
import type { socialProfile, socialWidget } from "./server/widget-data.js";
import type { ReactionKind } from "./reaction-kinds.js";

/** A localised field: an object keyed by language (text or TipTap JSON), or legacy text. */
export type Localised = LocalisedValue;

/** A social widget's row, its profiles (widgets-to-profiles, in link order) and, for
 * profile-overview-default, the profile named by the url (social.profiles.slug) or its first. */
export interface SocialWidgetData {
  widget: SocialWidgetRow;
  profiles: SocialProfile[];
  profile: SocialProfile | null;
}
export type SocialWidgetRow = Omit<GraphRow<typeof socialWidget>, "profiles">;
/** A profile, with the link that listed it when it came from the widget's list. */
export type SocialProfile = GraphRow<typeof socialProfile> & { link?: LinkFields };
export type SocialFile = SocialProfile["files"][number];

/** Enough of a profile to name a message's author. */
export interface SocialProfileRef {
  id: string;
  slug: string;
  variant: string;
  title: Localised;
}

/** A chat as the subject routes answer it. */
export interface SocialChat extends TitledFields {
  createdAt: string;
}

/** A message as GET .../chats/{chatId}/messages answers it. */
export interface SocialChatMessage {
  id: string;
  createdAt: string;
  updatedAt: string;
  variant: string;
  className: string | null;
  title: Localised;
  subtitle: Localised;
  description: string;
  /** The author's profile (the message's first profiles-to-messages link). */
  profileId: string | null;
  profile: SocialProfileRef | null;
  /** Whether the profile in the url has read it (its own messages always). */
  isRead: boolean;
  /** Every profile that has read it, its author first. */
  readBy: string[];
  /** Its reactions, in REACTION_KINDS order, each with the profiles that gave it (none: left out). */
  reactions: MessageReaction[];
}

/** One kind of reaction under a message and who gave it. */
export interface MessageReaction {
  kind: ReactionKind;
  profileIds: string[];
}

/** The longest message a member may post (characters). */
export const MESSAGE_MAX_LENGTH = 10_000;

export const PROFILE_SLUG_PARAM = "social.profiles.slug";

/** The subject routes (SPEC §7), relative to the site. */
export const socialPaths = {
  profiles: (subjectId: string) => `/api/rbac/subjects/${subjectId}/social-module/profiles`,
  chats: (subjectId: string, profileId: string) => `/api/rbac/subjects/${subjectId}/social-module/profiles/${profileId}/chats`,
  chat: (subjectId: string, profileId: string, chatId: string) => `${socialPaths.chats(subjectId, profileId)}/${chatId}`,
  messages: (subjectId: string, profileId: string, chatId: string) => `${socialPaths.chat(subjectId, profileId, chatId)}/messages`,
  react: (subjectId: string, profileId: string, chatId: string, messageId: string) => `${socialPaths.messages(subjectId, profileId, chatId)}/${messageId}/react`,
  reaction: (subjectId: string, profileId: string, chatId: string, messageId: string, kind: ReactionKind) =>
    `${socialPaths.messages(subjectId, profileId, chatId)}/${messageId}/reactions/${kind}`,
  /** The subject's one live stream: every chat of every profile it owns. */
  events: (subjectId: string) => `/api/rbac/subjects/${subjectId}/social-module/events`,
};
