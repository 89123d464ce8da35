import type { ComponentType, MouseEventHandler } from "react";
import { isExternalUrl } from "../../../core/i18n/languages";
import { asButtonVariant, buttonClasses, type ButtonVariant } from "../../../core/ui/button-variants";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import type { WbButton, WbButtonsArray } from "../widget-data-types";
import { Media } from "./file";
import { toneClasses, useInnerHeading, useTone, type Tone } from "./shared";

/** On a dark surface the styles made for cream would vanish; these keep them readable. */
const onDark: Partial<Record<ButtonVariant, { variant?: ButtonVariant; className?: string }>> = {
  default: { variant: "secondary" },
  "smolny-link": { variant: "smolny-link-white" },
  ghost: { className: "text-brand-50 hover:bg-white/10" },
  link: { className: "text-brand-200" },
  locale: { className: "text-brand-100/80 hover:text-white" },
  outline: { className: "border-white/40 bg-transparent text-brand-50 hover:bg-white/10" },
};

export function resolveVariant(stored: string, tone: Tone, fallback?: ButtonVariant): { variant: ButtonVariant; className?: string } {
  const variant = stored === "default" && fallback ? fallback : asButtonVariant(stored);
  return tone === "dark" ? { variant, ...onDark[variant] } : { variant };
}

/** Links that hand over to another app (dialler, mail client) rather than open a page. */
const APP_LINK = /^(tel|mailto|sms):/i;

export function linkProps(url: string, href: (url: string) => string) {
  // A new tab for a phone number would stay behind blank after the call starts.
  if (APP_LINK.test(url)) return { href: url };
  return isExternalUrl(url) ? { href: url, target: "_blank", rel: "noreferrer" } : { href: href(url) };
}

/**
 * One button: a link through the language prefix (an url with ':' opens in a new tab), its first
 * file as an icon. `fallback` replaces the stored 'default' style where the context wants another.
 */
export function ButtonLink({
  button,
  fallback,
  size,
  className,
  onClick,
}: {
  button: WbButton;
  fallback?: ButtonVariant;
  size?: "default" | "sm" | "lg" | "icon" | "none";
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const { t, href } = useLanguage();
  const tone = useTone();
  const title = t(button.title);
  const subtitle = t(button.subtitle);
  const icon = button.files[0];
  const resolved = resolveVariant(button.variant, tone, fallback);
  const classes = buttonClasses({ variant: resolved.variant, size: size ?? "default" }, resolved.className, button.className, button.link.className, className);
  const label = title ? undefined : subtitle || t(icon?.alt) || undefined;
  const content = (
    <>
      {icon && <Media file={icon} decorative sizes="20px" className="size-5 shrink-0 object-contain" />}
      {title && <span>{title}</span>}
    </>
  );
  if (!button.url) return <span className={classes}>{content}</span>;
  return (
    <a {...linkProps(button.url, href)} className={classes} aria-label={label} title={title && subtitle ? subtitle : undefined} onClick={onClick}>
      {content}
    </a>
  );
}

type ArrayView = ComponentType<{ array: WbButtonsArray; align?: "start" | "center" }>;

/** default: buttons in a row. */
function RowArray({ array, align = "start" }: { array: WbButtonsArray; align?: "start" | "center" }) {
  if (!array.buttons.length) return null;
  return (
    <div className={cn("flex flex-wrap items-center gap-3", align === "center" && "justify-center", array.className, array.link.className)}>
      {array.buttons.map((button) => (
        <ButtonLink key={`${button.id}:${button.link.orderIndex}`} button={button} />
      ))}
    </div>
  );
}

/** smolny-column (and a dropdown outside a navbar): a titled list of links. */
function ColumnArray({ array }: { array: WbButtonsArray }) {
  const { t } = useLanguage();
  const tone = useTone();
  const primary = array.variant === "smolny-dropdown" ? array.buttons.find((b) => b.link.variant === "primary") : undefined;
  const heading = t(array.title) || (primary ? t(primary.title) : "");
  const description = t(array.description);
  const items = array.buttons.filter((b) => b !== primary);
  const Title = useInnerHeading();
  return (
    <div className={cn("flex flex-col gap-3", array.className, array.link.className)}>
      {heading && <Title className={cn("text-xs font-semibold uppercase tracking-[0.18em]", toneClasses[tone].eyebrow)}>{heading}</Title>}
      {description && <p className={cn("text-sm", toneClasses[tone].muted)}>{description}</p>}
      <ul className="flex flex-col gap-2">
        {items.map((button) => (
          <li key={`${button.id}:${button.link.orderIndex}`}>
            <ButtonLink button={button} fallback="smolny-link" size="none" className="justify-start whitespace-normal text-left" />
          </li>
        ))}
      </ul>
    </div>
  );
}

const arrayViews: Record<string, ArrayView> = {
  default: RowArray,
  "smolny-column": ColumnArray,
  "smolny-dropdown": ColumnArray,
};

/** A buttons array by its variant; an unknown variant renders nothing. */
export function ButtonsArray({ array, align }: { array: WbButtonsArray; align?: "start" | "center" }) {
  const View = Object.hasOwn(arrayViews, array.variant) ? arrayViews[array.variant] : undefined;
  return View ? <View array={array} align={align} /> : null;
}

/** Several arrays: rows stack, columns sit side by side in a grid. */
export function ButtonsArrays({ arrays, align, className }: { arrays: WbButtonsArray[]; align?: "start" | "center"; className?: string }) {
  const visible = arrays.filter((a) => a.buttons.length);
  if (!visible.length) return null;
  const columns = visible.filter((a) => a.variant !== "default");
  const rows = visible.filter((a) => a.variant === "default");
  return (
    <div className={cn("flex flex-col gap-6", className)}>
      {rows.map((array) => (
        <ButtonsArray key={`${array.id}:${array.link.orderIndex}`} array={array} align={align} />
      ))}
      {columns.length > 0 && (
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {columns.map((array) => (
            <ButtonsArray key={`${array.id}:${array.link.orderIndex}`} array={array} />
          ))}
        </div>
      )}
    </div>
  );
}
