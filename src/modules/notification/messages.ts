// The notification API's messages a person can meet, in the page's language (the API keeps its
// English wording, which API clients match on). A field's message is registered without the
// field's name ('language: …'): src/core/i18n/messages.ts finds it after the name.
import { defineMessagePattern, defineMessages } from "../../core/i18n/messages";

defineMessages({
  "Mail cannot be resent: SMTP_URL is not set, so the outbox only keeps it": "Письмо нельзя отправить повторно: на сервере не настроена отправка почты, письма только сохраняются в исходящих",
  "Sign in to manage your subscriptions": "Войдите, чтобы управлять подписками",
  "Some of these topics do not exist (any more)": "Некоторых из выбранных рассылок больше нет; обновите страницу",
  "Add an email address to your account first: subscriptions are mailed": "Сначала добавьте в учётную запись адрес почты: рассылки приходят письмами",
  "Only administrators get the administrators' notices": "Уведомления для администраторов получают только администраторы",
  "needs a subject and topic (s, t) or an address and notice (a, n)": "Ссылка для отписки неполная: откройте её заново из письма",
});
defineMessagePattern(/^must list at most (\d+) topics$/, "Можно выбрать не больше {1} рассылок");
// Notices, templates' keys: words of the server's choosing.
