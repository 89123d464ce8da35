// The forms (crm) API's messages a person can meet, in the page's language (the API keeps its
// English wording, which API clients match on). A field's message is registered without the
// field's name ('formId: …'): src/core/i18n/messages.ts finds it after the name.
import { defineMessagePattern, defineMessages } from "../../core/i18n/messages";

defineMessages({
  "is required (in the query or the data)": "Обязательное поле (в адресе запроса или в данных)",
});
defineMessagePattern(/^forms: no record with id (\S+)$/, "Форма {1} не найдена: возможно, её уже убрали с сайта");
defineMessagePattern(/^The form is too large \(at most (\d+) KB\)$/, "Форма слишком большая: не больше {1} КБ");
