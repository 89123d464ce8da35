import { sourceCode } from "../../../core/admin/history/texts";
import { defineLanguageTexts } from "../../../core/i18n/texts";

/**
 * The audit log screen's words in each admin language. `action.*` name the action codes the log
 * stores (English shows the codes themselves); sources are named by the history's texts, like the
 * History tab's. A code without a name is shown as it is.
 * `entityName` shows an entity of the log ('blog/articles'): {key} is the code, {module} and
 * {entity} the admin's names for them.
 */
export const auditAdminTexts = defineLanguageTexts("audit.admin", {
  ru: {
    filterLog: "Отбор записей журнала",
    who: "Кто",
    whoPlaceholder: "Почта, идентификатор или источник: секретный ключ, по расписанию, начальные данные, система",
    entity: "Раздел",
    any: "Любой",
    from: "С",
    to: "По",
    apply: "Применить",
    clear: "Сбросить",
    loadFailed: "Не удалось загрузить журнал.",
    entries: "Записи журнала",
    when: "Когда",
    action: "Действие",
    record: "Запись",
    address: "Адрес",
    noEntries: "Ничего не найдено.",
    newer: "Новее",
    older: "Старше",
    entityName: "{module} · {entity}",
    "action.create": "создание",
    "action.update": "изменение",
    "action.delete": "удаление",
    "action.restore": "восстановление",
    "action.checkout": "оформление заказа",
    "action.role-granted": "выдача роли",
    "action.sign-in-failed": "неудачный вход",
    "action.preview-link-created": "ссылка для предпросмотра",
    "action.draft-saved": "сохранение черновика",
    "action.draft-discarded": "отказ от черновика",
    "action.publish-scheduled": "публикация запланирована",
    "action.unpublish-scheduled": "снятие с публикации запланировано",
    "action.publish-cancelled": "публикация отменена",
    "action.unpublish-cancelled": "снятие с публикации отменено",
  },
  en: {
    filterLog: "Filter the audit log",
    who: "Who",
    whoPlaceholder: "Email, subject id, or api-key / schedule / seed / system",
    entity: "Entity",
    any: "Any",
    from: "From",
    to: "To",
    apply: "Apply",
    clear: "Clear",
    loadFailed: "The log could not be loaded.",
    entries: "Audit entries",
    when: "When",
    action: "Action",
    record: "Record",
    address: "Address",
    noEntries: "No entries match.",
    newer: "Newer",
    older: "Older",
    entityName: "{key}",
    "action.create": "create",
    "action.update": "update",
    "action.delete": "delete",
    "action.restore": "restore",
    "action.checkout": "checkout",
    "action.role-granted": "role-granted",
    "action.sign-in-failed": "sign-in-failed",
    "action.preview-link-created": "preview-link-created",
    "action.draft-saved": "draft-saved",
    "action.draft-discarded": "draft-discarded",
    "action.publish-scheduled": "publish-scheduled",
    "action.unpublish-scheduled": "unpublish-scheduled",
    "action.publish-cancelled": "publish-cancelled",
    "action.unpublish-cancelled": "unpublish-cancelled",
  },
});

export type AuditAdminTexts = ReturnType<typeof auditAdminTexts.all>;

/** An action code by its name in the language's texts, else the code itself. */
export function actionName(t: AuditAdminTexts, action: string): string {
  const key = `action.${action}`;
  return key in t ? t[key as keyof AuditAdminTexts] : action;
}

/** What the 'Who' filter sends: a source typed by its name ('система') as its code ('system'); anything else as typed. */
export function whoQuery(who: string, language: string): string {
  return sourceCode(who, language) ?? who.trim();
}
