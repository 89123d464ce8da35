// footer-default: below the fold on every page, so its own chunk, loaded when it comes near the
// viewport (see ./widget.tsx).
import { useLanguage } from "../../../core/page/page-context";
import { ButtonsArrays } from "./buttons";
import { Features } from "./feature";
import { Gallery } from "./file";
import { allArrays, Sliders } from "./layout-parts";
import { Logotypes } from "./logotype";
import { Container, Heading, Section, type WidgetViewProps } from "./shared";

/**
 * footer-default: a dark footer — logotype, name and description on the left, link columns on the
 * right, contacts as compact features, and a bottom bar with the subtitle and the row buttons.
 */
export function FooterDefault({ data }: WidgetViewProps) {
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
