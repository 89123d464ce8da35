import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { hostRoutes } from "./server/routes.js";

export const hostModule = { name: "host", entities, routes: hostRoutes } satisfies SoborModule;
