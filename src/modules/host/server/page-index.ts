import type { AppContext } from "../../../core/module.js";
import { publishedOnly } from "../../../core/entity/drafts.js";
import { pages } from "../entities.js";
import { compileTemplate, matchTemplate, sortTemplates, type CompiledTemplate, type TemplateMatch } from "./templates.js";

/**
 * Every page url, compiled and sorted, kept in memory and dropped whenever a page is written
 * (here or, through the bus transport, in another process).
 */
export function createPageIndex(context: AppContext) {
  let loading: Promise<CompiledTemplate[]> | undefined;
  context.bus.subscribe((event) => {
    if (event.module === "host" && event.entity === "pages") loading = undefined;
  });
  const templates = () =>
    (loading ??= context.db
      .select({ id: pages.id, url: pages.url })
      .from(pages)
      // A draft page has no url yet; publishing it (a write to pages) rebuilds the index.
      .where(publishedOnly(pages.$entity, { preview: false }))
      .then((rows) => sortTemplates(rows.map((r) => compileTemplate(r.id, r.url))))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  return {
    templates,
    async match(path: string): Promise<TemplateMatch | undefined> {
      return matchTemplate(await templates(), path);
    },
  };
}

export type PageIndex = ReturnType<typeof createPageIndex>;
