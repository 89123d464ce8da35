import { defineAdminLabels } from "../../../core/admin/labels";

/** The startup module's names in the admin. */
export const startupAdminLabels = defineAdminLabels("startup", {
  ru: {
    module: "Стартапы",
    entities: {
      widgets: "Виджеты",
      categories: "Категории",
    },
    fields: {
      widgetId: "Виджет",
      categoryId: "Категория",
    },
  },
});
