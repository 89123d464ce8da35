import { ShoppingBag } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { cn } from "../../../core/ui/cn";
import { ROW_LIMIT, type BlogArticle, type BlogWidgetData } from "../widget-data-types";
import { ArticleOverviewCard, ArticlePrivateOverviewCard, ArticleView } from "./article";
import { CategoryButton, CategoryCard, CategoryOverview, CategoryTile } from "./category";
import { EmptyNote, Section, useBlog } from "./shared";

export interface BlogWidgetProps {
  data: BlogWidgetData;
}

/** Wide history cards take two columns of a grid. */
const span = (article: BlogArticle) => (article.variant === "smolny-history-wide" ? "sm:col-span-2" : undefined);

function ArticleGrid({ articles, className, spanWide = true }: { articles: BlogArticle[]; className?: string; spanWide?: boolean }) {
  const { label } = useBlog();
  if (!articles.length) return <EmptyNote>{label("noArticles")}</EmptyNote>;
  return (
    <ul className={cn("grid grid-flow-row-dense gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {articles.map((article) => (
        <li key={article.id} className={cn(spanWide && span(article), article.link?.className)}>
          <ArticleView article={article} />
        </li>
      ))}
    </ul>
  );
}

function ArticleListDefault({ data }: BlogWidgetProps) {
  return (
    <Section widget={data.widget}>
      <ArticleGrid articles={data.articles} />
    </Section>
  );
}

function ArticleListRow({ data }: BlogWidgetProps) {
  return (
    <Section widget={data.widget}>
      <ArticleGrid articles={data.articles.slice(0, ROW_LIMIT)} className="sm:grid-cols-1 md:grid-cols-3 lg:grid-cols-3" spanWide={false} />
    </Section>
  );
}

function ArticleListSmolnyHistory({ data }: BlogWidgetProps) {
  return (
    <Section widget={data.widget}>
      <ArticleGrid articles={data.articles} className="lg:grid-cols-2" />
    </Section>
  );
}

function ArticleListSmolnyHistoryColumn({ data }: BlogWidgetProps) {
  const { label } = useBlog();
  return (
    <Section widget={data.widget} className="max-w-4xl">
      {data.articles.length ? (
        <ol className="relative flex flex-col gap-6 border-l-2 border-brand-200 pl-5 sm:pl-8">
          {data.articles.map((article) => (
            <li key={article.id} className={cn("relative", article.link?.className)}>
              <span aria-hidden className="absolute top-6 -left-[calc(1.25rem+7px)] size-3 rounded-full border-2 border-brand-50 bg-brand-500 sm:-left-[calc(2rem+7px)]" />
              <ArticleView article={article} />
            </li>
          ))}
        </ol>
      ) : (
        <EmptyNote>{label("noArticles")}</EmptyNote>
      )}
    </Section>
  );
}

function NotFound({ category }: { category?: boolean }) {
  const { label } = useBlog();
  return <EmptyNote>{label(category ? "categoryNotFound" : "notFound")}</EmptyNote>;
}

function ArticleOverview({ data }: BlogWidgetProps) {
  return <Section widget={data.widget} header={false}>{data.article ? <ArticleOverviewCard article={data.article} /> : <NotFound />}</Section>;
}

function ArticleOverviewWithPrivateContent({ data }: BlogWidgetProps) {
  return (
    <Section widget={data.widget} header={false}>
      {data.article ? <ArticlePrivateOverviewCard article={data.article} privateContent={data.privateContent} /> : <NotFound />}
    </Section>
  );
}

function ProductList({ article }: { article: BlogArticle }) {
  const { text, href, label } = useBlog();
  if (!article.products.length) return null;
  return (
    <section aria-label={label("products")} className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="font-serif text-2xl text-brand-900">{label("products")}</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {article.products.map((product) => (
          <li key={product.id}>
            <Link
              to={href(`/ecommerce/products/${product.slug}`)}
              className="flex items-center gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 font-serif text-brand-900 hover:border-brand-400 hover:bg-brand-100"
            >
              <ShoppingBag className="size-5 shrink-0 text-brand-600" aria-hidden />
              <span>{text(product.title) || product.slug}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleOverviewProductList({ data }: BlogWidgetProps) {
  return (
    <Section widget={data.widget} header={false}>
      {data.article ? (
        <ArticleOverviewCard article={data.article}>
          <ProductList article={data.article} />
        </ArticleOverviewCard>
      ) : (
        <NotFound />
      )}
    </Section>
  );
}

function CategoryOverviewDefault({ data }: BlogWidgetProps) {
  return <Section widget={data.widget} header={false}>{data.category ? <CategoryOverview category={data.category} /> : <NotFound category />}</Section>;
}

function CategoryListButton({ data }: BlogWidgetProps) {
  const { label } = useBlog();
  return (
    <Section widget={data.widget} className="py-6 lg:py-8">
      <nav aria-label={label("categories")}>
        <ul className="flex flex-wrap justify-center gap-3">
          {data.categories.map((category) => (
            <li key={category.id}>
              <CategoryButton category={category} />
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  );
}

function CategoryList({ data }: BlogWidgetProps) {
  return (
    <Section widget={data.widget}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.categories.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The general widget: its articles by their cards, then its categories as large tiles. */
function BlogDefault({ data }: BlogWidgetProps) {
  return (
    <Section widget={data.widget}>
      <div className="flex flex-col gap-10">
        {data.articles.length > 0 && <ArticleGrid articles={data.articles} />}
        {data.categories.length > 0 && (
          <ul className="grid gap-6 lg:grid-cols-2">
            {data.categories.map((category) => (
              <li key={category.id}>
                <CategoryTile category={category} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/** One component per blog widget variant (SPEC §2 'Blog widget'). */
export const BLOG_WIDGET_VARIANTS: Record<string, ComponentType<BlogWidgetProps>> = {
  default: BlogDefault,
  "article-list-default": ArticleListDefault,
  "article-overview-default": ArticleOverview,
  "article-list-smolny-history": ArticleListSmolnyHistory,
  "article-list-smolny-history-column": ArticleListSmolnyHistoryColumn,
  "article-list-row": ArticleListRow,
  "article-overview-with-private-content-default": ArticleOverviewWithPrivateContent,
  "article-overview-ecommerce-module-product-list-default": ArticleOverviewProductList,
  "category-overview-default": CategoryOverviewDefault,
  "category-list-button-default": CategoryListButton,
  "category-list-default": CategoryList,
};
