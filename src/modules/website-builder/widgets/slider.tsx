import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ComponentType, type FocusEvent } from "react";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import type { WbSlider } from "../widget-data-types";
import { pick } from "./shared";
import { slideViews } from "./slide";
import type { SliderEngineApi, SliderEngineProps } from "./slider-engine";
import { useWbTexts } from "./texts";

interface SliderConfig {
  /** Auto-advance, ms (SPEC section 9: 8000, and 5000 for the thin variant). */
  delay: number;
  /** Height of the viewport: the slides fill it. */
  viewport: string;
  /** The track's and each slide's width classes (peeking neighbours in the gallery). */
  track: string;
  slide: string;
  align: "start" | "center";
  /** Two clickable areas, each 2/12 of the width, step back and forward. */
  zones: boolean;
  /** Dots and pause below the slides (light surface) instead of over them. */
  controlsBelow: boolean;
}

const sliderConfigs: Record<string, SliderConfig> = {
  default: { delay: 8000, viewport: "h-[340px] lg:h-[530px]", track: "", slide: "basis-full", align: "start", zones: false, controlsBelow: false },
  "smolny-wide": { delay: 8000, viewport: "h-[340px] lg:h-[530px]", track: "", slide: "basis-full", align: "start", zones: true, controlsBelow: false },
  "smolny-photo-and-video": {
    delay: 8000,
    viewport: "h-[260px] sm:h-[380px] lg:h-[520px]",
    track: "-ml-4",
    slide: "basis-[88%] pl-4 lg:basis-[72%]",
    align: "center",
    zones: false,
    controlsBelow: true,
  },
  "smolny-thin": { delay: 5000, viewport: "h-[240px] lg:h-[280px]", track: "", slide: "basis-full", align: "start", zones: false, controlsBelow: false },
};

/** The slider's own variant, or the widget link's when the slider's is 'default'. */
export function sliderVariant(slider: WbSlider): string {
  return slider.variant !== "default" ? slider.variant : slider.link.variant || "default";
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * A looping Embla carousel. Rendered on the server with the first slide in view (the track is a
 * plain flex row), so it reads without JavaScript; controls appear once hydrated. Auto-advance
 * pauses while the pointer is over it, while a keyboard user is inside it, and by the pause button.
 */
export function Slider({ slider, hero = false, level = 2, className }: { slider: WbSlider; hero?: boolean; level?: 1 | 2; className?: string }) {
  const variant = sliderVariant(slider);
  const config = pick(sliderConfigs, variant);
  if (!config || !slider.slides.length) return null;
  return <SliderView slider={slider} variant={variant} config={config} hero={hero} level={level} className={className} />;
}

function SliderView({
  slider,
  variant,
  config,
  hero,
  level,
  className,
}: {
  slider: WbSlider;
  variant: string;
  config: SliderConfig;
  hero: boolean;
  level: 1 | 2;
  className?: string;
}) {
  const { t } = useLanguage();
  const words = useWbTexts();
  const slides = slider.slides;
  const many = slides.length > 1;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [Engine, setEngineComponent] = useState<ComponentType<SliderEngineProps> | null>(null);
  const [engine, setEngine] = useState<SliderEngineApi | null>(null);
  const [mounted, setMounted] = useState(false);
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const paused = userPaused || hovering || keyboardInside;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const embla = engine?.embla;
  const autoplay = engine?.autoplay;

  useEffect(() => {
    setMounted(true);
    if (prefersReducedMotion()) setUserPaused(true);
    if (!many) return;
    let live = true;
    import("./slider-engine").then(
      (module) => live && setEngineComponent(() => module.SliderEngine),
      () => undefined, // Without the engine the first slide simply stays.
    );
    return () => {
      live = false;
    };
  }, [many]);

  useEffect(() => {
    if (!embla || !autoplay) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // Embla restarts autoplay when a drag ends; a paused carousel stays paused.
    const onPointerUp = () => {
      if (pausedRef.current) autoplay.stop();
    };
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect).on("pointerUp", onPointerUp);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect).off("pointerUp", onPointerUp);
    };
  }, [embla, autoplay]);

  useEffect(() => {
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.play();
  }, [paused, autoplay]);

  const prev = useCallback(() => {
    embla?.scrollPrev();
    autoplay?.reset();
  }, [embla, autoplay]);
  const next = useCallback(() => {
    embla?.scrollNext();
    autoplay?.reset();
  }, [embla, autoplay]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(":focus-visible")) setKeyboardInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
  };

  const label = t(slider.title) || "Slides";
  const total = slides.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-variant={variant}
      className={cn("relative", slider.className, slider.link.className, className)}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={setViewport} className={cn("overflow-hidden", config.viewport)}>
        <div className={cn("flex h-full touch-pan-y", config.track)}>
          {slides.map((slide, index) => {
            // A plain slide in a themed slider takes the slider's look.
            const View = slide.variant === "default" ? (pick(slideViews, variant) ?? slideViews.default) : pick(slideViews, slide.variant);
            return (
              <div
                key={`${slide.id}:${slide.link.orderIndex}`}
                role="group"
                aria-roledescription="slide"
                aria-label={words("slideOf", { n: index + 1, total })}
                inert={mounted && many && index !== selected}
                className={cn("relative h-full min-w-0 shrink-0 grow-0", config.slide)}
              >
                {View && <View slide={slide} priority={hero && index === 0} wide={config.zones} level={level === 1 && index === 0 ? 1 : 2} />}
              </div>
            );
          })}
        </div>
      </div>

      {Engine && viewport && <Engine viewport={viewport} delay={config.delay} align={config.align} onReady={setEngine} />}
      {embla && many && (
        <>
          {config.zones && (
            <>
              <button type="button" tabIndex={-1} aria-hidden className="absolute inset-y-0 left-0 z-10 w-2/12 cursor-w-resize" onClick={prev} />
              <button type="button" tabIndex={-1} aria-hidden className="absolute inset-y-0 right-0 z-10 w-2/12 cursor-e-resize" onClick={next} />
            </>
          )}
          <button
            type="button"
            aria-label={words("previousSlide")}
            onClick={prev}
            className={cn(arrowClasses, "left-4 xl:left-8", config.controlsBelow && "top-[calc(50%-1.75rem)]")}
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button
            type="button"
            aria-label={words("nextSlide")}
            onClick={next}
            className={cn(arrowClasses, "right-4 xl:right-8", config.controlsBelow && "top-[calc(50%-1.75rem)]")}
          >
            <ChevronRight aria-hidden className="size-6" />
          </button>
          <div
            className={cn(
              "z-20 flex items-center justify-center gap-2",
              config.controlsBelow
                ? "mt-4 text-brand-700"
                : "absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-black/30 px-2 py-0.5 text-white backdrop-blur-sm",
            )}
          >
            {slides.map((slide, index) => (
              <button
                key={`${slide.id}:${index}`}
                type="button"
                aria-label={words("goToSlide", { n: index + 1 })}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => {
                  embla?.scrollTo(index);
                  autoplay?.reset();
                }}
                className="group grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-current"
              >
                <span className={cn("block h-1.5 rounded-full bg-current transition-all", index === selected ? "w-5 opacity-100" : "w-1.5 opacity-50 group-hover:opacity-80")} />
              </button>
            ))}
            <button
              type="button"
              aria-label={words("pauseSlides")}
              aria-pressed={userPaused}
              onClick={() => setUserPaused((value) => !value)}
              className="ml-1 grid size-6 place-items-center rounded-full opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
            >
              {userPaused ? <Play aria-hidden className="size-3.5 fill-current" /> : <Pause aria-hidden className="size-3.5 fill-current" />}
            </button>
          </div>
          <p className="sr-only" aria-live={paused ? "polite" : "off"} aria-atomic="true">
            {words("slideOf", { n: selected + 1, total })}
          </p>
        </>
      )}
    </section>
  );
}

// A white ring round a near-white button was all but invisible: the two-tone ring of the buttons.
const arrowClasses =
  "absolute top-1/2 z-20 hidden size-12 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-ink shadow-md backdrop-blur transition hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink focus-visible:ring-2 focus-visible:ring-white lg:grid";
