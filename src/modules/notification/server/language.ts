/** Mail goes out in the site's languages; Russian first. */
export const MAIL_LANGUAGES = ["ru", "en"] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = "ru";

export function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === "string" && (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a mail: an explicit choice (the request's `lang`) if it is one we write in,
 * else the first supported language of an Accept-Language header, else Russian.
 */
export function mailLanguage(explicit: unknown, acceptLanguage?: string | null): MailLanguage {
  if (isMailLanguage(explicit)) return explicit;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isMailLanguage) ?? DEFAULT_MAIL_LANGUAGE;
}
