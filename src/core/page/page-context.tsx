import { createContext, useContext } from "react";
import { localise, localiseHref, type LanguageConfig } from "../i18n/languages";
import type { PageTree } from "./page-tree";

export interface PageContextValue {
  tree: PageTree;
  i18n: LanguageConfig;
}

const PageContext = createContext<PageContextValue | null>(null);

export const PageProvider = PageContext.Provider;

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage must be used inside a page");
  return value;
}

/** The page's context, or null outside a page (a component also rendered on its own, as in a unit test). */
export function useOptionalPage(): PageContextValue | null {
  return useContext(PageContext);
}

/** The page language, a localiser with fallback to the default language, and link building. */
export function useLanguage() {
  const { tree, i18n } = usePage();
  const language = tree.language;
  return {
    language,
    i18n,
    t: (value: unknown) => localise(value, language, i18n.defaultLanguage),
    href: (url: string) => localiseHref(url, language, i18n),
  };
}
