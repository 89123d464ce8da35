import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import type { WbLogotype } from "../widget-data-types";
import { linkProps } from "./buttons";
import { Media } from "./file";

/**
 * A logotype: its first file as the mark and its title beside it, linked from its url
 * (`homeFallback`: a logotype without a url links to the site root, as in a navbar).
 */
export function Logotype({
  logotype,
  className,
  imageClassName = "h-10 w-auto",
  showTitle = true,
  homeFallback = false,
  priority = false,
}: {
  logotype: WbLogotype;
  className?: string;
  imageClassName?: string;
  showTitle?: boolean;
  homeFallback?: boolean;
  priority?: boolean;
}) {
  const { t, href } = useLanguage();
  const title = t(logotype.title);
  const mark = logotype.files[0];
  const url = logotype.url || (homeFallback ? "/" : null);
  const content = (
    <>
      {mark && <Media file={mark} alt={title} decorative={showTitle && Boolean(title)} sizes="160px" priority={priority} className={cn("shrink-0 object-contain", imageClassName)} />}
      {showTitle && title && <span className="font-serif text-lg leading-tight">{title}</span>}
    </>
  );
  const classes = cn("inline-flex min-w-0 items-center gap-3", logotype.className, logotype.link.className, className);
  if (!url) return <span className={classes}>{content}</span>;
  return (
    <a {...linkProps(url, href)} className={cn(classes, "rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600")}>
      {content}
    </a>
  );
}

/** A row of logotypes (partners, dioceses), marks only when they have images. */
export function Logotypes({ logotypes, className }: { logotypes: WbLogotype[]; className?: string }) {
  if (!logotypes.length) return null;
  return (
    <div className={cn("flex flex-wrap items-center gap-x-10 gap-y-6", className)}>
      {logotypes.map((logotype) => (
        <Logotype key={`${logotype.id}:${logotype.link.orderIndex}`} logotype={logotype} imageClassName="h-12 w-auto opacity-90" />
      ))}
    </div>
  );
}
