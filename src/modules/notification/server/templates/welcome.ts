import type { MailLanguage } from "../language.js";
import { simpleHtml, type MailContent } from "./layout.js";

export interface WelcomeMail {
  lang: MailLanguage;
  email: string;
  /** Where the reader can sign in. */
  siteUrl: string;
}

const texts = {
  ru: {
    subject: "Добро пожаловать",
    hello: "Здравствуйте!",
    created: (email: string) => `Учётная запись ${email} создана. Теперь вы можете входить на сайт с этим адресом и паролем.`,
    ignore: "Если вы не регистрировались, напишите нам в ответ на это письмо.",
    button: "Перейти на сайт",
  },
  en: {
    subject: "Welcome",
    hello: "Hello!",
    created: (email: string) => `The account ${email} has been created. You can now sign in with this address and your password.`,
    ignore: "If you did not sign up, reply to this mail and tell us.",
    button: "Go to the site",
  },
};

export function welcomeMail({ lang, email, siteUrl }: WelcomeMail): MailContent {
  const t = texts[lang];
  return {
    subject: t.subject,
    text: [t.hello, "", t.created(email), siteUrl, "", t.ignore, ""].join("\n"),
    html: simpleHtml(lang, [t.hello, t.created(email), t.ignore], { label: t.button, url: siteUrl }),
  };
}
