import "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { widgetData } from "./server/widget-data.js";

export const websiteBuilderModule: SoborModule = { name: "website-builder", widgetData };
