import { and, asc, eq } from "drizzle-orm";
import { anyOf } from "../../../core/db/any-of.js";
import type { Db } from "../../../core/db/connection.js";
import { subjectsToSocialModuleProfiles as owns } from "../../../links/rbac.js";
import { chatsToMessages, messages, profiles, profilesToChats, profilesToMessages } from "../../social/entities.js";
import type { SocialProfileRef } from "../../social/widget-data-types.js";
import { agents } from "../entities.js";

export const AI_VARIANT = "artificial-intelligence";

export interface Question {
  chatId: string;
  messageId: string;
  text: string;
  /** Who asked: the limit is per subject (the author profile's owner), else per profile. */
  askerKey: string;
  agent: typeof agents.$inferSelect;
  /** The agent's profile, to name the answer while it is written. */
  profile: SocialProfileRef;
}

/**
 * The questions new chat links raise: a message by someone other than an agent, in a chat where
 * an agent's profile is a member. Four queries whatever the number of links.
 */
export async function questionsOf(db: Db, chatLinkIds: string[]): Promise<Question[]> {
  if (!chatLinkIds.length) return [];
  const posted = await db
    .select({ chatId: chatsToMessages.chatId, messageId: chatsToMessages.messageId, text: messages.description, variant: messages.variant })
    .from(chatsToMessages)
    .innerJoin(messages, eq(messages.id, chatsToMessages.messageId))
    .where(anyOf(chatsToMessages.id, chatLinkIds));
  if (!posted.length) return [];
  const chatIds = [...new Set(posted.map((p) => p.chatId))];
  const [authorLinks, members] = await Promise.all([
    db
      .select({ messageId: profilesToMessages.messageId, profileId: profiles.id, variant: profiles.variant, subjectId: owns.subjectId })
      .from(profilesToMessages)
      .innerJoin(profiles, eq(profiles.id, profilesToMessages.profileId))
      .leftJoin(owns, eq(owns.socialModuleProfileId, profiles.id))
      .where(anyOf(profilesToMessages.messageId, posted.map((p) => p.messageId)))
      .orderBy(asc(profilesToMessages.createdAt), asc(profilesToMessages.id)),
    db
      .select({ chatId: profilesToChats.chatId, agent: agents, slug: profiles.slug, title: profiles.title })
      .from(profilesToChats)
      .innerJoin(profiles, and(eq(profiles.id, profilesToChats.profileId), eq(profiles.variant, AI_VARIANT)))
      .innerJoin(agents, eq(agents.profileId, profiles.id))
      .where(anyOf(profilesToChats.chatId, chatIds)),
  ]);
  const authors = new Map<string, (typeof authorLinks)[number]>();
  for (const link of authorLinks) if (!authors.has(link.messageId)) authors.set(link.messageId, link);
  return posted.flatMap((p) => {
    const author = authors.get(p.messageId);
    // An agent never answers an agent (nor its own apology), and a message without author is nobody's question.
    if (!author || author.variant === AI_VARIANT || p.variant !== "default") return [];
    return members
      .filter((m) => m.chatId === p.chatId)
      .map((m) => ({ chatId: p.chatId, messageId: p.messageId, text: p.text, askerKey: author.subjectId ?? `profile:${author.profileId}`, agent: m.agent, profile: { id: m.agent.profileId, slug: m.slug ?? "", variant: AI_VARIANT, title: m.title as SocialProfileRef["title"] } }));
  });
}
