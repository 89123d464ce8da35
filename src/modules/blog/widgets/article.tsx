import { ArrowRight } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "../../../core/ui/button-variants";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import type { BlogArticle, BlogPrivateContent } from "../widget-data-types";
import { PrivateContent } from "./private-content";
import { BlogImage, Ornament, useBlog } from "./shared";
import { useInnerLevel } from "../../../core/page/block-header";

export interface ArticleCardProps {
  article: BlogArticle;
  className?: string;
}

/** Default card: cover image, title, subtitle and a read-more button to /blog/articles/{slug}. */
export function ArticleCard({ article, className }: ArticleCardProps) {
  const Title = useInnerLevel();
  const { text, label, articleHref } = useBlog();
  const title = text(article.title);
  const subtitle = text(article.subtitle);
  const href = articleHref(article.slug);
  const cover = article.files[0];
  return (
    // A card as wide as a column (single-column lists) puts its image beside the text.
    <article className={cn("@container h-full", article.className, className)}>
      <div className="group flex h-full flex-col overflow-hidden rounded-lg border border-brand-200 bg-white shadow-sm transition-shadow hover:shadow-md @xl:grid @xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {cover && (
          <Link to={href} tabIndex={-1} aria-hidden className="block aspect-[4/3] overflow-hidden bg-brand-100 @xl:aspect-auto @xl:min-h-56">
            <BlogImage file={cover} alt={title} className="transition-transform duration-500 group-hover:scale-[1.03]" />
          </Link>
        )}
        <div className="flex flex-1 flex-col gap-2 p-5 @xl:p-6">
          {title && (
            <Title className="font-serif text-xl leading-snug text-brand-900 @xl:text-2xl">
              <Link to={href} className="hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600">
                {title}
              </Link>
            </Title>
          )}
          {subtitle && <p className="text-sm leading-relaxed text-ink/70">{subtitle}</p>}
          <div className="mt-auto pt-4">
            <Link className={buttonVariants({ variant: "outline", size: "sm" })} to={href}>
              {label("readMore")}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}

/** History card: image beside the text, the subtitle as a dated eyebrow, an excerpt. */
export function HistoryCard({ article, className }: ArticleCardProps) {
  const Title = useInnerLevel();
  const { text, articleHref, label } = useBlog();
  const title = text(article.title);
  const subtitle = text(article.subtitle);
  const excerpt = text(article.description);
  const href = articleHref(article.slug);
  const cover = article.files[0];
  return (
    // Side by side only where the card itself is wide enough (a container query, not the viewport).
    <article className={cn("@container h-full", article.className, className)}>
      <div className="group grid h-full overflow-hidden rounded-lg border border-brand-200 bg-white shadow-sm @lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="aspect-[4/3] overflow-hidden bg-brand-100 @lg:aspect-auto @lg:min-h-56">
          {cover ? (
            <BlogImage file={cover} alt={title} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 40vw, 100vw" />
          ) : (
            <div aria-hidden className="flex h-full min-h-40 items-center justify-center bg-linear-to-br from-brand-100 to-brand-200 text-brand-400">
              <Ornament />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-2 p-5 @lg:p-6">
          {subtitle && <p className="text-xs font-semibold uppercase tracking-[0.18em] text-brand-600">{subtitle}</p>}
          {title && (
            <Title className="font-serif text-xl leading-snug text-brand-900 @lg:text-2xl">
              <Link to={href} className="hover:text-brand-600">
                {title}
              </Link>
            </Title>
          )}
          {excerpt && <p className="line-clamp-3 text-sm leading-relaxed text-ink/75">{excerpt}</p>}
          <Link to={href} className="mt-auto inline-flex items-center gap-1 pt-2 font-serif text-brand-700 hover:text-brand-900" aria-label={`${label("readMore")}: ${title}`}>
            {label("readMore")}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Wide history card: the whole card links to the article, text over the image. */
export function WideHistoryCard({ article, className }: ArticleCardProps) {
  const { text, articleHref } = useBlog();
  const title = text(article.title);
  const subtitle = text(article.subtitle);
  const cover = article.files[0];
  return (
    <article className={cn("h-full", article.className, className)}>
      <Link
        to={articleHref(article.slug)}
        className="group relative flex h-full min-h-72 flex-col justify-end overflow-hidden rounded-lg bg-brand-900 text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:min-h-80"
      >
        {cover && (
          <BlogImage
            file={cover}
            alt={title}
            sizes="(min-width: 1024px) 66vw, 100vw"
            className="absolute inset-0 bg-brand-800 opacity-80 transition-transform duration-700 group-hover:scale-[1.03]"
          />
        )}
        <span aria-hidden className="absolute inset-0 bg-linear-to-t from-brand-900/95 via-brand-900/55 to-brand-900/25" />
        <span className="relative flex flex-col gap-2 p-6 sm:p-8">
          {subtitle && <span className="text-xs font-semibold uppercase tracking-[0.2em] text-brand-200">{subtitle}</span>}
          <span className="font-serif text-2xl leading-tight sm:text-3xl">{title}</span>
          <span aria-hidden className="inline-flex items-center gap-1 text-sm text-brand-200 group-hover:text-white">
            <ArrowRight className="size-4" />
          </span>
        </span>
      </Link>
    </article>
  );
}

/** Only the article's related files, as a gallery. */
export function ArticleFilesCard({ article, files = article.files, className }: ArticleCardProps & { files?: BlogArticle["files"] }) {
  const { text, label } = useBlog();
  if (!files.length) return null;
  const title = text(article.title);
  return (
    <figure className={cn("flex flex-col gap-3", className)} aria-label={`${label("photos")}: ${title}`}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {files.map((file) => (
          <li key={file.id} className={cn("aspect-[4/3] overflow-hidden rounded-md bg-brand-100", file.containerClassName)}>
            <BlogImage file={file} alt={title} sizes="(min-width: 640px) 33vw, 50vw" />
          </li>
        ))}
      </ul>
    </figure>
  );
}

function CategoryChips({ article }: { article: BlogArticle }) {
  const { text, categoryHref, label } = useBlog();
  if (!article.categories.length) return null;
  return (
    <nav aria-label={label("categories")}>
      <ul className="flex flex-wrap justify-center gap-2">
        {article.categories.map((c) => (
          <li key={c.id}>
            <Link
              to={categoryHref(c.slug)}
              className="inline-block rounded-full border border-brand-300 bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-700 hover:bg-brand-100"
            >
              {text(c.title) || c.slug}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Overview: the article read in full — categories, title, subtitle, main image, text, gallery. */
export function ArticleOverviewCard({ article, className, children }: ArticleCardProps & { children?: ReactNode }) {
  const { text, rich } = useBlog();
  const title = text(article.title);
  const subtitle = text(article.subtitle);
  const description = rich(article.description);
  const [cover, ...gallery] = article.files;
  return (
    <article className={cn("mx-auto flex w-full max-w-3xl flex-col gap-6", article.className, className)}>
      <header className="flex flex-col items-center gap-4 text-center">
        <CategoryChips article={article} />
        {title && <h1 className="font-serif text-3xl leading-tight text-brand-900 sm:text-5xl">{title}</h1>}
        <Ornament />
        {subtitle && <p className="max-w-2xl text-lg text-ink/70 sm:text-xl">{subtitle}</p>}
      </header>
      {cover && (
        <div className="overflow-hidden rounded-lg border border-brand-200 bg-brand-100 shadow-sm">
          <BlogImage file={cover} alt={title} eager sizes="(min-width: 768px) 768px, 100vw" className="max-h-[32rem]" />
        </div>
      )}
      {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor text-lg text-ink/90" />}
      <ArticleFilesCard article={article} files={gallery} />
      {children}
    </article>
  );
}

/** Overview with private content: the article, then its widgets for readers allowed to see them. */
export function ArticlePrivateOverviewCard({ article, privateContent, className }: ArticleCardProps & { privateContent?: BlogPrivateContent }) {
  return (
    <ArticleOverviewCard article={article} className={className}>
      <PrivateContent articleId={article.id} initial={privateContent ?? { status: "not-authorized" }} />
    </ArticleOverviewCard>
  );
}

/** Cards chosen by the article's own variant. */
const ARTICLE_CARDS: Record<string, ComponentType<ArticleCardProps>> = {
  default: ArticleCard,
  "smolny-history": HistoryCard,
  "smolny-history-wide": WideHistoryCard,
};

/** An article in a list, drawn by the card its variant names; an unknown variant draws nothing. */
export function ArticleView(props: ArticleCardProps) {
  const Card = ARTICLE_CARDS[props.article.variant];
  return Card ? <Card {...props} /> : null;
}
