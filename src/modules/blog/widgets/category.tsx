import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses, buttonVariants } from "../../../core/ui/button-variants";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import type { BlogCategory } from "../widget-data-types";
import { ArticleView } from "./article";
import { BlogImage, EmptyNote, Ornament, useBlog } from "./shared";
import { useInnerLevel } from "../../../core/page/block-header";

export interface CategoryProps {
  category: BlogCategory;
  className?: string;
}

/** Button link to /blog/categories/{slug}. */
export function CategoryButton({ category, className }: CategoryProps) {
  const { text, categoryHref } = useBlog();
  return (
    <Link
      className={buttonClasses({ variant: "outline" }, "rounded-full font-serif text-base text-brand-900", category.className, className)}
      to={categoryHref(category.slug)}
    >
      {text(category.title) || category.slug}
    </Link>
  );
}

/** Card: image, title, subtitle and a 'More' button. */
export function CategoryCard({ category, className }: CategoryProps) {
  const Title = useInnerLevel();
  const { text, label, categoryHref } = useBlog();
  const title = text(category.title);
  const subtitle = text(category.subtitle);
  const href = categoryHref(category.slug);
  const cover = category.files[0];
  return (
    <article className={cn("flex h-full flex-col overflow-hidden rounded-lg border border-brand-200 bg-white shadow-sm", category.className, className)}>
      {cover && (
        <div className="aspect-[16/10] overflow-hidden bg-brand-100">
          <BlogImage file={cover} alt={title} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Title className="font-serif text-xl text-brand-900">{title || category.slug}</Title>
        {subtitle && <p className="text-sm text-ink/70">{subtitle}</p>}
        <div className="mt-auto pt-4">
          <Link className={buttonVariants({ variant: "primary", size: "sm" })} to={href} aria-label={`${label("more")}: ${title || category.slug}`}>
            {label("more")}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Large tile: the image fills it, title over it and a 'Читать подробнее' button. */
export function CategoryTile({ category, className }: CategoryProps) {
  const Title = useInnerLevel();
  const { text, label, categoryHref } = useBlog();
  const title = text(category.title);
  const subtitle = text(category.subtitle);
  const cover = category.files[0];
  return (
    <article className={cn("relative flex min-h-80 flex-col justify-end overflow-hidden rounded-lg bg-brand-800 text-white shadow-md sm:min-h-96", category.className, className)}>
      {cover && <BlogImage file={cover} alt={title} sizes="(min-width: 1024px) 50vw, 100vw" className="absolute inset-0 bg-brand-800 opacity-85" />}
      <span aria-hidden className="absolute inset-0 bg-linear-to-t from-brand-900/95 via-brand-900/45 to-brand-900/5" />
      <div className="relative flex flex-col items-start gap-3 p-6 sm:p-8">
        <Title className="font-serif text-3xl leading-tight sm:text-4xl">{title || category.slug}</Title>
        {subtitle && <p className="max-w-xl text-brand-100">{subtitle}</p>}
        <Link className={buttonClasses({ variant: "smolny-primary" }, "mt-2")} to={categoryHref(category.slug)}>
          {label("readMoreTile")}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}

/** Overview: title, subtitle, description and images of the category, then its articles. */
export function CategoryOverview({ category, className }: CategoryProps) {
  const { text, rich, label } = useBlog();
  const title = text(category.title);
  const subtitle = text(category.subtitle);
  const description = rich(category.description);
  const [cover, ...more] = category.files;
  return (
    <div className={cn("flex flex-col gap-10", category.className, className)}>
      <header className="relative overflow-hidden rounded-xl border border-brand-200 bg-white shadow-sm">
        {cover && (
          <div className="relative h-56 overflow-hidden bg-brand-100 sm:h-80">
            <BlogImage file={cover} alt={title} eager sizes="(min-width: 1152px) 1152px, 100vw" />
          </div>
        )}
        <div className={cn("flex flex-col items-center gap-3 px-6 py-8 text-center sm:pt-10", cover && "border-t-4 border-brand-400")}>
          <h1 className="font-serif text-3xl leading-tight text-brand-900 sm:text-5xl">{title || category.slug}</h1>
          <Ornament />
          {subtitle && <p className="max-w-2xl text-lg text-ink/70">{subtitle}</p>}
          {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor max-w-3xl text-left text-ink/85" />}
          {more.length > 0 && (
            <ul className="mt-4 grid w-full max-w-3xl grid-cols-3 gap-2 sm:gap-3">
              {more.map((file) => (
                <li key={file.id} className="aspect-square overflow-hidden rounded-md bg-brand-100">
                  <BlogImage file={file} alt={title} sizes="(min-width: 768px) 256px, 33vw" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>
      <section aria-label={label("articles")} className="flex flex-col gap-6">
        <h2 className="text-center font-serif text-2xl text-brand-900">{label("articles")}</h2>
        {category.articles.length ? (
          <ul className="grid grid-flow-row-dense gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {category.articles.map((article) => (
              <li key={article.id} className={article.variant === "smolny-history-wide" ? "sm:col-span-2" : undefined}>
                <ArticleView article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyNote>{label("noArticles")}</EmptyNote>
        )}
      </section>
    </div>
  );
}
