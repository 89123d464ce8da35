// The accounts API's messages a person can meet, in the page's language (the API keeps its
// English wording, which API clients match on). Registered once, when the accounts client loads
// (client/call.ts) and in the admin. A field's message ('email: must be a string') is registered
// without the field's name: src/core/i18n/messages.ts finds it after the name.
import { defineMessagePattern, defineMessages } from "../../core/i18n/messages";

defineMessages({
  "Invalid credentials": "Неверная почта или пароль",
  "An account with this email already exists": "Учётная запись с этой почтой уже есть",
  "This reset code is invalid, already used or expired; ask for a new one": "Код сброса неверен, уже использован или устарел; запросите новый",
  "The current password is incorrect": "Текущий пароль указан неверно",
  "This account has no password to change; add an email-and-password identity": "У этой учётной записи нет пароля; сначала добавьте вход по почте",
  "This account has no such identity": "У этой учётной записи нет такого способа входа",
  "An account keeps at least one identity; add another before removing this one": "Единственный способ входа нельзя удалить: сначала добавьте другой",
  "This account no longer exists": "Этой учётной записи больше нет",
  "This belongs to another account": "Это принадлежит другой учётной записи",
  "This session has ended; sign in again": "Сеанс завершён; войдите снова",
  "The refresh token has expired; sign in again": "Сеанс истёк; войдите снова",
  "The signature does not match the message and address": "Подпись не совпадает с сообщением и адресом",
  "Unknown, expired or already used nonce; ask for a new one": "Одноразовый код устарел или уже использован; попробуйте снова",
  Unauthorized: "Войдите, чтобы продолжить",
  Forbidden: "Недостаточно прав",
  "Not found": "Не найдено",

  // Sessions and sign-in.
  "Sign in first": "Сначала войдите",
  "Invalid refresh token": "Сеанс недействителен; войдите снова",
  "This refresh token was already used; the session has been revoked": "Этот сеанс уже продлевали в другом месте, поэтому он завершён; войдите снова",
  "Invalid or expired access token": "Сеанс недействителен или истёк; войдите снова",
  "No session to log out of": "Вы уже вышли из учётной записи",
  'Send the refresh token as {"data": {"refresh": "..."}} or in the rbac.subject.refresh cookie': "Сеанс не найден; войдите снова",
  "A request from another site cannot use the refresh cookie": "Запрос с другого сайта не может продлить ваш сеанс",
  "A request from another site cannot use the session cookie": "Запрос с другого сайта не может действовать от вашего имени",
  "A request from another site cannot sign in or register here": "Войти или зарегистрироваться можно только на самом сайте",
  "Not a sign-in message (EIP-4361)": "Это сообщение не предназначено для входа",
  "This wallet is already registered": "Этот кошелёк уже зарегистрирован",
  "This invitation is invalid, already used or expired; ask for a new one": "Приглашение недействительно, уже использовано или устарело; попросите новое",

  // Who may do what.
  "Only an administrator may change this": "Изменять это может только администратор",
  "Only an administrator may read this": "Просматривать это может только администратор",
  "Writes need a signed-in administrator or the X-RBAC-SECRET-KEY header": "Изменять данные может только администратор: войдите под его учётной записью",
  "Only an administrator may invite": "Приглашать может только администратор",
  "Only an administrator or a trusted server may notify a subject": "Отправлять уведомления пользователю может только администратор или доверенный сервер",
  "Only an administrator or a trusted server may clear old anonymous subjects": "Удалять старые анонимные учётные записи может только администратор или доверенный сервер",
  "This subject has no email address to notify": "У этого пользователя нет адреса почты для уведомлений",

  // A field's checks (sent as 'field: …').
  "Passwords do not match": "Пароли не совпадают",
  "is required: the current password": "Введите текущий пароль",
  "is required without a signed-in subject": "Войдите или укажите, к какой учётной записи добавить вход",
  "must be a role id": "Нужен идентификатор роли",
  "no such role": "Такой роли нет",
  "only email_and_password identities can be added here": "Здесь можно добавить только вход по почте и паролю",
  "must be a 20-byte address": "Нужен адрес кошелька: 0x и 40 шестнадцатеричных знаков",
  "is required, a path such as /api/blog/articles": "Обязательное поле: путь адреса, начинающийся с косой черты",
  "must be an HTTP method": "Нужен метод запроса заглавными латинскими буквами",
});

// The wait after too many sign-in attempts (the accounts client also says it in its own words).
defineMessagePattern(/^Too many attempts; try again in (\d+) seconds$/, "Слишком много попыток; попробуйте снова через {1} с");
defineMessagePattern(/^Invalid sign-in message: it must be for (\S+), for this address, with a nonce, and not expired$/, "Сообщение для входа не подходит: оно должно быть для сайта {1} и этого адреса, с одноразовым кодом и не устаревшим");
defineMessagePattern(/^must be at least (\d+) characters$/, "Не меньше {1} знаков");
// A wallet's address or signature ('must be a 0x-prefixed hex signature').
defineMessagePattern(/^must be a 0x-prefixed hex (\S+)$/, "Нужно шестнадцатеричное значение, начинающееся с 0x");
