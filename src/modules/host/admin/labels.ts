import { defineAdminLabels } from "../../../core/admin/labels";

/** The host module's names in the admin. */
export const hostAdminLabels = defineAdminLabels("host", {
  ru: {
    module: "Страницы сайта",
    entities: {
      pages: "Страницы",
      layouts: "Макеты",
      metadata: "Метаданные",
      widgets: "Виджеты",
      "widgets-to-external-widgets": "Виджеты модулей",
    },
    fields: {
      url: "Адрес",
      language: "Язык",
      published: "Опубликовано",
      keywords: "Ключевые слова",
      author: "Автор",
      viewport: "Область просмотра",
      openGraphTitle: "Заголовок для соцсетей",
      openGraphDescription: "Описание для соцсетей",
      openGraphUrl: "Адрес для соцсетей",
      openGraphType: "Тип для соцсетей",
      openGraphSiteName: "Название сайта для соцсетей",
      openGraphLocale: "Язык для соцсетей",
      twitterCard: "Твиттер: вид карточки",
      twitterSite: "Твиттер: аккаунт сайта",
      twitterCreator: "Твиттер: аккаунт автора",
      twitterTitle: "Твиттер: заголовок",
      twitterDescription: "Твиттер: описание",
      twitterUrl: "Твиттер: адрес",
      twitterDomain: "Твиттер: домен",
      twitterAppCountry: "Твиттер: страна приложения",
      pageId: "Страница",
      layoutId: "Макет",
      metadataId: "Метаданные",
      widgetId: "Виджет",
      externalModule: "Модуль",
      externalWidgetId: "Виджет модуля",
    },
    values: {
      // The modules' own names (src/modules/*/admin/labels.ts).
      externalModule: {
        agent: "ИИ-помощник",
        analytic: "Аналитика",
        billing: "Оплата",
        blog: "Блог",
        "church-calendar": "Церковный календарь",
        crm: "Формы и заявки",
        ecommerce: "Магазин",
        "file-storage": "Файлы",
        host: "Страницы сайта",
        notification: "Уведомления",
        rbac: "Доступ",
        social: "Сообщество",
        startup: "Стартапы",
        "website-builder": "Конструктор сайта",
      },
    },
    variants: {
      // Where a layout's widget goes; a page's layouts render alike whatever their link's variant.
      "layouts-to-widgets.default": "Над содержимым страницы",
      "layouts-to-widgets.additional": "Под содержимым страницы",
      additional: "Дополнительный",
      "smolny-default": "Оформление собора",
    },
  },
  en: {
    variants: {
      "layouts-to-widgets.default": "Above the page content",
      "layouts-to-widgets.additional": "Below the page content",
      additional: "Additional",
      "smolny-default": "Cathedral style",
    },
  },
});
