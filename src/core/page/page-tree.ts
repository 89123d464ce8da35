// The shape of a loaded page, shared by the server loader and the React renderer (types only).

// Values stay loosely typed: a row crosses the wire as JSON and each widget reads its own fields.
export type Row = { id: string; variant: string; [column: string]: any };

export interface ExternalWidgetRef {
  module: string;
  id: string;
  /** The link's own variant (default, smolny-default). */
  variant: string;
}

export interface HostWidget {
  widget: Row;
  externals: ExternalWidgetRef[];
}

export interface PageLayout {
  layout: Row;
  /** The page-to-layout link variant. */
  variant: string;
  /** Widgets linked with variant 'default' render before the page's own widgets. */
  before: HostWidget[];
  /** Widgets linked with variant 'additional' render after them. */
  after: HostWidget[];
}

/** The record a template page shows (one article on the article page), for its head and share image. */
export interface PageRecord {
  /** 'module/entity', e.g. 'blog/articles'. */
  entity: string;
  id: string;
  /** Plain text in the page's language. */
  title: string;
  /** At most ~160 characters of the record's own text. */
  description: string;
  /** Its own image that link previews can show (a raster image), when it has one; `alt` is the file's alt in the page's language. */
  image: { url: string; width: number | null; height: number | null; alt: string | null } | null;
}

export interface PageTree {
  page: Row;
  language: string;
  /** The path without its language prefix. */
  path: string;
  params: Record<string, string>;
  metadata: Row | null;
  /** The record named by the url's template segment; absent on pages without one. */
  record?: PageRecord;
  layouts: PageLayout[];
  widgets: HostWidget[];
  /** Per module, per module-widget id: whatever that module's widgetData returned. */
  data: Record<string, Record<string, any>>;
}

/** Stands in for a widget's data when its module failed to load it. */
export const WIDGET_DATA_ERROR = "$widgetDataError";
export type WidgetDataFailure = { [WIDGET_DATA_ERROR]: string };

export function widgetDataFailure(data: unknown): string | undefined {
  return data && typeof data === "object" && WIDGET_DATA_ERROR in data ? String((data as WidgetDataFailure)[WIDGET_DATA_ERROR]) : undefined;
}
