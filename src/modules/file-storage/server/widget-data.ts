import { byIds, graphNode, link, loadGraph, titledFieldNames } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { files, widgets, widgetsToFiles } from "../entities.js";

const galleryFile = graphNode(files, {
  fields: ["variant", "file", "className", "containerClassName", "adminTitle", "width", "height", "alt", "size", "extension", "mimeType"],
});
export const fileStorageWidget = graphNode(widgets, { fields: titledFieldNames, with: { files: link(widgetsToFiles, galleryFile) } });

/** The file-storage widgets on a page with their files: two queries whatever their number. */
export async function widgetData(request: WidgetDataRequest) {
  const { widgets } = await loadGraph(request, { widgets: byIds(fileStorageWidget, request.ids) });
  return Object.fromEntries(widgets.map(({ files, ...widget }) => [widget.id, { widget, files: files.map(({ link, ...file }) => ({ file, link })) }]));
}
