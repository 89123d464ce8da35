import type { AppContext } from "../../../core/module.js";
import { publishedOnly } from "../../../core/entity/drafts.js";
import { pages } from "../entities.js";
import { compileTemplate, matchTemplate, sortTemplates, type CompiledTemplate, type TemplateMatch } from "./templates.js";

type PageRow = typeof pages.$inferSelect;

interface Index {
  templates: CompiledTemplate[];
  /** The published pages' rows by id: find-by-url answers with them, no query per url. */
  rows: Map<string, PageRow>;
}

/**
 * Every page url, compiled and sorted, with its published row, kept in memory and dropped
 * whenever a page is written (here or, through the bus transport, in another process).
 */
export function createPageIndex(context: AppContext) {
  let loading: Promise<Index> | undefined;
  context.bus.subscribe((event) => {
    if (event.module === "host" && event.entity === "pages") loading = undefined;
  });
  // Page writes in other processes may have been missed (see the bus transport).
  context.bus.onEventsLost(() => (loading = undefined));
  const load = () =>
    (loading ??= context.db
      .select()
      .from(pages)
      // A draft page has no url yet; publishing it (a write to pages) rebuilds the index.
      .where(publishedOnly(pages.$entity, { preview: false }))
      .then((rows) => ({
        templates: sortTemplates(rows.map((r) => compileTemplate(r.id, r.url))),
        rows: new Map(rows.map((r) => [r.id, r])),
      }))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  return {
    templates: async () => (await load()).templates,
    async match(path: string): Promise<TemplateMatch | undefined> {
      return matchTemplate((await load()).templates, path);
    },
    /** A published page's row as the index read it. */
    async page(id: string): Promise<PageRow | undefined> {
      return (await load()).rows.get(id);
    },
  };
}

export type PageIndex = ReturnType<typeof createPageIndex>;
