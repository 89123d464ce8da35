import { defineTexts } from "../../../core/i18n/texts";
import { useLanguage } from "../../../core/page/page-context";

/** The words of the navbar, its menu, its search box and the slider (screen-reader labels too). */
const TEXTS = defineTexts("website-builder", {
  menu: { ru: "Меню", en: "Menu" },
  openMenu: { ru: "Открыть меню", en: "Open menu" },
  closeMenu: { ru: "Закрыть меню", en: "Close menu" },
  previousSlide: { ru: "Предыдущий слайд", en: "Previous slide" },
  nextSlide: { ru: "Следующий слайд", en: "Next slide" },
  pauseSlides: { ru: "Остановить слайды", en: "Pause slides" },
  slideOf: { ru: "Слайд {n} из {total}", en: "Slide {n} of {total}" },
  goToSlide: { ru: "Перейти к слайду {n}", en: "Go to slide {n}" },
  search: { ru: "Поиск", en: "Search" },
  searchSite: { ru: "Поиск по сайту", en: "Search the site" },
  searchPlaceholder: { ru: "Статьи, богослужения, товары…", en: "Articles, services, products…" },
  searchSubmit: { ru: "Найти", en: "Find" },
  openSearch: { ru: "Открыть поиск", en: "Open search" },
  closeSearch: { ru: "Закрыть поиск", en: "Close search" },
});

export type WbTextKey = keyof typeof TEXTS.phrases;

/** The website-builder's words in the page's language; `{name}` placeholders filled from `values`. */
export function useWbTexts() {
  const { language, i18n } = useLanguage();
  return (key: WbTextKey, values: Record<string, string | number> = {}) =>
    TEXTS.text(key, language, i18n.defaultLanguage).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}
