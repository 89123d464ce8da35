import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { widgetData } from "./server/widget-data.js";

/** The blog: articles and categories; its public widgets load their data in batched queries. */
export const blogModule = { name: "blog", entities, widgetData } satisfies SoborModule;
