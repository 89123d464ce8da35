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
    variants: {
      "widgets.default": "Формы одна под другой",
      "form-list-default": "Формы в две колонки",
      "inputs.default": "По типу поля",
      "text-default": "Строка",
      "textarea-default": "Несколько строк",
      "number-default": "Число",
    },
  },
  en: {
    variants: {
      "widgets.default": "Forms one under another",
      "form-list-default": "Forms, two columns",
      "inputs.default": "By the input's type",
      "text-default": "Single line",
      "textarea-default": "Several lines",
      "number-default": "Number",
    },
  },
});
