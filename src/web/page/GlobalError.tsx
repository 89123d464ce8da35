import type { LanguageConfig } from "../../core/i18n/languages";
import type { PageTree } from "../../core/page/page-tree";
import { DEFAULT_ERROR_MESSAGE } from "../../core/page/error-fallback";
import { PageRenderer } from "./PageRenderer";
import { PageProvider } from "../../core/page/page-context";

/**
 * The global error screen: the error message and a Reload button, inside the site's '/500' page
 * when there is one. Reload asks the server to drop its cached copy first.
 */
export function GlobalError({ message, tree, i18n }: { message?: string; tree?: PageTree; i18n?: LanguageConfig }) {
  const reload = async () => {
    await fetch(`/api/revalidation/revalidate?path=${encodeURIComponent(window.location.pathname)}&type=page`, { credentials: "include" }).catch(() => undefined);
    window.location.reload();
  };
  const panel = (
    <section role="alert" className="mx-auto my-10 max-w-xl rounded-lg border border-red-200 bg-white p-8 text-center shadow-sm">
      <p className="mb-6 text-lg text-red-700">{message || DEFAULT_ERROR_MESSAGE}</p>
      <button type="button" onClick={reload} className="rounded-md bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2">
        Reload
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
