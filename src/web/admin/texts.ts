import { defineLanguageTexts } from "../../core/i18n/texts";

/** The words of the admin's gate (the sign-in and 'Not authorized' screens, the sign-out button) in each admin language. */
export const gateTexts = defineLanguageTexts("admin.gate", {
  ru: {
    signInTitle: "Вход",
    signInIntro: "Панель управления — для администраторов. Войдите под учётной записью администратора.",
    signInForm: "Вход",
    email: "Электронная почта",
    password: "Пароль",
    invalidEmail: "Введите правильный адрес почты",
    shortPassword: "Не менее 8 символов",
    loading: "Загрузка...",
    signIn: "Войти",
    otherWays: "Другие способы входа:",
    login: "Все способы входа",
    backToSite: "Вернуться на сайт",
    signOut: "Выйти",
    notAuthorized: "Нет доступа",
    signedInAs: "Вы вошли как {email}.",
    adminsOnly: "Пользоваться панелью управления могут только администраторы.",
  },
  en: {
    signInTitle: "Sign in",
    signInIntro: "The back office is for administrators. Sign in with an administrator account.",
    signInForm: "Sign in",
    email: "Email",
    password: "Password",
    invalidEmail: "Enter a valid email",
    shortPassword: "At least 8 characters",
    loading: "Loading...",
    signIn: "Sign in",
    otherWays: "Other ways to sign in:",
    login: "All ways to sign in",
    backToSite: "Back to the site",
    signOut: "Sign out",
    notAuthorized: "Not authorized",
    signedInAs: "You are signed in as {email}.",
    adminsOnly: "Only administrators can use the back office.",
  },
});

export type GateTexts = ReturnType<typeof gateTexts.all>;
