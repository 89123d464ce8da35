import { defineAdminLabels } from "../../../core/admin/labels";

/** The social module's names in the admin. */
export const socialAdminLabels = defineAdminLabels("social", {
  ru: {
    module: "Сообщество",
    entities: {
      widgets: "Виджеты",
      profiles: "Профили",
      chats: "Чаты",
      messages: "Сообщения",
      reactions: "Реакции",
    },
    fields: {
      profileId: "Профиль",
      chatId: "Чат",
      messageId: "Сообщение",
      widgetId: "Виджет",
      ecommerceModuleProductId: "Товар",
      fileStorageModuleFileId: "Файл",
      websiteBuilderModuleWidgetId: "Виджет",
      isRead: "Прочитано",
      kind: "Реакция",
      isActive: "Активна",
    },
    values: {
      kind: {
        like: "Нравится",
        love: "Сердце",
        pray: "Молюсь",
        smile: "Улыбка",
        sad: "Грустно",
      },
    },
    variants: {
      "widgets.default": "Профили: карточки в три колонки",
      "chat-list-default": "Чаты посетителя",
      "profile-overview-default": "Страница профиля",
      "artificial-intelligence": "ИИ-помощник",
      // A message's variant: the assistant's apology the chat shows in the reader's language.
      "agent-failed": "Помощник: не смог ответить",
      "agent-busy": "Помощник: слишком много вопросов",
      "agent-off": "Помощник: выключен",
    },
  },
  en: {
    variants: {
      "widgets.default": "Profiles: cards, three columns",
      "chat-list-default": "Visitor's chats",
      "profile-overview-default": "Profile page",
      "artificial-intelligence": "AI assistant",
      "agent-failed": "Assistant: could not answer",
      "agent-busy": "Assistant: too many questions",
      "agent-off": "Assistant: switched off",
    },
  },
});
