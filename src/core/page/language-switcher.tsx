import { useInRouterContext, useLocation } from "react-router";
import { cn } from "../ui/cn";
import { defineTexts } from "../i18n/texts";
import { localiseHref } from "../i18n/languages";
import { useLanguage, usePage } from "./page-context";

/** Each language named in itself: a visitor who cannot read the page still finds their own. */
const NATIVE_NAMES: Record<string, string> = { ru: "Русский", en: "English" };

const TEXTS = defineTexts("language-switcher", {
  label: { ru: "Язык сайта", en: "Site language" },
});

interface SwitcherProps {
  className?: string;
  dark?: boolean;
}

/**
 * Links to the same page in the site's other languages: its path kept, and its query (a search's
 * words, a chosen date), which only a page never cached has, so the links are right for every
 * visitor. Each link names its language in that language, marked with lang and hreflang so screen
 * readers and search engines read it right; a plain link, so the whole page (its <html lang> too)
 * comes in that language.
 */
export function LanguageSwitcher(props: SwitcherProps) {
  // A widget drawn outside a router (a preview, a test) has no query to keep.
  return useInRouterContext() ? <RoutedSwitcher {...props} /> : <SwitcherLinks {...props} query="" />;
}

function RoutedSwitcher(props: SwitcherProps) {
  return <SwitcherLinks {...props} query={useLocation().search} />;
}

function SwitcherLinks({ className, dark = false, query }: SwitcherProps & { query: string }) {
  const { tree } = usePage();
  const { language, i18n } = useLanguage();
  const others = i18n.languages.filter((l) => l !== language);
  if (!others.length) return null;
  return (
    <nav aria-label={TEXTS.text("label", language, i18n.defaultLanguage)} className={cn("flex shrink-0 items-center gap-1", className)}>
      {others.map((other) => (
        <a
          key={other}
          href={`${localiseHref(tree.path, other, i18n)}${query}`}
          hrefLang={other}
          lang={other}
          data-language-switch={other}
          className={cn(
            "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium underline-offset-4 transition hover:underline focus-visible:outline-2 focus-visible:outline-brand-500",
            dark ? "text-white hover:bg-white/10" : "text-ink hover:bg-brand-100",
          )}
        >
          {NATIVE_NAMES[other] ?? other.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
