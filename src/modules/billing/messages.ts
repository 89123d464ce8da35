// The billing API's messages a person can meet, in the page's language (the API keeps its English
// wording, which API clients match on). A field's message is registered without the field's name
// ('provider: …'): src/core/i18n/messages.ts finds it after the name.
import { defineMessagePattern, defineMessages } from "../../core/i18n/messages";

defineMessages({
  "This payment is confirmed by the site's administrator once the transfer arrives; it cannot be paid or canceled here (DUMMY_PAYMENTS=manual)": {
    ru: "Этот платёж подтвердит администратор сайта, когда поступит перевод; здесь его нельзя ни оплатить, ни отменить",
    en: "This payment is confirmed by the site's administrator once the transfer arrives; it cannot be paid or canceled here",
  },
  "token is required": "В ссылке на оплату не хватает кода: откройте её заново из письма или со страницы заказа",
  "This payment link is not valid": "Ссылка на оплату недействительна",
  "This invoice is already paid": "Этот счёт уже оплачен",
  "This invoice is already canceled": "Этот счёт уже отменён",
  "This invoice was canceled": "Этот счёт отменён",
  "Invalid provider": "Неверный способ оплаты",
  "0xprocessing takes amounts in US dollars: choose the 'usd' currency": "0xprocessing принимает суммы только в долларах США: выберите валюту доллар",
});
defineMessagePattern(/^No invoice (\S+)$/, "Счёт {1} не найден");
defineMessagePattern(/^This invoice is already (\S+)$/, "Этот счёт уже оплачен или отменён");
defineMessagePattern(/^Invoice (\S+) was withdrawn while its payment was being created$/, "Счёт {1} отозван, пока создавался платёж");
defineMessagePattern(/^The payment provider (.+) did not create the payment$/, "Платёжная система {1} не создала платёж; попробуйте позже");
defineMessagePattern(/^Currency '(.*)' is not an ISO 4217 code, which (.+) needs \(set the currency's slug to e\.g\. 'rub' or 'usd'\)$/, "Для {2} у валюты «{1}» должен быть международный трёхбуквенный код, как у рубля или доллара: исправьте код валюты");
// 'provider: …' (the payment providers this site has).
defineMessagePattern(/^(\S+) is not configured on this site$/, "Способ оплаты {1} на этом сайте не настроен");
