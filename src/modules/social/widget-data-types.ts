// What the social module's widgetData and its subject routes return: types only, shared with the
// browser code.

/** A localised field: an object keyed by language (text or TipTap JSON), or legacy text. */
export type Localised = Record<string, unknown> | string | null;

export interface SocialLink {
  orderIndex: number;
  variant: string;
  className: string | null;
}

export interface SocialFile {
  id: string;
  /** A path under /public, '/uploads/...', or an https url. */
  file: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  variant: string;
  className: string | null;
  containerClassName: string | null;
  mimeType: string | null;
  extension: string | null;
  link: SocialLink;
}

export interface SocialProfile {
  id: string;
  slug: string;
  /** default | artificial-intelligence */
  variant: string;
  className: string | null;
  title: Localised;
  subtitle: Localised;
  description: Localised;
  files: SocialFile[];
  link?: SocialLink;
}

export interface SocialWidgetRow {
  id: string;
  slug: string;
  variant: string;
  className: string | null;
  title: Localised;
  subtitle: Localised;
  description: Localised;
}

export interface SocialWidgetData {
  widget: SocialWidgetRow;
  /** The widget's profiles (widgets-to-profiles), in link order. */
  profiles: SocialProfile[];
  /** profile-overview-default: the profile named by the url (social.profiles.slug), else the widget's first. */
  profile: SocialProfile | null;
}

/** Enough of a profile to name a message's author. */
export interface SocialProfileRef {
  id: string;
  slug: string;
  variant: string;
  title: Localised;
}

/** A chat as the subject routes answer it. */
export interface SocialChat {
  id: string;
  slug: string;
  variant: string;
  className: string | null;
  title: Localised;
  subtitle: Localised;
  description: Localised;
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
}

export const PROFILE_SLUG_PARAM = "social.profiles.slug";

/** The subject routes (SPEC §7), relative to the site. */
export const socialPaths = {
  profiles: (subjectId: string) => `/api/rbac/subjects/${subjectId}/social-module/profiles`,
  chats: (subjectId: string, profileId: string) => `/api/rbac/subjects/${subjectId}/social-module/profiles/${profileId}/chats`,
  chat: (subjectId: string, profileId: string, chatId: string) => `${socialPaths.chats(subjectId, profileId)}/${chatId}`,
  messages: (subjectId: string, profileId: string, chatId: string) => `${socialPaths.chat(subjectId, profileId, chatId)}/messages`,
  react: (subjectId: string, profileId: string, chatId: string, messageId: string) =>
    `${socialPaths.messages(subjectId, profileId, chatId)}/${messageId}/react`,
};
