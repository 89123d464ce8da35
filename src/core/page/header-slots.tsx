import type { ComponentType } from "react";

/**
 * Small components other modules show in the site's header bar (the shop's cart button), beside
 * the account controls. A module registers its item when its widgets file is imported; the
 * header block renders <HeaderItems />. Each item decides itself whether it shows (the cart:
 * only for a signed-in subject).
 */
interface HeaderItem {
  key: string;
  order: number;
  Component: ComponentType;
}

let items: HeaderItem[] = [];

export function registerHeaderItem(key: string, Component: ComponentType, order = 0): void {
  items = [...items.filter((item) => item.key !== key), { key, order, Component }].sort((a, b) => a.order - b.order);
}

export function HeaderItems() {
  return (
    <>
      {items.map(({ key, Component }) => (
        <Component key={key} />
      ))}
    </>
  );
}
