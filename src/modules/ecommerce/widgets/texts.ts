import { defineTexts } from "../../../core/i18n/texts";

// The shop's own words. The English phrases the specification quotes ('Add to cart', 'Cart',
// 'Checkout', 'Updated successfully', ...) are the en texts (DECISIONS.md); ru has its own.

const TEXTS = defineTexts("ecommerce", {
  addToCart: { ru: "В корзину", en: "Add to cart" },
  adding: { ru: "Добавляем...", en: "Adding..." },
  updated: { ru: "Сохранено", en: "Updated successfully" },
  deleted: { ru: "Удалено", en: "Deleted successfully" },
  delete: { ru: "Удалить", en: "Delete" },
  updating: { ru: "Сохраняем...", en: "Updating..." },
  checkout: { ru: "Оформить заказ", en: "Checkout" },
  checkingOut: { ru: "Оформляем...", en: "Loading..." },
  cart: { ru: "Корзина", en: "Cart" },
  // Visitors see no developer message (issue 15); the API keeps SPEC's text for its clients.
  noPrice: { ru: "Цена не указана", en: "No price yet" },
  unpricedLine: { ru: "Без цены: не войдёт в заказ и останется в корзине.", en: "No price: left out of the order, it stays in the cart." },
  notForSale: { ru: "Этот товар пока нельзя заказать на сайте.", en: "This item cannot be ordered on the site yet." },
  inCart: { ru: "В корзине", en: "In the cart" },
  quantity: { ru: "Количество", en: "Quantity" },
  decrease: { ru: "Меньше", en: "Fewer" },
  increase: { ru: "Больше", en: "More" },
  currency: { ru: "Валюта", en: "Currency" },
  provider: { ru: "Способ оплаты", en: "Payment method" },
  email: { ru: "Эл. почта для счёта", en: "Invoice email" },
  emailInvalid: { ru: "Введите корректный адрес почты", en: "Enter a valid email" },
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
  more: { ru: "Подробнее", en: "More" },
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
  // Payment providers by what a buyer does, not by the integration's name.
  "provider.dummy": { ru: "Банковский перевод", en: "Bank transfer" },
  "provider.stripe": { ru: "Банковская карта (Stripe)", en: "Card (Stripe)" },
  "provider.cloudpayments": { ru: "Банковская карта (CloudPayments)", en: "Card (CloudPayments)" },
  "provider.tiptoppay": { ru: "Банковская карта (TipTopPay)", en: "Card (TipTopPay)" },
  "provider.payselection": { ru: "Банковская карта (Payselection)", en: "Card (Payselection)" },
  "provider.0xprocessing": { ru: "Криптовалюта (0xProcessing)", en: "Cryptocurrency (0xProcessing)" },
  noPaymentUrl: { ru: "Платёжная система не дала ссылку на оплату", en: "No payment url" },
  required: { ru: "Не указано поле {name}", en: "{name} is required" },
});

export type TextKey = keyof typeof TEXTS.phrases;

export function textOf(key: TextKey, language: string, fallback = "ru"): string {
  return TEXTS.text(key, language, fallback);
}

/** A payment provider's human label ('dummy' → 'Bank transfer'); an unknown one shows its title. */
export function providerText(id: string, title: string, language: string): string {
  const key = `provider.${id}` as TextKey;
  return key in TEXTS.phrases ? textOf(key, language) : title;
}

/** A status or type label; an unknown value shows as it is. */
export function statusText(kind: "status" | "type", value: string, language: string): string {
  const key = `${kind}.${value}` as TextKey;
  return key in TEXTS.phrases ? textOf(key, language) : value;
}
