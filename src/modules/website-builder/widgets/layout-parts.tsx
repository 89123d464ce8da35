// What the website-builder's block layouts share: heading levels, the sliders row, buttons in order.
import { useLanguage } from "../../../core/page/page-context";
import type { WbWidgetData } from "../widget-data-types";
import { arraysInOrder, type Tone, type WidgetViewProps } from "./shared";
import { Slider } from "./slider";

export type LayoutProps = WidgetViewProps & { tone: Tone; as: "section" | "footer" };

export const headingLevel = (hero: boolean) => (hero ? 1 : 2);
/** A hero widget without a title of its own lets its first slide carry the page's h1. */
const slideLevel = (data: WbWidgetData, hero: boolean, t: (v: unknown) => string): 1 | 2 => (hero && !t(data.title) ? 1 : 2);

export function Sliders({ data, hero, className }: { data: WbWidgetData; hero: boolean; className?: string }) {
  const { t } = useLanguage();
  return (
    <>
      {data.sliders.map((slider, index) => (
        <Slider
          key={`${slider.id}:${slider.link.orderIndex}`}
          slider={slider}
          hero={hero && index === 0}
          level={index === 0 ? slideLevel(data, hero, t) : 2}
          className={className}
        />
      ))}
    </>
  );
}

export const allArrays = (data: WbWidgetData) => arraysInOrder(data.buttonsArrays);
