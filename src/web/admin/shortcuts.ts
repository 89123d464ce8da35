import type { AdminShortcut } from "../../core/admin/screens";

/** What the cathedral's office does most days, first on the admin's start page (the full list of modules follows). */
export const adminShortcuts: AdminShortcut[] = [
  {
    to: { module: "ecommerce", name: "schedule" },
    label: { ru: "Расписание", en: "Schedule" },
    description: { ru: "Богослужения и мероприятия, их даты", en: "Services and events, and their dates" },
  },
  {
    to: { module: "blog", name: "articles" },
    label: { ru: "Новости и статьи", en: "News and articles" },
    description: { ru: "Написать, опубликовать, поправить", en: "Write, publish, correct" },
  },
  {
    to: { module: "ecommerce", name: "orders" },
    label: { ru: "Записки и заказы", en: "Notes and orders" },
    description: { ru: "Поданные записки, пожертвования и покупки", en: "Commemoration notes, donations and purchases" },
  },
  {
    to: { module: "crm", name: "requests" },
    label: { ru: "Заявки", en: "Requests" },
    description: { ru: "Что прислали через формы сайта", en: "What visitors sent through the site's forms" },
  },
  {
    to: { module: "host", name: "pages" },
    label: { ru: "Страницы сайта", en: "Site pages" },
    description: { ru: "Страницы и их блоки", en: "Pages and their blocks" },
  },
  {
    to: { module: "notification", name: "messages" },
    label: { ru: "Письма", en: "Mail" },
    description: { ru: "Что сайт отправил и что не дошло", en: "What the site sent, and what did not arrive" },
  },
];
