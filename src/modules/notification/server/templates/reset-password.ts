import type { MailLanguage } from "../language.js";
import { simpleHtml, type MailContent } from "./layout.js";

export interface ResetPasswordMail {
  lang: MailLanguage;
  /** The page that takes the code, with the code in its query string. */
  link: string;
  code: string;
}

const texts = {
  ru: {
    subject: "Сброс пароля",
    intro: "Мы получили запрос на сброс пароля для вашей учётной записи.",
    follow: "Чтобы задать новый пароль, перейдите по ссылке (она действует один час и только один раз):",
    code: "Код для сброса:",
    ignore: "Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.",
    button: "Задать новый пароль",
  },
  en: {
    subject: "Reset your password",
    intro: "We received a request to reset the password of your account.",
    follow: "To choose a new password, open this link (it works once, within one hour):",
    code: "Reset code:",
    ignore: "If you did not ask for this, ignore this mail: your password stays as it is.",
    button: "Choose a new password",
  },
} satisfies Record<MailLanguage, Record<string, string>>;

export function resetPasswordMail({ lang, link, code }: ResetPasswordMail): MailContent {
  const t = texts[lang];
  return {
    subject: t.subject,
    text: [t.intro, "", t.follow, link, "", `${t.code} ${code}`, "", t.ignore, ""].join("\n"),
    html: simpleHtml(lang, [t.intro, t.follow, `${t.code} ${code}`, t.ignore], { label: t.button, url: link }),
  };
}
