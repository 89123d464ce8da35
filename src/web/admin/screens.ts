import type { AdminScreen } from "../../core/admin/screens";
import { analyticAdminScreens } from "../../modules/analytic/admin/index";

/** The screens modules add to the admin beside the generated tables (each loaded when opened). */
export const adminScreens: AdminScreen[] = [...analyticAdminScreens];
