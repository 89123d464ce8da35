// The ecommerce API's messages a person can meet, in the page's language (the API keeps its
// English wording, which API clients match on). A field's message is registered without the
// field's name ('quantity: must be a number'): src/core/i18n/messages.ts finds it after the name.
import { defineMessagePatterns, defineMessages } from "../../core/i18n/messages";

defineMessages({
  // Commemoration notes.
  "A note needs at least one name": "Записка должна содержать хотя бы одно имя",
  "aboutHealthNames, aboutDeathNames: fill in at least one, one name per line": {
    ru: "Впишите хотя бы одно имя — о здравии или об упокоении, по одному имени в строке",
    en: "Fill in at least one name, for health or for the departed, one name per line",
  },
  "aboutHealthNames and aboutDeathNames belong to a commemoration note, and this product is not one": {
    ru: "Имена о здравии и об упокоении пишут только в поминальной записке, а это не записка",
    en: "Names for health and for the departed belong to a commemoration note, and this product is not one",
  },
  // Cart and checkout.
  "orderId is required": "Укажите заказ",
  "productId is required": "Укажите товар",
  "must list at least one {id}": "Укажите хотя бы одну запись",
  "The order total must be above zero": "Сумма заказа должна быть больше нуля",
  "The payment for this order is being created at the provider; try again in a moment": "Платёж по этому заказу сейчас создаётся в платёжной системе; попробуйте через минуту",
  "Product doesn't have price attributes connected to billing module currency.": "У товара нет цены в валюте оплаты",
  "billingModule.currency.id is required: no currency is marked as the default": {
    ru: "Выберите валюту: валюта по умолчанию не задана",
    en: "Choose a currency: no currency is marked as the default",
  },
  "The order holds products of different types (one_off and subscription)": "В заказе и разовые покупки, и подписки; оформите их отдельными заказами",
  "The order's products have different billing intervals": "У товаров заказа разные периоды оплаты; оформите их отдельными заказами",
  // The request's fields.
  "must be an object like {currency: {id}}": "Валюта указана неверно",
  "must be {id, quantity}": "Нужна позиция с идентификатором и количеством",
  "must be a list of {id, quantity}": "Нужен список позиций с идентификаторами и количеством",
  "must be {id}": "Нужна запись с идентификатором",
  "must be a list of {id}": "Нужен список записей с идентификаторами",
  // The schedule (admin).
  "must be a date and time with its offset, such as 2026-12-06T09:00:00+03:00": "Нужны дата и время с часовым поясом, например 2026-12-06T09:00:00+03:00",
  "name an existing service or event (productId) or describe a new one (product), not both": "Выберите существующее богослужение или событие либо опишите новое — что-то одно",
});

defineMessagePatterns([
  // Products, the calendar and the schedule.
  [/^No product (\S+)$/, "Товар {1} не найден"],
  [/^Product (\S+) has no date (\S+)$/, "У богослужения или события {1} нет даты {2}"],
  [/^Product (\S+) has no coming dates$/, "У богослужения или события {1} нет предстоящих дат"],
  [/^[Nn]o category (.+)$/, "Категория не найдена: {1}"],
  [/^No service or event (\S+)$/, "Богослужение или событие {1} не найдено"],
  [/^(\S+) is a product of variant '(.*)', not a service or event$/, "{1} — не богослужение и не событие"],
  [/^The attribute key '(.+)' is missing: add it under attribute keys \(a feature of field datetime\) first$/, "Нет ключа атрибута «{1}»: сначала добавьте его среди ключей атрибутов (с полем даты и времени)"],
  [/^The attribute key '(.+)' is missing: add it before giving a place$/, "Нет ключа атрибута «{1}»: добавьте его, прежде чем указывать место"],
  [/^'(.+)' is a divine service or event of the schedule, not something to buy; it cannot be put in a cart$/s, "«{1}» — богослужение или событие из расписания, а не покупка; в корзину его положить нельзя"],
  [/^'(.+)' has no price, so it cannot be put in a cart$/s, "«{1}»: нет цены, в корзину положить нельзя"],
  // A choice of two ('must be smolny-divine or smolny-event').
  [/^must be ([\w-]+) or ([\w-]+)$/, "Допустимые значения: {1} или {2}"],
  // Cart and orders.
  [/^No store (\S+)$/, "Магазин {1} не найден"],
  [/^A cart line holds at most (\d+) of one product$/, "В корзине может быть не больше {1} штук одного товара"],
  [/^Only a cart order can be (\S+); order (\S+) is checked out$/, "Заказ {2} уже оформлен: изменять и удалять можно только заказы в корзине"],
  [/^(?:ordersToProducts: no|No) line (\S+) in order (\S+)$/, "В заказе {2} нет позиции {1}"],
  [/^No line (\S+)$/, "Позиция {1} не найдена"],
  [/^No order (\S+) of this subject$/, "Заказ {1} не найден"],
  [/^No order (\S+)$/, "Заказ {1} не найден"],
  [/^No subject (\S+)$/, "Покупатель {1} не найден"],
  [/^Order (\S+) has no products$/, "В заказе {1} нет товаров"],
  [/^Order (\S+) is not in the cart \(type (\S+)\)$/, "Заказа {1} нет в корзине"],
  [/^Order (\S+) has no open invoice to settle \(its status is (\S+)\)$/, "У заказа {1} нет неоплаченного счёта: он уже оплачен, отменён или ещё не оформлен"],
  [/^Some of these orders are already checked out: (.+); check them out alone$/, "Некоторые из этих заказов уже оформлены ({1}); оплатите их по отдельности"],
  [/^product (\S+) has no price in (.+)$/, "У товара {1} нет цены в валюте {2}"],
  [/^'(.+)' has no price and was left out of this checkout; it stays in the cart$/s, "«{1}»: нет цены — позиция не вошла в эту оплату и осталась в корзине"],
  [/^no currency (\S+)$/, "Валюта {1} не найдена"],
  [/^at most (\d+) lines at once$/, "Не больше {1} позиций за раз"],
  [/^at most (\d+) orders at once$/, "Не больше {1} заказов за раз"],
  // Commemoration notes' names.
  [/^at most (\d+) names, one per line \(got (\d+)\); send the rest as another note$/, "Не больше {1} имён, по одному в строке (сейчас {2}); остальные подайте другой запиской"],
  [/^a name is at most (\d+) characters, one name per line$/, "Имя — не длиннее {1} знаков, по одному имени в строке"],
]);
