/** The TanStack Query keys of a subject's chats: every one starts with the subject's. */
export const socialKeys = {
  subject: (subjectId: string) => ["social", subjectId] as const,
  profiles: (subjectId: string) => ["social", subjectId, "profiles"] as const,
  allChats: (subjectId: string) => ["social", subjectId, "chats"] as const,
  chats: (subjectId: string, profileId: string) => ["social", subjectId, "chats", profileId] as const,
  allMessages: (subjectId: string) => ["social", subjectId, "messages"] as const,
  messages: (subjectId: string, profileId: string, chatId: string) => ["social", subjectId, "messages", profileId, chatId] as const,
};
