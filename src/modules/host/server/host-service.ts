import { and, eq, isNotNull } from "drizzle-orm";
import { draftPreview, publishedOnly } from "../../../core/entity/drafts.js";
import { splitLanguage } from "../../../core/i18n/languages.js";
import type { AppContext } from "../../../core/module.js";
import { pages } from "../entities.js";
import { loadPageTree, type LoadedPage } from "./load-page-tree.js";
import { segmentTarget } from "./segment-target.js";
import { createPageCache, pageCacheBytes } from "./page-cache.js";
import { createPageIndex } from "./page-index.js";
import { createSharedParts } from "./shared-parts.js";
import { pageRecordKey } from "./page-record.js";
import { templateRecords } from "./segment-records.js";
import { compileTemplate, matchTemplate, splitSegments, type CompiledTemplate, type TemplateMatch } from "./templates.js";

/** Urls listed per template parameter at most; the sitemap of a larger site would be split. */
const MAX_URLS_PER_TEMPLATE = 10_000;

export { segmentTarget };

export type PageResolution =
  | { status: 200; loaded: LoadedPage }
  | { status: 404; language: string; path: string; loaded?: LoadedPage };

function createHostService(context: AppContext) {
  const index = createPageIndex(context);
  const pageCache = createPageCache(context.bus, { maxBytes: pageCacheBytes(context.config.env), languages: context.i18n.languages });
  const parts = createSharedParts(context.bus);

  async function pageByUrl(url: string): Promise<LoadedPage | undefined> {
    const [row] = await context.db.select({ id: pages.id }).from(pages).where(and(eq(pages.url, url), publishedOnly(pages.$entity))).limit(1);
    return row ? loadPageTree(context, row.id, { language: context.i18n.defaultLanguage, path: url, params: {}, parts }) : undefined;
  }

  /**
   * Under a preview of a page, that page's own url (its draft's when the draft changes it): the
   * index keeps published pages only (it is shared by every visitor), so a page created as a
   * draft, or moved by its draft, is matched here. One query, for preview renders alone.
   */
  async function previewedPage(path: string): Promise<TemplateMatch | undefined> {
    const preview = draftPreview();
    if (preview?.entity !== "host/pages") return undefined;
    const [row] = await context.db.select({ id: pages.id, url: pages.url }).from(pages).where(eq(pages.id, preview.id)).limit(1);
    if (!row) return undefined;
    const url = typeof preview.values.url === "string" ? preview.values.url : row.url;
    return matchTemplate([compileTemplate(row.id, url)], path);
  }

  async function expand(template: CompiledTemplate): Promise<string[][]> {
    const params = template.segments.filter((s) => s.kind === "param");
    if (params.length === 0) return [template.segments.map((s) => (s.kind === "static" ? s.value : ""))];
    if (params.length > 1) return [];
    const target = segmentTarget((params[0] as { key: string }).key);
    // A private entity's values (an invoice id in '/billing/dummy/[billing.invoices.id]') are not listed.
    if (!target || target.def.access.read !== "public") return [];
    const values = await context.db
      .selectDistinct({ value: target.column })
      .from(target.def.table)
      .where(and(isNotNull(target.column), publishedOnly(target.def)))
      .orderBy(target.column)
      .limit(MAX_URLS_PER_TEMPLATE);
    return values.map((v) => template.segments.map((s) => (s.kind === "static" ? s.value : String(v.value))));
  }

  return {
    index,
    pageCache,
    parts,
    /** The page whose template matches a url (language prefix allowed), with its params. */
    async findByUrl(url: string) {
      const { path, language } = splitLanguage(url, context.i18n);
      const match = await index.match(path);
      if (!match) return undefined;
      // An API read, never under a page's draft preview: the index's published row is the answer.
      const page = await index.page(match.template.pageId);
      return page ? { page, params: match.params, language } : undefined;
    },
    /** Every concrete url of the site, each split into segments (root is an empty list). */
    async urls(): Promise<string[][]> {
      const lists = await Promise.all((await index.templates()).map(expand));
      return lists.flat();
    },
    async segmentValue(url: string, segment: string): Promise<string | undefined> {
      const { path } = splitLanguage(url, context.i18n);
      return (await index.match(path))?.params[segment];
    },
    /** What the site shows for a browser path: the matching page, or the '/404' page with 404. */
    async resolve(pathname: string): Promise<PageResolution> {
      const { language, path } = splitLanguage(pathname, context.i18n);
      const match = (await previewedPage(path)) ?? (await index.match(path));
      // A template page for a record that does not exist is not that page: it is a 404.
      const recordKey = match && pageRecordKey(match.params);
      const records = match && (await templateRecords(context, match, recordKey));
      if (match && records) {
        const loaded = await loadPageTree(context, match.template.pageId, { language, path, params: match.params, parts });
        // The record the url names is read with the page, not looked up beforehand as well.
        if (loaded && (!recordKey || loaded.tree.record)) {
          records.forEach((type) => loaded.reads.add(type));
          return { status: 200, loaded };
        }
      }
      const notFoundPage = await pageByUrl("/404");
      if (notFoundPage) {
        notFoundPage.tree.language = language;
        notFoundPage.tree.path = path;
      }
      return { status: 404, language, path, loaded: notFoundPage };
    },
    /** The page shown when rendering fails. */
    errorPage: () => pageByUrl("/500"),
    splitSegments,
  };
}

export type HostService = ReturnType<typeof createHostService>;

const services = new WeakMap<AppContext, HostService>();

/** One host service per process context, shared by the API routes and the site renderer. */
export function hostService(context: AppContext): HostService {
  let service = services.get(context);
  if (!service) {
    service = createHostService(context);
    services.set(context, service);
  }
  return service;
}
