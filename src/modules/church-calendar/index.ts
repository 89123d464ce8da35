import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { widgetData } from "./server/widget-data.js";

/** The Orthodox calendar: the church date, feasts (fixed and from the Paschalion) and fasts. */
export const churchCalendarModule = { name: "church-calendar", entities, widgetData } satisfies SoborModule;
