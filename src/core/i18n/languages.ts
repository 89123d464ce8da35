/** The site's languages; the first-class config comes from the site (src/site/config.ts). */
export interface LanguageConfig {
  languages: readonly string[];
  defaultLanguage: string;
  /** The site's IANA time zone: the clock its calendar days follow (statistics, the admin). */
  timeZone?: string;
}

export interface LocatedPath {
  language: string;
  /** The path without its language prefix, always starting with '/'. */
  path: string;
  /** Whether the url carried the language itself. */
  prefixed: boolean;
}

/** '/en/blog/x' -> en, '/blog/x'; '/blog/x' -> the default language. */
export function splitLanguage(pathname: string, config: LanguageConfig): LocatedPath {
  const [, first = "", ...rest] = pathname.split("/");
  if (config.languages.includes(first)) {
    return { language: first, path: `/${rest.join("/")}`.replace(/\/+$/, "") || "/", prefixed: true };
  }
  return { language: config.defaultLanguage, path: pathname.replace(/\/+$/, "") || "/", prefixed: false };
}

/** A url containing ':' leaves the site (new tab); others get the language prefix once. */
export function isExternalUrl(url: string): boolean {
  return url.includes(":");
}

export function localiseHref(url: string, language: string, config: LanguageConfig): string {
  if (isExternalUrl(url) || url.startsWith("#")) return url;
  const absolute = url.startsWith("/") ? url : `/${url}`;
  const [, first = ""] = absolute.split("/");
  if (config.languages.includes(first)) return absolute;
  return absolute === "/" ? `/${language}` : `/${language}${absolute}`;
}

/** The text of a localised field in a language, falling back to the default language, then any. */
export function localise(value: unknown, language: string, fallback: string): string {
  if (typeof value === "string") return value;
  if (!value || typeof value !== "object") return "";
  const record = value as Record<string, unknown>;
  const text = record[language] ?? record[fallback] ?? Object.values(record).find((v) => typeof v === "string" && v);
  return typeof text === "string" ? text : "";
}
