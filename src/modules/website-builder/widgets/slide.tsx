import type { ComponentType } from "react";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import { useLanguage } from "../../../core/page/page-context";
import type { WbFile, WbSlide } from "../widget-data-types";
import { ButtonsArrays, linkProps } from "./buttons";
import { fileUrl, isVideo, Media } from "./file";
import { ToneProvider, useRichText } from "./shared";

export interface SlideViewProps {
  slide: WbSlide;
  /** The first slide of the page's hero slider loads its image eagerly. */
  priority: boolean;
  /** Leaves room for the 2/12 click areas of the wide slider. */
  wide: boolean;
  /** h1 for the first slide of a hero without a title of its own, h2 otherwise. */
  level: 1 | 2;
}

const HERO_SIZES = "100vw";

function SlideTitle({ slide, level, className }: { slide: WbSlide; level: 1 | 2; className?: string }) {
  const { t, href } = useLanguage();
  const title = t(slide.title);
  if (!title) return null;
  const Tag = level === 1 ? "h1" : "h2";
  return (
    <Tag className={cn("text-balance font-serif leading-tight", className)}>
      {slide.url ? (
        <a {...linkProps(slide.url, href)} className="rounded-sm hover:underline hover:decoration-1 hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-current">
          {title}
        </a>
      ) : (
        title
      )}
    </Tag>
  );
}

function SlideText({ slide, level, titleClassName, className }: { slide: WbSlide; level: 1 | 2; titleClassName: string; className?: string }) {
  const { t } = useLanguage();
  const rich = useRichText();
  const subtitle = t(slide.subtitle);
  const description = rich(slide.description);
  return (
    <div className={cn("flex max-w-2xl flex-col gap-3 [text-shadow:0_1px_3px_rgb(0_0_0/0.45)]", className)}>
      {subtitle && <p className="text-xs font-semibold uppercase tracking-[0.2em] text-brand-200 sm:text-sm">{subtitle}</p>}
      <SlideTitle slide={slide} level={level} className={titleClassName} />
      {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor line-clamp-3 text-white/85 sm:text-lg" />}
      <ButtonsArrays arrays={slide.buttonsArrays} className="pt-2" />
    </div>
  );
}

/** default: the image covers the slide; the text sits bottom-left on a soft shade. */
function SlideDefault({ slide, priority, wide, level }: SlideViewProps) {
  const image = slide.files[0];
  return (
    <ToneProvider value="dark">
      <div className={cn("relative h-full w-full overflow-hidden bg-brand-900 text-white", slide.className, slide.link.className)}>
        {image && <Media file={image} priority={priority} sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
        <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-black/10" />
        <div className={cn("relative mx-auto flex h-full max-w-7xl flex-col justify-end px-6 pb-14 sm:px-10 lg:px-24 lg:pb-20", wide && "lg:px-[18%]")}>
          <SlideText slide={slide} level={level} titleClassName="text-3xl sm:text-4xl lg:text-5xl" />
        </div>
      </div>
    </ToneProvider>
  );
}

/** smolny-default: on large screens a cream text panel beside the image; on phones like default. */
function SlideSmolny({ slide, priority, wide, level }: SlideViewProps) {
  const { t } = useLanguage();
  const rich = useRichText();
  const image = slide.files[0];
  const description = rich(slide.description);
  return (
    <div className={cn("relative flex h-full w-full overflow-hidden bg-brand-900", slide.className, slide.link.className)}>
      <div className={cn("relative flex h-full flex-col justify-center gap-4 bg-brand-100 text-ink max-lg:hidden lg:w-5/12 lg:pl-24 lg:pr-12", wide && "lg:w-7/12 lg:pl-[calc(100%/6+2rem)]")}>
        {t(slide.subtitle) && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-600">{t(slide.subtitle)}</p>}
        <SlideTitle slide={slide} level={level} className="text-4xl xl:text-5xl" />
        {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor line-clamp-4 text-ink/75" />}
        <ButtonsArrays arrays={slide.buttonsArrays} className="pt-2" />
      </div>
      <div className="relative h-full flex-1">
        {image && <Media file={image} priority={priority} sizes="(min-width: 1024px) 60vw, 100vw" className="absolute inset-0 h-full w-full object-cover" />}
        <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/55 to-black/20 lg:hidden" />
        <ToneProvider value="dark">
          <div className="relative flex h-full flex-col justify-end px-6 pb-14 text-white sm:px-10 lg:hidden">
            <SlideText slide={slide} level={level} titleClassName="text-3xl sm:text-4xl" />
          </div>
        </ToneProvider>
      </div>
    </div>
  );
}

/** smolny-photo-and-video: a framed photo or video with a caption strip. */
function SlidePhotoAndVideo({ slide, priority, level }: SlideViewProps) {
  const { t } = useLanguage();
  const media = slide.files[0];
  const poster = slide.files.find((f) => f !== media && !isVideo(f));
  const title = t(slide.title);
  const subtitle = t(slide.subtitle);
  return (
    <figure className={cn("relative h-full w-full overflow-hidden rounded-2xl bg-ink", slide.className, slide.link.className)}>
      {media && isVideo(media) ? (
        <video
          src={fileUrl(media.file)}
          poster={poster ? fileUrl(poster.file) : undefined}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={t(media.alt) || title || undefined}
          className="h-full w-full bg-black object-contain"
        />
      ) : (
        media && <Media file={media} alt={title} priority={priority} sizes="(min-width: 1024px) 72vw, 88vw" className="h-full w-full object-cover" />
      )}
      {(title || subtitle) && (
        <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-5 pb-4 pt-12 text-white">
          <ToneProvider value="dark">
            {subtitle && <p className="text-xs uppercase tracking-[0.18em] text-brand-200">{subtitle}</p>}
            <div className="pointer-events-auto">
              <SlideTitle slide={slide} level={level} className="text-lg sm:text-xl" />
            </div>
          </ToneProvider>
        </figcaption>
      )}
    </figure>
  );
}

/** smolny-thin: the file with orderIndex 1 is the background; the others go to the side. */
function SlideThin({ slide, priority, wide, level }: SlideViewProps) {
  const background: WbFile | undefined = slide.files.find((f) => f.link.orderIndex === 1) ?? slide.files[0];
  const side = slide.files.filter((f) => f !== background).slice(0, 3);
  return (
    <ToneProvider value="dark">
      <div className={cn("relative h-full w-full overflow-hidden bg-brand-900 text-white", slide.className, slide.link.className)}>
        {background && <Media file={background} priority={priority} sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
        <div aria-hidden className="absolute inset-0 bg-gradient-to-r from-brand-900/90 via-brand-900/70 to-brand-900/30" />
        <div className={cn("relative mx-auto flex h-full max-w-7xl items-center gap-8 px-6 sm:px-10 lg:px-24", wide && "lg:px-[18%]")}>
          <SlideText slide={slide} level={level} titleClassName="text-2xl sm:text-3xl" className="flex-1" />
          {side.length > 0 && (
            <div className="hidden shrink-0 gap-3 md:flex" data-slot="side">
              {side.map((file) => (
                <Media
                  key={`${file.id}:${file.link.orderIndex}`}
                  file={file}
                  sizes="160px"
                  className="h-32 w-28 rounded-xl object-cover shadow-lg ring-2 ring-white/30 lg:h-40 lg:w-32"
                />
              ))}
            </div>
          )}
        </div>
      </div>
    </ToneProvider>
  );
}

export const slideViews: Record<string, ComponentType<SlideViewProps>> = {
  default: SlideDefault,
  "smolny-default": SlideSmolny,
  "smolny-photo-and-video": SlidePhotoAndVideo,
  "smolny-thin": SlideThin,
};
