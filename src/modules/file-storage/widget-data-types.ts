// What the file-storage module's widgetData returns per widget (types only; shared with the browser).

/** A file-storage/files row as widgets see it. */
export interface FileRow {
  id: string;
  variant: string;
  /** '/uploads/...', '/public/...', a path under /public, or an https url. */
  file: string;
  className?: string | null;
  containerClassName?: string | null;
  adminTitle?: string | null;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
  size?: number | null;
  extension?: string | null;
  mimeType?: string | null;
}

export interface LinkedFile {
  file: FileRow;
  /** The widgets-to-files link's own fields. */
  link: { orderIndex: number; variant: string; className: string | null };
}

export interface FileStorageWidgetData {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  widget: { id: string; variant: string; className?: string | null; title?: any; subtitle?: any; description?: any; [column: string]: unknown };
  files: LinkedFile[];
}
