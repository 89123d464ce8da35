import { createContext, useContext } from "react";
import { cn } from "../ui/cn";
import { isEmptyRichText, RichText } from "./rich-text";

const LeadContext = createContext(false);

/** Marks the page's lead widget (the first of its own, in <main>); see useBlockLevel. */
export const LeadWidget = LeadContext.Provider;

/**
 * The heading level of a block's own title: 1 in the page's lead widget (so a page whose first
 * block is the events calendar or the note form still has an h1), 2 elsewhere. A block's inner
 * headings go one level below it, so the outline never skips a level.
 */
export function useBlockLevel(): 1 | 2 {
  return useContext(LeadContext) ? 1 : 2;
}

/** The level of the headings inside a block (cards, a form's title): one below its title. */
export function useInnerLevel(): "h2" | "h3" {
  return useContext(LeadContext) ? "h2" : "h3";
}

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
  const Title = useBlockLevel() === 1 ? "h1" : "h2";
  if (!title && !subtitle && isEmptyRichText(description)) return null;
  return (
    <header className={cn("mb-8 flex flex-col gap-3", align === "center" ? "items-center text-center" : "items-start")}>
      {title && <Title className="font-serif text-3xl leading-tight text-brand-900 sm:text-4xl">{title}</Title>}
      {title && ornament && <Ornament />}
      {subtitle && <p className="max-w-2xl text-lg text-ink/70">{subtitle}</p>}
      {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor max-w-3xl text-ink/80" />}
    </header>
  );
}
