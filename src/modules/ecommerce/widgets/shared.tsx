import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../../core/ui/cn";
import { BlockHeader as SharedBlockHeader } from "../../../core/page/block-header";
import { WidgetSection } from "../../../core/page/widget-section";
import { pickLocalised, plainText } from "../../../core/page/rich-text";
import { useLanguage } from "../../../core/page/page-context";
import { ResponsiveImage } from "../../file-storage/widgets/ResponsiveImage";
import type { EcommerceFile, Localised } from "../widget-data-types";
import { textOf, type TextKey } from "./texts";

export { Ornament } from "../../../core/page/block-header";

/** Localised text and rich values, the shop's words and links, for the ecommerce widgets. */
export function useShop() {
  const { language, i18n, href } = useLanguage();
  const rich = (value: Localised | unknown) => pickLocalised(value, language, i18n.defaultLanguage);
  return {
    language,
    href,
    rich,
    text: (value: Localised | unknown) => plainText(rich(value)),
    label: (key: TextKey) => textOf(key, language, i18n.defaultLanguage),
    productHref: (slug: string) => href(`/ecommerce/products/${slug}`),
    categoryHref: (slug: string) => href(`/ecommerce/categories/${slug}`),
    storeHref: (slug: string) => href(`/ecommerce/stores/${slug}`),
  };
}

/** A product, category or store image: the site's responsive image. */
export function ShopImage({
  file,
  alt,
  sizes,
  className,
  eager,
  fill,
}: {
  file: EcommerceFile;
  /** Used when the file has no alt text of its own in any language (usually the title it illustrates). */
  alt?: string;
  sizes?: string;
  className?: string;
  eager?: boolean;
  /** Covers its (relative, sized) parent whatever the image's own proportions. */
  fill?: boolean;
}) {
  const { text } = useShop();
  return (
    <ResponsiveImage
      file={file}
      alt={text(file.alt) || alt || ""}
      sizes={sizes ?? "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
      priority={eager}
      className={cn("block h-full w-full bg-brand-100 object-cover", fill && "absolute inset-0", file.className, className)}
    />
  );
}

/** The record's image of a given orderIndex (course and event views use 0 and 1). */
export function fileAt(files: EcommerceFile[], orderIndex: number): EcommerceFile | undefined {
  return files.find((f) => f.link.orderIndex === orderIndex) ?? (orderIndex === 0 ? files[0] : undefined);
}

export interface HeaderFields {
  title: Localised;
  subtitle?: Localised;
  description?: Localised;
}

/** A block's title, subtitle and description, each hidden when empty. */
export function BlockHeader({ widget, align = "center" }: { widget: HeaderFields; align?: "center" | "left" }) {
  const { text, rich } = useShop();
  return <SharedBlockHeader title={text(widget.title)} subtitle={text(widget.subtitle)} description={rich(widget.description)} align={align} />;
}

/** The frame of every shop block (core's WidgetSection, as the shop's). */
export function Section({ module = "ecommerce", ...props }: Omit<ComponentProps<typeof WidgetSection>, "module" | "widget"> & { widget: HeaderFields & { variant: string; className: string | null; anchor?: string | null }; module?: string }) {
  return <WidgetSection module={module} {...props} />;
}

export function EmptyNote({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn("rounded-lg border border-dashed border-brand-300 bg-white/60 p-6 text-center text-ink/70", className)}>{children}</p>;
}
