import { CalendarDays, Clock } from "lucide-react";
import { useState, type ComponentType } from "react";
import { buttonClasses, buttonVariants } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import type { CurrencyRef, ProductView } from "../widget-data-types";
import { ProductCartBlock } from "./cart-block";
import { attributeValue, eventDateOf, featuresOf, formatDay, formatTime } from "./format";
import { CurrencyToggle, isSellable, Price, useCurrency } from "./price";
import { fileAt, ShopImage, useShop } from "./shared";
import { useInnerLevel } from "../../../core/page/block-header";

export interface ProductCardProps {
  product: ProductView;
  currencies: CurrencyRef[];
}

/** The cathedral's own products (events, courses, services, notes) show prices as 'N руб.'. */
export const isSmolny = (product: Pick<ProductView, "variant">) => product.variant.startsWith("smolny-");

function CardFrame({ product, children, className }: { product: ProductView; children: React.ReactNode; className?: string }) {
  return (
    <article
      data-product={product.slug}
      className={cn("group flex h-full flex-col overflow-hidden rounded-lg border border-brand-200 bg-white shadow-sm transition hover:shadow-md", product.className, className)}
    >
      {children}
    </article>
  );
}

/** The default product card: image, title, short description, price, a link to the product page. */
export function ProductCard({ product, currencies }: ProductCardProps) {
  const Title = useInnerLevel();
  const { text, productHref, label } = useShop();
  const [currency] = useCurrency(currencies);
  const image = fileAt(product.files, 0);
  const title = text(product.title) || product.slug;
  const summary = text(product.shortDescription);
  return (
    <CardFrame product={product}>
      <a href={productHref(product.slug)} className="relative block aspect-[4/3] overflow-hidden bg-brand-100" tabIndex={-1} aria-hidden>
        {image && <ShopImage file={image} alt={title} fill className="transition duration-500 group-hover:scale-105" />}
      </a>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Title className="font-serif text-xl leading-snug text-brand-900">
          <a href={productHref(product.slug)} className="hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600">
            {title}
          </a>
        </Title>
        {summary && <p className="line-clamp-3 text-sm text-ink/70">{summary}</p>}
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <Price product={product} currency={currency} roubles={isSmolny(product)} className="text-xl" missingClassName="text-xs" />
          <a href={productHref(product.slug)} className={buttonClasses({ variant: "outline", size: "sm" }, "shrink-0")}>
            {label("details")}
          </a>
        </div>
      </div>
    </CardFrame>
  );
}

/** An event: its first image (orderIndex 0) as the cover, the second (orderIndex 1) inset; the date. */
export function EventCard({ product, currencies }: ProductCardProps) {
  const Title = useInnerLevel();
  const { text, productHref, language } = useShop();
  const [currency] = useCurrency(currencies);
  const cover = fileAt(product.files, 0);
  const inset = fileAt(product.files, 1);
  const title = text(product.title) || product.slug;
  const date = eventDateOf(product);
  return (
    <CardFrame product={product}>
      <div className="relative aspect-[16/10] overflow-hidden bg-brand-900">
        {cover && <ShopImage file={cover} alt={title} fill className="opacity-90" />}
        {inset && (
          <div className="absolute right-3 bottom-3 size-20 overflow-hidden rounded-md border-2 border-white shadow-lg">
            <ShopImage file={inset} alt="" sizes="80px" />
          </div>
        )}
        {date && (
          <p className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-medium text-brand-900 shadow">
            <CalendarDays aria-hidden className="size-3.5" />
            {formatDay(date, language)} · {formatTime(date, language)}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Title className="font-serif text-xl text-brand-900">
          <a href={productHref(product.slug)} className="hover:text-brand-600">
            {title}
          </a>
        </Title>
        {text(product.shortDescription) && <p className="line-clamp-3 text-sm text-ink/70">{text(product.shortDescription)}</p>}
        <Price product={product} currency={currency} roubles className="mt-auto pt-2 text-lg" missingClassName="hidden" />
      </div>
    </CardFrame>
  );
}

/** A course: the first image (orderIndex 0) large, the second (orderIndex 1) as the teacher's portrait. */
export function CourseCard({ product, currencies }: ProductCardProps) {
  const Title = useInnerLevel();
  const { text, productHref, label } = useShop();
  const [currency] = useCurrency(currencies);
  const main = fileAt(product.files, 0);
  const second = fileAt(product.files, 1);
  const title = text(product.title) || product.slug;
  return (
    <CardFrame product={product} className="sm:flex-row">
      <div className="relative aspect-[4/3] shrink-0 overflow-hidden bg-brand-100 sm:aspect-auto sm:w-2/5">{main && <ShopImage file={main} alt={title} fill sizes="(min-width: 640px) 20vw, 100vw" />}</div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-3">
          {second && (
            <div className="size-12 shrink-0 overflow-hidden rounded-full border border-brand-200">
              <ShopImage file={second} alt="" sizes="48px" />
            </div>
          )}
          <Title className="font-serif text-xl text-brand-900">{title}</Title>
        </div>
        {text(product.shortDescription) && <p className="text-sm text-ink/70">{text(product.shortDescription)}</p>}
        <div className="mt-auto flex items-end justify-between gap-3">
          <Price product={product} currency={currency} roubles className="text-lg" missingClassName="text-xs" />
          <a href={productHref(product.slug)} className={buttonVariants({ variant: "smolny-primary", size: "sm" })}>
            {label("details")}
          </a>
        </div>
      </div>
    </CardFrame>
  );
}

/** A divine service: the time and the title, quiet. */
export function DivineCard({ product }: ProductCardProps) {
  const Title = useInnerLevel();
  const { text, language } = useShop();
  const date = eventDateOf(product);
  return (
    <CardFrame product={product} className="flex-row items-center gap-4 p-4">
      {date && (
        <p className="flex shrink-0 items-center gap-1 font-serif text-2xl text-brand-700">
          <Clock aria-hidden className="size-4 text-brand-500" />
          {formatTime(date, language)}
        </p>
      )}
      <div className="min-w-0">
        <Title className="font-serif text-lg text-brand-900">{text(product.title) || product.slug}</Title>
        {text(product.shortDescription) && <p className="text-sm text-ink/70">{text(product.shortDescription)}</p>}
      </div>
    </CardFrame>
  );
}

/** A product shown in a list: the view of its variant (default card for others). */
export const PRODUCT_CARDS: Record<string, ComponentType<ProductCardProps>> = {
  default: ProductCard,
  "smolny-event": EventCard,
  "smolny-course": CourseCard,
  "smolny-divine": DivineCard,
  "smolny-note": ProductCard,
};

export function ProductCardView(props: ProductCardProps) {
  const View = PRODUCT_CARDS[props.product.variant] ?? ProductCard;
  return <View {...props} />;
}

export function ProductGrid({ products, currencies, className }: { products: ProductView[]; currencies: CurrencyRef[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {products.map((product) => (
        <li key={`${product.id}:${product.link?.orderIndex ?? 0}`} className={cn(product.variant === "smolny-course" && "sm:col-span-2", product.link?.className)}>
          <ProductCardView product={product} currencies={currencies} />
        </li>
      ))}
    </ul>
  );
}

/** The product's images: a large one and thumbnails that choose it. */
function Gallery({ product, title }: { product: ProductView; title: string }) {
  const [index, setIndex] = useState(0);
  const files = product.files;
  const current = files[index] ?? files[0];
  if (!current) return <div aria-hidden className="aspect-square rounded-lg bg-brand-100" />;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-lg border border-brand-200 bg-brand-100">
        <ShopImage file={current} alt={title} eager fill sizes="(min-width: 1024px) 45vw, 100vw" />
      </div>
      {files.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {files.map((file, i) => (
            <li key={`${file.id}:${i}`}>
              <button
                type="button"
                aria-label={`${title} ${i + 1}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={cn("block size-16 overflow-hidden rounded-md border-2", i === index ? "border-brand-600" : "border-transparent opacity-70 hover:opacity-100")}
              >
                <ShopImage file={file} alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The product page: images, title, description, features, price with the currency toggle, and the cart block. */
export function ProductOverview({ product, currencies, storeId }: ProductCardProps & { storeId?: string }) {
  const { text, rich, label, language } = useShop();
  const [currency] = useCurrency(currencies);
  const title = text(product.title) || product.slug;
  const description = rich(product.description);
  const features = featuresOf(product)
    .map((a) => ({ id: a.id, name: a.key ? text(a.key.title) : "", value: attributeValue(a, text, language, [label("yes"), label("no")]) }))
    .filter((f) => f.value);
  const date = eventDateOf(product);
  return (
    <article data-product={product.slug} className={cn("grid gap-8 lg:grid-cols-2 lg:gap-12", product.className)}>
      <Gallery product={product} title={title} />
      <div className="flex flex-col gap-5">
        <header className="flex flex-col gap-2">
          <h1 className="font-serif text-3xl leading-tight text-brand-900 sm:text-4xl">{title}</h1>
          {date && (
            <p className="inline-flex items-center gap-2 text-brand-700">
              <CalendarDays aria-hidden className="size-4" />
              {formatDay(date, language)}, {formatTime(date, language)}
            </p>
          )}
          {text(product.shortDescription) && <p className="text-lg text-ink/70">{text(product.shortDescription)}</p>}
        </header>
        <div className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Price product={product} currency={currency} roubles={isSmolny(product)} className="text-3xl" />
            <CurrencyToggle currencies={currencies} />
          </div>
          {isSellable(product) ? (
            <ProductCartBlock product={product} currency={currency} currencies={currencies} storeId={storeId ?? product.storeId} />
          ) : (
            <p className="text-ink/70">{label("notForSale")}</p>
          )}
        </div>
        {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor text-ink/80" />}
        {features.length > 0 && (
          <section aria-label={label("features")} className="rounded-lg border border-brand-200 bg-brand-50/60 p-5">
            <h2 className="mb-3 font-serif text-xl text-brand-900">{label("features")}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {features.map((f) => (
                <div key={f.id} className="contents">
                  <dt className="text-ink/70">{f.name}</dt>
                  <dd className="text-ink">{f.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </article>
  );
}
