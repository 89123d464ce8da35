import { createContext, useContext, type ReactNode } from "react";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import { useLanguage } from "../../../core/page/page-context";
import type { Localised, WbButtonsArray, WbWidgetData } from "../widget-data-types";

/** Light sections sit on the page's cream; dark ones (footers, navbar-dark) on deep brown. */
export type Tone = "light" | "dark";

const ToneContext = createContext<Tone>("light");
export const ToneProvider = ToneContext.Provider;
export const useTone = () => useContext(ToneContext);

export const toneClasses = {
  light: {
    surface: "text-ink",
    muted: "text-ink/70",
    eyebrow: "text-brand-600",
    card: "bg-white text-ink ring-1 ring-brand-200/70 shadow-sm",
    border: "border-brand-200",
  },
  dark: {
    surface: "bg-brand-900 text-brand-50",
    muted: "text-brand-100/75",
    eyebrow: "text-brand-300",
    card: "bg-white/5 text-brand-50 ring-1 ring-white/10",
    border: "border-white/15",
  },
} as const;

const InnerHeadingContext = createContext<2 | 3>(3);
/**
 * The level of the headings inside a widget (link columns, features): one below the widget's
 * title — h2 in the hero (its title is the page's h1) and in a footer (it has no heading of its
 * own), h3 elsewhere. The outline then never jumps from the h1 to an h3.
 */
export const InnerHeadingProvider = InnerHeadingContext.Provider;
export const useInnerHeading = (): "h2" | "h3" => (useContext(InnerHeadingContext) === 2 ? "h2" : "h3");

/** What every widget variant gets. `hero`: the first website-builder content widget of the page. */
export interface WidgetViewProps {
  data: WbWidgetData;
  hero: boolean;
}

/** The widget's outer element: its anchor as id, its className last so the site can override. */
export function Section({
  data,
  tone,
  as = "section",
  className,
  children,
}: {
  data: WbWidgetData;
  tone: Tone;
  as?: "section" | "footer" | "header" | "div";
  className?: string;
  children: ReactNode;
}) {
  const Tag = as;
  const { t } = useLanguage();
  const title = t(data.title);
  return (
    <ToneProvider value={tone}>
      <Tag
        id={data.anchor || undefined}
        data-widget={data.slug}
        data-variant={data.variant}
        aria-label={as === "section" && title ? title : undefined}
        className={cn(toneClasses[tone].surface, as === "footer" && "border-t border-white/10", className, data.className)}
      >
        {as === "footer" ? <InnerHeadingProvider value={2}>{children}</InnerHeadingProvider> : children}
      </Tag>
    </ToneProvider>
  );
}

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}

/** A thin ornament under headings: two rules and a small cross. */
export function Ornament({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn("flex items-center gap-3 text-brand-500", className)}>
      <span className="h-px w-10 bg-current opacity-60" />
      <svg viewBox="0 0 12 16" className="h-4 w-3 fill-current">
        <path d="M5 0h2v4h5v2H7v10H5V6H0V4h5z" />
      </svg>
      <span className="h-px w-10 bg-current opacity-60" />
    </span>
  );
}

/** Title, subtitle and description of a widget (or any titled record). */
export function Heading({
  title,
  subtitle,
  description,
  align = "left",
  level = 2,
  size = "md",
  ornament = false,
  className,
}: {
  title?: Localised;
  subtitle?: Localised;
  description?: Localised;
  align?: "left" | "center";
  level?: 1 | 2 | 3;
  size?: "sm" | "md" | "lg";
  ornament?: boolean;
  className?: string;
}) {
  const { t } = useLanguage();
  const rich = useRichText();
  const tone = useTone();
  const titleText = t(title);
  const subtitleText = t(subtitle);
  const descriptionText = rich(description);
  if (!titleText && !subtitleText && isEmptyRichText(descriptionText)) return null;
  const Tag = level === 1 ? "h1" : level === 3 ? "h3" : "h2";
  const sizes = {
    sm: "text-2xl lg:text-3xl",
    md: "text-3xl lg:text-4xl",
    lg: "text-4xl sm:text-5xl lg:text-6xl",
  };
  return (
    <div className={cn("flex flex-col gap-3", align === "center" && "items-center text-center", className)}>
      {titleText && <Tag className={cn("text-balance font-serif leading-tight", sizes[size])}>{titleText}</Tag>}
      {ornament && titleText && <Ornament />}
      {subtitleText && <p className={cn("text-lg text-balance", toneClasses[tone].muted)}>{subtitleText}</p>}
      {!isEmptyRichText(descriptionText) && (
        <RichText value={descriptionText} className={cn("prose-sobor max-w-3xl", toneClasses[tone].muted, align === "center" && "mx-auto")} />
      )}
    </div>
  );
}

/** Widget buttons arrays in the SPEC's order: default, then additional, then extra. */
export function arraysInOrder(arrays: WbButtonsArray[], ...variants: string[]): WbButtonsArray[] {
  const order = variants.length ? variants : ["default", "additional", "extra"];
  return order.flatMap((variant) => arrays.filter((a) => (a.link.variant || "default") === variant));
}

/** A map lookup that ignores inherited keys ('constructor' is not a variant). */
export function pick<T>(map: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

/**
 * A rich-text field in the page language, falling back to the default language, then any: each
 * language holds TipTap JSON (an object or a JSON string) or plain text, which `t()` (strings only)
 * would drop. A bare document (not keyed by language) is returned as it is.
 */
export function useRichText() {
  const { language, i18n } = useLanguage();
  return (value: unknown): unknown => {
    if (!value || typeof value !== "object" || "type" in value) return value;
    const byLanguage = value as Record<string, unknown>;
    const candidates = [byLanguage[language], byLanguage[i18n.defaultLanguage], ...Object.values(byLanguage)];
    return candidates.find((candidate) => !isEmptyRichText(candidate));
  };
}

/** A smolny-dropdown array's trigger: its 'primary' button, else the array's title. */
export function dropdownParts(array: WbButtonsArray) {
  const primary = array.buttons.find((b) => b.link.variant === "primary");
  return { primary, items: array.buttons.filter((b) => b !== primary) };
}
