// The shop's own words. The English phrases the specification quotes ('Add to cart', 'Cart',
// 'Checkout', 'Updated successfully', ...) are kept as they are in both languages.

const TEXTS = {
  addToCart: { ru: "Add to cart", en: "Add to cart" },
  adding: { ru: "Adding...", en: "Adding..." },
  updated: { ru: "Updated successfully", en: "Updated successfully" },
  deleted: { ru: "Deleted successfully", en: "Deleted successfully" },
  delete: { ru: "Delete", en: "Delete" },
  update: { ru: "Update", en: "Update" },
  updating: { ru: "Updating...", en: "Updating..." },
  checkout: { ru: "Checkout", en: "Checkout" },
  checkingOut: { ru: "Loading...", en: "Loading..." },
  cart: { ru: "Cart", en: "Cart" },
  noPrice: {
    ru: "Product doesn't have price attributes connected to billing module currency.",
    en: "Product doesn't have price attributes connected to billing module currency.",
  },
  inCart: { ru: "В корзине", en: "In the cart" },
  quantity: { ru: "Количество", en: "Quantity" },
  decrease: { ru: "Меньше", en: "Fewer" },
  increase: { ru: "Больше", en: "More" },
  currency: { ru: "Валюта", en: "Currency" },
  provider: { ru: "Способ оплаты", en: "Payment method" },
  email: { ru: "Email для счёта", en: "Invoice email" },
  emailInvalid: { ru: "Введите корректный email", en: "Enter a valid email" },
  comment: { ru: "Комментарий", en: "Comment" },
  total: { ru: "Итого", en: "Total" },
  emptyCart: { ru: "Корзина пуста.", en: "The cart is empty." },
  toCatalogue: { ru: "Перейти в лавку", en: "Go to the shop" },
  openCart: { ru: "Открыть корзину", en: "Open the cart" },
  toCheckout: { ru: "Оформить заказ", en: "Go to checkout" },
  orders: { ru: "Мои заказы", en: "My orders" },
  noOrders: { ru: "Заказов пока нет.", en: "No orders yet." },
  order: { ru: "Заказ", en: "Order" },
  invoice: { ru: "Счёт", en: "Invoice" },
  sharedInvoice: { ru: "заказов в счёте", en: "orders on this invoice" },
  details: { ru: "Подробнее", en: "Details" },
  more: { ru: "More", en: "More" },
  products: { ru: "Товары", en: "Products" },
  noProducts: { ru: "Здесь пока нет товаров.", en: "There are no products here yet." },
  productNotFound: { ru: "Товар не найден.", en: "The product was not found." },
  categoryNotFound: { ru: "Раздел не найден.", en: "The category was not found." },
  storeNotFound: { ru: "Лавка не найдена.", en: "The store was not found." },
  stores: { ru: "Лавки", en: "Stores" },
  store: { ru: "Лавка", en: "Store" },
  category: { ru: "Раздел", en: "Category" },
  categories: { ru: "Разделы", en: "Categories" },
  loading: { ru: "Загрузка...", en: "Loading..." },
  sessionPending: { ru: "Готовим корзину...", en: "Preparing the cart..." },
  features: { ru: "Характеристики", en: "Details" },
  yes: { ru: "да", en: "yes" },
  no: { ru: "нет", en: "no" },
  close: { ru: "Закрыть", en: "Close" },
  line: { ru: "Сумма", en: "Line total" },
  noProviders: { ru: "Нет доступных способов оплаты.", en: "No payment method is available." },
  chooseProvider: { ru: "Выберите способ оплаты", en: "Choose a payment method" },
  checkoutThis: { ru: "Оплатить этот заказ", en: "Pay for this order" },
  paymentLink: { ru: "Перейти к оплате", en: "Go to payment" },
  // Order statuses (DECISIONS.md).
  "status.new": { ru: "Новый", en: "New" },
  "status.paying": { ru: "Ожидает оплаты", en: "Awaiting payment" },
  "status.paid": { ru: "Оплачен", en: "Paid" },
  "status.approving": { ru: "Подтверждается", en: "Approving" },
  "status.packaging": { ru: "Собирается", en: "Packaging" },
  "status.delivering": { ru: "Доставляется", en: "Delivering" },
  "status.delivered": { ru: "Доставлен", en: "Delivered" },
  "status.canceled": { ru: "Отменён", en: "Canceled" },
  "type.cart": { ru: "Корзина", en: "Cart" },
  "type.history": { ru: "Оформлен", en: "Placed" },
} satisfies Record<string, Record<string, string>>;

export type TextKey = keyof typeof TEXTS;

export function textOf(key: TextKey, language: string, fallback = "ru"): string {
  const words: Record<string, string> = TEXTS[key];
  return words[language] ?? words[fallback] ?? "";
}

/** A status or type label; an unknown value shows as it is. */
export function statusText(kind: "status" | "type", value: string, language: string): string {
  const key = `${kind}.${value}` as TextKey;
  return key in TEXTS ? textOf(key, language) : value;
}
