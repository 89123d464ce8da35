import type { ComponentType } from "react";
import type { EcommerceWidgetData } from "../widget-data-types";
import { CategoryCard, CategoryOverview, ProductsBlock, StoreCard, StoreOverview } from "./catalogue";
import { ProductOverview, type ProductCardProps } from "./product";
import { ServiceOverview } from "./service";
import { EmptyNote, Section, useShop } from "./shared";

export interface EcommerceWidgetProps {
  data: EcommerceWidgetData;
}

export type EcommerceView = ComponentType<EcommerceWidgetProps>;

/** default: the widget's header, then whatever it links (categories, stores, products). */
function DefaultWidget({ data }: EcommerceWidgetProps) {
  return (
    <Section widget={data.widget}>
      <div className="flex flex-col gap-10">
        {data.categories.length > 0 && <CategoryGrid data={data} />}
        {data.stores.length > 0 && <StoreGrid data={data} />}
        {data.products.length > 0 && <ProductsBlock products={data.products} currencies={data.currencies} />}
      </div>
    </Section>
  );
}

function CategoryGrid({ data }: EcommerceWidgetProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {data.categories.map((category) => (
        <li key={`${category.id}:${category.link?.orderIndex ?? 0}`} className={category.link?.className ?? undefined}>
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}

function StoreGrid({ data }: EcommerceWidgetProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {data.stores.map((store) => (
        <li key={`${store.id}:${store.link?.orderIndex ?? 0}`} className={store.link?.className ?? undefined}>
          <StoreCard store={store} />
        </li>
      ))}
    </ul>
  );
}

function CategoryList({ data }: EcommerceWidgetProps) {
  const { label } = useShop();
  return <Section widget={data.widget}>{data.categories.length ? <CategoryGrid data={data} /> : <EmptyNote>{label("noProducts")}</EmptyNote>}</Section>;
}

function StoreList({ data }: EcommerceWidgetProps) {
  const { label } = useShop();
  return <Section widget={data.widget}>{data.stores.length ? <StoreGrid data={data} /> : <EmptyNote>{label("noProducts")}</EmptyNote>}</Section>;
}

function ProductList({ data }: EcommerceWidgetProps) {
  return (
    <Section widget={data.widget}>
      <ProductsBlock products={data.products} currencies={data.currencies} />
    </Section>
  );
}

/**
 * The product page's view by the product's variant, as cards are chosen (PRODUCT_CARDS): divine
 * services and events are schedule items with their own page, never merchandise (DECISIONS.md).
 */
export const PRODUCT_OVERVIEWS: Record<string, ComponentType<ProductCardProps>> = {
  "smolny-divine": ServiceOverview,
  "smolny-event": ServiceOverview,
};

function ProductOverviewWidget({ data }: EcommerceWidgetProps) {
  const { label } = useShop();
  const View = (data.product && PRODUCT_OVERVIEWS[data.product.variant]) || ProductOverview;
  return (
    <Section widget={data.widget} header={false}>
      {data.product ? <View product={data.product} currencies={data.currencies} /> : <EmptyNote>{label("productNotFound")}</EmptyNote>}
    </Section>
  );
}

function CategoryOverviewWidget({ data }: EcommerceWidgetProps) {
  const { label } = useShop();
  return (
    <Section widget={data.widget} header={false}>
      {data.category ? <CategoryOverview category={data.category} currencies={data.currencies} /> : <EmptyNote>{label("categoryNotFound")}</EmptyNote>}
    </Section>
  );
}

function StoreOverviewWidget({ data }: EcommerceWidgetProps) {
  const { label } = useShop();
  return (
    <Section widget={data.widget} header={false}>
      {data.store ? <StoreOverview store={data.store} currencies={data.currencies} /> : <EmptyNote>{label("storeNotFound")}</EmptyNote>}
    </Section>
  );
}

/** The catalogue's variants (the schedule, the note form and the order list load on demand: see index.tsx). */
export const CATALOGUE_VARIANTS: Record<string, EcommerceView> = {
  default: DefaultWidget,
  "category-list-default": CategoryList,
  "category-overview-default": CategoryOverviewWidget,
  "product-list-default": ProductList,
  "product-overview-default": ProductOverviewWidget,
  "store-list-default": StoreList,
  "store-overview-default": StoreOverviewWidget,
};
