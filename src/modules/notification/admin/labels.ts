import { defineAdminLabels } from "../../../core/admin/labels";

/** The notification module's names in the admin. */
export const notificationAdminLabels = defineAdminLabels("notification", {
  ru: {
    module: "Уведомления",
    entities: {
      widgets: "Виджеты",
      topics: "Рассылки",
      templates: "Шаблоны писем",
      "notice-opt-outs": "Отписки от оповещений",
      messages: "Письма",
    },
    fields: {
      kind: "Вид",
      blogCategorySlug: "Слаг категории блога",
      key: "Письмо",
      subject: "Тема",
      body: "Текст",
      button: "Надпись на кнопке",
      email: "Почта",
      notice: "Оповещение",
      to: "Кому",
      text: "Текст",
      html: "Вёрстка",
      status: "Состояние",
      attempts: "Число попыток",
      error: "Ошибка",
      sentAt: "Дата отправки",
      listUnsubscribe: "Ссылка для отписки",
    },
    values: {
      kind: {
        "order-updates": "Изменения заказов",
        "blog-category": "Новые статьи категории",
        "event-reminders": "Напоминания о службах и событиях",
      },
      key: {
        "order-status-changed": "Статус заказа изменился",
        "reset-password": "Сброс пароля",
        welcome: "Приветствие после регистрации",
        invite: "Приглашение на сайт",
        "email-changed": "Адрес для входа изменён",
        "form-request": "Новая заявка (администраторам)",
        "note-received": "Новая записка (администраторам)",
        "new-article": "Новая статья в разделе",
        "event-reminder": "Напоминание о службе или событии",
        "note-receipt": "Записка принята",
        invoice: "Счёт на оплату",
        "payment-received": "Оплата получена",
        "site-message": "Письмо от администрации",
      },
      notice: {
        "form-requests": "Заявки с форм сайта",
        notes: "Поданные записки",
      },
      status: {
        pending: "В очереди",
        sent: "Отправлено",
        failed: "Ошибка",
      },
    },
  },
});
