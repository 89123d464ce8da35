import { and, eq, inArray } from "drizzle-orm";
import { publishedOnly, withPreviewApplied } from "../../../core/entity/drafts.js";
import { groupByParent, loadLinked, publicColumns, type Linked } from "../../../core/entity/index.js";
import type { AppContext } from "../../../core/module.js";
import { WIDGET_DATA_ERROR, type HostWidget, type PageTree, type Row, type WidgetDataFailure } from "../../../core/page/page-tree.js";
import { loadPageRecord } from "./page-record.js";
import { layoutsToWidgets, pages, pagesToLayouts, pagesToMetadata, pagesToWidgets, widgetsToExternalWidgets } from "../entities.js";
import { metadataForLanguage } from "../metadata-language";
import { log } from "../../../core/log.js";

export interface LoadedPage {
  tree: PageTree;
  /** Entity types the page read ('module/entity'), for cache invalidation. */
  reads: Set<string>;
}

function hostWidgets(links: Linked[], externals: Map<string, Row[]>): HostWidget[] {
  return links.map((l) => ({
    widget: l.item as Row,
    externals: (externals.get(String(l.item.id)) ?? []).map((e) => ({
      module: String(e.externalModule),
      id: String(e.externalWidgetId),
      variant: String(e.variant),
    })),
  }));
}

/**
 * A page's whole tree in a fixed number of batched queries: the page, its metadata, layouts,
 * host widgets and their external links, then one widgetData call per module that has widgets on
 * the page (each itself a fixed number of queries).
 */
export async function loadPageTree(
  context: AppContext,
  pageId: string,
  options: { language: string; path: string; params: Record<string, string> },
): Promise<LoadedPage | undefined> {
  const { db } = context;
  const reads = new Set(["host/pages", "host/layouts", "host/widgets", "host/metadata", "host/pages-to-layouts", "host/pages-to-widgets", "host/pages-to-metadata", "host/layouts-to-widgets", "host/widgets-to-external-widgets"]);
  const [page] = withPreviewApplied(
    pages.$entity,
    await db.select(publicColumns(pages.$entity)).from(pages).where(and(eq(pages.id, pageId), publishedOnly(pages.$entity))).limit(1),
  );
  if (!page) return undefined;

  const [layoutLinks, pageWidgetLinks, metadataLinks, record] = await Promise.all([
    loadLinked(db, pagesToLayouts, [pageId]),
    loadLinked(db, pagesToWidgets, [pageId]),
    loadLinked(db, pagesToMetadata, [pageId]),
    loadPageRecord(db, options.params, options.language, context.i18n, reads),
  ]);
  const layoutIds = layoutLinks.map((l) => String(l.item.id));
  const layoutWidgetLinks = await loadLinked(db, layoutsToWidgets, layoutIds);
  const widgetIds = [...new Set([...pageWidgetLinks, ...layoutWidgetLinks].map((l) => String(l.item.id)))];
  const externalRows = widgetIds.length
    ? await db
        .select(publicColumns(widgetsToExternalWidgets.$entity))
        .from(widgetsToExternalWidgets)
        .where(inArray(widgetsToExternalWidgets.widgetId, widgetIds))
        .orderBy(widgetsToExternalWidgets.orderIndex, widgetsToExternalWidgets.createdAt)
    : [];
  const externals = new Map<string, Row[]>();
  for (const row of externalRows as Row[]) {
    const list = externals.get(String(row.widgetId)) ?? [];
    list.push(row);
    externals.set(String(row.widgetId), list);
  }

  const byLayout = groupByParent(layoutWidgetLinks);
  const layouts = layoutLinks.map((link) => {
    const links = byLayout.get(String(link.item.id)) ?? [];
    return {
      layout: link.item as Row,
      variant: link.link.variant,
      before: hostWidgets(links.filter((l) => l.link.variant !== "additional"), externals),
      after: hostWidgets(links.filter((l) => l.link.variant === "additional"), externals),
    };
  });

  const idsByModule = new Map<string, Set<string>>();
  for (const row of externalRows as Row[]) {
    const set = idsByModule.get(String(row.externalModule)) ?? new Set<string>();
    set.add(String(row.externalWidgetId));
    idsByModule.set(String(row.externalModule), set);
  }
  const data: PageTree["data"] = {};
  await Promise.all(
    context.modules
      .filter((m) => m.widgetData && idsByModule.has(m.name))
      .map(async (module) => {
        const ids = [...idsByModule.get(module.name)!];
        try {
          data[module.name] = await module.widgetData!({ db, ids, language: options.language, params: options.params, reads });
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
      page: page as Row,
      language: options.language,
      path: options.path,
      params: options.params,
      metadata: metadataForLanguage(metadataLinks.map((link) => link.item as Row), options.language),
      ...(record ? { record } : {}),
      layouts,
      widgets: hostWidgets(pageWidgetLinks, externals),
      data,
    },
    reads,
  };
}

