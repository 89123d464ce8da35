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
  },
});
