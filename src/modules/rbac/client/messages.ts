import { defineMessagePattern, defineMessages } from "../../../core/i18n/messages";

// The accounts API's messages a visitor can meet, in the page's language (the API keeps its
// English wording, which API clients match on). Registered once, when the accounts client loads.
defineMessages({
  "Invalid credentials": { ru: "Неверная почта или пароль", en: "Invalid credentials" },
  "An account with this email already exists": { ru: "Учётная запись с этой почтой уже есть", en: "An account with this email already exists" },
  "This reset code is invalid, already used or expired; ask for a new one": {
    ru: "Код сброса неверен, уже использован или устарел; запросите новый",
    en: "This reset code is invalid, already used or expired; ask for a new one",
  },
  "The current password is incorrect": { ru: "Текущий пароль указан неверно", en: "The current password is incorrect" },
  "This account has no password to change; add an email-and-password identity": {
    ru: "У этой учётной записи нет пароля; сначала добавьте вход по почте",
    en: "This account has no password to change; add an email-and-password identity",
  },
  "This account has no such identity": { ru: "У этой учётной записи нет такого способа входа", en: "This account has no such identity" },
  "An account keeps at least one identity; add another before removing this one": {
    ru: "Единственный способ входа нельзя удалить: сначала добавьте другой",
    en: "An account keeps at least one identity; add another before removing this one",
  },
  "This account no longer exists": { ru: "Этой учётной записи больше нет", en: "This account no longer exists" },
  "This belongs to another account": { ru: "Это принадлежит другой учётной записи", en: "This belongs to another account" },
  "This session has ended; sign in again": { ru: "Сеанс завершён; войдите снова", en: "This session has ended; sign in again" },
  "The refresh token has expired; sign in again": { ru: "Сеанс истёк; войдите снова", en: "The refresh token has expired; sign in again" },
  "The signature does not match the message and address": { ru: "Подпись не совпадает с сообщением и адресом", en: "The signature does not match the message and address" },
  "Unknown, expired or already used nonce; ask for a new one": { ru: "Одноразовый код устарел или уже использован; попробуйте снова", en: "Unknown, expired or already used nonce; ask for a new one" },
  "This payment link is not valid": { ru: "Ссылка на оплату недействительна", en: "This payment link is not valid" },
  Unauthorized: { ru: "Войдите, чтобы продолжить", en: "Unauthorized" },
  Forbidden: { ru: "Недостаточно прав", en: "Forbidden" },
  "Not found": { ru: "Не найдено", en: "Not found" },
});

// Field checks the server repeats after the browser's own (e.g. a too short password).
defineMessagePattern(/^Invalid input: (.+)$/, { ru: "Проверьте введённые данные: {1}", en: "Invalid input: {1}" });
