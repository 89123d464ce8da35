import { byIds, loadGraph, type GraphRow } from "../../../core/entity/index.js";
import type { AppContext } from "../../../core/module.js";
import { WIDGET_DATA_ERROR, type HostWidget, type PageTree, type WidgetDataFailure } from "../../../core/page/page-tree.js";
import { loadPageRecord } from "./page-record.js";
import type { SharedParts } from "./shared-parts.js";
import { pageNode } from "./page-graph.js";
import { metadataForLanguage } from "../metadata-language";
import { log } from "../../../core/log.js";

export interface LoadedPage {
  tree: PageTree;
  /** Entity types the page read ('module/entity'), for cache invalidation. */
  reads: Set<string>;
}

type LoadedWidget = GraphRow<typeof pageNode>["widgets"][number];

function hostWidget({ externals, link: _link, ...widget }: LoadedWidget): HostWidget {
  return {
    widget,
    externals: externals.map((e) => ({ module: e.externalModule, id: e.externalWidgetId, variant: e.variant })),
  };
}

/**
 * A page's whole tree in a fixed number of batched queries: the page graph (the page, then its
 * layouts, widgets and metadata, the layouts' widgets, then every widget's external links) beside
 * the record its url names, then one widgetData call per module that has widgets on the page
 * (each itself a fixed number of queries). The page graph, each module's data when its widgets
 * did not read the url's parameters, and what a module keeps apart from them (`keep`) come from
 * `parts` when given (shared-parts.ts): the ten-thousandth article page reads its template page,
 * its header and footer and its widgets' own rows no more.
 */
export async function loadPageTree(
  context: AppContext,
  pageId: string,
  options: { language: string; path: string; params: Record<string, string>; parts?: SharedParts },
): Promise<LoadedPage | undefined> {
  const { db } = context;
  const reads = new Set<string>();
  const part = <T>(key: string, make: (params: Record<string, string>, reads: Set<string>) => Promise<T>) =>
    options.parts ? options.parts.get(key, options.params, reads, make) : make(options.params, reads);
  const [loaded, pageRecord] = await Promise.all([
    part(`page:${pageId}`, (_params, own) => loadGraph({ db, reads: own }, { pages: byIds(pageNode, [pageId]) })),
    loadPageRecord({ db, reads }, options.params, options.language, context.i18n),
  ]);
  const found = loaded.pages[0];
  if (!found) return undefined;
  const { layouts: layoutLinks, widgets: pageWidgets, metadata: metadataLinks, ...page } = found;

  const layouts = layoutLinks.map(({ widgets, link, ...layout }) => ({
    layout,
    variant: link.variant,
    before: widgets.filter((w) => w.link.variant !== "additional").map(hostWidget),
    after: widgets.filter((w) => w.link.variant === "additional").map(hostWidget),
  }));
  const widgets = pageWidgets.map(hostWidget);

  const idsByModule = new Map<string, Set<string>>();
  for (const { externals } of [...widgets, ...layouts.flatMap((l) => [...l.before, ...l.after])]) {
    for (const external of externals) idsByModule.set(external.module, (idsByModule.get(external.module) ?? new Set()).add(external.id));
  }
  const data: PageTree["data"] = {};
  await Promise.all(
    context.modules
      .filter((m) => m.widgetData && idsByModule.has(m.name))
      .map(async (module) => {
        const ids = [...idsByModule.get(module.name)!].sort();
        try {
          const key = `data:${module.name}:${options.language}:${ids.join(",")}`;
          data[module.name] = await part(key, (params, own) => {
            // A kept part reads no param: it is the same for every url (its reads still count for the module's part).
            const keep = <T>(name: string, make: (reads: Set<string>) => Promise<T>) =>
              options.parts ? options.parts.get(`${key}:${name}`, {}, own, (_none, kept) => make(kept)) : make(own);
            return module.widgetData!({ db, ids, language: options.language, params, reads: own, keep, record: pageRecord?.read });
          });
        } catch (error) {
          // One module failing costs its widgets, not the page: they show the error box.
          log.error({ module: module.name, err: error }, "widget data failed");
          const failure: WidgetDataFailure = { [WIDGET_DATA_ERROR]: error instanceof Error ? error.message : "Widget data failed" };
          data[module.name] = Object.fromEntries(ids.map((id) => [id, failure]));
        }
      }),
  );

  return {
    tree: {
      page,
      language: options.language,
      path: options.path,
      params: options.params,
      metadata: metadataForLanguage(metadataLinks.map(({ link: _link, ...row }) => row), options.language),
      ...(pageRecord ? { record: pageRecord.record } : {}),
      layouts,
      widgets,
      data,
    },
    reads,
  };
}
