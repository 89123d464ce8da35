import type { ReactNode } from "react";
import { cn } from "../ui/cn";
import { BlockHeader } from "./block-header";
import { useLanguage } from "./page-context";
import { pickLocalised, plainText } from "./rich-text";

/** A widget row's localised title, subtitle and description. */
export interface SectionHeaderFields {
  title: unknown;
  subtitle?: unknown;
  description?: unknown;
}

/**
 * The frame of a module's block (the shop's, the payment pages'): width, spacing, the row's
 * className and anchor, `data-{module}-widget` with its variant, and its title, subtitle and
 * description in the page's language (each hidden when empty).
 */
export function WidgetSection({
  widget,
  module,
  children,
  className,
  header = true,
}: {
  widget: SectionHeaderFields & { variant: string; className: string | null; anchor?: string | null };
  module: string;
  children: ReactNode;
  className?: string;
  header?: boolean | "left";
}) {
  const { language, i18n } = useLanguage();
  const rich = (value: unknown) => pickLocalised(value, language, i18n.defaultLanguage);
  return (
    <section
      id={widget.anchor || undefined}
      {...{ [`data-${module}-widget`]: widget.variant }}
      className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14", className, widget.className)}
    >
      {header && (
        <BlockHeader
          title={plainText(rich(widget.title))}
          subtitle={plainText(rich(widget.subtitle))}
          description={rich(widget.description)}
          align={header === "left" ? "left" : "center"}
        />
      )}
      {children}
    </section>
  );
}
