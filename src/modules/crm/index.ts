import * as entities from "./entities.js";
import type { SoborModule } from "../../core/module.js";
import { crmRoutes } from "./server/routes.js";
import { widgetData } from "./server/widget-data.js";

/**
 * CRM: forms, their inputs and the requests visitors send. Public form submission (rate-limited,
 * admins told by mail); requests stay private. Its routes use the rbac module's limiter and
 * subject guard, so it comes after rbac in src/app/modules.ts.
 */
export const crmModule = { name: "crm", entities, widgetData, routes: crmRoutes } satisfies SoborModule;
