import { ArrowRight, Store } from "lucide-react";
import { buttonClasses } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import type { CategoryView, CurrencyRef, StoreView } from "../widget-data-types";
import { CurrencyToggle } from "./price";
import { ProductGrid } from "./product";
import { EmptyNote, fileAt, Ornament, ShopImage, useShop } from "./shared";
import { useInnerLevel } from "../../../core/page/block-header";

/** A category card: image, title, subtitle and a 'More' link. */
export function CategoryCard({ category }: { category: CategoryView }) {
  const Title = useInnerLevel();
  const { text, categoryHref, label } = useShop();
  const image = fileAt(category.files, 0);
  const title = text(category.title) || category.slug;
  return (
    <article data-category={category.slug} className={cn("group relative flex h-full flex-col overflow-hidden rounded-lg border border-brand-200 bg-white shadow-sm", category.className)}>
      <div className="relative aspect-[3/2] overflow-hidden bg-brand-100">{image && <ShopImage file={image} alt={title} fill className="transition duration-500 group-hover:scale-105" />}</div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Title className="font-serif text-xl text-brand-900">{title}</Title>
        {text(category.subtitle) && <p className="text-sm text-ink/70">{text(category.subtitle)}</p>}
        <a href={categoryHref(category.slug)} className={buttonClasses({ variant: "link", size: "none" }, "mt-auto self-start pt-2 after:absolute after:inset-0")}>
          {label("more")}
          <ArrowRight aria-hidden className="size-4" />
        </a>
      </div>
    </article>
  );
}

/** A store card: image, title, short description, a link to the store. */
export function StoreCard({ store }: { store: StoreView }) {
  const Title = useInnerLevel();
  const { text, storeHref, label } = useShop();
  const image = fileAt(store.files, 0);
  const title = text(store.title) || store.slug;
  return (
    <article data-store={store.slug} className={cn("group relative flex h-full flex-col overflow-hidden rounded-lg border border-brand-200 bg-white shadow-sm sm:flex-row", store.className)}>
      <div className="relative grid aspect-[3/2] place-items-center overflow-hidden bg-brand-100 sm:aspect-auto sm:w-2/5">
        {image ? <ShopImage file={image} alt={title} fill /> : <Store aria-hidden className="size-12 text-brand-400" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Title className="font-serif text-2xl text-brand-900">{title}</Title>
        {text(store.shortDescription) && <p className="text-ink/70">{text(store.shortDescription)}</p>}
        <a href={storeHref(store.slug)} className={buttonClasses({ variant: "smolny-primary", size: "sm" }, "mt-auto self-start after:absolute after:inset-0")}>
          {label("more")}
        </a>
      </div>
    </article>
  );
}

/** The title block of an overview page: eyebrow, title, ornament, description. */
function OverviewHeader({ eyebrow, title, subtitle, description, image }: { eyebrow: string; title: string; subtitle: string; description: unknown; image?: React.ReactNode }) {
  return (
    <header className="mb-10 flex flex-col items-center gap-3 text-center">
      {image}
      <p className="text-xs font-semibold tracking-[0.2em] text-brand-600 uppercase">{eyebrow}</p>
      <h1 className="font-serif text-4xl leading-tight text-brand-900 sm:text-5xl">{title}</h1>
      <Ornament />
      {subtitle && <p className="max-w-2xl text-lg text-ink/70">{subtitle}</p>}
      {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor max-w-3xl text-left text-ink/80" />}
    </header>
  );
}

/** A category page: its header and its products with prices. */
export function CategoryOverview({ category, currencies }: { category: CategoryView; currencies: CurrencyRef[] }) {
  const { text, rich, label } = useShop();
  return (
    <div data-category={category.slug} className={category.className ?? undefined}>
      <OverviewHeader eyebrow={label("category")} title={text(category.title) || category.slug} subtitle={text(category.subtitle)} description={rich(category.description)} />
      <ProductsBlock products={category.products} currencies={currencies} />
    </div>
  );
}

/** A store page: its header and its products (add to cart passes the store on). */
export function StoreOverview({ store, currencies }: { store: StoreView; currencies: CurrencyRef[] }) {
  const { text, rich, label } = useShop();
  const image = fileAt(store.files, 0);
  return (
    <div data-store={store.slug} className={store.className ?? undefined}>
      <OverviewHeader
        eyebrow={label("store")}
        title={text(store.title) || store.slug}
        subtitle={text(store.shortDescription)}
        description={rich(store.description)}
        image={image ? <div className="mb-2 size-24 overflow-hidden rounded-full border border-brand-200"><ShopImage file={image} alt="" sizes="96px" eager /></div> : undefined}
      />
      <ProductsBlock products={store.products} currencies={currencies} />
    </div>
  );
}

/** Products with the currency toggle above them, or a note when there are none. */
export function ProductsBlock({ products, currencies }: { products: CategoryView["products"]; currencies: CurrencyRef[] }) {
  const { label } = useShop();
  if (!products.length) return <EmptyNote>{label("noProducts")}</EmptyNote>;
  return (
    <div className="flex flex-col gap-6">
      {currencies.length > 1 && (
        <div className="flex justify-end">
          <CurrencyToggle currencies={currencies} />
        </div>
      )}
      <ProductGrid products={products} currencies={currencies} />
    </div>
  );
}
