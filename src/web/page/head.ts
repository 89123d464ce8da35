import type { MetaDescriptor } from "react-router";
import { localise, localiseHref, type LanguageConfig } from "../../core/i18n/languages";
import type { PageTree } from "../../modules/host/page-tree";
import { site } from "../../site/config";

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** The page's <head>: its metadata record when it has one, the site's defaults otherwise. */
export function pageMeta(tree: PageTree, origin: string, i18n: LanguageConfig): MetaDescriptor[] {
  const m: Record<string, unknown> = tree.metadata ?? {};
  const language = tree.language;
  const siteName = localise(site.name, language, i18n.defaultLanguage);
  const title = text(m.title) ?? (text(tree.page.title) && tree.page.title !== "Page" ? `${tree.page.title} · ${siteName}` : siteName);
  const description = text(m.description) ?? localise(site.description, language, i18n.defaultLanguage);
  const canonical = `${origin}${localiseHref(tree.path, language, i18n)}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: text(m.keywords) ?? localise(site.keywords, language, i18n.defaultLanguage) },
    { property: "og:title", content: text(m.openGraphTitle) ?? title },
    { property: "og:description", content: text(m.openGraphDescription) ?? description },
    { property: "og:url", content: text(m.openGraphUrl) ?? canonical },
    { property: "og:type", content: text(m.openGraphType) ?? "website" },
    { property: "og:site_name", content: text(m.openGraphSiteName) ?? siteName },
    { property: "og:locale", content: text(m.openGraphLocale) ?? (language === "ru" ? "ru_RU" : "en_US") },
    { name: "twitter:card", content: text(m.twitterCard) ?? "summary_large_image" },
    { name: "twitter:title", content: text(m.twitterTitle) ?? title },
    { name: "twitter:description", content: text(m.twitterDescription) ?? description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...i18n.languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: `${origin}${localiseHref(tree.path, l, i18n)}` })),
  ];
  const optional: [string, unknown][] = [
    ["author", m.author],
    ["twitter:site", m.twitterSite],
    ["twitter:creator", m.twitterCreator],
    ["twitter:url", m.twitterUrl],
    ["twitter:domain", m.twitterDomain],
    ["twitter:app:country", m.twitterAppCountry],
  ];
  for (const [name, value] of optional) if (text(value)) tags.push({ name, content: text(value)! });
  return tags;
}
