import type { TemplateKey } from "../../template-keys.js";
import type { MailLanguage } from "../language.js";
import { DEFAULT_TEMPLATES, type TemplateWords } from "./defaults.js";
import { renderEmailHtml } from "./email-layout.js";
import type { MailContent } from "./layout.js";

/** A mail described by its template: the mailer renders it with the administrators' words. */
export interface TemplateMail {
  template: TemplateKey;
  lang: MailLanguage;
  values: Record<string, string>;
  /** Where the button leads. */
  actionUrl?: string;
  /** A signed one-click unsubscribe page (every topic mail has one). */
  unsubscribeUrl?: string;
}

const UNSUBSCRIBE_LABEL: Record<MailLanguage, string> = { ru: "Отписаться от этих писем", en: "Unsubscribe from these mails" };

/** {{name}} → the value (missing ones become empty); whitespace inside the braces is allowed. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z][\w-]*)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}

/** Edited words for one language, each part falling back to the shipped text when left empty. */
export function wordsOf(key: TemplateKey, lang: MailLanguage, edited?: Partial<TemplateWords>): TemplateWords {
  const shipped = DEFAULT_TEMPLATES[key][lang];
  const pick = (part: keyof TemplateWords) => (typeof edited?.[part] === "string" && edited[part].trim() ? edited[part] : shipped[part]);
  return { subject: pick("subject"), body: pick("body"), button: pick("button") };
}

/** Renders a template mail: subject, plain text (with every link written out) and react-email HTML. */
export async function renderTemplate(mail: TemplateMail, words: TemplateWords): Promise<MailContent> {
  const subject = fillPlaceholders(words.subject, mail.values).replace(/\s+/g, " ").trim();
  const paragraphs = fillPlaceholders(words.body, mail.values)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const button = fillPlaceholders(words.button, mail.values).trim();
  const unsubscribe = mail.unsubscribeUrl ? { label: UNSUBSCRIBE_LABEL[mail.lang], url: mail.unsubscribeUrl } : undefined;
  const action = button && mail.actionUrl ? { label: button, url: mail.actionUrl } : undefined;
  const text = [...paragraphs, ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : [])].join("\n\n") + "\n";
  const html = await renderEmailHtml({ lang: mail.lang, preview: paragraphs[0] ?? subject, paragraphs, action, unsubscribe });
  return { subject, text, html };
}
