import type { TemplateKey } from "../../template-keys.js";
import type { MailLanguage } from "../language.js";

/** A template's words in one language; {{name}} is replaced by the sender's value of that name. */
export interface TemplateWords {
  subject: string;
  /** Paragraphs separated by blank lines. */
  body: string;
  /** The button's label (its link is the mail's action); empty for no button. */
  button: string;
}

/** The placeholders each template is given, listed in the admin beside the editor. */
export const TEMPLATE_PLACEHOLDERS: Record<TemplateKey, string[]> = {
  "order-status-changed": ["number", "status", "link"],
  "reset-password": ["link", "code"],
  welcome: ["email", "link"],
  invite: ["email", "inviter", "link"],
  "email-changed": ["email", "newEmail", "link"],
  "form-request": ["form", "fields", "id"],
  "note-received": ["kind", "names", "email", "amount", "id"],
  "new-article": ["category", "title", "summary", "link"],
  "event-reminder": ["title", "date", "place", "link"],
  "note-receipt": ["kind", "names", "amount", "reference", "link"],
  invoice: ["number", "amount", "items", "link"],
  "payment-received": ["number", "amount"],
  "site-message": ["subject", "message"],
};

/** Sample values that read the same in every language: numbers, codes, addresses, a date. */
const LANGUAGE_FREE_SAMPLES = {
  number: "1042",
  code: "4f1c-92ab",
  email: "reader@example.org",
  inviter: "admin@example.org",
  newEmail: "n***@e***.com",
  id: "7b1f0c2e-0000-4000-8000-000000000000",
  amount: "500 ₽",
  date: "12.04.2026, 23:30",
  reference: "7b1f0c2e",
};

/**
 * Values the admin preview fills a template with, so every placeholder shows, in the preview's
 * language as a real mail's values are (an order's status is named, not its code).
 */
export const SAMPLE_VALUES: Record<MailLanguage, Record<string, string>> = {
  ru: {
    ...LANGUAGE_FREE_SAMPLES,
    status: "передан в доставку",
    form: "Обратная связь",
    fields: "Имя: Анна\nСообщение: Когда начинается литургия?",
    kind: "На молебен",
    category: "Новости",
    title: "Пасхальное богослужение",
    summary: "Крестный ход начнётся в полночь.",
    place: "Главный храм",
    names: "О здравии:\n— Анна\n— Пётр\n\nОб упокоении:\n— Иоанн",
    items: "— Свеча × 2\n— Икона",
    subject: "Ваша записка прочитана",
    message: "Здравствуйте!\n\nЗаписка, поданная вами в воскресенье, прочитана за литургией.",
  },
  en: {
    ...LANGUAGE_FREE_SAMPLES,
    status: "on its way",
    form: "Feedback",
    fields: "Name: Anna\nMessage: When does the liturgy begin?",
    kind: "For a moleben",
    category: "News",
    title: "The Paschal service",
    summary: "The procession begins at midnight.",
    place: "The main church",
    names: "For health:\n— Anna\n— Peter\n\nFor the departed:\n— John",
    items: "— Candle × 2\n— Icon",
    subject: "Your note has been read",
    message: "Hello!\n\nThe note you sent on Sunday was read at the liturgy.",
  },
};

/** The shipped words of every template, used wherever the administrators have not written their own. */
export const DEFAULT_TEMPLATES: Record<TemplateKey, Record<MailLanguage, TemplateWords>> = {
  "order-status-changed": {
    ru: { subject: "Заказ № {{number}}: {{status}}", body: "Здравствуйте!\n\nСтатус вашего заказа № {{number}} изменился: {{status}}.\n\nПодробности заказа:\n{{link}}", button: "Открыть заказ" },
    en: { subject: "Order {{number}}: {{status}}", body: "Hello!\n\nThe status of your order {{number}} has changed: {{status}}.\n\nThe order's details:\n{{link}}", button: "Open the order" },
  },
  "reset-password": {
    ru: {
      subject: "Сброс пароля",
      body: "Мы получили запрос на сброс пароля для вашей учётной записи.\n\nЧтобы задать новый пароль, перейдите по ссылке (она действует один час и только один раз):\n{{link}}\n\nКод для сброса: {{code}}\n\nЕсли вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.",
      button: "Задать новый пароль",
    },
    en: {
      subject: "Reset your password",
      body: "We received a request to reset the password of your account.\n\nTo choose a new password, open this link (it works once, within one hour):\n{{link}}\n\nReset code: {{code}}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.",
      button: "Choose a new password",
    },
  },
  welcome: {
    ru: {
      subject: "Добро пожаловать",
      body: "Здравствуйте!\n\nУчётная запись {{email}} создана. Теперь вы можете входить на сайт с этим адресом и паролем.\n{{link}}\n\nЕсли вы не регистрировались, напишите нам в ответ на это письмо.",
      button: "Перейти на сайт",
    },
    en: {
      subject: "Welcome",
      body: "Hello!\n\nThe account {{email}} has been created. You can now sign in with this address and your password.\n{{link}}\n\nIf you did not sign up, reply to this mail and tell us.",
      button: "Go to the site",
    },
  },
  invite: {
    ru: { subject: "Приглашение на сайт", body: "Здравствуйте!\n\n{{inviter}} приглашает вас на сайт. Зарегистрируйтесь с адресом {{email}}:\n{{link}}", button: "Принять приглашение" },
    en: { subject: "You are invited", body: "Hello!\n\n{{inviter}} invites you to the site. Sign up with the address {{email}}:\n{{link}}", button: "Accept the invitation" },
  },
  "email-changed": {
    ru: {
      subject: "Адрес для входа изменён",
      body: "Здравствуйте!\n\nАдрес электронной почты для входа в учётную запись {{email}} изменён на {{newEmail}}. Это письмо пришло на прежний адрес; письма сайта теперь будут приходить на новый.\n\nЕсли адрес меняли вы, ничего делать не нужно.\n\nЕсли это были не вы, кто-то мог узнать ваш пароль. Сразу сообщите об этом администратору сайта: он вернёт учётной записи ваш адрес, после чего смените пароль или сбросьте его.\n{{link}}",
      button: "Перейти на сайт",
    },
    en: {
      subject: "Your sign-in email was changed",
      body: "Hello!\n\nThe sign-in email of the account {{email}} was changed to {{newEmail}}. This notice goes to the previous address; the site's mail now goes to the new one.\n\nIf you changed it, there is nothing to do.\n\nIf this wasn't you, someone may know your password. Tell the site's administrator at once: they can give the account your address back; then change or reset your password.\n{{link}}",
      button: "Go to the site",
    },
  },
  "form-request": {
    ru: { subject: "Новая заявка: {{form}}", body: "На сайте заполнена форма «{{form}}».\n\n{{fields}}\n\nИдентификатор: {{id}}", button: "" },
    en: { subject: "New request: {{form}}", body: 'The form "{{form}}" was filled in on the site.\n\n{{fields}}\n\nid: {{id}}', button: "" },
  },
  "note-received": {
    ru: { subject: "Новая записка: {{kind}}", body: "Получена записка «{{kind}}».\n\n{{names}}\n\nЭлектронная почта: {{email}}\nПожертвование: {{amount}}\n\nИдентификатор: {{id}}", button: "" },
    en: { subject: "New note: {{kind}}", body: 'A note "{{kind}}" was received.\n\n{{names}}\n\nEmail: {{email}}\nDonation: {{amount}}\n\nid: {{id}}', button: "" },
  },
  "new-article": {
    ru: { subject: "Новое в разделе «{{category}}»: {{title}}", body: "Здравствуйте!\n\nВ разделе «{{category}}» опубликована статья «{{title}}».\n\n{{summary}}\n\n{{link}}", button: "Читать" },
    en: { subject: "New in {{category}}: {{title}}", body: 'Hello!\n\nA new article "{{title}}" is published in {{category}}.\n\n{{summary}}\n\n{{link}}', button: "Read it" },
  },
  "event-reminder": {
    ru: { subject: "Завтра: {{title}}", body: "Здравствуйте!\n\nНапоминаем: {{date}} — {{title}}.\nМесто: {{place}}\n\n{{link}}", button: "Подробнее" },
    en: { subject: "Tomorrow: {{title}}", body: "Hello!\n\nA reminder: {{date}} — {{title}}.\nPlace: {{place}}\n\n{{link}}", button: "Details" },
  },
  "note-receipt": {
    ru: {
      subject: "Записка принята: {{kind}}",
      body: "Здравствуйте!\n\nВаша записка «{{kind}}» принята. Имена будут помянуты за богослужением.\n\n{{names}}\n\nПожертвование: {{amount}}. Номер счёта для назначения платежа: {{reference}}.\n\nРеквизиты и оплата пожертвования:\n{{link}}\n\nЕсли вы не подавали записку, просто не обращайте внимания на это письмо.",
      button: "Реквизиты и оплата",
    },
    en: {
      subject: "Your note is received: {{kind}}",
      body: 'Hello!\n\nYour note "{{kind}}" is received. The names will be remembered at the service.\n\n{{names}}\n\nDonation: {{amount}}. Invoice number for the payment reference: {{reference}}.\n\nDonation details and payment:\n{{link}}\n\nIf you did not send a note, please ignore this mail.',
      button: "Donation details",
    },
  },
  invoice: {
    ru: {
      subject: "Счёт на оплату {{number}}",
      body: "Здравствуйте!\n\nДля вашего заказа выставлен счёт на сумму {{amount}}.\n\nВ заказе:\n{{items}}\n\nОплатить его можно по ссылке:\n{{link}}\n\nЕсли вы ничего не заказывали, просто не обращайте внимания на это письмо.",
      button: "Оплатить",
    },
    en: {
      subject: "Invoice {{number}}",
      body: "Hello!\n\nAn invoice of {{amount}} has been issued for your order.\n\nThe order:\n{{items}}\n\nYou can pay it here:\n{{link}}\n\nIf you did not order anything, please ignore this mail.",
      button: "Pay",
    },
  },
  "payment-received": {
    ru: { subject: "Оплата получена: счёт {{number}}", body: "Здравствуйте!\n\nМы получили оплату по счёту {{number}}: {{amount}}. Спасибо!\n\nВаш заказ принят в работу.", button: "" },
    en: { subject: "Payment received: invoice {{number}}", body: "Hello!\n\nWe have received the payment for invoice {{number}}: {{amount}}. Thank you!\n\nYour order is being processed.", button: "" },
  },
  "site-message": {
    ru: { subject: "{{subject}}", body: "{{message}}", button: "" },
    en: { subject: "{{subject}}", body: "{{message}}", button: "" },
  },
};
