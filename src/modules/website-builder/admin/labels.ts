import { defineAdminLabels } from "../../../core/admin/labels";

/** The website-builder module's names in the admin. */
export const websiteBuilderAdminLabels = defineAdminLabels("website-builder", {
  ru: {
    module: "Конструктор сайта",
    entities: {
      widgets: "Виджеты",
      sliders: "Слайдеры",
      slides: "Слайды",
      buttons: "Кнопки",
      "buttons-arrays": "Группы кнопок",
      features: "Карточки",
      logotypes: "Логотипы",
      categories: "Категории",
    },
    fields: {
      anchor: "Якорь",
      url: "Ссылка",
      widgetId: "Виджет",
      sliderId: "Слайдер",
      slideId: "Слайд",
      buttonId: "Кнопка",
      buttonsArrayId: "Группа кнопок",
      featureId: "Карточка",
      logotypeId: "Логотип",
      categoryId: "Категория",
      fileStorageModuleFileId: "Файл",
    },
  },
});
