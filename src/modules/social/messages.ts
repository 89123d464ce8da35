// The social API's messages a person can meet, in the page's language (the API keeps its English
// wording, which API clients match on). A field's message ('description: …') is registered
// without the field's name: src/core/i18n/messages.ts finds it after the name.
import { defineMessagePattern, defineMessages } from "../../core/i18n/messages";

defineMessages({
  "This profile is not this subject's": "Этот профиль не принадлежит вашей учётной записи",
  "This chat is not this profile's": "Этот профиль не участвует в этом чате",
  "Last-Event-ID must be a cursor this stream sent (a whole number)": "Не удалось продолжить ленту чата; обновите страницу",
  "must be a time in ms (a whole number)": "Нужно время в миллисекундах (целое число)",
  "is required (at least 1 character)": "Напишите хотя бы один знак",
});

defineMessagePattern(/^chats: no record with id (\S+)$/, "Чат {1} не найден");
defineMessagePattern(/^no message (\S+) in this chat$/, "В этом чате нет сообщения {1}");
defineMessagePattern(/^Too many open chat streams \(at most (\d+)\); close a chat tab and try again$/, "Слишком много открытых вкладок с чатом (не больше {1}); закройте одну из них и попробуйте снова");
// A reaction's kind, one of REACTION_KINDS.
