// Loaded after hydration: Embla and its autoplay drive the slides the server already rendered, so
// the carousel code stays out of the page's first bytes and the first slide shows without it.
import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useMemo } from "react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface SliderEngineApi {
  embla: EmblaApi;
  autoplay: AutoplayType;
}

export interface SliderEngineProps {
  viewport: HTMLElement;
  /** Auto-advance, ms. */
  delay: number;
  align: "start" | "center";
  onReady: (api: SliderEngineApi | null) => void;
}

/** A looping Embla carousel with autoplay on an existing viewport; renders nothing itself. */
export function SliderEngine({ viewport, delay, align, onReady }: SliderEngineProps) {
  // Autoplay starts once the slider decides (it pauses on hover, keyboard focus and its button).
  const autoplay = useMemo(() => Autoplay({ delay, stopOnInteraction: false, stopOnFocusIn: false, playOnInit: false }), [delay]);
  const plugins = useMemo(() => [autoplay], [autoplay]);
  const options = useMemo(() => ({ loop: true, align, duration: 32 }), [align]);
  const [attach, embla] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(embla ? { embla, autoplay } : null);
  }, [embla, autoplay, onReady]);
  useEffect(() => () => onReady(null), [onReady]);
  return null;
}
