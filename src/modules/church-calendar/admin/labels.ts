import { defineAdminLabels } from "../../../core/admin/labels";

/** The church-calendar module's names in the admin. */
export const churchCalendarAdminLabels = defineAdminLabels("church-calendar", {
  ru: {
    module: "Церковный календарь",
    entities: {
      widgets: "Виджеты",
      feasts: "Праздники и памятные дни",
    },
    fields: {
      rank: "Значимость",
      julianMonth: "Месяц по старому стилю",
      julianDay: "День по старому стилю",
      paschaOffset: "Дней от Пасхи",
    },
    values: {
      rank: {
        pascha: "Пасха",
        twelve: "Двунадесятый праздник",
        great: "Великий праздник",
        other: "Прочий",
      },
    },
    variants: {
      "widgets.default": "Сегодняшний день",
      week: "Семь дней вперёд",
    },
  },
  en: {
    variants: {
      "widgets.default": "Today",
      week: "The coming seven days",
    },
  },
});
