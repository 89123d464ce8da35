import { defineAdminLabels } from "../../../core/admin/labels";

const providers = {
  stripe: "Stripe",
  "0xprocessing": "0xProcessing (криптовалюта)",
  payselection: "Payselection",
  "payselection-international": "Payselection (международный)",
  tiptoppay: "TipTopPay",
  cloudpayments: "CloudPayments",
  dummy: "Банковский перевод (вручную)",
};

/** The billing module's names in the admin. */
export const billingAdminLabels = defineAdminLabels("billing", {
  ru: {
    module: "Оплата",
    entities: {
      currencies: "Валюты",
      widgets: "Виджеты",
      "payment-intents": "Платежи",
      invoices: "Счета",
      "webhook-events": "Уведомления платёжных систем",
    },
    fields: {
      "currencies.title": "Название",
      "currencies.slug": "Код",
      symbol: "Символ",
      isDefault: "По умолчанию",
      amount: "Сумма",
      currencySymbol: "Символ валюты",
      status: "Статус",
      provider: "Платёжная система",
      email: "Эл. почта",
      comment: "Комментарий",
      language: "Язык",
      paymentUrl: "Ссылка на оплату",
      externalId: "Номер в платёжной системе",
      eventId: "Номер события",
      invoiceId: "Счёт",
      outcome: "Результат",
      paymentIntentId: "Платёж",
      currencyId: "Валюта",
    },
    values: {
      status: { open: "Ожидает оплаты", paid: "Оплачен", canceled: "Отменён" },
      provider: providers,
    },
    variants: {
      "widgets.default": "Заголовок и текст",
      "cart-default": "Полоса с кнопкой корзины",
      "checkout-default": "Корзина и оформление заказа",
      "dummy-payment-default": "Страница тестовой оплаты",
    },
  },
  en: {
    variants: {
      "widgets.default": "Title and text",
      "cart-default": "Bar with the cart button",
      "checkout-default": "Cart and checkout",
      "dummy-payment-default": "Test payment page",
    },
  },
});
