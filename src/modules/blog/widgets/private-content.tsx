import { Lock } from "lucide-react";
import { useEffect, useState } from "react";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import type { BlogPrivateContent, BlogPrivateWidget } from "../widget-data-types";
import { useBlog } from "./shared";

const SECRET_KEY_COOKIE = "rbac.secret-key";
const SECRET_KEY_HEADER = "x-rbac-secret-key";

/** The secret key an administrator's browser keeps in a cookie (SPEC §6), sent as its header. */
function secretKeyHeaders(): Record<string, string> {
  const cookie = document.cookie.split("; ").find((c) => c.startsWith(`${SECRET_KEY_COOKIE}=`));
  return cookie ? { [SECRET_KEY_HEADER]: decodeURIComponent(cookie.slice(SECRET_KEY_COOKIE.length + 1)) } : {};
}

function filterQuery(column: string, method: string, value: string): string {
  return `filters[and][0][column]=${column}&filters[and][0][method]=${method}&filters[and][0][value]=${encodeURIComponent(value)}`;
}

/**
 * Asks the API, as the reader, for the article's private widgets: the relation's read check
 * decides (SPEC §6). Null when the reader may not read them.
 */
async function loadPrivateWidgets(articleId: string, signal: AbortSignal): Promise<BlogPrivateWidget[] | null> {
  const init: RequestInit = { credentials: "include", headers: { accept: "application/json", ...secretKeyHeaders() }, signal };
  const links = await fetch(`/api/blog/articles-to-website-builder-module-widgets?${filterQuery("articleId", "eq", articleId)}&orderBy[and][0][column]=orderIndex&orderBy[and][0][method]=asc`, init);
  if (links.status !== 200) return null;
  const ids = ((await links.json()) as { data: { websiteBuilderModuleWidgetId: string }[] }).data.map((l) => l.websiteBuilderModuleWidgetId);
  if (!ids.length) return [];
  const response = await fetch(`/api/website-builder/widgets?${filterQuery("id", "inArray", ids.join(","))}`, init);
  if (response.status !== 200) return null;
  const rows = ((await response.json()) as { data: BlogPrivateWidget[] }).data;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/**
 * The article's private widgets. The server renders for an anonymous reader ('Not authorized'
 * when the relation is private); after hydration the browser asks again with the reader's
 * credentials and shows the widgets when the API answers 200.
 */
export function PrivateContent({ articleId, initial }: { articleId: string; initial: BlogPrivateContent }) {
  const { text, rich, label } = useBlog();
  const [widgets, setWidgets] = useState<BlogPrivateWidget[] | null>(initial.status === "authorized" ? initial.widgets : null);

  useEffect(() => {
    if (initial.status === "authorized") return;
    const controller = new AbortController();
    loadPrivateWidgets(articleId, controller.signal)
      .then((loaded) => loaded && setWidgets(loaded))
      .catch(() => undefined); // offline or aborted: keep 'Not authorized'
    return () => controller.abort();
  }, [articleId, initial.status]);

  if (!widgets) {
    return (
      <aside role="status" className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-100/60 p-5 text-brand-900">
        <Lock className="size-5 shrink-0 text-brand-600" aria-hidden />
        <p className="font-serif text-lg">{label("notAuthorized")}</p>
      </aside>
    );
  }
  if (!widgets.length) return null;
  return (
    <section aria-label={label("privateContent")} className="flex flex-col gap-4 rounded-lg border border-brand-300 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="font-serif text-2xl text-brand-900">{label("privateContent")}</h2>
      {widgets.map((widget) => {
        const description = rich(widget.description);
        return (
          <div key={widget.id} className="flex flex-col gap-2 border-t border-brand-100 pt-4 first-of-type:border-0 first-of-type:pt-0">
            {text(widget.title) && <h3 className="font-serif text-xl text-brand-800">{text(widget.title)}</h3>}
            {text(widget.subtitle) && <p className="text-ink/70">{text(widget.subtitle)}</p>}
            {!isEmptyRichText(description) && <RichText value={description} />}
          </div>
        );
      })}
    </section>
  );
}
