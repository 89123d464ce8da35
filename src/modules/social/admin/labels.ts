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
  },
});
