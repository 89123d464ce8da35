/**
 * The admin form's own words: the form and its buttons, the inputs of each field kind, the
 * reference picker, the file input, the rich-text editor, relation tabs, the conflict notice,
 * record actions and the browser's field checks (schema.ts). Also the server's field messages
 * the form shows under a field, in the admin's language.
 */
import { defineMessagePattern, defineMessages } from "../i18n/messages";
import { defineLanguageTexts } from "../i18n/texts";

export const FORM_TEXTS = defineLanguageTexts("admin.form", {
  ru: {
    // form.tsx
    draftSaved: "Черновик сохранён",
    published: "Опубликовано",
    updated: "Сохранено",
    created: "Запись создана",
    conflict: "Не сохранено: кто-то сохранил эту запись после того, как вы её открыли",
    correctFields: "Исправьте выделенные поля",
    editRecord: "Правка записи",
    newRecord: "Новая запись",
    id: "Идентификатор",
    showPreview: "Показать предпросмотр",
    hidePreview: "Скрыть предпросмотр",
    saved: "Сохранено",
    notSaved: "Не сохранено",
    saveDraft: "Сохранить черновик",
    saving: "Сохранение…",
    publish: "Опубликовать",
    submit: "Сохранить",
    // fields.tsx
    fieldError: "{label}: {message}",
    inLanguage: "{label} ({language})",
    yes: "Да",
    no: "Нет",
    notSet: "Не задано",
    select: "Выберите…",
    unknownInput: "Неизвестный тип поля",
    unique: "уникальное",
    thisRecord: "эта запись ({entity})",
    // picker.tsx
    selectEntity: "Выберите: {entity}…",
    missing: "Нет записи {id}",
    clear: "Очистить",
    search: "Поиск…",
    searchEntity: "Поиск: {entity}",
    nothingFound: "Ничего не найдено.",
    // file-input.tsx
    filePlaceholder: "Путь к файлу или адрес https://…",
    selectFile: "Выбрать файл",
    fileChosen: "{name} · {size} КБ — загрузится при сохранении формы.",
    preview: "Предпросмотр",
    // rich-text-editor.tsx, rich-text-input.tsx
    formattingOf: "Форматирование: {label}",
    blockTypeOf: "Тип блока: {label}",
    paragraph: "Абзац",
    heading: "Заголовок {level}",
    bold: "Полужирный",
    italic: "Курсив",
    strike: "Зачёркнутый",
    link: "Ссылка",
    insertCopyButton: "Вставить кнопку копирования",
    linkUrl: "Адрес ссылки",
    linkPlaceholder: "https://… или /путь",
    apply: "Применить",
    removeLink: "Убрать ссылку",
    textToCopy: "Текст для копирования",
    buttonLabel: "Надпись на кнопке",
    buttonLabelPlaceholder: "Надпись (необязательно)",
    insert: "Вставить",
    copy: "копировать",
    plainText: "Обычный текст (не форматированный документ).",
    convertToRichText: "Преобразовать в форматированный текст",
    // relations.tsx
    relatedRecords: "Связанные записи",
    relations: "Связи",
    // conflict.tsx
    conflictNotice: "Кто-то сохранил эту запись после того, как вы её открыли; ваши изменения не сохранены.",
    changedSince: "С тех пор изменено:",
    nothingVisibleChanged: "ничего из того, что видно здесь (только версия записи)",
    reloadTheirs: "Загрузить их версию",
    overwrite: "Записать мою поверх",
    // actions.tsx
    done: "Готово",
    // schema.ts: shown under the field, after its label (English joins them: 'Slug is required').
    required: "Обязательное поле",
    mustBeText: "Нужен текст",
    mustBeUuid: "Нужен идентификатор записи",
    mustBeNumber: "Нужно число",
    mustBeInteger: "Нужно целое число",
    atLeast: "Не меньше {min}",
    atMost: "Не больше {max}",
    mustBeLanguages: "Нужны значения по языкам",
    mustBeYesNo: "Нужно «да» или «нет»",
    mustBeOneOf: "Выберите одно из значений: {values}",
    mustBeDate: "Нужна дата",
    mustBeJson: "Ошибка в записи данных: проверьте скобки и кавычки",
    // Short names of the content languages (a localised field's inputs, a preview's languages).
    languageRu: "рус",
    languageEn: "англ",
  },
  en: {
    draftSaved: "Draft saved",
    published: "Published",
    updated: "Updated successfully",
    created: "Created successfully",
    conflict: "Not saved: someone saved this record after you opened it",
    correctFields: "Please correct the highlighted fields",
    editRecord: "Edit record",
    newRecord: "New record",
    id: "Id",
    showPreview: "Show live preview",
    hidePreview: "Hide live preview",
    saved: "Saved",
    notSaved: "Not saved",
    saveDraft: "Save draft",
    saving: "Loading...",
    publish: "Publish",
    submit: "Submit",
    fieldError: "{label} {message}",
    inLanguage: "{label} ({language})",
    yes: "Yes",
    no: "No",
    notSet: "Not set",
    select: "Select…",
    unknownInput: "Unknown input type",
    unique: "unique",
    thisRecord: "this {entity}",
    selectEntity: "Select {entity}…",
    missing: "Missing {id}",
    clear: "Clear",
    search: "Search…",
    searchEntity: "Search {entity}",
    nothingFound: "No found items.",
    filePlaceholder: "/uploads/… or https://…",
    selectFile: "Select file",
    fileChosen: "{name} · {size} KB — uploaded when the form is saved.",
    preview: "Preview",
    formattingOf: "Formatting of {label}",
    blockTypeOf: "Block type of {label}",
    paragraph: "Paragraph",
    heading: "Heading {level}",
    bold: "Bold",
    italic: "Italic",
    strike: "Strike",
    link: "Link",
    insertCopyButton: "Insert copy button",
    linkUrl: "Link URL",
    linkPlaceholder: "https://… or /path",
    apply: "Apply",
    removeLink: "Remove link",
    textToCopy: "Text to copy",
    buttonLabel: "Button label",
    buttonLabelPlaceholder: "Label (optional)",
    insert: "Insert",
    copy: "copy",
    plainText: "Plain text (not a rich-text document).",
    convertToRichText: "Convert to rich text",
    relatedRecords: "Related records",
    relations: "Relations",
    conflictNotice: "Someone saved this record after you opened it; your changes are not saved.",
    changedSince: "Changed since:",
    nothingVisibleChanged: "nothing you can see here (only its version)",
    reloadTheirs: "Reload their version",
    overwrite: "Overwrite with mine",
    done: "Done",
    required: "is required",
    mustBeText: "must be text",
    mustBeUuid: "must be a uuid",
    mustBeNumber: "must be a number",
    mustBeInteger: "must be an integer",
    atLeast: "must be at least {min}",
    atMost: "must be at most {max}",
    mustBeLanguages: "must be an object of languages",
    mustBeYesNo: "must be yes or no",
    mustBeOneOf: "must be one of {values}",
    mustBeDate: "must be a date",
    mustBeJson: "must be valid JSON",
    languageRu: "ru",
    languageEn: "en",
  },
});

const LANGUAGE_KEYS: Record<string, "languageRu" | "languageEn"> = { ru: "languageRu", en: "languageEn" };

/** A content language's short name in the admin's language ('англ' on a Russian admin, 'en' on an English one). */
export function languageShort(language: string, adminLanguage: string): string {
  const key = LANGUAGE_KEYS[language];
  return key ? FORM_TEXTS.text(key, adminLanguage) : language;
}

/**
 * A name inside a sentence: English lowercases it ('Select article…'), Russian keeps its capital
 * (the phrase puts it after a colon: 'Выберите: Статьи…').
 */
export function nameInSentence(name: string, adminLanguage: string): string {
  return adminLanguage === "en" ? name.toLowerCase() : name;
}

// The server's messages about one field (after 'slug: ' in its answer), which the form shows
// under that field: the schemas' and the database's (src/core/entity/schemas.ts, src/core/http/errors.ts).
defineMessages({
  "is required": { ru: "Обязательное поле", en: "is required" },
  "a record with this value already exists": { ru: "Запись с таким значением уже есть", en: "a record with this value already exists" },
  "must be unique": { ru: "Значение должно быть уникальным", en: "must be unique" },
  "the referenced record does not exist": { ru: "Связанной записи не существует", en: "the referenced record does not exist" },
  "is too long; keep it under 2,000 characters": { ru: "Слишком длинно: не больше 2000 знаков", en: "is too long; keep it under 2,000 characters" },
  "must contain only lowercase letters, digits and hyphens": {
    ru: "Только строчные латинские буквы, цифры и дефисы",
    en: "must contain only lowercase letters, digits and hyphens",
  },
  "must not contain NUL (\\u0000) characters": { ru: "Не должно содержать нулевых символов", en: "must not contain NUL (\\u0000) characters" },
  "must be a uuid": { ru: "Нужен идентификатор записи", en: "must be a uuid" },
  "Invalid input": { ru: "Неверное значение", en: "Invalid input" },
  "must be a date between the years 1 and 9999": { ru: "Нужна дата между 1 и 9999 годом", en: "must be a date between the years 1 and 9999" },
});
defineMessagePattern(/^must be at least (-?[\d.]+)$/, { ru: "Не меньше {1}", en: "must be at least {1}" });
defineMessagePattern(/^must be at most (-?[\d.]+)$/, { ru: "Не больше {1}", en: "must be at most {1}" });
