import type { ComponentType } from "react";
import { lazyView } from "../../../core/page/module-widgets";
import { ButtonsArrays } from "./buttons";
import { Features } from "./feature";
import { Gallery } from "./file";
import { Logotypes } from "./logotype";
import { NavbarDark, NavbarDefault } from "./navbar";
import { Container, Heading, Section, type Tone, type WidgetViewProps } from "./shared";
import { allArrays, headingLevel, Sliders, type LayoutProps } from "./layout-parts";

/**
 * default: a plain block — a heading in the page's measure, sliders edge to edge (a home-page hero
 * is a default widget holding one slider), then features, files, logotypes and buttons.
 */
function PlainWidget({ data, hero }: WidgetViewProps) {
  const rest = data.features.length || data.files.length || data.logotypes.length || data.buttonsArrays.length;
  return (
    <Section data={data} tone="light">
      <Container className="empty:hidden">
        <Heading title={data.title} subtitle={data.subtitle} description={data.description} level={headingLevel(hero)} className="py-10 lg:py-14" />
      </Container>
      <Sliders data={data} hero={hero} />
      {rest > 0 && (
        <Container className="flex flex-col gap-10 py-12 lg:py-16">
          <Features features={data.features} />
          <Gallery files={data.files} />
          <Logotypes logotypes={data.logotypes} />
          <ButtonsArrays arrays={allArrays(data)} />
        </Container>
      )}
    </Section>
  );
}

/** content-default: a centred section — heading with an ornament, then everything in one column. */
function ContentDefault({ data, hero }: WidgetViewProps) {
  return (
    <Section data={data} tone="light" className="py-16 lg:py-24">
      <Container className="flex flex-col gap-12">
        <Heading title={data.title} subtitle={data.subtitle} description={data.description} align="center" ornament level={headingLevel(hero)} />
        <Sliders data={data} hero={hero} className="overflow-hidden rounded-2xl shadow-sm" />
        <Features features={data.features} />
        <Gallery files={data.files} />
        <Logotypes logotypes={data.logotypes} className="justify-center" />
        <ButtonsArrays arrays={allArrays(data)} align="center" />
      </Container>
    </Section>
  );
}

/**
 * The themed variants: content-<theme> (light section) and footer-<theme> (dark footer) of each
 * layout in ./themes.tsx, whose code loads when such a block comes near the viewport.
 */
const THEMES = ["article-description", "description", "donate", "faq", "map", "photo-and-video", "temple", "thin", "wide-media"] as const;
const themed = (theme: string, tone: Tone, as: LayoutProps["as"]) =>
  lazyView(
    () => import("./themes"),
    (m) => {
      const Layout = m.themes[theme]!;
      return function Themed(props: WidgetViewProps) {
        return <Layout {...props} hero={as === "footer" ? false : props.hero} tone={tone} as={as} />;
      };
    },
    { hydrate: "visible" },
  );

/** Every website-builder widget variant of SPEC section 2; the content-* and footer-* themes share a layout. */
export const widgetViews: Record<string, ComponentType<WidgetViewProps>> = {
  default: PlainWidget,
  "content-default": ContentDefault,
  // Below the fold on every page: its code loads when it comes near the viewport.
  "footer-default": lazyView(
    () => import("./footer"),
    (m) => m.FooterDefault,
    { hydrate: "visible" },
  ),
  "navbar-default": NavbarDefault,
  "navbar-dark": NavbarDark,
  // Only the search page has it: its code (TanStack Query) loads there alone.
  "search-results": lazyView(
    () => import("./search"),
    (m) => m.SearchResults,
  ),
};
for (const theme of THEMES) {
  widgetViews[`content-${theme}`] = themed(theme, "light", "section");
  widgetViews[`footer-${theme}`] = themed(theme, "dark", "footer");
}
