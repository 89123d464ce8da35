import { defineAdminLabels } from "../../../core/admin/labels";

/** The analytic module's names in the admin. */
export const analyticAdminLabels = defineAdminLabels("analytic", {
  ru: {
    module: "Аналитика",
    entities: {
      widgets: "Виджеты",
      "day-keys": "Ключи дней",
      "daily-pages": "Просмотры страниц по дням",
      "daily-visitors": "Посетители по дням",
      "daily-events": "События по дням",
    },
    fields: {
      day: "День",
      path: "Адрес страницы",
      referrerHost: "Сайт-источник",
      language: "Язык",
      views: "Просмотры",
      hash: "Отпечаток посетителя",
      kind: "Событие",
      type: "Разновидность",
      currency: "Валюта",
      count: "Количество",
      amount: "Сумма",
    },
    values: {
      kind: {
        checkout: "Оформление заказа",
        note: "Записка",
        form: "Заявка с формы",
        "sign-up": "Регистрация",
      },
    },
  },
});
