import { escapeHtml } from "./templates/layout.js";
import type { MailLanguage } from "./language.js";

const TEXTS = {
  ru: {
    title: "Отписка от рассылки",
    ask: (topic: string) => `Больше не присылать письма «${topic}»?`,
    button: "Отписаться",
    done: (topic: string) => `Готово: письма «${topic}» больше не будут приходить.`,
    again: "Подписаться снова можно в настройках учётной записи на сайте.",
    invalid: "Ссылка для отписки недействительна. Проверьте, что она скопирована целиком.",
    home: "На главную",
  },
  en: {
    title: "Unsubscribe",
    ask: (topic: string) => `Stop sending the mails "${topic}"?`,
    button: "Unsubscribe",
    done: (topic: string) => `Done: you will no longer receive the mails "${topic}".`,
    again: "You can subscribe again in your account settings on the site.",
    invalid: "This unsubscribe link is not valid. Check that it was copied whole.",
    home: "Home page",
  },
} satisfies Record<MailLanguage, unknown>;

type Page = { kind: "ask"; topic: string; action: string } | { kind: "done"; topic: string } | { kind: "invalid" };

/** The unsubscribe pages: a question with one button, then the confirmation, in the mail's language. */
export function unsubscribePage(lang: MailLanguage, page: Page, home: string): string {
  const t = TEXTS[lang];
  const body =
    page.kind === "ask"
      ? `<p>${escapeHtml(t.ask(page.topic))}</p>\n<form method="post" action="${escapeHtml(page.action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : page.kind === "done"
        ? `<p role="status">${escapeHtml(t.done(page.topic))}</p>\n<p>${escapeHtml(t.again)}</p>`
        : `<p role="alert">${escapeHtml(t.invalid)}</p>`;
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head>\n<body>\n<main>\n<h1>${escapeHtml(t.title)}</h1>\n${body}\n<p><a href="${escapeHtml(home)}">${escapeHtml(t.home)}</a></p>\n</main>\n</body></html>\n`;
}
