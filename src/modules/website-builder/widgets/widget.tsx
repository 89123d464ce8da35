import type { ComponentType } from "react";
import { lazyView } from "../../../web/page/module-widgets";
import { useLanguage } from "../../../web/page/page-context";
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
 * footer-default: a dark footer — logotype, name and description on the left, link columns on the
 * right, contacts as compact features, and a bottom bar with the subtitle and the row buttons.
 */
function FooterDefault({ data }: WidgetViewProps) {
  const { t } = useLanguage();
  const arrays = allArrays(data);
  const columns = arrays.filter((a) => a.variant !== "default");
  const rows = arrays.filter((a) => a.variant === "default");
  return (
    <Section data={data} tone="dark" as="footer" className="pb-8 pt-16 lg:pt-20">
      <Container className="flex flex-col gap-12">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="flex flex-col gap-5 lg:col-span-4">
            <Logotypes logotypes={data.logotypes} />
            {t(data.title) && <p className="font-serif text-2xl leading-snug">{t(data.title)}</p>}
            <Heading description={data.description} />
          </div>
          <div className="flex flex-col gap-10 lg:col-span-8">
            <ButtonsArrays arrays={columns} />
            <Features features={data.features} as="compact" groupClassName="lg:grid-cols-3" />
          </div>
        </div>
        <Sliders data={data} hero={false} className="overflow-hidden rounded-2xl" />
        <Gallery files={data.files} />
        <div className="flex flex-col-reverse gap-4 border-t border-white/15 pt-6 text-sm text-brand-100/70 md:flex-row md:items-center md:justify-between">
          <p>{t(data.subtitle)}</p>
          <ButtonsArrays arrays={rows} />
        </div>
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
  "footer-default": FooterDefault,
  "navbar-default": NavbarDefault,
  "navbar-dark": NavbarDark,
};
for (const theme of THEMES) {
  widgetViews[`content-${theme}`] = themed(theme, "light", "section");
  widgetViews[`footer-${theme}`] = themed(theme, "dark", "footer");
}
