import { defineLanguageTexts } from "../../../core/i18n/texts";

/** The invite screen's words in each admin language; `language.*` name the languages a mail can be in. */
export const rbacAdminTexts = defineLanguageTexts("rbac.admin", {
  ru: {
    intro: "Человек получит письмо на выбранном языке со ссылкой, которая сработает один раз в течение недели; на сайте он задаст пароль и войдёт с этой ролью.",
    invitation: "Приглашение",
    email: "Электронная почта",
    role: "Роль",
    noRole: "Только роли, как при обычной регистрации",
    mailLanguage: "Язык письма",
    "language.ru": "Русский",
    "language.en": "Английский",
    send: "Отправить приглашение",
    sending: "Отправляем…",
    sentToast: "Приглашение отправлено на {email}",
    sent: "Приглашение отправлено на {email}; ссылка действует до {until}.",
  },
  en: {
    intro: "They get a mail in the chosen language with a link that works once, for a week; on the site they set a password and are signed in with the role.",
    invitation: "Invitation",
    email: "Email",
    role: "Role",
    noRole: "Only the roles of every sign-up",
    mailLanguage: "Language of the mail",
    "language.ru": "Russian",
    "language.en": "English",
    send: "Send invitation",
    sending: "Sending…",
    sentToast: "Invitation sent to {email}",
    sent: "Invitation sent to {email}; the link works until {until}.",
  },
});
