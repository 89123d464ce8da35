import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { fileStorageRoutes } from "./server/routes.js";
import { widgetData } from "./server/widget-data.js";

export { generateImage, renderImage, type GenerateInput } from "./server/files.js";
export { cachedImage } from "./server/cached-image.js";
export { storageOrigins } from "./server/origins.js";
export { fileStorageSettings } from "./server/settings.js";

/** Uploads (local disk or S3), resized images for srcset, generated images, the files widget. */
export const fileStorageModule = { name: "file-storage", entities, routes: fileStorageRoutes, widgetData } satisfies SoborModule;
