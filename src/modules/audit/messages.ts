// The audit API's messages a person can meet, in the page's language (the API keeps its English
// wording, which API clients match on). A field's message is registered without the field's name.
import { defineMessages } from "../../core/i18n/messages";

defineMessages({
  "must be an ISO date and time": "Нужны дата и время",
  "must be an ISO date and time, e.g. 2026-11-24T00:00:00Z": "Нужны дата и время, например 2026-11-24T00:00:00Z",
  "must be module/entity": "Укажите раздел в виде «модуль/сущность»",
});
