import { inArray } from "drizzle-orm";
import { groupByParent, loadLinked, publicColumns } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { widgets, widgetsToFiles } from "../entities.js";
import type { FileRow, FileStorageWidgetData } from "../widget-data-types.js";

/** The file-storage widgets on a page with their files: two queries whatever their number. */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, FileStorageWidgetData>> {
  const { db, ids, reads } = request;
  reads.add("file-storage/widgets");
  reads.add("file-storage/widgets-to-files");
  reads.add("file-storage/files");
  if (!ids.length) return {};
  const [rows, links] = await Promise.all([
    db.select(publicColumns(widgets.$entity)).from(widgets).where(inArray(widgets.id, ids)),
    loadLinked(db, widgetsToFiles, ids),
  ]);
  const byWidget = groupByParent(links);
  const result: Record<string, FileStorageWidgetData> = {};
  for (const row of rows as FileStorageWidgetData["widget"][]) {
    result[row.id] = {
      widget: row,
      files: (byWidget.get(row.id) ?? []).map((l) => ({
        file: l.item as unknown as FileRow,
        link: { orderIndex: l.link.orderIndex, variant: l.link.variant, className: l.link.className },
      })),
    };
  }
  return result;
}
