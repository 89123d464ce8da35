import { defineAdminLabels } from "../../../core/admin/labels";

/** The agent module's names in the admin. */
export const agentAdminLabels = defineAdminLabels("agent", {
  ru: {
    module: "ИИ-помощник",
    entities: {
      widgets: "Виджеты",
      agents: "Помощники",
    },
    fields: {
      profileId: "Профиль",
      instructions: "Инструкции",
      model: "Модель",
      temperature: "Температура",
      useSiteContext: "Использовать материалы сайта",
    },
  },
});
