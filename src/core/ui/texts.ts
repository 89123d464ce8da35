import { defineTexts, documentLanguage } from "../i18n/texts";

/**
 * The design system's own words. Its parts open in the browser (dialogs, confirmations), so they
 * read the page's <html lang>: the page's language on the site, the url's in the admin.
 */
const UI_TEXTS = defineTexts("ui", {
  close: { ru: "Закрыть", en: "Close" },
  cancel: { ru: "Отмена", en: "Cancel" },
  dialog: { ru: "Диалог", en: "Dialog" },
  notifications: { ru: "Уведомления", en: "Notifications" },
  cannotUndo: { ru: "Это действие нельзя отменить.", en: "This cannot be undone." },
  discardTitle: { ru: "Не сохранять изменения?", en: "Discard unsaved changes?" },
  discardText: { ru: "Изменения в форме ещё не сохранены и будут потеряны.", en: "The form has changes that are not saved yet; they will be lost." },
  keepEditing: { ru: "Продолжить редактирование", en: "Keep editing" },
  discard: { ru: "Не сохранять", en: "Discard" },
  deleteQuestion: { ru: "Удалить?", en: "Delete?" },
  delete: { ru: "Удалить", en: "Delete" },
});

export const uiText = (key: keyof typeof UI_TEXTS.phrases): string => UI_TEXTS.text(key, documentLanguage() ?? "en");
