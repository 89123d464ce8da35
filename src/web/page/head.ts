import type { MetaDescriptor } from "react-router";
import { localise, localiseHref, type LanguageConfig } from "../../core/i18n/languages";
import type { PageRecord, PageTree } from "../../core/page/page-tree";
import { site } from "../../site/config";

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** Share-image tags: a record's own image, else the one drawn for the page (host opengraph-image). */
function shareImage(own: PageRecord["image"] | undefined, title: string, origin: string, path: string): MetaDescriptor[] {
  const absolute = (url: string) => (url.startsWith("/") ? `${origin}${url}` : url);
  const image = own ?? { url: `/api/host/pages/opengraph-image?url=${encodeURIComponent(path)}`, width: 1200, height: 630, alt: title };
  const tags: MetaDescriptor[] = [
    { property: "og:image", content: absolute(image.url) },
    { property: "og:image:alt", content: image.alt || title },
    { name: "twitter:image", content: absolute(image.url) },
  ];
  if (image.width && image.height) tags.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
  return tags;
}

/**
 * The page's <head>: a record page (one article) takes its record's title, text and image; other
 * pages their metadata record when they have one, the site's defaults otherwise. Every page has
 * a share image: the record's own, else one drawn from the page's words.
 */
export function pageMeta(tree: PageTree, origin: string, i18n: LanguageConfig): MetaDescriptor[] {
  const m: Record<string, unknown> = tree.metadata ?? {};
  const language = tree.language;
  const record = tree.record;
  const siteName = localise(site.name, language, i18n.defaultLanguage);
  const pageTitle = record ? `${record.title} · ${siteName}` : undefined;
  const title = pageTitle ?? text(m.title) ?? (text(tree.page.title) && tree.page.title !== "Page" ? `${tree.page.title} · ${siteName}` : siteName);
  const description = text(record?.description) ?? text(m.description) ?? localise(site.description, language, i18n.defaultLanguage);
  const canonical = `${origin}${localiseHref(tree.path, language, i18n)}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: text(m.keywords) ?? localise(site.keywords, language, i18n.defaultLanguage) },
    { property: "og:title", content: (record && title) || (text(m.openGraphTitle) ?? title) },
    { property: "og:description", content: (record && description) || (text(m.openGraphDescription) ?? description) },
    { property: "og:url", content: text(m.openGraphUrl) ?? canonical },
    { property: "og:type", content: text(m.openGraphType) ?? "website" },
    { property: "og:site_name", content: text(m.openGraphSiteName) ?? siteName },
    { property: "og:locale", content: text(m.openGraphLocale) ?? (language === "ru" ? "ru_RU" : "en_US") },
    { name: "twitter:card", content: text(m.twitterCard) ?? "summary_large_image" },
    { name: "twitter:title", content: (record && title) || (text(m.twitterTitle) ?? title) },
    { name: "twitter:description", content: (record && description) || (text(m.twitterDescription) ?? description) },
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
  tags.push(...shareImage(record?.image, record?.title ?? title, origin, localiseHref(tree.path, language, i18n)));
  return tags;
}
