/** The words of a record's History tab, its comparison of versions and the Deleted list. */
import { Fragment, createElement, type ReactNode } from "react";
import { defineLanguageTexts } from "../../i18n/texts";

export const HISTORY_TEXTS = defineLanguageTexts("admin.history", {
  ru: {
    // record-tabs.tsx
    recordViews: "Вид записи",
    record: "Запись",
    history: "История",
    // history.tsx: what a version did, and who wrote it.
    created: "Создано",
    changed: "Изменено",
    deleted: "Удалено",
    restored: "Восстановлено",
    sourceAdmin: "админка",
    sourceApi: "сайт",
    sourceApiKey: "секретный ключ",
    sourceSeed: "начальные данные",
    sourceSchedule: "по расписанию",
    sourceSystem: "система",
    versionsNotLoaded: "Не удалось загрузить версии.",
    loading: "Загрузка…",
    noDifferences: "Различий нет.",
    changedFields: "Изменённые поля",
    field: "Поле",
    older: "Было",
    newer: "Стало",
    changedLinks: "Изменённые связи",
    linkAdded: "добавлено",
    linkRemoved: "убрано",
    linkChanged: "изменено",
    quoted: "«{title}»",
    historyNotLoaded: "Не удалось загрузить историю.",
    noVersions: "Версий пока нет: запись создана до того, как начали вести историю.",
    restoredAsDraft: "Восстановлено как черновик: проверьте его в предпросмотре и опубликуйте, чтобы показать на сайте",
    restoredDraftDiscarded: "Восстановлено: прежняя версия стала текущей, ожидавший черновик удалён",
    restoredCurrent: "Восстановлено: прежняя версия стала текущей",
    compare: "Сравнить",
    with: "С версией",
    versions: "Версии",
    restoreQuestion: "Вернуть запись к состоянию на {time}?",
    shownAtOnce: " Сайт сразу покажет её.",
    offUntilPublished: " На сайте она появится только после публикации.",
    draftDiscarded: " Ожидающий черновик будет удалён.",
    restoring: "Восстановление…",
    yesRestore: "Да, восстановить",
    restoreAsDraft: "Восстановить как черновик",
    cancel: "Отмена",
    restoreCompared: "Восстановить сравниваемую версию",
    // deleted.tsx
    deletedNotLoaded: "Не удалось загрузить удалённые записи.",
    restoredTitle: "Восстановлено: {title}",
    deletedRecords: "Удалённые записи",
    deletedBy: "Удалено {time}, {author}",
    restoreTitle: "Восстановить: {title}",
    restore: "Восстановить",
    noDeleted: "Удалённых записей нет.",
    noDeletedOnPage: "На этой странице удалённых записей нет.",
    previous: "Назад",
    next: "Вперёд",
  },
  en: {
    recordViews: "Record views",
    record: "Record",
    history: "History",
    created: "Created",
    changed: "Changed",
    deleted: "Deleted",
    restored: "Restored",
    sourceAdmin: "admin",
    sourceApi: "api",
    sourceApiKey: "api-key",
    sourceSeed: "seed",
    sourceSchedule: "schedule",
    sourceSystem: "system",
    versionsNotLoaded: "The versions could not be loaded.",
    loading: "Loading…",
    noDifferences: "No differences.",
    changedFields: "Changed fields",
    field: "Field",
    older: "Older",
    newer: "Newer",
    changedLinks: "Changed links",
    linkAdded: "added",
    linkRemoved: "removed",
    linkChanged: "changed",
    quoted: "“{title}”",
    historyNotLoaded: "The history could not be loaded.",
    noVersions: "No versions yet: this record was made before history was kept.",
    restoredAsDraft: "Restored as a draft: preview it, then publish it to show it on the site",
    restoredDraftDiscarded: "Restored: the older version is now the current one, and the waiting draft was discarded",
    restoredCurrent: "Restored: the older version is now the current one",
    compare: "Compare",
    with: "With",
    versions: "Versions",
    restoreQuestion: "Put this record back as it was ({time})?",
    shownAtOnce: " The site shows it at once.",
    offUntilPublished: " It stays off the site until published.",
    draftDiscarded: " The waiting draft is discarded.",
    restoring: "Restoring…",
    yesRestore: "Yes, restore",
    restoreAsDraft: "Restore as a draft",
    cancel: "Cancel",
    restoreCompared: "Restore the compared version",
    deletedNotLoaded: "The deleted records could not be loaded.",
    restoredTitle: "Restored {title}",
    deletedRecords: "Deleted records",
    deletedBy: "Deleted {time} by {author}",
    restoreTitle: "Restore {title}",
    restore: "Restore",
    noDeleted: "No deleted records.",
    noDeletedOnPage: "No deleted records on this page.",
    previous: "Previous",
    next: "Next",
  },
});

type HistoryKey = keyof typeof HISTORY_TEXTS.phrases;

const SOURCES: Record<string, HistoryKey> = {
  admin: "sourceAdmin",
  api: "sourceApi",
  "api-key": "sourceApiKey",
  seed: "sourceSeed",
  schedule: "sourceSchedule",
  system: "sourceSystem",
};

/** Where a write came from ('admin', 'seed'...) in the admin's language; an unknown source as it is. */
export function sourceText(source: string, language: string): string {
  const key = SOURCES[source];
  return key ? HISTORY_TEXTS.text(key, language) : source;
}

/** The source a name stands for, typed in a language ('система' → 'system'), else undefined. */
export function sourceCode(name: string, language: string): string | undefined {
  const typed = name.trim().toLowerCase();
  return Object.keys(SOURCES).find((source) => sourceText(source, language).toLowerCase() === typed);
}

/** A phrase whose `{name}` placeholders are elements (a <time>), as React nodes. */
export function fillNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  // Children passed one by one, not as a list: they need no keys.
  return createElement(Fragment, null, ...parts.map((part, i) => (i % 2 ? (part in nodes ? nodes[part] : `{${part}}`) : part)));
}
