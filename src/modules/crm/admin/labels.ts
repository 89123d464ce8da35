import { defineAdminLabels } from "../../../core/admin/labels";

/** The crm module's names in the admin. */
export const crmAdminLabels = defineAdminLabels("crm", {
  ru: {
    module: "Формы и заявки",
    entities: {
      widgets: "Виджеты",
      forms: "Формы",
      inputs: "Поля форм",
      requests: "Заявки",
    },
    fields: {
      widgetId: "Виджет",
      formId: "Форма",
      inputId: "Поле",
      requestId: "Заявка",
      label: "Подпись",
      placeholder: "Подсказка в поле",
      isRequired: "Обязательное",
      type: "Тип поля",
      payload: "Данные заявки",
    },
  },
});
