import type { ReactNode } from "react";
import { defineTexts } from "../../../core/i18n/texts";
import { cn } from "../../../core/ui/cn";
import { BlockHeader } from "../../../core/page/block-header";
import { pickLocalised, plainText } from "../../../core/page/rich-text";
import { useLanguage } from "../../../core/page/page-context";
import { ResponsiveImage } from "../../file-storage/widgets/ResponsiveImage";
import type { BlogFile, BlogWidgetRow, Localised } from "../widget-data-types";

export { Ornament } from "../../../core/page/block-header";

/** The interface's own words; 'More' and 'Not authorized' are the specification's wording. */
const LABELS = defineTexts("blog", {
  readMore: { ru: "Читать далее", en: "Read more" },
  readMoreTile: { ru: "Читать подробнее", en: "Read more" },
  more: { ru: "Подробнее", en: "More" },
  notAuthorized: { ru: "Недостаточно прав", en: "Not authorized" },
  privateContent: { ru: "Материалы для прихожан", en: "Materials for parishioners" },
  products: { ru: "Связанные товары", en: "Related products" },
  photos: { ru: "Фотографии", en: "Photos" },
  articles: { ru: "Статьи", en: "Articles" },
  categories: { ru: "Рубрики", en: "Categories" },
  noArticles: { ru: "Здесь пока нет статей.", en: "There are no articles here yet." },
  notFound: { ru: "Статья не найдена.", en: "The article was not found." },
  categoryNotFound: { ru: "Рубрика не найдена.", en: "The category was not found." },
});

export type Label = keyof typeof LABELS.phrases;

/**
 * The value of a localised field in a language: that language's, else the default language's,
 * else any non-empty one. Unlike plain text, a value may be a TipTap document (kept as is).
 */
/** Localised text, rich values and links for the blog widgets. */
export function useBlog() {
  const { language, i18n, href } = useLanguage();
  const rich = (value: Localised | unknown) => pickLocalised(value, language, i18n.defaultLanguage);
  return {
    language,
    href,
    rich,
    text: (value: Localised | unknown) => plainText(rich(value)),
    label: (key: Label) => {
      const words: Record<string, string> = LABELS.phrases[key];
      return words[language] ?? words[i18n.defaultLanguage] ?? "";
    },
    articleHref: (slug: string) => href(`/blog/articles/${slug}`),
    categoryHref: (slug: string) => href(`/blog/categories/${slug}`),
  };
}

/** An image of a blog record: the site's responsive image (width, height, alt, srcSet, lazy). */
export function BlogImage({
  file,
  alt,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  className,
  eager,
}: {
  file: BlogFile;
  /** Used when the file has no alt text of its own in any language (usually the title it illustrates). */
  alt?: string;
  sizes?: string;
  className?: string;
  /** The page's main image: loaded at once, not lazily. */
  eager?: boolean;
}) {
  const { text } = useBlog();
  return (
    <ResponsiveImage
      file={file}
      alt={text(file.alt) || alt || ""}
      sizes={sizes}
      priority={eager}
      className={cn("block h-full w-full bg-brand-100 object-cover", file.className, className)}
    />
  );
}

/** The widget's title, subtitle and description, each hidden when empty. */
export function WidgetHeader({ widget, align = "center" }: { widget: BlogWidgetRow; align?: "center" | "left" }) {
  const { text, rich } = useBlog();
  return <BlockHeader title={text(widget.title)} subtitle={text(widget.subtitle)} description={rich(widget.description)} align={align} />;
}

/** The frame of every blog widget: width, spacing, the row's className and anchor. */
export function Section({ widget, children, className, header = true }: { widget: BlogWidgetRow; children: ReactNode; className?: string; header?: boolean | "left" }) {
  return (
    <section data-blog-widget={widget.variant} className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14", className, widget.className)}>
      {header && <WidgetHeader widget={widget} align={header === "left" ? "left" : "center"} />}
      {children}
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-brand-300 bg-white/60 p-6 text-center text-ink/70">{children}</p>;
}
