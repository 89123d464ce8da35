import { entityType, str, linkFields, linkedFileFields, localisedValue, titledFields } from "../../../core/entity/row-values.js";
import { eq, inArray } from "drizzle-orm";
import { entityOf, groupByParent, loadLinked, publicColumns, type AnyEntityTable, type Linked, type Row } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import {
  articles,
  articlesToEcommerceModuleProducts,
  articlesToFileStorageModuleFiles,
  articlesToWebsiteBuilderModuleWidgets,
  categories,
  categoriesToArticles,
  categoriesToFileStorageModuleFiles,
  widgets,
  widgetsToArticles,
  widgetsToCategories,
} from "../entities.js";
import {
  ARTICLE_SLUG_PARAM,
  CATEGORY_SLUG_PARAM,
  ROW_LIMIT,
  type BlogArticle,
  type BlogCategory,
  type BlogCategoryRef,
  type BlogPrivateContent,
  type BlogPrivateWidget,
  type BlogProduct,
  type BlogWidgetData,
  type BlogWidgetRow,
} from "../widget-data-types.js";

/** Variants that show one article: the url's, or the widget's first. */
const ARTICLE_OVERVIEWS = new Set(["article-overview-default", "article-overview-with-private-content-default", "article-overview-ecommerce-module-product-list-default"]);
const PRIVATE_CONTENT = "article-overview-with-private-content-default";
const PRODUCT_LIST = "article-overview-ecommerce-module-product-list-default";
const CATEGORY_OVERVIEWS = new Set(["category-overview-default"]);

const localised = localisedValue;
const toLink = linkFields;

const toFile = linkedFileFields;

const titled = titledFields;

/** Selects rows of one entity by a column, or nothing (and no query) without values. */
async function selectWhereIn(request: WidgetDataRequest, table: AnyEntityTable, column: string, values: string[]): Promise<Row[]> {
  if (!values.length) return [];
  const def = entityOf(table);
  const col = table[column] as Parameters<typeof inArray>[0];
  return (await request.db
    .select(publicColumns(def))
    .from(table)
    .where(values.length === 1 ? eq(col, values[0]!) : inArray(col, values))) as Row[];
}

/**
 * The blog widgets on a page, in a fixed number of batched queries whatever the number of
 * widgets, articles and categories:
 * 1. the widgets, their article and category links, the url's article and category (by slug);
 * 2. the categories' articles and the articles' categories;
 * 3. files of every article and category, products of product-list overviews, and the private
 *    content of private-content overviews when its relation is publicly readable.
 */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, BlogWidgetData>> {
  const { ids, params } = request;
  if (!ids.length) return {};
  const articleSlug = params[ARTICLE_SLUG_PARAM];
  const categorySlug = params[CATEGORY_SLUG_PARAM];
  for (const table of [widgets, articles, categories, widgetsToArticles, widgetsToCategories, categoriesToArticles]) {
    request.reads.add(entityType(table));
  }

  // 1.
  const [widgetRows, widgetArticleLinks, widgetCategoryLinks, [urlArticle], [urlCategory]] = await Promise.all([
    selectWhereIn(request, widgets, "id", ids),
    loadLinked(request.db, widgetsToArticles, ids),
    loadLinked(request.db, widgetsToCategories, ids),
    articleSlug ? selectWhereIn(request, articles, "slug", [articleSlug]) : Promise.resolve([]),
    categorySlug ? selectWhereIn(request, categories, "slug", [categorySlug]) : Promise.resolve([]),
  ]);

  const articlesByWidget = groupByParent(widgetArticleLinks);
  const categoriesByWidget = groupByParent(widgetCategoryLinks);
  const plans = widgetRows.map((row) => {
    const variant = str(row.variant);
    let articleLinks = articlesByWidget.get(str(row.id)) ?? [];
    if (variant === "article-list-row") articleLinks = articleLinks.slice(0, ROW_LIMIT);
    const categoryLinks = categoriesByWidget.get(str(row.id)) ?? [];
    // A url that names a record shows that one (or none when it does not exist); without a url
    // parameter the widget shows its own first article or category.
    const article = ARTICLE_OVERVIEWS.has(variant) ? (articleSlug ? urlArticle : articleLinks[0]?.item) : undefined;
    const category = CATEGORY_OVERVIEWS.has(variant) ? (categorySlug ? urlCategory : categoryLinks[0]?.item) : undefined;
    return { row, variant, articleLinks, categoryLinks, article, category };
  });

  // 2.
  const categoryIds = unique([...plans.flatMap((p) => p.categoryLinks.map((l) => str(l.item.id))), ...plans.flatMap((p) => (p.category ? [str(p.category.id)] : []))]);
  const listedArticleIds = unique([...plans.flatMap((p) => p.articleLinks.map((l) => str(l.item.id))), ...plans.flatMap((p) => (p.article ? [str(p.article.id)] : []))]);
  const [categoryArticleLinks, articleCategoryLinks] = await Promise.all([
    loadLinked(request.db, categoriesToArticles, categoryIds),
    loadLinked(request.db, categoriesToArticles, listedArticleIds, { from: "right" }),
  ]);

  // 3.
  const allArticleIds = unique([...listedArticleIds, ...categoryArticleLinks.map((l) => str(l.item.id))]);
  const productArticleIds = unique(plans.filter((p) => p.variant === PRODUCT_LIST && p.article).map((p) => str(p.article!.id)));
  const privateArticleIds = unique(plans.filter((p) => p.variant === PRIVATE_CONTENT && p.article).map((p) => str(p.article!.id)));
  const privateIsPublic = entityOf(articlesToWebsiteBuilderModuleWidgets).access.read === "public";
  const [articleFileLinks, categoryFileLinks, productLinks, privateLinks] = await Promise.all([
    loadLinked(request.db, articlesToFileStorageModuleFiles, allArticleIds),
    loadLinked(request.db, categoriesToFileStorageModuleFiles, categoryIds),
    loadLinked(request.db, articlesToEcommerceModuleProducts, productArticleIds),
    privateIsPublic ? loadLinked(request.db, articlesToWebsiteBuilderModuleWidgets, privateArticleIds) : Promise.resolve([]),
  ]);
  if (allArticleIds.length) request.reads.add(entityType(articlesToFileStorageModuleFiles));
  if (categoryIds.length) request.reads.add(entityType(categoriesToFileStorageModuleFiles));
  if (allArticleIds.length || categoryIds.length) request.reads.add("file-storage/files");
  if (productArticleIds.length) {
    request.reads.add(entityType(articlesToEcommerceModuleProducts));
    request.reads.add("ecommerce/products");
  }
  if (privateIsPublic && privateArticleIds.length) {
    request.reads.add(entityType(articlesToWebsiteBuilderModuleWidgets));
    request.reads.add("website-builder/widgets");
  }

  const filesByArticle = groupByParent(articleFileLinks);
  const filesByCategory = groupByParent(categoryFileLinks);
  const productsByArticle = groupByParent(productLinks);
  const privateByArticle = groupByParent(privateLinks);
  const articlesByCategory = groupByParent(categoryArticleLinks);
  const categoriesByArticle = new Map<string, BlogCategoryRef[]>();
  for (const { item, link } of articleCategoryLinks) {
    const articleId = str(link[entityOf(categoriesToArticles).relation!.right.key]);
    const list = categoriesByArticle.get(articleId) ?? [];
    list.push({ id: str(item.id), slug: str(item.slug), title: localised(item.title) });
    categoriesByArticle.set(articleId, list);
  }

  const article = (row: Row, link?: Linked["link"]): BlogArticle => {
    const id = str(row.id);
    return {
      ...titled(row),
      files: (filesByArticle.get(id) ?? []).map(toFile),
      products: (productsByArticle.get(id) ?? []).map(({ item, link: l }): BlogProduct => ({
        id: str(item.id),
        slug: str(item.slug),
        title: localised(item.title),
        variant: str(item.variant),
        link: toLink(l),
      })),
      categories: categoriesByArticle.get(id) ?? [],
      ...(link ? { link: toLink(link) } : {}),
    };
  };
  const category = (row: Row, link?: Linked["link"]): BlogCategory => {
    const id = str(row.id);
    return {
      ...titled(row),
      files: (filesByCategory.get(id) ?? []).map(toFile),
      articles: (articlesByCategory.get(id) ?? []).map((l) => article(l.item, l.link)),
      ...(link ? { link: toLink(link) } : {}),
    };
  };

  const result: Record<string, BlogWidgetData> = {};
  for (const plan of plans) {
    const data: BlogWidgetData = {
      widget: titled(plan.row) as BlogWidgetRow,
      articles: plan.articleLinks.map((l) => article(l.item, l.link)),
      categories: plan.categoryLinks.map((l) => category(l.item, l.link)),
      article: plan.article ? article(plan.article) : null,
      category: plan.category ? category(plan.category) : null,
    };
    if (plan.variant === PRIVATE_CONTENT) data.privateContent = privateContentOf(plan.article, privateIsPublic, privateByArticle);
    result[str(plan.row.id)] = data;
  }
  return result;
}

function privateContentOf(article: Row | undefined, isPublic: boolean, byArticle: Map<string, Linked[]>): BlogPrivateContent {
  // The server renders for an anonymous reader: a private relation is not shown here; the
  // browser may ask the API with the reader's credentials after hydration.
  if (!isPublic) return { status: "not-authorized" };
  const links = article ? (byArticle.get(str(article.id)) ?? []) : [];
  return {
    status: "authorized",
    widgets: links.map(({ item }): BlogPrivateWidget => {
      const { className: _, ...widget } = titled(item);
      return widget;
    }),
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
