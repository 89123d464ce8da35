import "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { hostRoutes } from "./server/routes.js";

export const hostModule: SoborModule = { name: "host", routes: hostRoutes };
