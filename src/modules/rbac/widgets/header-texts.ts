import { defineLanguageTexts } from "../../../core/i18n/texts";
import { useLanguage } from "../../../core/page/page-context";

/**
 * The words of the header bar, which is on every page: apart from ./texts.ts so that a page does
 * not carry every account screen's words to show 'Login'.
 */
const HEADER_TEXTS = defineLanguageTexts("rbac.header", {
  ru: { accountBar: "Учётная запись", login: "Войти" },
  // 'Login' is SPEC §2's wording.
  en: { accountBar: "Account", login: "Login" },
});

export const SELECT_METHOD_ROUTE = "/rbac/subject/authentication/select-method";

export type HeaderTexts = { accountBar: string; login: string };

export function headerTexts(language: string): HeaderTexts {
  return HEADER_TEXTS.all(language);
}

export function useHeaderTexts(): HeaderTexts {
  return headerTexts(useLanguage().language);
}
