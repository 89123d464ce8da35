import type { LanguageConfig } from "../../core/i18n/languages";
import type { PageTree } from "../../core/page/page-tree";
import { PageRenderer } from "./PageRenderer";
import { PageProvider } from "../../core/page/page-context";
import { ERROR_TEXTS } from "../../core/page/error-fallback";

/**
 * The global error screen: what failed, the error's own message and a Reload button, inside the
 * site's '/500' page when there is one, in the language of the url that failed. Reload asks the
 * server to drop its cached copy first.
 */
export function GlobalError({ message, language, tree, i18n }: { message?: string; language?: string; tree?: PageTree; i18n?: LanguageConfig }) {
  const reload = async () => {
    await fetch(`/api/revalidation/revalidate?path=${encodeURIComponent(window.location.pathname)}&type=page`, { credentials: "include" }).catch(() => undefined);
    window.location.reload();
  };
  const text = (key: "failed" | "reload") => ERROR_TEXTS.text(key, language ?? tree?.language ?? "", i18n?.defaultLanguage);
  const panel = (
    <section role="alert" className="mx-auto my-10 max-w-xl rounded-lg border border-red-200 bg-white p-8 text-center shadow-sm">
      <p className="text-lg text-red-700">{text("failed")}</p>
      {message && <p className="mt-2 break-words text-sm text-ink/70">{message}</p>}
      <button type="button" onClick={reload} className="mt-6 rounded-md bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2">
        {text("reload")}
      </button>
    </section>
  );
  if (!tree || !i18n) return <main className="p-4">{panel}</main>;
  return (
    <PageProvider value={{ tree, i18n }}>
      <PageRenderer tree={tree} />
      {panel}
    </PageProvider>
  );
}
