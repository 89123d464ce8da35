import { defineAdminLabels } from "../../../core/admin/labels";

/** The file-storage module's names in the admin. */
export const fileStorageAdminLabels = defineAdminLabels("file-storage", {
  ru: {
    module: "Файлы",
    entities: {
      files: "Файлы",
      widgets: "Виджеты",
    },
    fields: {
      file: "Путь или ссылка",
      containerClassName: "Класс контейнера",
      width: "Ширина",
      height: "Высота",
      alt: "Альтернативный текст",
      size: "Размер в байтах",
      extension: "Расширение",
      mimeType: "Тип содержимого",
      widgetId: "Виджет",
      fileId: "Файл",
    },
    variants: {
      "widgets.default": "Файлы: картинки сеткой, прочие ссылками",
      // Templates of generated images, not page blocks.
      "generate-template-opengraph-image-default": "Шаблон: картинка для соцсетей",
      "generate-template-ecommerce-order-receipt-default": "Шаблон: чек заказа",
      "generate-template-ecommerce-product-attachment-default": "Шаблон: вложение к товару",
    },
  },
  en: {
    variants: {
      "widgets.default": "Files: images in a grid, others as links",
      "generate-template-opengraph-image-default": "Template: social media preview",
      "generate-template-ecommerce-order-receipt-default": "Template: order receipt",
      "generate-template-ecommerce-product-attachment-default": "Template: product attachment",
    },
  },
});
