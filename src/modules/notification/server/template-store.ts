import { eq } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import type { TemplateKey } from "../template-keys.js";
import { templates } from "../entities.js";
import type { MailLanguage } from "./language.js";
import type { TemplateWords } from "./templates/defaults.js";
import { wordsOf } from "./templates/render.js";

const inLanguage = (value: unknown, lang: MailLanguage): string | undefined => {
  const text = value && typeof value === "object" ? (value as Record<string, unknown>)[lang] : undefined;
  return typeof text === "string" ? text : undefined;
};

/** A template's words in one language: the administrators' row where they wrote them, else the shipped text. */
export async function templateWords(db: Db, key: TemplateKey, lang: MailLanguage): Promise<TemplateWords> {
  const [row] = await db.select({ subject: templates.subject, body: templates.body, button: templates.button }).from(templates).where(eq(templates.key, key)).limit(1);
  return wordsOf(key, lang, row && { subject: inLanguage(row.subject, lang), body: inLanguage(row.body, lang), button: inLanguage(row.button, lang) });
}
