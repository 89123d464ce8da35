import { defineAdminLabels } from "../../../core/admin/labels";

/** The rbac module's names in the admin. */
export const rbacAdminLabels = defineAdminLabels("rbac", {
  ru: {
    module: "Доступ",
    entities: {
      widgets: "Виджеты",
      subjects: "Учётные записи",
      identities: "Способы входа",
      sessions: "Сеансы",
      "ethereum-virtual-machine-nonces": "Одноразовые коды входа через Ethereum",
      roles: "Роли",
      permissions: "Разрешения",
      "subjects-to-notification-module-topics": "Подписки",
    },
    fields: {
      subjectId: "Учётная запись",
      identityId: "Способ входа",
      roleId: "Роль",
      permissionId: "Разрешение",
      ecommerceModuleProductId: "Товар",
      ecommerceModuleOrderId: "Заказ",
      socialModuleProfileId: "Профиль",
      notificationModuleTopicId: "Рассылка",
      billingModulePaymentIntentId: "Платёж",
      language: "Язык",
      account: "Кошелёк или аккаунт",
      email: "Почта",
      provider: "Способ",
      codeExpiresAt: "Код сброса действует до",
      familyId: "Идентификатор сеанса",
      expiresAt: "Действует до",
      rotatedAt: "Заменено",
      revokedAt: "Отозвано",
      nonce: "Одноразовый код",
      usedAt: "Использовано",
      availableOnRegistration: "Выдаётся при регистрации",
      route: "Маршрут",
      method: "Метод",
      type: "Действие",
    },
    values: {
      provider: {
        email_and_password: "Почта и пароль",
        ethereum_virtual_machine: "Ethereum-кошелёк",
        telegram: "Telegram",
      },
      method: {
        "*": "Любой",
        GET: "Чтение",
        POST: "Создание",
        PATCH: "Изменение",
        PUT: "Замена",
        DELETE: "Удаление",
      },
      type: {
        allow: "Разрешить",
        deny: "Запретить",
      },
    },
  },
});
