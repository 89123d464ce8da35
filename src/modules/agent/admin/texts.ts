import { defineLanguageTexts } from "../../../core/i18n/texts";

/**
 * The AI status screen's words in each admin language. {baseUrl}, {apiKey} and {model} in `off`
 * are the server's variable names; {table} is the admin's name for the agents table.
 */
export const agentAdminTexts = defineLanguageTexts("agent.admin", {
  ru: {
    title: "ИИ-помощник",
    loading: "Загрузка…",
    loadFailed: "Не удалось узнать состояние: {error}",
    on: "Модуль ИИ-помощников включён: помощники отвечают в своих чатах через {host}, модель {model}, если у помощника не указана своя.",
    off: "Модуль ИИ-помощников выключен: чтобы помощники отвечали, задайте на сервере {baseUrl}, {apiKey} и {model}. Править помощников можно и сейчас, в таблице «{table}».",
  },
  en: {
    title: "AI agent",
    loading: "Loading…",
    loadFailed: "Could not load the status: {error}",
    on: "The agent module is on: agents answer in their chats through {host} with the model {model} unless an agent names its own.",
    off: "The agent module is off: set {baseUrl}, {apiKey} and {model} on the server to let agents answer. Agents can still be edited in the {table} table.",
  },
});
