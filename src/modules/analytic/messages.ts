// The analytic API's messages a person can meet, in the page's language (the API keeps its
// English wording, which API clients match on). A field's message is registered without the
// field's name ('from: …'): src/core/i18n/messages.ts finds it after the name.
import { defineMessagePattern, defineMessages } from "../../core/i18n/messages";

defineMessages({
  "must be a date YYYY-MM-DD": "Нужна дата в виде ГГГГ-ММ-ДД",
  "is not a calendar date from 1970 to 9998": "Нужна существующая дата между 1970 и 9998 годом",
  "from must not be after to": "Начало периода не может быть позже его конца",
});
defineMessagePattern(/^the range must be at most (\d+) days$/, "Выберите период не длиннее {1} дн.");
