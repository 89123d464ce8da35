// The pages (host) API's messages a person can meet, in the page's language (the API keeps its
// English wording, which API clients match on).
import { defineMessagePattern } from "../../core/i18n/messages";

defineMessagePattern(/^No page for url (\S+)$/, "Страница по адресу {1} не найдена");
defineMessagePattern(/^No record page for url (\S+)$/, "По адресу {1} нет страницы записи");
defineMessagePattern(/^No segment (\S+) in (\S+)$/, "В адресе {2} нет части {1}");
