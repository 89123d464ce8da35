import { ChevronDown } from "lucide-react";
import type { ComponentType } from "react";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import { useLanguage } from "../../../core/page/page-context";
import type { WbFeature } from "../widget-data-types";
import { ButtonsArrays } from "./buttons";
import { Media } from "./file";
import { toneClasses, useInnerHeading, useRichText, useTone } from "./shared";

type FeatureView = ComponentType<{ feature: WbFeature }>;

/** Small files (icons) sit above the text; larger ones cover the card's top. */
const isIcon = (width: number | null) => width !== null && width <= 160;

/** default: a card with an image or icon, eyebrow subtitle, title, rich text and buttons. */
function FeatureCard({ feature }: { feature: WbFeature }) {
  const { t } = useLanguage();
  const rich = useRichText();
  const tone = useTone();
  const image = feature.files[0];
  const Title = useInnerHeading();
  const title = t(feature.title);
  const subtitle = t(feature.subtitle);
  return (
    <article className={cn("flex flex-col overflow-hidden rounded-2xl", toneClasses[tone].card, feature.className, feature.link.className)}>
      {image && !isIcon(image.width) && (
        <Media file={image} alt={title} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" className="aspect-[4/3] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {image && isIcon(image.width) && <Media file={image} decorative sizes="48px" className="size-12 object-contain" />}
        {subtitle && <p className={cn("text-xs font-semibold uppercase tracking-[0.18em]", toneClasses[tone].eyebrow)}>{subtitle}</p>}
        {title && <Title className="font-serif text-xl leading-snug">{title}</Title>}
        {!isEmptyRichText(rich(feature.description)) && <RichText value={rich(feature.description)} className={cn("prose-sobor text-[0.95rem]", toneClasses[tone].muted)} />}
        <ButtonsArrays arrays={feature.buttonsArrays} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** smolny-solid: a solid brand panel with a large serif title. */
function FeatureSolid({ feature }: { feature: WbFeature }) {
  const { t } = useLanguage();
  const rich = useRichText();
  const image = feature.files[0];
  const Title = useInnerHeading();
  const title = t(feature.title);
  const subtitle = t(feature.subtitle);
  return (
    <article className={cn("relative flex flex-col gap-3 overflow-hidden rounded-2xl bg-brand-700 p-8 text-white", feature.className, feature.link.className)}>
      {image && <Media file={image} decorative sizes="64px" className="size-14 object-contain" />}
      {subtitle && <p className="text-xs font-semibold uppercase tracking-[0.18em] text-brand-200">{subtitle}</p>}
      {title && <Title className="font-serif text-2xl leading-snug">{title}</Title>}
      {!isEmptyRichText(rich(feature.description)) && <RichText value={rich(feature.description)} className="prose-sobor text-white/85" />}
      <div className="mt-auto pt-2">
        <ButtonsArrays arrays={feature.buttonsArrays} />
      </div>
    </article>
  );
}

/** smolny-faq: a question that opens its answer (a native disclosure, works without JavaScript). */
export function FeatureFaq({ feature }: { feature: WbFeature }) {
  const { t } = useLanguage();
  const rich = useRichText();
  const tone = useTone();
  return (
    <details className={cn("group border-b py-5", toneClasses[tone].border, feature.className, feature.link.className)}>
      <summary className="flex cursor-pointer list-none items-start justify-between gap-6 rounded-md font-serif text-lg leading-snug focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span>{t(feature.title)}</span>
        <ChevronDown aria-hidden className="mt-1 size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-3 pt-3">
        {t(feature.subtitle) && <p className={cn("font-medium", toneClasses[tone].muted)}>{t(feature.subtitle)}</p>}
        <RichText value={rich(feature.description)} className={cn("prose-sobor", toneClasses[tone].muted)} />
        <ButtonsArrays arrays={feature.buttonsArrays} />
      </div>
    </details>
  );
}

/** compact (chosen by a widget layout, not stored): an icon, a label and a short text — contacts, bank details. */
function FeatureCompact({ feature }: { feature: WbFeature }) {
  const { t } = useLanguage();
  const rich = useRichText();
  const tone = useTone();
  const icon = feature.files[0];
  const Title = useInnerHeading();
  const title = t(feature.title);
  const subtitle = t(feature.subtitle);
  return (
    <div className={cn("flex gap-4", feature.className, feature.link.className)}>
      {icon && (
        <span className={cn("grid size-11 shrink-0 place-items-center rounded-full", tone === "dark" ? "bg-white/10" : "bg-brand-100")}>
          <Media file={icon} decorative sizes="24px" className="size-6 object-contain" />
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        {subtitle && <p className={cn("text-xs font-semibold uppercase tracking-[0.16em]", toneClasses[tone].eyebrow)}>{subtitle}</p>}
        {title && <Title className="font-serif text-lg leading-snug">{title}</Title>}
        {!isEmptyRichText(rich(feature.description)) && <RichText value={rich(feature.description)} className={cn("prose-sobor text-[0.95rem]", toneClasses[tone].muted)} />}
        <ButtonsArrays arrays={feature.buttonsArrays} className="pt-1" />
      </div>
    </div>
  );
}

const featureViews: Record<string, { item: FeatureView; group: string }> = {
  compact: { item: FeatureCompact, group: "grid gap-6 sm:grid-cols-2" },
  default: { item: FeatureCard, group: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" },
  "smolny-solid": { item: FeatureSolid, group: "grid gap-6 md:grid-cols-2" },
  "smolny-faq": { item: FeatureFaq, group: "flex flex-col" },
};

/**
 * Features by their link variant (default, smolny-faq, smolny-solid); consecutive features of one
 * variant share a group. `as` forces one style (an FAQ widget shows every feature as a question).
 */
export function Features({
  features,
  as,
  className,
  groupClassName,
}: {
  features: WbFeature[];
  as?: string;
  className?: string;
  /** Overrides a group's grid (tw-merged), e.g. one column in a narrow side. */
  groupClassName?: string;
}) {
  const runs: { variant: string; items: WbFeature[] }[] = [];
  for (const feature of features) {
    const variant = as ?? feature.link.variant;
    if (!Object.hasOwn(featureViews, variant)) continue;
    const last = runs[runs.length - 1];
    if (last && last.variant === variant) last.items.push(feature);
    else runs.push({ variant, items: [feature] });
  }
  if (!runs.length) return null;
  return (
    <div className={cn("flex flex-col gap-10", className)}>
      {runs.map((run) => {
        const view = featureViews[run.variant]!;
        const Item = view.item;
        return (
          <div key={`${run.variant}:${run.items[0]!.id}`} className={cn(view.group, groupClassName)}>
            {run.items.map((feature) => (
              <Item key={`${feature.id}:${feature.link.orderIndex}`} feature={feature} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
