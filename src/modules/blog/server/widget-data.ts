import { desc, eq, inArray } from "drizzle-orm";
import { all, backLink, byIds, entityOf, given, graphNode, link, loadGraph, none, rightOf, titledFieldNames, where, type GraphRow, type LinkFields } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { fileNode } from "../../file-storage/graph.js";
import { articles, categories, categoriesToArticles, widgets, widgetsToArticles, widgetsToCategories } from "../entities.js";
import { articlesToEcommerceModuleProducts, articlesToFileStorageModuleFiles, articlesToWebsiteBuilderModuleWidgets, categoriesToFileStorageModuleFiles } from "../../../links/blog.js";
import { ARTICLE_SLUG_PARAM, CATEGORY_SLUG_PARAM, ROW_LIMIT, type BlogArticle, type BlogCategory, type BlogPrivateContent, type BlogWidgetData } from "../widget-data-types.js";

/** Variants that show one article: the url's, or the widget's first. */
const ARTICLE_OVERVIEWS = new Set(["article-overview-default", "article-overview-with-private-content-default", "article-overview-ecommerce-module-product-list-default"]);
const PRIVATE_CONTENT = "article-overview-with-private-content-default";
const PRODUCT_LIST = "article-overview-ecommerce-module-product-list-default";
const CATEGORY_OVERVIEWS = new Set(["category-overview-default"]);

const categoryRef = graphNode(categories, { fields: ["slug", "title"] });
export const blogProduct = graphNode(rightOf(articlesToEcommerceModuleProducts), { fields: ["slug", "title", "variant"] });
export const privateWidget = graphNode(rightOf(articlesToWebsiteBuilderModuleWidgets), { fields: ["slug", "variant", "title", "subtitle", "description"] });

const filesEdge = link(articlesToFileStorageModuleFiles, fileNode);
const productsEdge = link(articlesToEcommerceModuleProducts, blogProduct);
const otherEdges = {
  categories: backLink(categoriesToArticles, categoryRef),
  // Read only where the relation is publicly readable (the loader skips a private one).
  privateWidgets: link(articlesToWebsiteBuilderModuleWidgets, privateWidget),
};

export const blogArticle = graphNode(articles, { fields: titledFieldNames, with: { files: filesEdge, ...otherEdges, products: productsEdge } });

const urlArticleNodes = new Map<string, typeof blogArticle>();

/**
 * The url's article node: only the edges its widgets show that the page's record did not bring
 * (its files come with the record; its products only where a widget lists them). Typed as the
 * whole article: `loadUrlArticle` fills in what it leaves out.
 */
function urlArticleNode(withFiles: boolean, withProducts: boolean): typeof blogArticle {
  const key = `${withFiles} ${withProducts}`;
  const made = urlArticleNodes.get(key);
  if (made) return made;
  const edges = { ...(withFiles ? { files: filesEdge } : {}), ...otherEdges, ...(withProducts ? { products: productsEdge } : {}) };
  const node = graphNode(articles, { fields: titledFieldNames, with: edges }) as unknown as typeof blogArticle;
  urlArticleNodes.set(key, node);
  return node;
}

export const blogCategory = graphNode(categories, {
  fields: titledFieldNames,
  with: { files: link(categoriesToFileStorageModuleFiles, fileNode), articles: link(categoriesToArticles, blogArticle) },
});

export const blogWidget = graphNode(widgets, {
  fields: titledFieldNames,
  with: { articles: link(widgetsToArticles, blogArticle), categories: link(widgetsToCategories, blogCategory) },
});

type LoadedArticle = GraphRow<typeof blogArticle> & { link?: LinkFields };
type LoadedWidget = GraphRow<typeof blogWidget>;

/** How many of the newest articles a list shows when nobody picked its articles by hand. */
export const NEWEST_LIMIT = 24;

/**
 * An article list with no article picked by hand shows the newest published ones: those of its
 * categories when it links some (the home page's parish news: the 'news' category), else the
 * whole blog's (all articles). A new article then reaches them by being published; a list picked
 * by hand (a curated history) keeps its own articles and order.
 */
const showsNewest = (widget: LoadedWidget) => widget.variant.startsWith("article-list") && !widget.articles.length;

function newestRoot(db: WidgetDataRequest["db"], widget: LoadedWidget) {
  const limit = widget.variant === "article-list-row" ? ROW_LIMIT : NEWEST_LIMIT;
  const orderBy = [desc(articles.createdAt), desc(articles.id)];
  const categoryIds = widget.categories.map((c) => c.id);
  if (!categoryIds.length) return all(blogArticle, { orderBy, limit });
  const inCategories = db.select({ id: categoriesToArticles.articleId }).from(categoriesToArticles).where(inArray(categoriesToArticles.categoryId, categoryIds));
  return where(blogArticle, inArray(articles.id, inCategories), { orderBy, limit });
}

/** An article as a widget gets it: products only for the overview that lists them, private widgets never inline. */
function article({ privateWidgets: _, link, ...row }: LoadedArticle, withProducts = false): BlogArticle {
  return { ...row, products: withProducts ? row.products : [], ...(link ? { link } : {}) };
}

function category({ articles, link, ...row }: GraphRow<typeof blogCategory> & { link?: LinkFields }): BlogCategory {
  return { ...row, articles: articles.map((a) => article(a)), ...(link ? { link } : {}) };
}

/**
 * The url's article with what its widgets show. When the page read it for its head, that row and
 * its files are taken (their reads count as this part's, so a write to a file drops it), and only
 * the other edges are read; else it is read by slug. Its products are read only where a widget
 * lists them: an article page reads its row and files once, then its categories.
 */
async function loadUrlArticle(request: WidgetDataRequest, slug: string, withProducts: boolean): Promise<LoadedArticle | undefined> {
  const { record } = request;
  const taken = record?.entity === "blog/articles" && record.row.slug === slug ? record : undefined;
  const files = Array.isArray(taken?.row.files) ? (taken.row.files as LoadedArticle["files"]) : undefined;
  const node = urlArticleNode(!files, withProducts);
  if (taken && files) taken.reads.forEach((type) => request.reads.add(type));
  const { article } = await loadGraph(request, { article: taken ? given(node, [taken.row]) : where(node, eq(articles.slug, slug)) });
  const row = article[0];
  return row && { ...row, files: files ?? row.files, products: withProducts ? row.products : [] };
}

/**
 * The blog widgets on a page, with the url's article and category (by slug), in a fixed number
 * of batched queries whatever the number of widgets, articles and categories. The widgets' own
 * graph is kept across urls (`keep`), so another article's page reads only its article.
 */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, BlogWidgetData>> {
  const articleSlug = request.params[ARTICLE_SLUG_PARAM];
  const categorySlug = request.params[CATEGORY_SLUG_PARAM];
  if (!request.ids.length) return {};
  // The widgets and what they link are the same for every url (kept); only the url's records are read each time.
  const { widgets: loadedWidgets, newest } = await request.keep("widgets", async (reads) => {
    const { widgets } = await loadGraph({ db: request.db, reads }, { widgets: byIds(blogWidget, request.ids) });
    const lists = widgets.filter(showsNewest);
    const newest: Record<string, LoadedArticle[]> = lists.length ? await loadGraph({ db: request.db, reads }, Object.fromEntries(lists.map((w) => [w.id, newestRoot(request.db, w)]))) : {};
    return { widgets, newest };
  });
  const listsProducts = loadedWidgets.some((widget) => widget.variant === PRODUCT_LIST);
  const [urlArticleRow, loaded] = await Promise.all([
    articleSlug ? loadUrlArticle(request, articleSlug, listsProducts) : undefined,
    loadGraph(request, { urlCategory: categorySlug ? where(blogCategory, eq(categories.slug, categorySlug)) : none(blogCategory) }),
  ]);
  const privateIsPublic = entityOf(articlesToWebsiteBuilderModuleWidgets).access.read === "public";

  return Object.fromEntries(
    loadedWidgets.map(({ articles: linked, categories: linkedCategories, ...widget }) => {
      const variant = widget.variant;
      // A url that names a record shows that one (or none when it does not exist); without a url
      // parameter the widget shows its own first article or category (without the link).
      const shown = ARTICLE_OVERVIEWS.has(variant) ? (articleSlug ? urlArticleRow : linked[0]) : undefined;
      const shownCategory = CATEGORY_OVERVIEWS.has(variant) ? (categorySlug ? loaded.urlCategory[0] : linkedCategories[0]) : undefined;
      const listed = newest[widget.id] ?? linked;
      const data: BlogWidgetData = {
        widget,
        articles: (variant === "article-list-row" ? listed.slice(0, ROW_LIMIT) : listed).map((a) => article(a)),
        categories: linkedCategories.map(category),
        article: shown ? article({ ...shown, link: undefined }, variant === PRODUCT_LIST) : null,
        category: shownCategory ? category({ ...shownCategory, link: undefined }) : null,
      };
      if (variant === PRIVATE_CONTENT) data.privateContent = privateContentOf(shown?.privateWidgets ?? [], privateIsPublic);
      return [widget.id, data];
    }),
  );
}

function privateContentOf(widgets: GraphRow<typeof blogArticle>["privateWidgets"], isPublic: boolean): BlogPrivateContent {
  // The server renders for an anonymous reader: a private relation is not shown here; the
  // browser may ask the API with the reader's credentials after hydration.
  if (!isPublic) return { status: "not-authorized" };
  return { status: "authorized", widgets: widgets.map(({ link: _, ...widget }) => widget) };
}
