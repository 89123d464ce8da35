import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../../core/db/connection.js";
import { forbidden, notFound } from "../../../core/http/errors.js";
import type { AppContext } from "../../../core/module.js";
import { subjectsToSocialModuleProfiles as owns } from "../../../links/rbac.js";
import { authorizeSubject, rbacOf } from "../../rbac/server/index.js";
import { chatsToMessages, profilesToChats } from "../entities.js";

export interface ChatAccess {
  /** 401/403 unless the caller may act as the subject; then 403 unless the profile is the subject's. */
  ownedProfile(c: Context, params: { id: string; profileId: string }): Promise<{ subjectId: string; profileId: string }>;
  /** The same, and the chat must be one of the profile's: one query for both checks. */
  ownedChat(c: Context, params: { id: string; profileId: string; chatId: string }): Promise<{ subjectId: string; profileId: string; chatId: string }>;
}

/**
 * Who may use a chat route: the subject in the url or an administrator (the rbac guard, asked
 * again here so the rule holds wherever the module is mounted); the profile must be the
 * subject's (rbac subjects-to-social-module-profiles) and the chat the profile's (social
 * profiles-to-chats), else 403.
 */
export function chatAccess(context: AppContext): ChatAccess {
  const rbac = rbacOf(context);
  const { db } = context;
  return {
    async ownedProfile(c, { id: subjectId, profileId }) {
      await authorizeSubject(rbac, c, subjectId);
      const [row] = await db
        .select({ id: owns.id })
        .from(owns)
        .where(and(eq(owns.subjectId, subjectId), eq(owns.socialModuleProfileId, profileId)))
        .limit(1);
      if (!row) throw forbidden("This profile is not this subject's");
      return { subjectId, profileId };
    },
    async ownedChat(c, { id: subjectId, profileId, chatId }) {
      await authorizeSubject(rbac, c, subjectId);
      const [row] = await db
        .select({ member: profilesToChats.id })
        .from(owns)
        .leftJoin(profilesToChats, and(eq(profilesToChats.profileId, owns.socialModuleProfileId), eq(profilesToChats.chatId, chatId)))
        .where(and(eq(owns.subjectId, subjectId), eq(owns.socialModuleProfileId, profileId)))
        .limit(1);
      if (!row) throw forbidden("This profile is not this subject's");
      if (!row.member) throw forbidden("This chat is not this profile's");
      return { subjectId, profileId, chatId };
    },
  };
}

/** 404 unless the message is in the chat (a member acts only on the messages of its chats). */
export async function requireMessageInChat(db: Db, chatId: string, messageId: string): Promise<void> {
  const [inChat] = await db
    .select({ id: chatsToMessages.id })
    .from(chatsToMessages)
    .where(and(eq(chatsToMessages.chatId, chatId), eq(chatsToMessages.messageId, messageId)))
    .limit(1);
  if (!inChat) throw notFound(`messages: no message ${messageId} in this chat`);
}
