import type { ReactNode } from "react";
import { defineTexts } from "../../../core/i18n/texts";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import { pickLocalised } from "../../../core/page/rich-text";
import { BlockHeader } from "../../../core/page/block-header";

import type { Localised, SocialWidgetRow } from "../widget-data-types";

/**
 * The interface's own words. Quoted strings of the specification ('Message created successfully')
 * keep its wording in every language.
 */
const LABELS = defineTexts("social", {
  messageCreated: { ru: "Сообщение отправлено", en: "Message created successfully" },
  profiles: { ru: "Профили", en: "Profiles" },
  profile: { ru: "Профиль", en: "Profile" },
  viewProfile: { ru: "Открыть профиль", en: "View profile" },
  profileNotFound: { ru: "Профиль не найден.", en: "The profile was not found." },
  noProfiles: { ru: "Здесь пока нет профилей.", en: "There are no profiles here yet." },
  ai: { ru: "ИИ-помощник", en: "AI assistant" },
  files: { ru: "Файлы", en: "Files" },
  chats: { ru: "Чаты", en: "Chats" },
  noChats: { ru: "У этого профиля пока нет чатов.", en: "This profile has no chats yet." },
  noOwnProfiles: { ru: "У вашей учётной записи пока нет профилей.", en: "Your account has no profiles yet." },
  noMessages: { ru: "Сообщений пока нет.", en: "No messages yet." },
  signIn: { ru: "Войдите, чтобы увидеть свои чаты.", en: "Sign in to see your chats." },
  signInButton: { ru: "Войти", en: "Sign in" },
  message: { ru: "Сообщение", en: "Message" },
  messagePlaceholder: { ru: "Напишите сообщение…", en: "Write a message…" },
  messageRequired: { ru: "Напишите хотя бы один символ", en: "Write at least one character" },
  send: { ru: "Отправить", en: "Send" },
  sending: { ru: "Отправка...", en: "Sending..." },
  unread: { ru: "новое", en: "new" },
  you: { ru: "Вы", en: "You" },
  loadFailed: { ru: "Не удалось загрузить", en: "Could not load" },
  unreadCount: { ru: "Непрочитанных: {count}", en: "Unread: {count}" },
  liveReconnecting: { ru: "Переподключение…", en: "Reconnecting…" },
  liveTooMany: {
    ru: "Обновления приостановлены: чаты открыты в слишком многих вкладках. Закройте лишние.",
    en: "Live updates are paused: your chats are open in too many tabs. Close a few.",
  },
  postTooFast: { ru: "Слишком много сообщений подряд. Подождите минуту.", en: "Too many messages in a row. Please wait a minute." },
  messageTooLong: { ru: "Сообщение слишком длинное (не более {max} символов).", en: "The message is too long (at most {max} characters)." },
  writing: { ru: "печатает…", en: "is typing…" },
  readByOne: { ru: "Прочитано", en: "Read" },
  readByMany: { ru: "Прочитали: {count}", en: "Read by {count}" },
  addReaction: { ru: "Отреагировать", en: "React" },
  reactionLike: { ru: "Нравится", en: "Like" },
  reactionLove: { ru: "Сердце", en: "Love" },
  reactionPray: { ru: "Молюсь", en: "Praying" },
  reactionSmile: { ru: "Улыбка", en: "Smile" },
  reactionSad: { ru: "Грустно", en: "Sad" },
  reactTooFast: { ru: "Слишком много реакций подряд. Подождите минуту.", en: "Too many reactions in a row. Please wait a minute." },
});

export type Label = keyof typeof LABELS.phrases;

/** Localised text, rich values, links and the interface's words for the social widgets. */
export function useSocial() {
  const { language, i18n, t, href } = useLanguage();
  return {
    language,
    href,
    text: (value: Localised | unknown) => t(value).trim(),
    rich: (value: Localised | unknown) => pickLocalised(value, language, i18n.defaultLanguage),
    label: (key: Label) => {
      const entry: Record<string, string> = LABELS.phrases[key];
      return entry[language] ?? entry[i18n.defaultLanguage] ?? entry.en ?? "";
    },
    profileHref: (slug: string) => href(`/social/profiles/${slug}`),
  };
}

/** The frame of a social widget: width, spacing, its header (parts hidden when empty), className. */
export function Section({ widget, children, className, header = true }: { widget: SocialWidgetRow; children: ReactNode; className?: string; header?: boolean }) {
  const { text, rich } = useSocial();
  const title = text(widget.title);
  const subtitle = text(widget.subtitle);
  const description = rich(widget.description);
  return (
    <section
      data-social-widget={widget.variant}
      aria-label={title || undefined}
      className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14", className, widget.className)}
    >
      {header && <BlockHeader title={title} subtitle={subtitle} description={description} ornament={false} />}
      {children}
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-brand-300 bg-white/60 p-6 text-center text-ink/70">{children}</p>;
}
