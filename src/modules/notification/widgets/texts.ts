import { registerLanguageTexts } from "../../../core/i18n/texts";

/** The subscriptions card's words, in the page's language. */
export const SUBSCRIPTION_TEXTS = registerLanguageTexts("notification.subscriptions", {
  ru: {
    title: "Рассылки",
    hint: "Письма, которые вы хотите получать. В каждом письме есть ссылка для отписки.",
    save: "Сохранить подписки",
    saving: "Сохраняем…",
    saved: "Подписки сохранены",
    none: "Рассылок пока нет.",
    failed: "Не удалось загрузить рассылки.",
    notices: "Уведомления администраторам",
  },
  en: {
    title: "Subscriptions",
    hint: "The mails you want to receive. Every mail has a link to unsubscribe.",
    save: "Save subscriptions",
    saving: "Saving…",
    saved: "Subscriptions saved",
    none: "There are no subscriptions yet.",
    failed: "The subscriptions could not be loaded.",
    notices: "Notices for administrators",
  },
});

export const subscriptionTexts = (language: string) => (language === "en" ? SUBSCRIPTION_TEXTS.en : SUBSCRIPTION_TEXTS.ru);
