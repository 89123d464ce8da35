import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import type { RbacWidgetData } from "../widget-data-types";

export { useHydrated } from "../../../core/ui/use-hydrated";

/** The page's measure for account screens: a centred column on the brand background. */
export function Screen({ data, width = "narrow", children }: { data: RbacWidgetData; width?: "narrow" | "wide"; children: ReactNode }) {
  return (
    <section
      data-rbac-widget={data.variant}
      className={cn("px-4 py-12 sm:px-6 sm:py-16 lg:py-20", data.className)}
    >
      <div className={cn("mx-auto w-full", width === "narrow" ? "max-w-md" : "max-w-3xl")}>{children}</div>
    </section>
  );
}

/** A white card with a soft border: the frame of every form. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8", className)}>{children}</div>;
}

export function CardHeading({ title, subtitle, level = 1 }: { title: ReactNode; subtitle?: ReactNode; level?: 1 | 2 }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mb-6 flex flex-col gap-1.5 text-center">
      <Heading className="font-serif text-2xl text-brand-900 sm:text-3xl">{title}</Heading>
      {subtitle && <p className="text-sm text-ink/65">{subtitle}</p>}
    </div>
  );
}

/** The brand link to '/': a small cross and the widget's title (the site's name). */
export function BrandLink({ data }: { data: RbacWidgetData }) {
  const { t, href } = useLanguage();
  const name = t(data.title);
  return (
    <a
      href={href("/")}
      className="mx-auto mb-6 flex w-fit items-center gap-2.5 rounded-md font-serif text-lg text-brand-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <span aria-hidden className="grid size-9 place-items-center rounded-full bg-brand-700 text-white">
        <svg viewBox="0 0 12 16" className="h-4 w-3 fill-current">
          <path d="M5 0h2v4h5v2H7v10H5V6H0V4h5z" />
        </svg>
      </span>
      <span>{name || "/"}</span>
    </a>
  );
}

/** A line with a word in the middle: 'Or continue with'. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wider text-ink/70">
      <span aria-hidden className="h-px flex-1 bg-brand-200" />
      <span>{children}</span>
      <span aria-hidden className="h-px flex-1 bg-brand-200" />
    </div>
  );
}

export const inputClass =
  "h-11 w-full rounded-lg border border-brand-300 bg-white px-3 text-base text-ink placeholder:text-ink/65 transition-colors focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/30 disabled:opacity-60 sm:text-sm";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  /** Something at the right of the label (a 'Forgot password?' link). */
  aside?: ReactNode;
}

/** A labelled input with its validation message underneath (SPEC §8). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, aside, className, id, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-ink/85">
          {label}
        </label>
        {aside}
      </div>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});

/** 'Don't have an account? Sign up' */
export function SwitchLine({ question, link, to }: { question: string; link: string; to: string }) {
  const { href } = useLanguage();
  return (
    <p className="mt-6 text-center text-sm text-ink/70">
      {question}{" "}
      <a href={href(to)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        {link}
      </a>
    </p>
  );
}

/** A spinner for pending buttons. */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden className={cn("inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent", className)} />;
}
