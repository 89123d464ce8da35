/**
 * The words of a drafts record's publishing panel, its draft banner and its live preview, and the
 * drafts API's messages an editor can meet there (the server keeps its English wording).
 */
import { defineMessagePattern } from "../../i18n/messages";
import { defineLanguageTexts } from "../../i18n/texts";

export const DRAFTS_TEXTS = defineLanguageTexts("admin.drafts", {
  ru: {
    // draft-panel.tsx
    draft: "Черновик",
    notPublic: "Не показывается на сайте. Опубликуйте запись, чтобы показать её там.",
    editingDraft: "Вы правите черновик. До публикации сайт показывает опубликованную версию.",
    editingDraftSaved: "Вы правите черновик, сохранённый {time}. До публикации сайт показывает опубликованную версию.",
    publishing: "Публикация",
    preview: "Предпросмотр",
    unpublish: "Снять с публикации",
    unpublished: "Снято с публикации",
    discardDraft: "Удалить черновик",
    draftDiscarded: "Черновик удалён",
    schedule: "Расписание",
    chooseTime: "Выберите дату и время",
    scheduledToast: "Запланировано",
    action: "Действие",
    publishAt: "Опубликовать в…",
    unpublishAt: "Снять с публикации в…",
    when: "Когда ({zone})",
    scheduleButton: "Запланировать",
    scheduled: "Запланировано",
    publishingAt: "Публикация {time}",
    unpublishingAt: "Снятие с публикации {time}",
    dueNow: "вот-вот",
    cancel: "Отменить",
    cancelled: "Отменено",
    running: "выполняется",
    // preview-pane.tsx
    livePreview: "Предпросмотр",
    previewLanguage: "Язык предпросмотра",
    reloadPreview: "Обновить предпросмотр",
    openPreview: "Открыть предпросмотр в новой вкладке",
    hidePreview: "Скрыть предпросмотр",
    loadingPage: "Загрузка страницы…",
    noPage: "Эта запись не показывается ни на одной странице сайта, поэтому смотреть нечего.",
    previewIn: "Предпросмотр ({language})",
  },
  en: {
    draft: "Draft",
    notPublic: "Not on the public site. Publish it to show it there.",
    editingDraft: "You are editing a draft. The public site shows the published version until you publish.",
    editingDraftSaved: "You are editing a draft saved {time}. The public site shows the published version until you publish.",
    publishing: "Publishing",
    preview: "Preview",
    unpublish: "Unpublish",
    unpublished: "Unpublished",
    discardDraft: "Discard draft",
    draftDiscarded: "Draft discarded",
    schedule: "Schedule",
    chooseTime: "Choose a date and time",
    scheduledToast: "Scheduled",
    action: "Action",
    publishAt: "Publish at…",
    unpublishAt: "Unpublish at…",
    when: "When ({zone})",
    scheduleButton: "Schedule",
    scheduled: "Scheduled",
    publishingAt: "Publish at {time}",
    unpublishingAt: "Unpublish at {time}",
    dueNow: "due now",
    cancel: "Cancel",
    cancelled: "Cancelled",
    running: "running",
    livePreview: "Live preview",
    previewLanguage: "Preview language",
    reloadPreview: "Reload preview",
    openPreview: "Open preview in a new tab",
    hidePreview: "Hide live preview",
    loadingPage: "Loading the page…",
    noPage: "No page on the site shows this record, so there is nothing to preview.",
    previewIn: "Live preview ({language})",
  },
});

// The drafts API's refusals (src/core/history/schedule.ts);
// English shows them as the server says them ({0}: the whole message).
defineMessagePattern(/^at: \S+ has passed; choose a later time$/, "Это время уже прошло; выберите более позднее");
defineMessagePattern(/^This record is already scheduled to publish at \S+$/, "Публикация этой записи на это время уже запланирована");
defineMessagePattern(/^This record is already scheduled to unpublish at \S+$/, "Снятие этой записи с публикации на это время уже запланировано");
defineMessagePattern(/^The scheduled publishing \S+ is \w+ and can no longer be cancelled$/, "Это действие по расписанию уже нельзя отменить");
