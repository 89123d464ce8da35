import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";

/** The startup module's widgets and categories: entities only (CRUD and the admin come from the declarations). */
export const startupModule = { name: "startup", entities } satisfies SoborModule;
