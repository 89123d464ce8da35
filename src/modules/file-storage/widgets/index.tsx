import { registerWidgetRenderer, type ModuleWidgetProps } from "../../../web/page/widget-registry";
import type { FileStorageWidgetData } from "../widget-data-types";
import { widgetVariants } from "./FilesWidget";

export { fileUrl, ResponsiveImage, resizedUrl, srcSetWidths, type ImageFile, type ResponsiveImageProps } from "./ResponsiveImage";

/** A file-storage widget on a page, by its row's variant (an unknown one renders nothing). */
function FileStorageWidget({ data }: ModuleWidgetProps) {
  const widgetData = data as FileStorageWidgetData | undefined;
  if (!widgetData?.widget) return null;
  const Variant = widgetVariants[widgetData.widget.variant];
  return Variant ? <Variant data={widgetData} /> : null;
}

registerWidgetRenderer("file-storage", FileStorageWidget);
