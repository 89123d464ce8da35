import { defineTexts } from "../../core/i18n/texts";
import { useLanguage } from "../../core/page/page-context";

const TEXTS = defineTexts("skip-link", {
  skip: { ru: "Перейти к содержимому", en: "Skip to content" },
});

/** The id of the page's <main>, where the skip link leads. */
export const CONTENT_ID = "content";

/**
 * The first stop of the Tab order (WCAG 2.4.1): a link past the account bar and the navbar to the
 * page's own content. Out of sight until it has the keyboard focus, then shown over the header.
 */
export function SkipLink() {
  const { language, i18n } = useLanguage();
  return (
    <a
      href={`#${CONTENT_ID}`}
      className="sr-only rounded-md bg-ink px-4 py-3 font-medium text-white shadow-lg outline-2 outline-offset-2 outline-brand-600 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:px-4 focus:py-3"
    >
      {TEXTS.text("skip", language, i18n.defaultLanguage)}
    </a>
  );
}
