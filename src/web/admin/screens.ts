import type { AdminScreen } from "../../core/admin/screens";
import { agentAdminScreens } from "../../modules/agent/admin/index";
import { analyticAdminScreens } from "../../modules/analytic/admin/index";
import { ecommerceAdminScreens } from "../../modules/ecommerce/admin/index";
import { notificationAdminScreens } from "../../modules/notification/admin/index";
import { auditAdminScreens } from "../../modules/audit/admin/index";
import { rbacAdminScreens } from "../../modules/rbac/admin/index";

/** The screens modules add to the admin beside the generated tables (each loaded when opened). */
export const adminScreens: AdminScreen[] = [...ecommerceAdminScreens, ...analyticAdminScreens, ...notificationAdminScreens, ...auditAdminScreens, ...agentAdminScreens, ...rbacAdminScreens];
