import { lazyView, variantRenderer } from "../../../core/page/module-widgets";
import { registerWidgetRenderer } from "../../../core/page/widget-registry";
import type { FileStorageWidgetData } from "../widget-data-types";

export { fileUrl, ResponsiveImage, resizedUrl, srcSetWidths, type ImageFile, type ResponsiveImageProps } from "./ResponsiveImage";

// File lists are static blocks: their code loads when the first comes near the viewport.
registerWidgetRenderer(
  "file-storage",
  lazyView(
    () => import("./FilesWidget"),
    (m) => variantRenderer((data: FileStorageWidgetData) => data.widget?.variant, m.widgetVariants),
    { hydrate: "visible" },
  ),
);
