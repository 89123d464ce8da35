// What the blog module's widgetData returns per widget: types only, shared with the browser code.
import type { GraphRow, LinkFields, LocalisedValue } from "../../core/entity/index.js";
import type { blogArticle, blogCategory, blogWidget } from "./server/widget-data.js";

/** A localised field: an object keyed by language (text or TipTap JSON), or legacy text. */
export type Localised = LocalisedValue;

type LoadedArticle = GraphRow<typeof blogArticle>;

/** The relation row's own fields, beside the record it links to. */
export type BlogLink = LinkFields;
export type BlogFile = LoadedArticle["files"][number];
/** An ecommerce product shown beside an article (title and slug are enough to link to it). */
export type BlogProduct = LoadedArticle["products"][number];
/** Enough of a category to link to it. */
export type BlogCategoryRef = LoadedArticle["categories"][number];
/** A website-builder widget shown inside an article to readers allowed to see it. */
export type BlogPrivateWidget = Omit<LoadedArticle["privateWidgets"][number], "link">;

/**
 * The article's private content: loaded on the server only when the relation is public;
 * otherwise 'not-authorized', and the browser may ask the API with the reader's credentials.
 */
export type BlogPrivateContent = { status: "authorized"; widgets: BlogPrivateWidget[] } | { status: "not-authorized" };

/** An article; `link` is the link that placed it in its list (absent for an overview's article). */
export type BlogArticle = Omit<LoadedArticle, "privateWidgets"> & { link?: BlogLink };

export type BlogCategory = Omit<GraphRow<typeof blogCategory>, "articles"> & { articles: BlogArticle[]; link?: BlogLink };

export type BlogWidgetRow = Omit<GraphRow<typeof blogWidget>, "articles" | "categories">;

export interface BlogWidgetData {
  widget: BlogWidgetRow;
  /** The widget's own articles, in link order (at most 3 for article-list-row). */
  articles: BlogArticle[];
  /** The widget's own categories, in link order, each with its articles. */
  categories: BlogCategory[];
  /** Overview variants: the article named by the url (blog.articles.slug), else the widget's first. */
  article: BlogArticle | null;
  /** Overview variants: the category named by the url (blog.categories.slug), else the widget's first. */
  category: BlogCategory | null;
  /** Only for article-overview-with-private-content-default. */
  privateContent?: BlogPrivateContent;
}

/** The list variant that shows a row of at most this many articles. */
export const ROW_LIMIT = 3;

export const ARTICLE_SLUG_PARAM = "blog.articles.slug";
export const CATEGORY_SLUG_PARAM = "blog.categories.slug";
