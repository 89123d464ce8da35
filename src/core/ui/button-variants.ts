// The button styles alone (no component): public pages style links and buttons with them without
// loading the Button component's Radix Slot.
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

/**
 * The button variants of SPEC section 9; 'smolny-*' are the cathedral's brand styles. The focus
 * ring is two-tone (a white band in the offset, a dark outline round it) so it shows on cream, on
 * the brown of a primary button and on a hero photo alike (WCAG 2.4.7; the brand-coloured ring
 * vanished round the hero's brand-coloured button).
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink focus-visible:ring-2 focus-visible:ring-white disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        default: "bg-ink text-white hover:bg-ink/85",
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        secondary: "bg-brand-100 text-brand-900 hover:bg-brand-200",
        destructive: "bg-red-600 text-white hover:bg-red-700",
        outline: "border border-brand-300 bg-white text-ink hover:bg-brand-50",
        link: "text-brand-700 underline-offset-4 hover:underline",
        ghost: "text-ink hover:bg-brand-100",
        locale: "uppercase tracking-wide text-ink/70 hover:text-ink",
        reset: "",
        "smolny-link": "font-serif text-base text-brand-900 hover:text-brand-600",
        "smolny-link-white": "font-serif text-base text-white hover:text-brand-200",
        "smolny-primary": "rounded-full bg-brand-600 px-6 font-serif text-base text-white shadow hover:bg-brand-700",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-8 px-3 text-xs",
        lg: "h-12 px-8 text-base",
        icon: "size-10",
        none: "",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;

/** Narrows a stored variant string to a known button variant ('default' otherwise). */
export function asButtonVariant(value: unknown): ButtonVariant {
  const known = ["default", "primary", "secondary", "destructive", "outline", "link", "ghost", "locale", "reset", "smolny-link", "smolny-link-white", "smolny-primary"];
  return (typeof value === "string" && known.includes(value) ? value : "default") as ButtonVariant;
}

type ButtonShape = VariantProps<typeof buttonVariants>;
type ExtraClass = string | false | null | undefined;

/** Combinations seen; a page repeats a handful, so the bound is only against a hostile row's classes. */
const merged = new Map<string, string>();
const MAX_MERGED = 1_000;

/**
 * A button's classes with more after them, later utilities winning (`cn`): each combination
 * merged once. Merging Tailwind classes was most of what each of a page's buttons cost to render.
 */
export function buttonClasses(shape: ButtonShape, ...extra: ExtraClass[]): string {
  const key = JSON.stringify([shape.variant, shape.size, ...extra.map((value) => value || "")]);
  let classes = merged.get(key);
  if (classes === undefined) {
    classes = cn(buttonVariants(shape), ...extra);
    if (merged.size >= MAX_MERGED) merged.clear();
    merged.set(key, classes);
  }
  return classes;
}
