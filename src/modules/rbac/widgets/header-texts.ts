import { useLanguage } from "../../../web/page/page-context";

/**
 * The words of the header bar, which is on every page: apart from ./texts.ts so that a page does
 * not carry every account screen's words to show 'Login'.
 */
const HEADER_TEXTS = {
  ru: { accountBar: "Учётная запись" },
  en: { accountBar: "Account" },
} as const;

/** SPEC §2 gives it word for word, in every language. */
export const LOGIN_TEXT = "Login";

export const SELECT_METHOD_ROUTE = "/rbac/subject/authentication/select-method";

export type HeaderTexts = { accountBar: string; login: string };

export function headerTexts(language: string): HeaderTexts {
  return { ...(language === "en" ? HEADER_TEXTS.en : HEADER_TEXTS.ru), login: LOGIN_TEXT };
}

export function useHeaderTexts(): HeaderTexts {
  return headerTexts(useLanguage().language);
}
