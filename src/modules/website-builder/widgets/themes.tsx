// The themed layouts of the content-* and footer-* variants (SPEC §2): a chunk of their own,
// loaded when such a block comes near the viewport (see ./widget.tsx).
import { HandHeart, MapPin } from "lucide-react";
import { useState, type ComponentType } from "react";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import type { WbFile } from "../widget-data-types";
import { ButtonsArrays } from "./buttons";
import { Features } from "./feature";
import { Gallery, isVideo, Media } from "./file";
import { Logotypes } from "./logotype";
import { Container, Heading, Section, ToneProvider, type Tone } from "./shared";

import { allArrays, headingLevel, Sliders, type LayoutProps } from "./layout-parts";

/** article-description: text and buttons beside a large image (or a slider). */
function ArticleDescription({ data, hero, tone, as }: LayoutProps) {
  const [image, ...more] = data.files;
  return (
    <Section data={data} tone={tone} as={as} className="py-16 lg:py-24">
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col gap-8">
          <Heading title={data.title} subtitle={data.subtitle} description={data.description} level={headingLevel(hero)} />
          <Features features={data.features} as="compact" groupClassName="sm:grid-cols-1" />
          <ButtonsArrays arrays={allArrays(data)} />
          <Logotypes logotypes={data.logotypes} />
        </div>
        <div className="flex flex-col gap-4">
          {data.sliders.length ? (
            <Sliders data={data} hero={hero} className="overflow-hidden rounded-2xl shadow-lg" />
          ) : (
            image && (
              <Media
                file={image}
                priority={hero}
                sizes="(min-width: 1024px) 560px, 100vw"
                className={cn("w-full rounded-2xl object-cover shadow-lg", !isVideo(image) && "aspect-[4/5] max-h-[640px]")}
              />
            )
          )}
          <Gallery files={data.sliders.length ? data.files : more} />
        </div>
      </Container>
    </Section>
  );
}

/** description: a narrow centred text with an ornament — an introduction or a quotation. */
function Description({ data, hero, tone, as }: LayoutProps) {
  return (
    <Section data={data} tone={tone} as={as} className="py-16 lg:py-24">
      <Container className="flex max-w-3xl flex-col items-center gap-10 text-center">
        <Heading title={data.title} subtitle={data.subtitle} description={data.description} align="center" ornament level={headingLevel(hero)} />
        <ButtonsArrays arrays={allArrays(data)} align="center" />
        <Sliders data={data} hero={hero} className="w-full overflow-hidden rounded-2xl" />
        <Features features={data.features} as="smolny-faq" className="w-full text-left" />
        <Gallery files={data.files} className="w-full" />
        <Logotypes logotypes={data.logotypes} className="justify-center" />
      </Container>
    </Section>
  );
}

/** donate: a warm panel — why to give, the details (compact features with copy buttons), an image. */
function Donate({ data, hero, tone, as }: LayoutProps) {
  const [image, ...more] = data.files;
  return (
    <Section data={data} tone={tone} as={as} className="py-16 lg:py-24">
      <Container>
        <div className={cn("grid overflow-hidden rounded-3xl lg:grid-cols-5", tone === "dark" ? "bg-white/5 ring-1 ring-white/10" : "bg-brand-100 ring-1 ring-brand-200")}>
          <div className="flex flex-col gap-8 p-6 sm:p-10 lg:col-span-3 lg:p-12">
            <span className={cn("grid size-14 place-items-center rounded-full", tone === "dark" ? "bg-brand-700 text-white" : "bg-brand-700 text-brand-50")}>
              <HandHeart aria-hidden className="size-7" />
            </span>
            <Heading title={data.title} subtitle={data.subtitle} description={data.description} level={headingLevel(hero)} />
            <Features features={data.features} as="compact" groupClassName="sm:grid-cols-1" />
            <ButtonsArrays arrays={allArrays(data)} />
          </div>
          <div className="relative min-h-56 lg:col-span-2">
            {image ? (
              <Media file={image} sizes="(min-width: 1024px) 460px, 100vw" className="absolute inset-0 h-full w-full object-cover" />
            ) : (
              <div
                aria-hidden
                className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-300),transparent_60%),radial-gradient(circle_at_80%_90%,var(--color-brand-600),transparent_55%)] opacity-70"
              />
            )}
          </div>
        </div>
        <Sliders data={data} hero={false} className="mt-10 overflow-hidden rounded-2xl" />
        <Gallery files={more} className="mt-10" />
        <Logotypes logotypes={data.logotypes} className="mt-10" />
      </Container>
    </Section>
  );
}

/** faq: the heading stays beside the questions on large screens; every feature is a question. */
function Faq({ data, hero, tone, as }: LayoutProps) {
  return (
    <Section data={data} tone={tone} as={as} className="py-16 lg:py-24">
      <Container className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <div className="flex flex-col gap-6 lg:sticky lg:top-28">
            <Heading title={data.title} subtitle={data.subtitle} description={data.description} level={headingLevel(hero)} />
            <ButtonsArrays arrays={allArrays(data)} />
          </div>
        </div>
        <div className="flex flex-col gap-10 lg:col-span-8">
          <Features features={data.features} as="smolny-faq" />
          <Sliders data={data} hero={false} className="overflow-hidden rounded-2xl" />
          <Gallery files={data.files} />
          <Logotypes logotypes={data.logotypes} />
        </div>
      </Container>
    </Section>
  );
}

const mapTexts: Record<string, { activate: string; map: string }> = {
  ru: { activate: "Нажмите, чтобы пользоваться картой", map: "Карта" },
  en: { activate: "Click to use the map", map: "Map" },
};

/**
 * The map of a map widget: a file whose mimeType is text/html is an embeddable page of a maps
 * service (an https url) shown in a frame; a click overlay keeps the page scrolling until the first
 * click. Without one, the first image is a static map.
 */
function MapEmbed({ files, title, tone }: { files: WbFile[]; title: string; tone: Tone }) {
  const { language, t } = useLanguage();
  const texts = mapTexts[language] ?? mapTexts.en!;
  const embed = files.find((f) => f.mimeType === "text/html" && /^https:/i.test(f.file));
  // The overlay is in the server's HTML, so the map never captures the page's scroll, even before
  // this block hydrates (it hydrates when it comes near the viewport). A click removes it; before
  // hydration, or without JavaScript, the click focuses it and CSS lets clicks through to the map.
  const [armed, setArmed] = useState(true);
  const frame = cn(
    "relative min-h-80 overflow-hidden rounded-2xl shadow-lg lg:min-h-[440px]",
    tone === "dark" ? "bg-white/5 ring-1 ring-white/10" : "bg-brand-100 ring-1 ring-brand-200",
  );
  if (embed) {
    return (
      <div className={cn(frame, embed.containerClassName)}>
        <iframe
          src={embed.file}
          title={t(embed.alt) || (title ? `${texts.map}: ${title}` : texts.map)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          className={cn("absolute inset-0 h-full w-full border-0", embed.className)}
        />
        {armed && (
          <button
            type="button"
            onClick={() => setArmed(false)}
            className="absolute inset-0 grid place-items-end bg-transparent p-4 text-left focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600 [&:focus:not(:focus-visible)]:pointer-events-none [&:focus:not(:focus-visible)]:opacity-0"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-sm text-ink shadow">
              <MapPin aria-hidden className="size-4 text-brand-700" />
              {texts.activate}
            </span>
          </button>
        )}
      </div>
    );
  }
  const image = files.find((f) => !isVideo(f));
  if (!image) return null;
  return (
    <div className={frame}>
      <Media file={image} alt={title || texts.map} sizes="(min-width: 1024px) 560px, 100vw" className="absolute inset-0 h-full w-full object-cover" />
    </div>
  );
}

/** map: contacts (compact features, buttons such as social links) beside the map. */
function MapWidget({ data, hero, tone, as }: LayoutProps) {
  const { t } = useLanguage();
  const mapFile = data.files.find((f) => f.mimeType === "text/html") ?? data.files.find((f) => !isVideo(f));
  return (
    <Section data={data} tone={tone} as={as} className="py-16 lg:py-24">
      <Container className={cn("grid gap-10 lg:gap-16", mapFile && "lg:grid-cols-2")}>
        <div className="flex flex-col gap-8">
          <Logotypes logotypes={data.logotypes} />
          <Heading title={data.title} subtitle={data.subtitle} description={data.description} level={headingLevel(hero)} />
          <Features features={data.features} as="compact" />
          <ButtonsArrays arrays={allArrays(data)} />
        </div>
        {mapFile && (
          <div className="flex flex-col gap-6">
            <MapEmbed files={data.files} title={t(data.title)} tone={tone} />
            <Gallery files={data.files.filter((f) => f !== mapFile)} />
          </div>
        )}
      </Container>
      <Sliders data={data} hero={false} className="mx-auto mt-12 max-w-6xl overflow-hidden rounded-2xl" />
    </Section>
  );
}

const gridColumns = ["", "md:grid-cols-1", "md:grid-cols-2", "md:grid-cols-3", "md:grid-cols-4"];

/** Photos and videos at their own proportions: a masonry for many, an even row for a few. */
function Masonry({ files }: { files: WbFile[] }) {
  if (!files.length) return null;
  const few = files.length <= 4;
  return (
    <div className={few ? cn("grid grid-cols-2 items-start gap-4", gridColumns[files.length], files.length === 1 && "grid-cols-1") : "columns-2 gap-4 md:columns-3"}>
      {files.map((file) => (
        <figure
          key={`${file.id}:${file.link.orderIndex}`}
          className={cn("overflow-hidden rounded-xl bg-brand-100", !few && "mb-4 break-inside-avoid", file.containerClassName, file.link.className)}
        >
          <Media file={file} sizes={few ? `(min-width: 768px) ${Math.round(100 / files.length)}vw, 50vw` : "(min-width: 768px) 33vw, 50vw"} className="h-auto w-full" />
        </figure>
      ))}
    </div>
  );
}

/** photo-and-video: a gallery carousel edge to edge, then a masonry of photos and videos. */
function PhotoAndVideo({ data, hero, tone, as }: LayoutProps) {
  return (
    <Section data={data} tone={tone} as={as} className="flex flex-col gap-12 py-16 lg:py-24">
      <Container>
        <Heading title={data.title} subtitle={data.subtitle} description={data.description} align="center" ornament level={headingLevel(hero)} />
      </Container>
      <Sliders data={data} hero={hero} className="mx-auto w-full max-w-7xl px-4" />
      {(data.files.length > 0 || data.features.length > 0 || data.buttonsArrays.length > 0 || data.logotypes.length > 0) && (
        <Container className="flex flex-col gap-10">
          <Masonry files={data.files} />
          <Features features={data.features} />
          <Logotypes logotypes={data.logotypes} className="justify-center" />
          <ButtonsArrays arrays={allArrays(data)} align="center" />
        </Container>
      )}
    </Section>
  );
}

/** temple: a banner over the first image (the cathedral), facts below as compact features. */
function Temple({ data, hero, as }: LayoutProps) {
  const [image, ...more] = data.files.filter((f) => !isVideo(f));
  return (
    <Section data={data} tone="dark" as={as} className="relative isolate overflow-hidden bg-brand-900">
      {image && <Media file={image} priority={hero} sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover" />}
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-900 via-brand-900/70 to-brand-900/20" />
      <Container className="flex min-h-[440px] flex-col justify-end gap-8 pb-12 pt-24 lg:min-h-[600px] lg:pb-16">
        <ToneProvider value="dark">
          <Heading title={data.title} subtitle={data.subtitle} description={data.description} size="lg" level={headingLevel(hero)} className="max-w-3xl" />
          <ButtonsArrays arrays={allArrays(data)} />
        </ToneProvider>
      </Container>
      {(data.features.length > 0 || data.sliders.length > 0 || more.length > 0 || data.logotypes.length > 0) && (
        <Container className="flex flex-col gap-10 border-t border-white/15 py-12">
          <Features features={data.features} as="compact" groupClassName="lg:grid-cols-3" />
          <Sliders data={data} hero={false} className="overflow-hidden rounded-2xl" />
          <Gallery files={more} />
          <Logotypes logotypes={data.logotypes} />
        </Container>
      )}
    </Section>
  );
}

/** thin: a slim band — title and buttons in one row (an announcement, or the footer's last line). */
function Thin({ data, hero, tone, as }: LayoutProps) {
  const { t } = useLanguage();
  const title = t(data.title);
  const subtitle = t(data.subtitle);
  const Title = hero ? "h1" : "h2";
  return (
    <Section data={data} tone={tone} as={as} className={cn("py-5 lg:py-6", tone === "dark" ? "bg-ink" : "border-y border-brand-200 bg-brand-100/70")}>
      <Container className="flex flex-col gap-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div className="flex min-w-0 items-center gap-4">
            <Logotypes logotypes={data.logotypes} className="gap-x-4 [&_img]:h-8" />
            {(title || subtitle) && (
              <div className="min-w-0">
                {title && <Title className="font-serif text-lg leading-snug lg:text-xl">{title}</Title>}
                {subtitle && <p className="text-sm opacity-75">{subtitle}</p>}
              </div>
            )}
          </div>
          <ButtonsArrays arrays={allArrays(data)} className="shrink-0" />
        </div>
        <Heading description={data.description} className="text-sm" />
        <Sliders data={data} hero={hero} className="overflow-hidden rounded-xl" />
        <Features features={data.features} as="compact" groupClassName="lg:grid-cols-4" />
        <Gallery files={data.files} />
      </Container>
    </Section>
  );
}

/** wide-media: the heading in the measure, then a slider or the first file edge to edge. */
function WideMedia({ data, hero, tone, as }: LayoutProps) {
  const [media, ...more] = data.files;
  return (
    <Section data={data} tone={tone} as={as} className="flex flex-col gap-10 py-16 lg:py-24">
      <Container className="empty:hidden">
        <Heading title={data.title} subtitle={data.subtitle} description={data.description} level={headingLevel(hero)} />
      </Container>
      {data.sliders.length ? <Sliders data={data} hero={hero} /> : media && <Media file={media} priority={hero} sizes="100vw" className="max-h-[75vh] w-full object-cover" />}
      {(data.features.length > 0 || data.buttonsArrays.length > 0 || data.logotypes.length > 0 || (data.sliders.length ? data.files : more).length > 0) && (
        <Container className="flex flex-col gap-10">
          <Gallery files={data.sliders.length ? data.files : more} />
          <Features features={data.features} />
          <Logotypes logotypes={data.logotypes} />
          <ButtonsArrays arrays={allArrays(data)} />
        </Container>
      )}
    </Section>
  );
}

export const themes: Record<string, ComponentType<LayoutProps>> = {
  "article-description": ArticleDescription,
  description: Description,
  donate: Donate,
  faq: Faq,
  map: MapWidget,
  "photo-and-video": PhotoAndVideo,
  temple: Temple,
  thin: Thin,
  "wide-media": WideMedia,
};
