import { defineAdminLabels } from "../../../core/admin/labels";

/** The blog module's names in the admin. */
export const blogAdminLabels = defineAdminLabels("blog", {
  ru: {
    module: "Блог",
    entities: {
      widgets: "Виджеты",
      articles: "Статьи",
      categories: "Рубрики",
      // Private content: website-builder widgets shown inside an article only to allowed readers.
      "articles-to-website-builder-module-widgets": "Закрытое содержимое статей",
    },
    fields: {
      published: "Опубликовано",
      widgetId: "Виджет",
      articleId: "Статья",
      categoryId: "Рубрика",
      ecommerceModuleProductId: "Товар",
      websiteBuilderModuleWidgetId: "Виджет конструктора сайта",
      fileStorageModuleFileId: "Файл",
    },
  },
});
