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
    variants: {
      "widgets.default": "Статьи, под ними рубрики плитками",
      "article-list-default": "Статьи: карточки в три колонки",
      "article-list-row": "Статьи: первые три в ряд",
      "article-list-smolny-history": "Статьи: две колонки (история)",
      "article-list-smolny-history-column": "Статьи: лента с датами (история)",
      "article-overview-default": "Статья целиком",
      "article-overview-with-private-content-default": "Статья целиком и закрытое содержимое",
      "article-overview-ecommerce-module-product-list-default": "Статья целиком и её товары",
      "category-overview-default": "Рубрика целиком и её статьи",
      "category-list-button-default": "Рубрики: кнопки в ряд",
      "category-list-default": "Рубрики: карточки в три колонки",
      // An article's variant is the card a list draws it with.
      "articles.default": "Карточка: обложка сверху",
      "smolny-history": "История: фото рядом с текстом",
      "smolny-history-wide": "История: широкая, текст на фото",
    },
  },
  en: {
    variants: {
      "widgets.default": "Articles, then category tiles",
      "article-list-default": "Articles: cards, three columns",
      "article-list-row": "Articles: first three in a row",
      "article-list-smolny-history": "Articles: two columns (history)",
      "article-list-smolny-history-column": "Articles: dated timeline (history)",
      "article-overview-default": "Whole article",
      "article-overview-with-private-content-default": "Whole article and private content",
      "article-overview-ecommerce-module-product-list-default": "Whole article and its products",
      "category-overview-default": "Whole category and its articles",
      "category-list-button-default": "Categories: row of buttons",
      "category-list-default": "Categories: cards, three columns",
      "articles.default": "Card: cover on top",
      "smolny-history": "History: photo beside the text",
      "smolny-history-wide": "History: wide, text over the photo",
    },
  },
});
