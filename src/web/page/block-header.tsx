import { cn } from "../../core/ui/cn";
import { isEmptyRichText, RichText } from "./rich-text";

/** A thin gilded rule with a small cross, under section titles. */
export function Ornament({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cn("flex items-center gap-3 text-brand-500", className)}>
      <span className="h-px w-12 bg-linear-to-r from-transparent to-brand-400" />
      <svg viewBox="0 0 12 16" className="h-4 w-3 fill-current">
        <path d="M5 0h2v4h5v2H7v10H5V6H0V4h5z" />
      </svg>
      <span className="h-px w-12 bg-linear-to-l from-transparent to-brand-400" />
    </div>
  );
}

/**
 * A module block's title, subtitle and description (each hidden when empty, the whole header when
 * all are), in the language the module's widget already picked: text for the first two, the rich
 * value for the description.
 */
export function BlockHeader({
  title,
  subtitle,
  description,
  align = "center",
  ornament = true,
}: {
  title: string;
  subtitle: string;
  description: unknown;
  align?: "center" | "left";
  ornament?: boolean;
}) {
  if (!title && !subtitle && isEmptyRichText(description)) return null;
  return (
    <header className={cn("mb-8 flex flex-col gap-3", align === "center" ? "items-center text-center" : "items-start")}>
      {title && <h2 className="font-serif text-3xl leading-tight text-brand-900 sm:text-4xl">{title}</h2>}
      {title && ornament && <Ornament />}
      {subtitle && <p className="max-w-2xl text-lg text-ink/70">{subtitle}</p>}
      {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor max-w-3xl text-ink/80" />}
    </header>
  );
}
