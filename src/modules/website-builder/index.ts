import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { widgetData } from "./server/widget-data.js";

export { MAP_EMBED_ORIGINS } from "./map-embeds.js";

export const websiteBuilderModule = { name: "website-builder", entities, widgetData } satisfies SoborModule;
