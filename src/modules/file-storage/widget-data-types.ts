// What the file-storage module's widgetData returns per widget (types only, inferred from its graph).
import type { GraphRow, LinkFields } from "../../core/entity/index.js";
import type { fileStorageWidget } from "./server/widget-data.js";

type Loaded = GraphRow<typeof fileStorageWidget>;

/** A file-storage/files row as widgets see it ('/uploads/...', '/public/...', or an https url). */
export type FileRow = Omit<Loaded["files"][number], "link">;

export interface LinkedFile {
  file: FileRow;
  /** The widgets-to-files link's own fields. */
  link: LinkFields;
}

export interface FileStorageWidgetData {
  widget: Omit<Loaded, "files">;
  files: LinkedFile[];
}
