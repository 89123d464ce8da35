import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "../../../core/ui/button";
import { Input } from "../../../core/ui/input";
import type { SearchHit } from "../../../core/http/search";
import { registerLanguageTexts } from "../../../core/i18n/texts";
import { useLanguage } from "../../../core/page/page-context";
import { withQueryClient } from "../../../core/page/query-client";
import { ButtonsArrays } from "./buttons";
import { Container, Heading, Section, type WidgetViewProps } from "./shared";

const WORDS = registerLanguageTexts("website-builder.search", {
  ru: {
    label: "Что найти",
    submit: "Найти",
    empty: "Ничего не найдено. Попробуйте другие слова.",
    failed: "Поиск сейчас не отвечает. Попробуйте ещё раз.",
    searching: "Ищем…",
    found: "Найдено: {count}",
  },
  en: {
    label: "What to find",
    submit: "Search",
    empty: "Nothing found. Try other words.",
    failed: "The search is not answering now. Please try again.",
    searching: "Searching…",
    found: "Found: {count}",
  },
});

/** What a hit is, by its product variant (articles and plain products have their own). */
const KINDS = registerLanguageTexts("website-builder.search-kinds", {
  ru: { articles: "Статья", "smolny-divine": "Богослужение", "smolny-event": "Мероприятие", "smolny-course": "Курс", "smolny-note": "Записка", products: "Товар" },
  en: { articles: "Article", "smolny-divine": "Divine service", "smolny-event": "Event", "smolny-course": "Course", "smolny-note": "Note", products: "Product" },
});

async function searchSite(q: string, lang: string): Promise<SearchHit[]> {
  const response = await fetch(`/api/search?q=${encodeURIComponent(q)}&lang=${encodeURIComponent(lang)}`);
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return ((await response.json()) as { data: SearchHit[] }).data;
}

/**
 * search-results: the site search page. The words come in the url (`?q=`: the navbar's box and
 * a shared link land here); the page is rendered without them and the results are fetched in the
 * browser, so every search is a fresh one.
 */
function SearchResultsView({ data, hero }: WidgetViewProps) {
  const { language, t, href } = useLanguage();
  const words = language === "ru" ? WORDS.ru : WORDS.en;
  const kinds: Record<string, string> = language === "ru" ? KINDS.ru : KINDS.en;
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const results = useQuery({ queryKey: ["site-search", language, q], queryFn: () => searchSite(q, language), enabled: q.length > 0 });
  const kindOf = (hit: SearchHit) => (hit.entity === "articles" ? kinds.articles : kinds[hit.variant] ?? kinds.products);
  return (
    <Section data={data} tone="light" className="py-12 lg:py-16">
      <Container className="flex max-w-3xl flex-col gap-8">
        <Heading title={data.title} subtitle={data.subtitle} level={hero ? 1 : 2} />
        <form role="search" method="get" action={href("/search")} className="flex gap-2">
          <Input name="q" type="search" defaultValue={q} aria-label={words.label} placeholder={words.label} className="flex-1" key={q} />
          <Button type="submit" variant="primary">
            <Search aria-hidden className="size-4" />
            {words.submit}
          </Button>
        </form>
        <ButtonsArrays arrays={data.buttonsArrays} />
        {q && (
          <div aria-live="polite">
            {results.isPending ? (
              <p className="text-ink/70">{words.searching}</p>
            ) : results.isError ? (
              <p role="alert">{words.failed}</p>
            ) : results.data.length === 0 ? (
              <p className="text-ink/70">{words.empty}</p>
            ) : (
              <>
                <p className="mb-3 text-sm text-ink/70">{words.found.replace("{count}", String(results.data.length))}</p>
                <ul className="flex flex-col divide-y divide-brand-200 rounded-xl border border-brand-200 bg-white/80">
                  {results.data.map((hit) => (
                    <li key={`${hit.entity}:${hit.id}`} className="flex flex-col gap-1 p-4">
                      <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{kindOf(hit)}</span>
                      <a className="font-serif text-lg text-brand-900 underline-offset-4 hover:underline" href={href(`/${hit.module}/${hit.entity}/${hit.slug ?? hit.id}`)}>
                        {t(hit.title) || hit.slug}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </Container>
    </Section>
  );
}

export const SearchResults = withQueryClient(SearchResultsView);
